"""Who "you", "your opponent", "each player" mean in a Tag Duel (seed 001 E, A, D)."""

from __future__ import annotations

import pytest

from tagduel.engine import S1A, S1B, S2A, S2B, Seat, scope
from tagduel.engine.scope import Scope


def test_opponent_for_hand_deck_and_graveyard_is_the_one_across() -> None:
    # seed 001 E: "...the Duelist activating the card effect must choose the opponent sitting
    # directly across from them." Example: 1A's Secret Barrel counts only 2B's cards.
    assert scope.opponent_across(S1A) is S2B
    # Example: 2A's Dark Bribe: "Duelist 1B will draw the card".
    assert scope.opponent_across(S2A) is S1B


def test_opponents_side_of_the_field_is_both_opponents() -> None:
    # seed 001 E: "If a card affects only your opponent's side of the field, it affects the
    # entire side, or both opponents."
    assert scope.opponents_field(S1A) == (S2A, S2B)
    assert scope.opponents_field(S2B) == (S1A, S1B)


def test_preventing_your_opponent_binds_both_opponents() -> None:
    # seed 001 E: Kycoo on 1A's field: "Neither Duelist 2A and 2B may Banish cards from their
    # Graveyards."
    assert scope.prevented_opponents(S1A) == (S2A, S2B)


def test_all_and_each_card_cover_all_four_duelists() -> None:
    # seed 001 E: "...then it affects both Teams (all 4 Duelists.)"
    assert set(scope.all_duelists()) == {S1A, S1B, S2A, S2B}


def test_each_player_is_the_activator_and_the_opponent_across() -> None:
    # seed 001 E: Hand Destruction by 1A "only counts the Duelist activating the card and the
    # Duelist sitting directly across from him" (2B, not 2A).
    assert scope.each_player(S1A) == (S1A, S2B)
    assert S2A not in scope.each_player(S1A)


def test_you_control_and_your_graveyard_include_the_teammate() -> None:
    # seed 001 E: "...it counts cards in your teammate's Zones as well as your own." Example:
    # 1B may not Special Summon Cyber Dragon "as his teammate controls a monster".
    assert scope.yours(S1B) == (S1B, S1A)


def test_preventing_you_binds_your_teammate_too() -> None:
    # seed 001 E: "If a card prevents you from performing an action, it prevents your teammate
    # as well." Example: Reckless Greed makes 1A's team skip its next 2 Draw Phases.
    assert scope.prevented_you(S1A) == (S1A, S1B)


def test_your_opponents_turns_are_both_opponents_turns() -> None:
    # seed 001 D: Swords of Revealing Light by 1A lasts 2A's, 2B's, then 2A's turn.
    assert scope.opponent_turn_seats(S1A) == (S2A, S2B)
    # "Final Countdown counts the turns of each individual player (all 4 Duelists)."
    assert len(scope.each_player_turn_seats()) == 4


@pytest.mark.parametrize(
    ("reading", "seat", "expected"),
    [
        (Scope.OPPONENT_ACROSS, S1B, (S2A,)),
        (Scope.OPPONENTS_FIELD, S1B, (S2A, S2B)),
        (Scope.PREVENTED_OPPONENTS, S2A, (S1A, S1B)),
        (Scope.EACH_PLAYER, S2B, (S2B, S1A)),
        (Scope.YOURS, S2A, (S2A, S2B)),
        (Scope.PREVENTED_YOU, S2B, (S2B, S2A)),
        (Scope.ALL, S1A, (S1A, S2A, S1B, S2B)),
    ],
)
def test_scope_readings_as_data_agree_with_the_functions(
    reading: Scope, seat: Seat, expected: tuple[Seat, ...]
) -> None:
    assert scope.seats(reading, seat) == expected
