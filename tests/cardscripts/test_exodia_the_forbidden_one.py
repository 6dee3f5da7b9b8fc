"""Exodia the Forbidden One: a duelist holding all five pieces wins for the team (seed 001 A:
"If a Duelist reaches a special win condition (such as Final Countdown or Exodia the Forbidden
One), that team wins.")."""

from __future__ import annotations

import pytest

from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import ALL_SEATS, S1A, Phase, Seat, Termination
from tagduel.engine.seats import seat_of_turn

card = builtin_cards().by_name
HEAD = "Exodia the Forbidden One"
LIMBS = tuple(
    f"{side} {limb} of the Forbidden One" for side in ("Left", "Right") for limb in ("Arm", "Leg")
)


def _turn_of(who: Seat) -> int:
    return next(t for t in range(5, 9) if seat_of_turn(t) is who)


@pytest.mark.parametrize("holder", ALL_SEATS)
def test_drawing_the_fifth_piece_wins_the_duel_for_the_holders_team(holder: Seat) -> None:
    hand = tuple(card(n) for n in (HEAD, *LIMBS[:3]))
    deck = (card(LIMBS[3]), card("Gemini Elf"))
    duel = at(
        {holder: seat(hand=hand, deck=deck)},
        turn=_turn_of(holder),
        phase=Phase.DRAW,
        scripts=all_scripts(),
    )
    assert duel.outcome is not None
    assert duel.outcome.winner is holder.team
    assert Termination.SPECIAL_WIN in duel.outcome.termination


def test_pieces_split_between_teammates_hands_win_for_the_team() -> None:
    # seed 001 E: "your" hand "counts cards in your teammate's Zones as well as your own"
    holder = S1A
    hand = tuple(card(n) for n in (HEAD, *LIMBS[:2]))
    seats = {
        holder: seat(hand=hand, deck=(card(LIMBS[2]), card("Gemini Elf"))),
        holder.teammate: seat(hand=(card(LIMBS[3]),)),
    }
    duel = at(seats, turn=_turn_of(holder), phase=Phase.DRAW, scripts=all_scripts())
    assert duel.outcome is not None and duel.outcome.winner is holder.team


def test_the_limbs_without_the_head_do_not_win() -> None:
    holder = S1A
    hand = tuple(card(n) for n in LIMBS[:3])
    deck = (card(LIMBS[3]), card("Gemini Elf"))
    duel = at({holder: seat(hand=hand, deck=deck)}, turn=5, phase=Phase.DRAW, scripts=all_scripts())
    assert duel.outcome is None
