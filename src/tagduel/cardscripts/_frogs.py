"""What the Frog deck's cards share: the "Frog" and "Ice Barrier" archetypes, and the names
Dupe Frog and Ronintoadin take on the field. No card of its own: a helper the card modules
import.

"This card's name becomes "Des Frog" while on the field" (Dupe Frog, Ronintoadin): on the field
such a card is a "Frog" card by name (Des Frog is one), wherever it came from; in the hand,
Deck or Graveyard it keeps its printed name (Ronintoadin, printed with no archetype, is then no
"Frog"). "Frog the Jam", excluded by several texts, is matched by name (no such card is in the
classic decks).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cards.model import Attribute, Race
from tagduel.engine import CardInstance, EffectContext, Location, Scope, kit
from tagduel.engine.effects import CardFilter

FROG: Final = 0x12
ICE_BARRIER: Final = 0x2F
DES_FROG: Final = "Des Frog"
DUPE_FROG: Final = 46239604
RONINTOADIN: Final = 1357146
_BECOMES_DES_FROG: Final = frozenset({DUPE_FROG, RONINTOADIN})
_JAM: Final = "frog the jam"


def shown_name(card: CardInstance) -> str:
    """The card's name now: "Des Frog" for Dupe Frog and Ronintoadin on the field."""
    if card.location.on_field and card.card.original in _BECOMES_DES_FROG:
        return DES_FROG
    return card.card.name


def is_frog(card: CardInstance) -> bool:
    """A "Frog" monster: of the archetype, or named "Des Frog" on the field."""
    if not card.card.is_monster:
        return False
    return card.card.in_archetype(FROG) or shown_name(card) == DES_FROG


def is_frog_not_jam(card: CardInstance) -> bool:
    """A "Frog" monster other than "Frog the Jam" (the exception several texts make)."""
    return is_frog(card) and card.card.name.casefold() != _JAM


def face_up_frogs(ctx: EffectContext) -> Sequence[CardInstance]:
    """Face-up "Frog" monsters "you control" (the controller's and the teammate's), except
    "Frog the Jam"."""
    return [c for c in ctx.monsters(Scope.YOURS) if c.face_up and is_frog_not_jam(c)]


is_ice_barrier = kit.archetype(ICE_BARRIER)


def is_aqua(card: CardInstance) -> bool:
    return card.card.is_monster and bool(int(card.card.race) & int(Race.AQUA))


def is_water(card: CardInstance) -> bool:
    return card.card.is_monster and card.card.attribute == Attribute.WATER


def level_at_most(value: int) -> CardFilter:
    """A monster with a Level of `value` or lower (an Xyz Monster has a Rank, no Level)."""
    return lambda card: card.card.is_monster and not card.traits.xyz and card.card.level <= value


def on_field(card: CardInstance) -> bool:
    return card.location is Location.MONSTERS
