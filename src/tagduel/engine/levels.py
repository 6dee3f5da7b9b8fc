"""A monster's Level changed until the end of the turn (Tragoedia copies the Level of a
monster in a Graveyard).

The monster carries the new Level and the turn in its memory (cleared when it leaves the field);
`level_of` reads it. Xyz Summons count Levels through it (`procedures.py`: the materials of a
Rank 4 Xyz Monster may be a Level 10 Tragoedia whose Level became 4); Synchro and Ritual
Summons still read printed Levels (no scripted card of the era changes a Tuner's or a Ritual
Tribute's Level).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.events import LastingApplied
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location

LEVEL: Final = "level"
UNTIL: Final = "level_until"


FOR_GOOD: Final = -1  # `UNTIL` for a Level changed while the monster stays on the field


def level_of(state: DuelState, card: CardInstance) -> int:
    """The monster's Level now: changed by an effect (this turn, or for good), else as
    printed."""
    memory = card.memory
    if memory:
        until = memory.get(UNTIL)
        if until == state.turn or until == FOR_GOOD:
            return memory[LEVEL]
    return card.card.level


def set_level(state: DuelState, card: CardInstance, level: int) -> None:
    """The face-up monster's Level becomes `level` while it stays on the field (Cyber Dragon
    Drei: "become Level 5"; the mark goes with the rest of its memory when it leaves)."""
    if card.location is not Location.MONSTERS or not card.face_up:
        return
    card.memory[LEVEL], card.memory[UNTIL] = level, FOR_GOOD
    what = lastingwords.becomes_level(card.zone_seat, card.name, level)
    state.emit(LastingApplied(card.zone_seat, card.name, what))


def set_level_this_turn(state: DuelState, card: CardInstance, level: int) -> None:
    """The face-up monster's Level becomes `level` until the end of this turn."""
    if card.location is not Location.MONSTERS or not card.face_up:
        return
    card.memory[LEVEL], card.memory[UNTIL] = level, state.turn
    what = lastingwords.level_this_turn(card.zone_seat, card.name, level)
    state.emit(LastingApplied(card.zone_seat, card.name, what))
