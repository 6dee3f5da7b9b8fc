"""The classic Burn, Chain Burn and Old School decks' cards and the era's staples (issue 11, group
C2): every scenario in tests/scenarios/classic/C2 passes with the real card database; every
card of the group has a module with its passcode and a sentence of our own, and a scenario; and
the mechanisms the group added hold up where a scenario can't look: the dice, a Summon waiting
to be negated saved and loaded, Linkuriboh staying in the Extra Deck."""

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
from tagduel.cardscripts.dice_jar import damage_for
from tagduel.engine import (
    S1A,
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
from tagduel.engine.cardevents import DieRolled
from tagduel.engine.codec import state_from_data, state_hash, state_to_data
from tagduel.engine.events import LifePointsChanged, LpCause, Summoned
from tagduel.engine.state import WindowKind
from tagduel.engine.summon_negation import pending
from tagduel.scenario import load_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios" / "classic" / "C2"
FILES = sorted(FOLDER.glob("*.yaml"))

MODULES = {
    "Absolute King Back Jack": "absolute_king_back_jack",
    "Accumulated Fortune": "accumulated_fortune",
    "Ancient Gear Golem": "ancient_gear_golem",
    "Balance of Judgment": "balance_of_judgment",
    "Battle Fader": "battle_fader",
    "Blazing Mirror Force": "blazing_mirror_force",
    "Card of Demise": "card_of_demise",
    "Cardcar D": "cardcar_d",
    "Chain Strike": "chain_strike",
    "Dice Jar": "dice_jar",
    "Dimension Wall": "dimension_wall",
    "Double Summon": "double_summon",
    "Fissure": "fissure",
    "Gear Golem the Moving Fortress": "gear_golem_the_moving_fortress",
    "Hammer Shot": "hammer_shot",
    "Just Desserts": "just_desserts",
    "Mathematician": "mathematician",
    "Michion, the Timelord": "michion_the_timelord",
    "Morphing Jar": "morphing_jar",
    "Pot of Desires": "pot_of_desires",
    "Pot of Duality": "pot_of_duality",
    "Ring of Destruction": "ring_of_destruction",
    "Sandaion, the Timelord": "sandaion_the_timelord",
    "Secret Blast": "secret_blast",
    "Threatening Roar": "threatening_roar",
    "Waboku": "waboku",
    "Monster Reborn": "monster_reborn",
    "Pot of Greed": "pot_of_greed",
    "Graceful Charity": "graceful_charity",
    "Raigeki": "raigeki",
    "Heavy Storm": "heavy_storm",
    "Premature Burial": "premature_burial",
    "Snatch Steal": "snatch_steal",
    "Change of Heart": "change_of_heart",
    "Brain Control": "brain_control",
    "Book of Moon": "book_of_moon",
    "Giant Trunade": "giant_trunade",
    "Torrential Tribute": "torrential_tribute",
    "Solemn Judgment": "solemn_judgment",
    "Solemn Warning": "solemn_warning",
}
"""Every card of the group with an effect, and its module."""

NORMAL_MONSTERS = (
    "Alexandrite Dragon",
    "Archfiend Soldier",
    "Evilswarm Heliotrope",
    "Frostosaurus",
    "Gene-Warped Warwolf",
    "Insect Knight",
    "Luster Dragon",
)


@cache
def _db(path: Path) -> CardDB:
    return builtin_cards().merged(load_cdb(str(path)))


def _module(name: str) -> ModuleType:
    return importlib.import_module(f"tagduel.cardscripts.{MODULES[name]}")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_scenario_passes_with_the_real_card_database(path: Path, real_cdb_path: Path) -> None:
    scenario = load_scenario(path.read_text("utf-8"), _db(real_cdb_path), source=path.name)
    assert scenario.source
    result = run_scenario(scenario, scripts=all_scripts())
    assert result.passed, [f.to_dict() for f in result.failures] + result.events


@pytest.mark.parametrize("name", sorted(MODULES))
def test_each_card_module_scripts_the_database_card_of_that_name(
    name: str, real_cdb_path: Path
) -> None:
    module = _module(name)
    card = _db(real_cdb_path).by_name(name)
    assert card.passcode == module.PASSCODE
    assert list(module.SUMMARY) == [card.passcode]
    assert summaries()[card.passcode] == module.SUMMARY[card.passcode]
    assert all_scripts().has_effects(card)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_each_card_has_a_scenario_named_after_it(name: str) -> None:
    stem = MODULES[name].replace("_", "-")
    assert any(p.name.startswith(stem) for p in FILES), f"no scenario for {name}"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_copies_a_sentence_of_the_card_text(name: str, real_cdb_path: Path) -> None:
    """The card text stays in the user's database: no 8 words in a row of it are in the module."""
    text = _db(real_cdb_path).by_name(name).text
    source = " ".join(Path(_module(name).__file__ or "").read_text("utf-8").split())
    words = re.findall(r"[\w'\"-]+", text)
    for start in range(len(words) - 7):
        run = " ".join(words[start : start + 8])
        assert run not in source, run


@pytest.mark.parametrize("name", NORMAL_MONSTERS)
def test_the_normal_monsters_are_described_without_an_effect(
    name: str, real_cdb_path: Path
) -> None:
    card = _db(real_cdb_path).by_name(name)
    assert summaries()[card.passcode] == "A Normal Monster, with no effect."
    assert not all_scripts().has_effects(card)


def _duel(seats: dict[Seat, DuelistSetup], turn: int) -> Duel:
    setup = TableSetup(seats=seats, turn=turn)
    return Duel.from_position(setup, scripts=all_scripts(), debug=True)


def test_dice_jar_rolls_for_its_controller_and_the_opponent_across_and_the_lower_roll_pays(
    real_cdb_path: Path,
) -> None:
    """Seed 001 E: "each player" is the activator and the duelist across (1A and 2B); the team of
    the lower roll loses 500 times the higher roll, 6000 for a 6 (card text)."""
    jar = MonsterSetup(_db(real_cdb_path).by_name("Dice Jar"), Position.SET)
    duel = _duel({S1A: DuelistSetup(monsters=(jar,))}, turn=5)
    duel.play('1A change-position "Dice Jar"')
    duel.resolve()
    rolls = [e for e in duel.events if isinstance(e, DieRolled)]
    assert {e.seat for e in rolls} == {S1A, S2B}
    last = {e.seat: e.result for e in rolls[-2:]}
    assert last[S1A] != last[S2B]
    loser = S2B if last[S1A] > last[S2B] else S1A
    damage = [e for e in duel.events if isinstance(e, LifePointsChanged)]
    assert [(e.team, e.delta, e.cause) for e in damage] == [
        (loser.team, -damage_for(max(last.values())), LpCause.EFFECT_DAMAGE)
    ]


def test_damage_for_a_six_is_6000_and_otherwise_500_a_pip() -> None:
    assert [damage_for(n) for n in (2, 3, 4, 5, 6)] == [1000, 1500, 2000, 2500, 6000]


def _summon_waiting(real_cdb_path: Path) -> Duel:
    """1A Normal Summons Luster Dragon while 2A holds a Set Solemn Judgment."""
    db = _db(real_cdb_path)
    solemn = SpellTrapSetup(db.by_name("Solemn Judgment"), True)
    seats = {
        S1A: DuelistSetup(hand=(db.by_name("Luster Dragon"),)),
        S2A: DuelistSetup(st=(solemn,)),
    }
    duel = _duel(seats, turn=5)
    duel.play('1A summon "Luster Dragon"')
    return duel


def test_a_monster_waiting_to_be_summoned_survives_the_json_round_trip(
    real_cdb_path: Path,
) -> None:
    duel = _summon_waiting(real_cdb_path)
    state = duel.state
    assert state.window is not None and state.window.kind is WindowKind.SUMMON
    assert pending(state) is not None
    loaded = state_from_data(state_to_data(state))
    assert state_hash(loaded) == state_hash(state)
    waiting = pending(loaded)
    assert waiting is not None and waiting.name == "Luster Dragon"
    assert loaded.window is not None and loaded.window.kind is WindowKind.SUMMON


def test_the_summon_completes_when_everyone_passes_the_waiting_round(
    real_cdb_path: Path,
) -> None:
    duel = _summon_waiting(real_cdb_path)
    assert duel.pending is not None and duel.pending.seat.value == "2A"
    duel.resolve()
    assert pending(duel.state) is None
    assert [c.name for c in duel.state.zones[S1A].monsters_on_field()] == ["Luster Dragon"]
    summons = [e for e in duel.events if isinstance(e, Summoned)]
    assert [(e.card, e.how) for e in summons] == [("Luster Dragon", "normal")]


def test_linkuriboh_stays_in_the_extra_deck(real_cdb_path: Path) -> None:
    """Master Rule 2 has no Link Summon: the engine refuses to Summon a Link Monster."""
    db = _db(real_cdb_path)
    duel = _duel({S1A: DuelistSetup(extra=(db.by_name("Linkuriboh"),))}, turn=1)
    assert not duel.is_legal(duel.parse_action('1A special-summon "Linkuriboh"'))
    assert all("Linkuriboh" not in a.to_text() for a in duel.legal_actions())
