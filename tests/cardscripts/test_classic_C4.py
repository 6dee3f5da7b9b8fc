"""The classic decks' cards and the era's staples of group C4 (issue 11): the Lightsworn deck
(Lightsworn monsters and support, its Extra Deck of Synchro and Xyz Monsters) and staples from
Sakuretsu Armor to Necro Gardna.

Every scenario of tests/scenarios/classic/C4 passes with the real card database (each cites the
card text and, for a tag reading, the Team Dueling Rules); each card module names its card,
describes it in a sentence of its own and says which line of the rules settles its reading;
and the engine mechanisms these cards brought (cards returning at a Standby Phase, chance drawn
from the position, damage immunity, summon-kind marks) keep a duel's save, load and replay
exact.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from engine.table import at, names, seat
from tagduel.cards.db import CardDB
from tagduel.cards.model import Card
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import (
    all_scripts,
    axe_of_despair,
    breaker_the_magical_warrior,
    castel_the_skyblaster_musketeer,
    charge_of_the_light_brigade,
    dante_traveler_of_the_burning_abyss,
    effect_veiler,
    enemy_controller,
    evilswarm_exciton_knight,
    felis_lightsworn_archer,
    foolish_burial,
    galaxy_cyclone,
    garoth_lightsworn_warrior,
    glow_up_bulb,
    goblindbergh,
    gorz_the_emissary_of_darkness,
    harpies_feather_duster,
    heroic_challenger_thousand_blades,
    lumina_lightsworn_summoner,
    lyla_lightsworn_sorceress,
    metalfoes_fusion,
    michael_the_arch_lightsworn,
    minerva_lightsworn_maiden,
    minerva_the_exalted_lightsworn,
    naturia_beast,
    necro_gardna,
    number_101_silent_honor_ark,
    number_s39_utopia_the_lightning,
    performage_trick_clown,
    psy_framelord_omega,
    psy_framelord_zeta,
    raiden_hand_of_the_lightsworn,
    reinforcement_of_the_army,
    royal_decree,
    ryko_lightsworn_hunter,
    sakuretsu_armor,
    sangan,
    scarlight_red_dragon_archfiend,
    solar_recharge,
    summaries,
    thunder_king_rai_oh,
    tragoedia,
    trap_hole,
    trishula_dragon_of_the_ice_barrier,
    united_we_stand,
    witch_of_the_black_forest,
    wulf_lightsworn_beast,
)
from tagduel.engine import S1A, S2A, S2B, Team
from tagduel.engine.codec import state_hash
from tagduel.engine.damage_immunity import protect_this_turn
from tagduel.engine.events import LpCause
from tagduel.engine.ops import change_lp
from tagduel.engine.replay import load, save
from tagduel.engine.shuffling import rng
from tagduel.scenario import load_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios" / "classic" / "C4"
FILES = sorted(FOLDER.glob("*.yaml"))

MODULES: dict[str, ModuleType] = {
    "Axe of Despair": axe_of_despair,
    "Breaker the Magical Warrior": breaker_the_magical_warrior,
    "Castel, the Skyblaster Musketeer": castel_the_skyblaster_musketeer,
    "Charge of the Light Brigade": charge_of_the_light_brigade,
    "Dante, Traveler of the Burning Abyss": dante_traveler_of_the_burning_abyss,
    "Effect Veiler": effect_veiler,
    "Enemy Controller": enemy_controller,
    "Evilswarm Exciton Knight": evilswarm_exciton_knight,
    "Felis, Lightsworn Archer": felis_lightsworn_archer,
    "Foolish Burial": foolish_burial,
    "Galaxy Cyclone": galaxy_cyclone,
    "Garoth, Lightsworn Warrior": garoth_lightsworn_warrior,
    "Glow-Up Bulb": glow_up_bulb,
    "Goblindbergh": goblindbergh,
    "Gorz the Emissary of Darkness": gorz_the_emissary_of_darkness,
    "Harpie's Feather Duster": harpies_feather_duster,
    "Heroic Challenger - Thousand Blades": heroic_challenger_thousand_blades,
    "Lumina, Lightsworn Summoner": lumina_lightsworn_summoner,
    "Lyla, Lightsworn Sorceress": lyla_lightsworn_sorceress,
    "Metalfoes Fusion": metalfoes_fusion,
    "Michael, the Arch-Lightsworn": michael_the_arch_lightsworn,
    "Minerva, Lightsworn Maiden": minerva_lightsworn_maiden,
    "Minerva, the Exalted Lightsworn": minerva_the_exalted_lightsworn,
    "Naturia Beast": naturia_beast,
    "Necro Gardna": necro_gardna,
    "Number 101: Silent Honor ARK": number_101_silent_honor_ark,
    "Number S39: Utopia the Lightning": number_s39_utopia_the_lightning,
    "Performage Trick Clown": performage_trick_clown,
    "PSY-Framelord Omega": psy_framelord_omega,
    "PSY-Framelord Zeta": psy_framelord_zeta,
    "Raiden, Hand of the Lightsworn": raiden_hand_of_the_lightsworn,
    "Reinforcement of the Army": reinforcement_of_the_army,
    "Royal Decree": royal_decree,
    "Ryko, Lightsworn Hunter": ryko_lightsworn_hunter,
    "Sakuretsu Armor": sakuretsu_armor,
    "Sangan": sangan,
    "Scarlight Red Dragon Archfiend": scarlight_red_dragon_archfiend,
    "Solar Recharge": solar_recharge,
    "Thunder King Rai-Oh": thunder_king_rai_oh,
    "Tragoedia": tragoedia,
    "Trap Hole": trap_hole,
    "Trishula, Dragon of the Ice Barrier": trishula_dragon_of_the_ice_barrier,
    "United We Stand": united_we_stand,
    "Witch of the Black Forest": witch_of_the_black_forest,
    "Wulf, Lightsworn Beast": wulf_lightsworn_beast,
}


@cache
def _cards(path: Path) -> CardDB:
    return builtin_cards().merged(load_cdb(path))


def _shares_a_run(ours: str, theirs: str, size: int = 30) -> bool:
    """`ours` repeats `size` characters in a row of `theirs` (our words must be our own)."""
    return any(ours[i : i + size] in theirs for i in range(max(0, len(ours) - size + 1)))


@pytest.fixture
def cards(real_cdb_path: Path) -> CardDB:
    return _cards(real_cdb_path)


def test_the_group_has_its_45_cards_and_a_scenario_folder() -> None:
    assert len(MODULES) == 45
    assert len(FILES) >= 90


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_c4_scenario_passes_with_the_real_card_database(path: Path, cards: CardDB) -> None:
    scenario = load_scenario(path.read_text("utf-8"), cards, source=path.name)
    assert "Card text" in scenario.source or "Team Dueling Rules" in scenario.source
    result = run_scenario(scenario, scripts=all_scripts())
    assert result.passed, [f.to_dict() for f in result.failures] + result.events


@pytest.mark.parametrize("name", sorted(MODULES))
def test_the_module_scripts_the_card_of_that_name_with_a_summary_of_its_own(
    name: str, cards: CardDB
) -> None:
    module = MODULES[name]
    card = cards.by_name(name)
    assert card.passcode == module.PASSCODE
    assert list(module.SUMMARY) == [card.passcode]
    assert summaries()[card.passcode] == module.SUMMARY[card.passcode]
    assert all_scripts().has_effects(card)
    ours = module.SUMMARY[card.passcode]
    assert ours.endswith(".") and not _shares_a_run(ours.casefold(), card.text.casefold())


@pytest.mark.parametrize("name", sorted(MODULES))
def test_the_module_docstring_gives_the_era_wording_and_the_rules_reading(name: str) -> None:
    doc = MODULES[name].__doc__ or ""
    assert "Era wording" in doc and "Seed 001" in doc


@pytest.mark.parametrize("name", sorted(MODULES))
def test_every_card_of_the_group_has_a_scenario(name: str) -> None:
    assert any(f'"{name}"' in path.read_text("utf-8") for path in FILES), name


# -- the mechanisms these cards brought, beyond the scenarios ------------------------------------


def _omega(cards: CardDB) -> Card:
    return cards.by_name("PSY-Framelord Omega")


def test_a_card_banished_until_the_next_standby_phase_survives_save_and_load(
    cards: CardDB,
) -> None:
    """Omega's pending return is saved state: a loaded duel brings it back at the same point."""
    mirror = cards.by_name("Mirror Force")
    duel = at(
        {S1A: seat(monsters=(_omega(cards),)), S2B: seat(hand=(mirror,))},
        turn=1,
        auto_pass=True,
        scripts=all_scripts(),
    )
    duel.play('1A activate "PSY-Framelord Omega" effect 1')
    duel.resolve()
    loaded = load(save(duel), scripts=all_scripts(), debug=True)
    assert state_hash(loaded.state) == state_hash(duel.state)
    for twin in (duel, loaded):
        for who in ("1A", "2A", "1B", "2B"):
            twin.play(f"{who} end-turn")
        assert names(twin, S1A, "monsters") == ["PSY-Framelord Omega"]
        assert "Mirror Force" in names(twin, S2B, "hand")
    assert state_hash(loaded.state) == state_hash(duel.state)


def test_the_same_position_draws_the_same_chance_and_a_later_one_may_not(cards: CardDB) -> None:
    duel = at(auto_pass=True, scripts=all_scripts())
    first = [rng(duel.state).random() for _ in range(2)]
    assert first[0] == rng(duel.state).random()
    duel.play("1A phase battle")  # events move on: the generator is seeded anew
    assert rng(duel.state).random() != first[0]


def test_no_further_damage_shields_the_opposing_team_only_for_this_turn(cards: CardDB) -> None:
    duel = at(scripts=all_scripts())
    state = duel.state
    protect_this_turn(state, Team.TWO, S1A, "Evilswarm Exciton Knight")
    change_lp(state, Team.TWO, -500, LpCause.EFFECT_DAMAGE)
    change_lp(state, Team.TWO, -700, LpCause.BATTLE)
    change_lp(state, Team.TWO, -1000, LpCause.COST)  # a cost is still paid
    change_lp(state, Team.ONE, -300, LpCause.EFFECT_DAMAGE)
    assert state.lp == {Team.ONE: 15700, Team.TWO: 15000}
    state.turn += 1
    change_lp(state, Team.TWO, -500, LpCause.EFFECT_DAMAGE)
    assert state.lp[Team.TWO] == 14500


def test_zeta_targets_a_monster_just_xyz_summoned_but_not_one_placed_by_the_position(
    cards: CardDB,
) -> None:
    """The Special Summon mark comes from the Summon itself (`engine.special_summons`): 2B's
    Number 39 Utopia, just Xyz Summoned, is a target of 1A's Zeta; 2A's Vorse Raider is not."""
    zeta, utopia = cards.by_name("PSY-Framelord Zeta"), cards.by_name("Number 39: Utopia")
    elf, ox = cards.by_name("Gemini Elf"), cards.by_name("Battle Ox")
    duel = at(
        {
            S1A: seat(monsters=(zeta,)),
            S2A: seat(monsters=(cards.by_name("Vorse Raider"),)),
            S2B: replace(seat(monsters=(elf, ox)), extra=(utopia,)),
        },
        turn=4,
        auto_pass=True,
        scripts=all_scripts(),
    )
    duel.play('2B special-summon "Number 39: Utopia" using 2B:"Gemini Elf" 2B:"Battle Ox"')
    assert duel.pending is not None and duel.pending.seat is S1A
    zeta_on = '1A activate "PSY-Framelord Zeta" effect 1 target '
    assert duel.is_legal(duel.parse_action(zeta_on + '2B:"Number 39: Utopia"'))
    assert not duel.is_legal(duel.parse_action(zeta_on + '2A:"Vorse Raider"'))
