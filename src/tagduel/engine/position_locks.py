"""A monster whose battle position stays as it is until the end of its controller's next turn
(Lyla, Lightsworn Sorceress, after its effect).

The monster carries the last turn of the lock in its memory (cleared when it leaves the field);
`restrictions.can_change_position` asks `locked`. In a Tag Duel a duelist's next turn comes 4
turns later (1A, 2A, 1B, 2B: seed 001 B), so the lock's last turn is known when it begins.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location

MARK: Final = "position_locked_until"


def lock_position(state: DuelState, card: CardInstance, last_turn: int) -> None:
    """The monster's battle position can't be changed up to the end of turn `last_turn`."""
    if card.location is Location.MONSTERS:
        card.memory[MARK] = max(last_turn, card.memory.get(MARK, 0))


def locked(state: DuelState, card: CardInstance) -> bool:
    """True while the monster's battle position can't be changed."""
    return bool(card.memory) and card.memory.get(MARK, 0) >= state.turn
