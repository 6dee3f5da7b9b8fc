"""Every scope reading for every seat, written out by hand from the Team Dueling Rules (issue 14).

Seed 001 E fixes the pairs across the table (1A↔2B, 1B↔2A, from its examples: 1A's Secret
Barrel counts 2B's cards; 2A's Dark Bribe lets 1B draw) and gives each reading:
- "your opponent's" hand, Deck, Extra Deck, Graveyard or banished cards: the one across;
- "your opponent's side of the field" / "your opponent controls": both opponents;
- an effect that prevents "your opponent": both opponents;
- "all Duelists, Monsters, Spells, or Traps": all 4 Duelists;
- "both Duelists" / "each player": the activator and the opponent across;
- "you control" / "your" hand, Deck, GY…: you and your teammate;
- an effect that prevents "you": you and your teammate.
Seed 001 D: "your opponent's turns" are both opponents' turns; Final Countdown counts all 4.
The activator comes first where included; a team's two seats in A, B order; all four seats in
turn order (1A, 2A, 1B, 2B).
"""

from __future__ import annotations

import pytest

from tagduel.engine import S1A, S1B, S2A, S2B, Seat, scope
from tagduel.engine.scope import Scope

SEATS = (S1A, S1B, S2A, S2B)
ACROSS = {S1A: S2B, S1B: S2A, S2A: S1B, S2B: S1A}
TEAMMATE = {S1A: S1B, S1B: S1A, S2A: S2B, S2B: S2A}
OPPONENTS = {S1A: (S2A, S2B), S1B: (S2A, S2B), S2A: (S1A, S1B), S2B: (S1A, S1B)}
TURN_ORDER = (S1A, S2A, S1B, S2B)


@pytest.mark.parametrize("seat", SEATS, ids=str)
def test_the_opponent_whose_hand_deck_or_graveyard_is_meant_sits_across(seat: Seat) -> None:
    assert scope.opponent_across(seat) is ACROSS[seat]
    assert scope.seats(Scope.OPPONENT_ACROSS, seat) == (ACROSS[seat],)


@pytest.mark.parametrize("seat", SEATS, ids=str)
def test_the_opponents_field_is_both_opponents_fields(seat: Seat) -> None:
    assert scope.opponents_field(seat) == OPPONENTS[seat]
    assert scope.seats(Scope.OPPONENTS_FIELD, seat) == OPPONENTS[seat]


@pytest.mark.parametrize("seat", SEATS, ids=str)
def test_preventing_your_opponent_binds_both_opponents(seat: Seat) -> None:
    assert scope.prevented_opponents(seat) == OPPONENTS[seat]
    assert scope.seats(Scope.PREVENTED_OPPONENTS, seat) == OPPONENTS[seat]


@pytest.mark.parametrize("seat", SEATS, ids=str)
def test_all_duelists_is_all_four_in_turn_order_whoever_asks(seat: Seat) -> None:
    assert scope.all_duelists() == TURN_ORDER
    assert scope.seats(Scope.ALL, seat) == TURN_ORDER


@pytest.mark.parametrize("seat", SEATS, ids=str)
def test_each_player_is_the_activator_then_the_opponent_across(seat: Seat) -> None:
    assert scope.each_player(seat) == (seat, ACROSS[seat])
    assert scope.seats(Scope.EACH_PLAYER, seat) == (seat, ACROSS[seat])


@pytest.mark.parametrize("seat", SEATS, ids=str)
def test_yours_is_you_then_your_teammate(seat: Seat) -> None:
    assert scope.yours(seat) == (seat, TEAMMATE[seat])
    assert scope.seats(Scope.YOURS, seat) == (seat, TEAMMATE[seat])


@pytest.mark.parametrize("seat", SEATS, ids=str)
def test_preventing_you_binds_you_then_your_teammate(seat: Seat) -> None:
    assert scope.prevented_you(seat) == (seat, TEAMMATE[seat])
    assert scope.seats(Scope.PREVENTED_YOU, seat) == (seat, TEAMMATE[seat])


@pytest.mark.parametrize("seat", SEATS, ids=str)
def test_your_opponents_turns_are_both_opponents_turns(seat: Seat) -> None:
    assert scope.opponent_turn_seats(seat) == OPPONENTS[seat]


def test_a_count_of_each_players_turns_counts_all_four_in_turn_order() -> None:
    assert scope.each_player_turn_seats() == TURN_ORDER


@pytest.mark.parametrize("reading", list(Scope), ids=lambda s: s.value)
def test_no_reading_other_than_all_and_each_player_reaches_across_and_home_at_once(
    reading: Scope,
) -> None:
    # A reading covers the activator's own team only (yours, prevented you), the other team only
    # (the opponent readings), or both (all, each player).
    for seat in SEATS:
        covered = set(scope.seats(reading, seat))
        own = covered & {seat, TEAMMATE[seat]}
        other = covered & set(OPPONENTS[seat])
        both = reading in (Scope.ALL, Scope.EACH_PLAYER)
        assert bool(own and other) is both
