"""Negating a face-up monster's effects until the end of the turn (Effect Veiler).

The monster carries the turn in its memory (`negate_until_end_of_turn`); the mark is cleared
when it leaves the field, so a monster that leaves and comes back is a new card. While it holds,
the monster's effects are negated (`restrictions.is_negated`: continuous effects stop applying,
triggers do not trigger, its Chain Links resolve doing nothing) and its effects can't be
activated (`restrictions.can_activate`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.events import LastingApplied
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location

MARK: Final = "negated_until_end_of_turn"


def negate_until_end_of_turn(state: DuelState, seat: Seat, monster: CardInstance, by: str) -> bool:
    """Negate the effects of the face-up `monster` until the end of this turn (by `seat`'s card
    `by`); False when it is not a face-up monster on the field."""
    if monster.location is not Location.MONSTERS or not monster.face_up:
        return False
    monster.memory[MARK] = state.turn
    what = lastingwords.negated_this_turn(monster.zone_seat, monster.name)
    state.emit(LastingApplied(seat, by, what))
    return True


def negated_this_turn(state: DuelState, card: CardInstance) -> bool:
    """True while an effect negates `card`'s effects until the end of this turn."""
    return bool(card.memory) and card.memory.get(MARK) == state.turn
