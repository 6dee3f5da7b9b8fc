"""Priority around the table when team 2 opens the duel (seed 001 B and D)."""

from __future__ import annotations

from engine.cards import POT, TRAP
from engine.table import at, seat
from tagduel.engine import ALL_SEATS, S1A, S1B, S2A, S2B, Duel, TableSetup, Team


def test_when_team_2_opens_priority_after_2a_goes_1a_then_2b_then_1b() -> None:
    # seed 001 D: "The order of Duelists who get to decide who responds next is the same as the
    # turn order"; seed 001 B: team 2 opening gives the turn order 2A, 1A, 2B, 1B.
    duel = at(
        {
            S2A: seat(hand=(POT,)),
            S1A: seat(st=(TRAP,)),
            S2B: seat(st=(TRAP,)),
            S1B: seat(st=(TRAP,)),
        },
        turn=5,
        first_team=Team.TWO,
    )
    assert duel.state.turn_seat is S2A
    duel.play('2A activate "Test Normal Spell"')
    seen = []
    for _ in range(3):
        assert duel.pending is not None
        seen.append(duel.pending.seat)
        duel.play(f"{duel.pending.seat.value} pass")
    assert seen == [S1A, S2B, S1B]


def test_when_team_2_opens_a_response_by_2b_passes_priority_to_1b_next() -> None:
    # seed 001 D: after a Chain Link, the seat after the one who acted decides next.
    duel = at(
        {S2A: seat(hand=(POT,)), S2B: seat(st=(TRAP,)), S1B: seat(st=(TRAP,))},
        turn=5,
        first_team=Team.TWO,
    )
    duel.play('2A activate "Test Normal Spell"')
    duel.play("1A pass")
    duel.play('2B activate "Test Trap"')
    assert duel.pending is not None and duel.pending.seat is S1B


def test_a_position_whose_turn_1_is_2as_is_read_as_team_2_opening() -> None:
    # seed 001 B: "The turn order starts with Duelists A of the team that is chosen to go first
    # and then alternates between teams." Turn 1 given as 2A's: 1A plays turn 2, not 1B.
    duel = Duel.from_position(
        TableSetup({s: seat() for s in ALL_SEATS}, turn=1, turn_seat=S2A), debug=True
    )
    assert duel.state.first_team is Team.TWO
    duel.play("2A end-turn")
    assert duel.state.turn == 2 and duel.state.turn_seat is S1A
