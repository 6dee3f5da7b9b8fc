"""Starting a duel, turn order, phases, the first draw and the hand limit (seed 001 B)."""

from __future__ import annotations

import pytest

from engine.cards import SOLDIER, vanilla_deck
from engine.table import at, seat
from tagduel.engine import (
    ALL_SEATS,
    S1A,
    S1B,
    S2A,
    S2B,
    DecisionKind,
    Duel,
    IllegalActionError,
    Phase,
    Reason,
    Team,
)


def _new(first_team: Team = Team.ONE) -> Duel:
    """A new duel, run on to the opening duelist's Main Phase 1 (everyone passes until then)."""
    decks = {s: vanilla_deck() for s in ALL_SEATS}
    duel = Duel.new(decks, seed=11, first_team=first_team, debug=True)
    duel.resolve()
    return duel


def test_each_duelist_starts_with_five_cards_and_the_team_with_16000_lp() -> None:
    duel = _new()
    assert {len(duel.state.zones[s].hand) for s in ALL_SEATS} == {5}
    assert duel.state.lp == {Team.ONE: 16000, Team.TWO: 16000}


def test_the_opening_duelist_skips_the_first_draw_and_the_next_one_draws() -> None:
    duel = _new()
    assert duel.state.turn_seat is S1A and duel.state.phase is Phase.MAIN1
    assert len(duel.state.zones[S1A].hand) == 5
    duel.play("1A end-turn")
    duel.resolve()
    assert duel.state.turn_seat is S2A and len(duel.state.zones[S2A].hand) == 6


def test_turns_follow_1a_2a_1b_2b_and_are_counted_per_seat() -> None:
    duel = _new()
    order = []
    for _ in range(5):
        order.append(duel.state.turn_seat)
        duel.play(f"{duel.state.turn_seat.value} end-turn")
        duel.resolve()
    assert order == [S1A, S2A, S1B, S2B, S1A]
    assert duel.state.turn == 6 and duel.state.turns_taken == {S1A: 2, S2A: 2, S1B: 1, S2B: 1}


def test_team_two_may_open_the_duel_with_2a() -> None:
    duel = _new(Team.TWO)
    assert duel.state.turn_seat is S2A
    duel.play("2A end-turn")
    duel.resolve()
    assert duel.state.turn_seat is S1A


def test_phase_main2_from_main1_runs_through_the_battle_phase() -> None:
    duel = at()
    duel.play("1A phase main2")
    duel.resolve()
    assert duel.state.phase is Phase.MAIN2
    with pytest.raises(IllegalActionError) as err:
        duel.play("1A phase battle")
    assert err.value.reason is Reason.BAD_PHASE_CHANGE


def test_a_hand_over_six_at_the_end_phase_is_discarded_down_to_six() -> None:
    duel = at({S1A: seat(hand=(SOLDIER,) * 8)})
    duel.play("1A end-turn")
    duel.resolve()
    discards = 0
    while duel.pending is not None and duel.pending.kind is DecisionKind.DISCARD:
        duel.play('1A choose 1A.hand:"Test Soldier"')
        discards += 1
    assert discards == 2 and len(duel.state.zones[S1A].hand) == 6
    assert duel.state.turn_seat is S2A


def test_only_the_decision_holder_may_answer() -> None:
    duel = at()
    with pytest.raises(IllegalActionError) as err:
        duel.play("2A end-turn")
    assert err.value.reason is Reason.NOT_YOUR_DECISION
    assert err.value.message.startswith("it is 1A's decision")


def test_the_turn_duelist_moving_on_lets_the_other_three_respond_first() -> None:
    duel = at()
    duel.play("1A phase battle")
    asked = []
    while duel.pending is not None and duel.pending.kind is DecisionKind.RESPOND:
        asked.append(duel.pending.seat)
        duel.play(f"{duel.pending.seat.value} pass")
    assert asked == [S2A, S1B, S2B] and duel.state.phase is Phase.BATTLE
