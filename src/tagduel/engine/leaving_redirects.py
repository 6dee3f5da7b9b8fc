"""Where a card goes when it leaves the field, when an effect says otherwise: a monster
Summoned by its own effect that is banished whenever it leaves the field (Battle Fader).

The mark is a key of the card's memory, which is cleared whenever the card leaves the field, so
it holds for this stay only; `ops.move_to_pile` asks `destination` before moving a card from the
field. (A leaf module: `ops` imports it.)
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.zones import CardInstance, Location

BANISH_WHEN_LEAVING: Final = "banish_when_leaving"


def banish_when_leaving(card: CardInstance) -> None:
    """The card is banished instead of going anywhere else when it leaves the field."""
    card.memory[BANISH_WHEN_LEAVING] = 1


def destination(card: CardInstance, location: Location) -> Location:
    """Where `card`, leaving the field for `location`, really goes."""
    if card.memory.get(BANISH_WHEN_LEAVING):
        return Location.BANISHED
    return location
