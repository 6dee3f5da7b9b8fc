"""Seats, teams, across and turn order (seed 001 B and the section E examples)."""

from __future__ import annotations

import pytest

from tagduel.engine import S1A, S1B, S2A, S2B, MalformedActionError, Seat, Team, turn_order
from tagduel.engine.seats import next_seat, seat_of_turn


def test_team_one_opens_with_1a_then_2a_then_1b_then_2b() -> None:
    # seed 001 B: "Team 1 Duelist 1A, Team 2 Duelist 2A, Team 1 Duelist 1B, Team 2 Duelist 2B"
    assert turn_order(Team.ONE) == (S1A, S2A, S1B, S2B)


def test_when_team_two_opens_the_two_duelists_a_still_play_first() -> None:
    # seed 001 B: "Duelist A from each team will always be the first two Duelists to play."
    assert turn_order(Team.TWO) == (S2A, S1A, S2B, S1B)


def test_next_seat_wraps_from_2b_back_to_1a() -> None:
    assert [next_seat(s) for s in (S1A, S2A, S1B, S2B)] == [S2A, S1B, S2B, S1A]


def test_fifth_turn_belongs_to_1a_again() -> None:
    assert seat_of_turn(5) is S1A
    assert seat_of_turn(4) is S2B


def test_across_pairs_1a_with_2b_and_1b_with_2a() -> None:
    # seed 001 E: 2A's Dark Bribe makes 1B draw, "as Duelist 1B is the one seated directly across
    # from Duelist 2A"; Secret Barrel by 1A counts "the opponent sitting directly across".
    assert S1A.across is S2B and S2B.across is S1A
    assert S1B.across is S2A and S2A.across is S1B


def test_teammates_and_opponents() -> None:
    assert S1A.teammate is S1B and S2B.teammate is S2A
    assert S1B.opponents == (S2A, S2B)
    assert S1A.team is Team.ONE and S2B.team is Team.TWO


def test_seats_and_teams_parse_their_own_text() -> None:
    for seat in Seat:
        assert Seat.parse(seat.to_text()) is seat
    assert Team.parse("team2") is Team.TWO
    with pytest.raises(MalformedActionError, match="not a seat"):
        Seat.parse("3A")
