"""The classic Blackwing, Burn and Frog decks' cards (issue 11, group C1): every scenario in
tests/scenarios/classic/C1 passes with the real card database; every card of the group has a
module with its passcode and a sentence of our own, and scenarios; no module or scenario copies
the card's text; and the mechanisms the group added hold up where a scenario can't look (a
saved and loaded position with a monster as an Equip Card and Tokens carrying their rules, the
destruction an effect would do, the tolls of Chain Energy)."""

from __future__ import annotations

import importlib
import re
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from tagduel.cards.db import CardDB
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, summaries
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    Duel,
    DuelistSetup,
    MonsterSetup,
    Position,
    Seat,
    SpellTrapSetup,
    TableSetup,
)
from tagduel.engine.codec import state_from_data, state_hash, state_to_data
from tagduel.engine.destruction_forecast import would_destroy
from tagduel.engine.hand_tolls import owed
from tagduel.engine.token_marks import DAMAGE_WHEN_DESTROYED, NO_TRIBUTE_SUMMON
from tagduel.engine.zones import Location
from tagduel.scenario import load_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios" / "classic" / "C1"
FILES = sorted(FOLDER.glob("*.yaml"))

CARDS = {
    "Black Whirlwind": ("black_whirlwind", "black-whirlwind"),
    "Black-Winged Dragon": ("black_winged_dragon", "black-winged-dragon"),
    "Blackwing - Blizzard the Far North": ("blackwing_blizzard_the_far_north", "blackwing-blizz"),
    "Blackwing - Bora the Spear": ("blackwing_bora_the_spear", "blackwing-bora"),
    "Blackwing - Gale the Whirlwind": ("blackwing_gale_the_whirlwind", "blackwing-gale"),
    "Blackwing - Gram the Shining Star": ("blackwing_gram_the_shining_star", "blackwing-gram"),
    "Blackwing - Kalut the Moon Shadow": ("blackwing_kalut_the_moon_shadow", "blackwing-kalut"),
    "Blackwing - Kris the Crack of Dawn": ("blackwing_kris_the_crack_of_dawn", "blackwing-kris"),
    "Blackwing - Mistral the Silver Shield": (
        "blackwing_mistral_the_silver_shield",
        "blackwing-mistral",
    ),
    "Blackwing - Shura the Blue Flame": ("blackwing_shura_the_blue_flame", "blackwing-shura"),
    "Blackwing - Silverwind the Ascendant": (
        "blackwing_silverwind_the_ascendant",
        "blackwing-silverwind",
    ),
    "Blackwing - Sirocco the Dawn": ("blackwing_sirocco_the_dawn", "blackwing-sirocco"),
    "Blackwing Armed Wing": ("blackwing_armed_wing", "blackwing-armed-wing"),
    "Blackwing Armor Master": ("blackwing_armor_master", "blackwing-armor-master"),
    "Blast Sphere": ("blast_sphere", "blast-sphere"),
    "Ceasefire": ("ceasefire", "ceasefire"),
    "Chain Energy": ("chain_energy", "chain-energy"),
    "Cryomancer of the Ice Barrier": ("cryomancer_of_the_ice_barrier", "cryomancer"),
    "Dark Room of Nightmare": ("dark_room_of_nightmare", "dark-room-of-nightmare"),
    "Delta Crow - Anti Reverse": ("delta_crow_anti_reverse", "delta-crow"),
    "Dewdark of the Ice Barrier": ("dewdark_of_the_ice_barrier", "dewdark"),
    "Dimensional Prison": ("dimensional_prison", "dimensional-prison"),
    "Dupe Frog": ("dupe_frog", "dupe-frog"),
    "Fencing Fire Ferret": ("fencing_fire_ferret", "fencing-fire-ferret"),
    "Flip Flop Frog": ("flip_flop_frog", "flip-flop-frog"),
    "Froggy Forcefield": ("froggy_forcefield", "froggy-forcefield"),
    "Gravity Bind": ("gravity_bind", "gravity-bind"),
    "Lava Golem": ("lava_golem", "lava-golem"),
    "Magic Cylinder": ("magic_cylinder", "magic-cylinder"),
    "Marshmallon": ("marshmallon", "marshmallon"),
    "Mystical Space Typhoon": ("mystical_space_typhoon", "mystical-space-typhoon"),
    "Naturia Beans": ("naturia_beans", "naturia-beans"),
    "Ojama Trio": ("ojama_trio", "ojama-t"),
    "Reflect Bounder": ("reflect_bounder", "reflect-bounder"),
    "Ronintoadin": ("ronintoadin", "ronintoadin"),
    "Skull Invitation": ("skull_invitation", "skull-invitation"),
    "Solidarity": ("solidarity", "solidarity"),
    "Spirit Reaper": ("spirit_reaper", "spirit-reaper"),
    "Submarine Frog": ("submarine_frog", "submarine-frog"),
    "Swap Frog": ("swap_frog", "swap-frog"),
    "Terraforming": ("terraforming", "terraforming"),
    "The Huge Revolution is Over": ("the_huge_revolution_is_over", "the-huge-revolution"),
    "Thunder Short": ("thunder_short", "thunder-short"),
    "Tradetoad": ("tradetoad", "tradetoad"),
    "Tremendous Fire": ("tremendous_fire", "tremendous-fire"),
    "Unifrog": ("unifrog", "unifrog"),
    "Wetlands": ("wetlands", "wetlands"),
}
"""Every card of the group to script (module, prefix of its scenario files)."""

SCOPE_WORDS = re.compile(r"\b(you|your|opponent|each player|you control|all)\b", re.IGNORECASE)


@cache
def _db(path: Path) -> CardDB:
    return builtin_cards().merged(load_cdb(str(path)))


def _module(name: str) -> ModuleType:
    return importlib.import_module(f"tagduel.cardscripts.{CARDS[name][0]}")


def _scenarios(name: str) -> list[Path]:
    return [p for p in FILES if p.name.startswith(CARDS[name][1])]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_scenario_passes_with_the_real_card_database(path: Path, real_cdb_path: Path) -> None:
    scenario = load_scenario(path.read_text("utf-8"), _db(real_cdb_path), source=path.name)
    assert scenario.source
    result = run_scenario(scenario, scripts=all_scripts())
    assert result.passed, [f.to_dict() for f in result.failures] + result.events


@pytest.mark.parametrize("name", sorted(CARDS))
def test_each_card_module_scripts_the_database_card_of_that_name(
    name: str, real_cdb_path: Path
) -> None:
    module = _module(name)
    card = _db(real_cdb_path).by_name(name)
    assert card.passcode == module.PASSCODE
    assert list(module.SUMMARY) == [card.passcode]
    assert summaries()[card.passcode] == module.SUMMARY[card.passcode]
    assert all_scripts().has_effects(card)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_each_card_has_a_scenario_and_one_of_its_tag_scope_when_its_text_has_scope_words(
    name: str, real_cdb_path: Path
) -> None:
    """Every card has a scenario; a text with "you", "your", "opponent", "each player", "you
    control" or "all" also has one citing the Team Dueling Rules (its tag reading)."""
    found = _scenarios(name)
    assert found, f"no scenario for {name}"
    if SCOPE_WORDS.search(_db(real_cdb_path).by_name(name).text):
        sources = " ".join(p.read_text("utf-8") for p in found)
        assert "Team Dueling Rules" in sources, f"no tag-scope scenario for {name}"


@pytest.mark.parametrize("name", sorted(CARDS))
def test_no_module_or_scenario_copies_a_run_of_the_card_text(
    name: str, real_cdb_path: Path
) -> None:
    """The card text stays in the user's database: no 8 words in a row of it (its own name
    aside) are in the module or its scenarios."""
    text = _db(real_cdb_path).by_name(name).text.casefold()
    files = [Path(_module(name).__file__ or ""), *_scenarios(name)]
    source = " ".join(" ".join(f.read_text("utf-8").split()) for f in files).casefold()
    for part in text.split(name.casefold()):
        words = re.findall(r"[\w'-]+", part)
        for start in range(len(words) - 7):
            run = words[start : start + 8]
            assert not re.search(r"\W+".join(map(re.escape, run)), source), " ".join(run)


def _duel(
    db: CardDB, seats: dict[Seat, DuelistSetup], turn: int, *, auto_pass: bool = True
) -> Duel:
    setup = TableSetup(seats=seats, turn=turn)
    return Duel.from_position(setup, scripts=all_scripts(), debug=True, auto_pass=auto_pass)


def _round_trip_keeps(duel: Duel) -> None:
    data = state_to_data(duel.state)
    assert state_hash(state_from_data(data)) == state_hash(duel.state)


def test_blast_sphere_equipped_as_a_monster_in_a_spell_trap_zone_survives_the_json_round_trip(
    real_cdb_path: Path,
) -> None:
    db = _db(real_cdb_path)
    sphere = MonsterSetup(db.by_name("Blast Sphere"), Position.SET)
    seats = {
        S1A: DuelistSetup(monsters=(sphere,)),
        S2A: DuelistSetup(monsters=(MonsterSetup(db.by_name("Luster Dragon")),)),
    }
    duel = _duel(db, seats, turn=6)
    duel.play("2A phase battle")
    duel.play('2A attack "Luster Dragon" 1A:"Blast Sphere"')
    duel.resolve()
    equipped = duel.state.zones[S1A].st[0]
    assert equipped is not None and equipped.name == "Blast Sphere"
    assert equipped.equipped_to == duel.state.zones[S2A].monsters[0].uid  # type: ignore[union-attr]
    _round_trip_keeps(duel)


def test_ojama_tokens_carry_their_rules_through_the_json_round_trip(real_cdb_path: Path) -> None:
    db = _db(real_cdb_path)
    trio = SpellTrapSetup(db.by_name("Ojama Trio"), True)
    duel = _duel(db, {S1A: DuelistSetup(st=(trio,))}, turn=5)
    duel.play('1A activate "Ojama Trio"')
    duel.resolve()
    duel.play("1A choose 3")
    duel.resolve()
    loaded = state_from_data(state_to_data(duel.state))
    tokens = loaded.zones[S2B].monsters_on_field()
    assert len(tokens) == 3
    assert all(t.memory[NO_TRIBUTE_SUMMON] == 1 for t in tokens)
    assert all(t.memory[DAMAGE_WHEN_DESTROYED] == 300 for t in tokens)


def test_dark_hole_would_destroy_every_monster_on_the_field_and_typhoon_its_one_target(
    real_cdb_path: Path,
) -> None:
    """The Huge Revolution is Over reads how many cards an activation would destroy."""
    db = _db(real_cdb_path)
    monster = MonsterSetup(db.by_name("Vorse Raider"))
    seats = {
        S1A: DuelistSetup(hand=(db.by_name("Dark Hole"),), monsters=(monster,)),
        S1B: DuelistSetup(monsters=(monster,)),
        S2A: DuelistSetup(monsters=(monster, monster)),
        S2B: DuelistSetup(st=(SpellTrapSetup(db.by_name("Mirror Force"), True),)),
    }
    duel = _duel(db, seats, turn=5, auto_pass=False)
    duel.play('1A activate "Dark Hole"')
    assert would_destroy(duel.game, duel.state.chain[-1]) == 4
    typhoon_hand = DuelistSetup(hand=(db.by_name("Mystical Space Typhoon"),))
    typhoon = _duel(db, {**seats, S1A: typhoon_hand}, turn=5, auto_pass=False)
    typhoon.play('1A activate "Mystical Space Typhoon" target 2B.st:"Mirror Force"')
    assert would_destroy(typhoon.game, typhoon.state.chain[-1]) == 1


def test_chain_energy_tolls_only_cards_from_the_hand_of_the_two_duelists_it_binds(
    real_cdb_path: Path,
) -> None:
    """Seed 001 E: "each player" = the activator (1A) and the duelist across (2B)."""
    db = _db(real_cdb_path)
    energy = SpellTrapSetup(db.by_name("Chain Energy"), False)
    raider = db.by_name("Vorse Raider")
    seats = {
        S1A: DuelistSetup(st=(energy,), hand=(raider,)),
        S1B: DuelistSetup(hand=(raider,)),
        S2A: DuelistSetup(hand=(raider,)),
        S2B: DuelistSetup(hand=(raider,)),
    }
    duel = _duel(db, seats, turn=5)
    tolls = {}
    for seat in (S1A, S1B, S2A, S2B):
        tolls[seat] = owed(duel.game, duel.parse_action(f'{seat.value} summon "Vorse Raider"'))
    assert tolls == {S1A: 500, S1B: 0, S2A: 0, S2B: 500}
    card = duel.state.zones[S1A].hand[0]
    assert card.location is Location.HAND
