"""Rolling a six-sided die for a card's effect (Dice Jar).

Chance follows from the position alone (`shuffling.rng`: replays are the seed plus the inputs,
and the state round-trips through JSON); each roll is an event everyone sees, so the next roll
comes from a new position.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.cardevents import DieRolled
from tagduel.engine.seats import Seat
from tagduel.engine.shuffling import rng
from tagduel.engine.state import DuelState

SIDES: Final = 6


def roll(state: DuelState, seat: Seat, card: str) -> int:
    """`seat` rolls a six-sided die for the effect of `card`; the result (1-6)."""
    result = rng(state).randint(1, SIDES)
    state.emit(DieRolled(seat, card, result))
    return result
