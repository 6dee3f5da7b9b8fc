"""A monster Special Summoned "but its effects are negated" (Blackwing - Gram the Shining Star,
Blackwing - Shura the Blue Flame): its effects stay negated for as long as it stays on the
field.

The mark is a key of the monster's memory, which is cleared whenever it leaves the field, so a
monster that leaves and comes back is a new card. While the mark holds, the monster's effects
are negated (`restrictions.is_negated`: its continuous effects stop applying, its triggers do
not trigger, its Chain Links resolve doing nothing) and can't be activated
(`restrictions.can_activate`). A leaf module: `restrictions` imports it.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.events import LastingApplied
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location

MARK: Final = "negated_while_on_field"


def negate_while_on_field(state: DuelState, seat: Seat, monster: CardInstance, by: str) -> bool:
    """Negate the effects of `monster` (on the field) while it stays there (by `seat`'s card
    `by`); False when it is not on the field."""
    if monster.location is not Location.MONSTERS:
        return False
    monster.memory[MARK] = 1
    what = lastingwords.negated(monster.zone_seat, monster.name)
    state.emit(LastingApplied(seat, by, what))
    return True


def negated(card: CardInstance) -> bool:
    """True while an effect negates `card`'s effects for as long as it stays on the field."""
    return bool(card.memory) and bool(card.memory.get(MARK))
