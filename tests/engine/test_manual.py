"""Manual mode: cards without a script played by hand, with the engine keeping the rules it knows.

Built-in cards only (Black Luster Ritual, a Ritual Spell, and the Lightsworn monsters have no
script in the built-in set); the scenarios with real cards are in test_manual_scenarios.py.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import Duel, IllegalActionError, Reason, Seat, Team, random_play
from tagduel.engine.actions import parse_action
from tagduel.engine.codec import state_from_data, state_hash, state_to_data
from tagduel.engine.decisions import DecisionKind
from tagduel.engine.manual_actions import ChangeLifePoints, Correction, MoveCard
from tagduel.engine.playbyplay import FULL, PUBLIC, View, log_lines
from tagduel.engine.random_play import decks_from
from tagduel.engine.replay import Replay, load, save
from tagduel.scenario import load_scenario

RITUAL = "Black Luster Ritual"
JAIN = "Jain, Lightsworn Paladin"
POSITION = f"""
title: a position
state:
  turn: 5
  1A:
    hand: ["{RITUAL}", "Battle Ox"]
    monsters: [{{card: "{JAIN}"}}]
  2A:
    hand: ["Dark Blade"]
    monsters: [{{card: "Vorse Raider"}}]
"""


def _duel(*, manual: bool = True, text: str = POSITION) -> Duel:
    scenario = load_scenario(text, builtin_cards())
    return Duel.from_position(scenario.setup, scripts=all_scripts(), manual=manual, debug=True)


def _resolving(duel: Duel) -> Duel:
    """1A activates the unscripted Ritual Spell; the chain resolves to 1A's MANUAL decision."""
    duel.play(f'1A activate "{RITUAL}"')
    duel.resolve()
    assert duel.pending is not None and duel.pending.kind is DecisionKind.MANUAL
    assert duel.pending.seat is Seat.ONE_A
    return duel


def test_mode_off_an_unscripted_spell_resolves_doing_nothing() -> None:
    duel = _duel(manual=False)
    duel.play(f'1A activate "{RITUAL}"')
    duel.resolve()
    assert duel.pending is not None and duel.pending.kind is DecisionKind.MAIN
    with pytest.raises(IllegalActionError, match="manual operation"):
        duel.play("1A lp team2 -800")
    with pytest.raises(IllegalActionError, match="manual mode"):
        duel.play(f'1A activate "{JAIN}" effect 1 ignition')


def test_mode_off_is_the_same_duel_as_before() -> None:
    decks = decks_from(builtin_cards())
    plain = random_play.random_duel(decks, 3, scripts=all_scripts(), max_decisions=400)
    off = random_play.random_duel(decks, 3, scripts=all_scripts(), max_decisions=400, manual=False)
    assert plain == off


def test_a_resolution_by_hand_changes_life_points_and_ends_with_done() -> None:
    duel = _resolving(_duel())
    duel.play("1A lp team2 -800")
    assert duel.state.lp[Team.TWO] == 15200
    assert duel.pending is not None and duel.pending.kind is DecisionKind.MANUAL
    duel.play("1A done")
    assert duel.pending is not None and duel.pending.kind is DecisionKind.MAIN
    assert any(c.name == RITUAL for c in duel.state.zones[Seat.ONE_A].gy)


def test_only_the_controller_of_the_resolving_link_carries_it_out() -> None:
    duel = _resolving(_duel())
    with pytest.raises(IllegalActionError) as err:
        duel.play("2A lp team1 -800")
    assert err.value.reason is Reason.NOT_YOUR_DECISION


def test_life_points_reaching_0_by_hand_end_the_duel() -> None:
    """Team Dueling Rules A: a team at 0 Life Points loses."""
    duel = _resolving(_duel())
    duel.play("1A lp team2 -16000")
    assert duel.pending is None and duel.outcome is not None
    assert duel.outcome.winner is Team.ONE


def test_a_card_moved_from_the_hand_to_the_deck_is_not_named_in_the_public_log() -> None:
    duel = _resolving(_duel())
    duel.play('1A move 2A.hand:"Dark Blade" to deck-shuffle')
    public = "\n".join(log_lines(duel.events, PUBLIC))
    full = "\n".join(log_lines(duel.events, FULL))
    team2 = "\n".join(log_lines(duel.events, View(Team.TWO)))
    assert "Dark Blade" not in public and "a card (2A's hand)" in public
    assert "Dark Blade" in full and "Dark Blade" in team2
    assert not duel.state.zones[Seat.TWO_A].hand


def test_a_move_into_a_full_zone_is_refused_with_the_reason() -> None:
    text = POSITION.replace(
        f'monsters: [{{card: "{JAIN}"}}]', "monsters: " + str(["Battle Ox"] * 5).replace("'", '"')
    )
    duel = _resolving(_duel(text=text))
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A move 1A.hand:"Battle Ox" to monsters defense')
    assert err.value.reason is Reason.ZONES_FULL and "full" in str(err.value)
    duel.play('1A move 1A.hand:"Battle Ox" to 1B.monsters defense')
    assert [c.name for c in duel.state.zones[Seat.ONE_B].monsters_on_field()] == ["Battle Ox"]


def test_cards_leaving_the_field_by_hand_keep_the_rules() -> None:
    """A Token moved off the field ceases to exist; a monster taken moves to the taker's field,
    and one sent to a pile goes to its owner's (Team Dueling Rules E: owner and controller)."""
    duel = _resolving(_duel())
    duel.play('1A token 1A "Sheep Token" atk 0 def 0 level 1 defense')
    duel.play('1A move 1A:"Sheep Token" to hand')
    assert all(c.name != "Sheep Token" for c in duel.state.all_cards())
    duel.play('1A take-control 2A:"Vorse Raider"')
    assert [c.name for c in duel.state.zones[Seat.ONE_A].monsters_on_field()][-1] == "Vorse Raider"
    duel.play('1A move 1A:"Vorse Raider" to gy')
    assert [c.name for c in duel.state.zones[Seat.TWO_A].gy] == ["Vorse Raider"]


def test_counters_and_negation_by_hand() -> None:
    duel = _resolving(_duel())
    duel.play(f'1A counter 1A:"{JAIN}" spell +2')
    with pytest.raises(IllegalActionError, match="has 2 spell"):
        duel.play(f'1A counter 1A:"{JAIN}" spell -3')
    duel.play(f'1A negate 1A:"{JAIN}"')
    duel.play("1A done")
    assert "negates the effects" in "\n".join(e.to_text() for e in duel.events)


def test_an_unscripted_monster_effect_goes_on_the_chain_and_is_answered() -> None:
    """Team Dueling Rules D: priority passes in turn order; a response answers the last link."""
    duel = _duel()
    duel.play(f'1A activate "{JAIN}" effect 2 ignition')
    assert len(duel.state.chain) == 1 and duel.state.chain[0].speed == 1
    duel.resolve()
    assert duel.pending is not None and duel.pending.kind is DecisionKind.MANUAL
    duel.play("1A draw 1A 2")
    duel.play("1A done")
    assert len(duel.state.zones[Seat.ONE_A].hand) == 4


def test_an_ignition_effect_needs_the_open_state_of_the_own_main_phase() -> None:
    duel = _duel()
    duel.play(f'1A activate "{RITUAL}"')  # a chain is open: 2A has priority next
    with pytest.raises(IllegalActionError):
        duel.check(parse_action(f'1A activate 1A.monsters[1]:"{JAIN}" effect 1 ignition'))


def test_a_correction_is_recorded_and_replays_exactly() -> None:
    decks = decks_from(builtin_cards())
    duel = Duel.new(decks, seed=5, scripts=all_scripts(), manual=True, debug=True)
    before = state_hash(duel.state)
    duel.correct(ChangeLifePoints(Seat.ONE_A, Team.ONE, -1000), by="judge")
    card = duel.state.zones[Seat.TWO_A].hand[0]
    move = MoveCard(Seat.ONE_A, parse_action(f'1A reveal 2A.hand:"{card.name}"').card, "gy")
    duel.correct(move, by="duelists")
    assert isinstance(duel.history[-1], Correction)
    assert duel.history[-2].to_text() == "1A lp team1 -1000 by judge"
    assert duel.state.lp[Team.ONE] == 15000
    texts = [e.to_text() for e in duel.events]
    assert any(t.startswith("Correction by a judge (1A)") for t in texts)
    assert any(t.startswith("Correction agreed by the four duelists") for t in texts)
    replay = Replay.from_json(Replay.of(decks, duel, seed=5).to_json())
    assert replay.manual
    assert state_hash(replay.play(scripts=all_scripts()).state) == state_hash(duel.state)
    rewound = Replay(replay.decks, 5, replay.first_team, (), True).play(scripts=all_scripts())
    assert state_hash(rewound.state) == before  # a judge's rewind takes the corrections back
    with pytest.raises(IllegalActionError):
        duel.correct(ChangeLifePoints(Seat.ONE_A, Team.ONE, 0), by="judge")


def test_every_operation_reads_back_from_its_text() -> None:
    lines = [
        '1A move 2A.hand:"Jinzo" to gy',
        '1A move 1A.gy:"Jinzo" to 1B.monsters defense',
        '1A move 1A.deck:"Jinzo" to st set',
        '1A move "Jinzo" to banished-down',
        "1A lp team2 -800",
        "1A draw 2B 2",
        "1A mill 2A 3",
        "1A shuffle 1B",
        '1A reveal 1A.hand:"Jinzo"',
        '1A take-control 2A.monsters[1]:"Jinzo"',
        '1A destroy 2A.st[2]:"Dark Hole"',
        '1A counter 1A.st[1]:"Card" spell +2',
        '1A token 1A "Sheep Token" atk 0 def 0 level 1 defense',
        "1A negate link 1",
        '1A negate 2A.monsters[1]:"Jinzo"',
        "1A done",
        "1A lp team1 +500 by judge",
        '1B activate "Jain, Lightsworn Paladin" effect 2 quick answering 1',
    ]
    for line in lines:
        action = parse_action(line)
        assert parse_action(action.to_text()) == action


def test_a_manual_duel_saves_and_loads_in_manual_mode() -> None:
    duel = _resolving(_duel())
    duel.play("1A lp team2 -300")
    again = load(save(duel), scripts=all_scripts())
    assert again.manual and state_hash(again.state) == state_hash(duel.state)
    assert state_hash(state_from_data(state_to_data(duel.state))) == state_hash(duel.state)
    again.play("1A done")


@settings(max_examples=12)
@given(seed=st.integers(0, 10_000))
def test_random_manual_duels_keep_every_invariant_and_replay(seed: int) -> None:
    """Random duels in manual mode, with a random player making manual operations too, keep
    the invariants after every step (debug) and replay to the same state hash."""
    decks = decks_from(builtin_cards())
    duel = Duel.new(decks, seed=seed, scripts=all_scripts(), manual=True, debug=True)
    random_play.play_randomly(duel, random.Random(seed), max_decisions=600, with_text=False)
    replay = Replay.from_json(Replay.of(decks, duel, seed=seed).to_json())
    assert state_hash(replay.play(scripts=all_scripts()).state) == state_hash(duel.state)
    assert any(" by hand" in e.to_text() for e in duel.events)
