"""Which monsters on the field were Special Summoned (PSY-Framelord Zeta and Number 101: Silent
Honor ARK target only opposing monsters that were; Scarlight Red Dragon Archfiend destroys only
Effect Monsters that were).

A Special Summon (by an effect, a procedure, an Xyz, Synchro, Fusion or Ritual Summon) marks the
monster (`ops.summon_to_field`); the mark lives in the card's memory, which is cleared when it
leaves the field, so it says how the monster came onto the field this time, and it stays
through a change of control or of position. A Token is always Special Summoned.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.zones import CardInstance, Location

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_MONSTERS: Final = Location.MONSTERS

MARK: Final = "special_summoned"


def was_special_summoned(card: CardInstance) -> bool:
    """True for a monster on the field that was Special Summoned there."""
    if card.location is not _MONSTERS:
        return False
    return card.traits.token or bool(card.memory.get(MARK))
