"""What a card is, beyond what it does: rules of its own that the engine reads off its script.

No Special Summon at all (Ancient Gear Golem, Cardcar D) or none from the Deck, and at most one
controlled (Michion and Sandaion, the Timelords); no battle damage from the battles of the card,
to its controller's team or to both teams (the Timelords); piercing battle damage (Ancient Gear
Golem); a Normal Summon without Tributes under a condition (the Timelords); and
two facts the summon-negating Counter Traps read: a card whose activation may answer a monster
that would be Summoned (Solemn Judgment, Solemn Warning), and a card whose activated effect
Special Summons (what Solemn Warning may negate).

A script declares each with `declare(Property.X)` (a CONTINUOUS record that does nothing by
itself, recognised by this module), or `without_tributes(condition)`. Summoning rules hold
wherever the card is; the others hold while it is face-up on the field with its effects not
negated (`holds`). ("Cannot be destroyed" is a tag of `tags.py`, read by `protection.py`.)
"""

from __future__ import annotations

import enum
from typing import Final

from tagduel.engine import restrictions
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import Condition, Effect, EffectKind
from tagduel.engine.game import Game
from tagduel.engine.zones import CardInstance, Location

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_CONTINUOUS: Final = EffectKind.CONTINUOUS


class Property(enum.Enum):
    """A rule of the card's own."""

    __hash__ = object.__hash__

    NO_SPECIAL_SUMMON = "cannot be Special Summoned"
    NO_SPECIAL_SUMMON_FROM_DECK = "cannot be Special Summoned from the Deck"
    ONLY_ONE = "you can only control 1"
    PIERCING = "inflicts piercing battle damage"
    NO_BATTLE_DAMAGE_TO_YOU = "you take no battle damage from attacks involving this card"
    NO_BATTLE_DAMAGE = "neither player takes battle damage from attacks involving this card"
    ANSWERS_SUMMON = "may be activated when a monster would be Summoned"
    SPECIAL_SUMMONS = "its activated effect Special Summons"


ANYWHERE: Final = frozenset(
    {
        Property.NO_SPECIAL_SUMMON,
        Property.NO_SPECIAL_SUMMON_FROM_DECK,
        Property.ONLY_ONE,
        Property.ANSWERS_SUMMON,
        Property.SPECIAL_SUMMONS,
    }
)
"""The properties that hold wherever the card is (summoning conditions and facts about it)."""


def _marker(ctx: EffectContext) -> None:
    """The resolution of a property record: it never resolves (it is never activated)."""


_TRIBUTE_FREE_WHERE: Final = (Location.HAND,)


def declare(*properties: Property) -> tuple[Effect, ...]:
    """The records declaring `properties` of this card (one each)."""
    return tuple(
        Effect(EffectKind.CONTINUOUS, description=p.value, resolve=_marker) for p in properties
    )


def _property_of(effect: Effect) -> Property | None:
    if effect.kind is not _CONTINUOUS or effect.resolve is not _marker:
        return None
    if effect.where == _TRIBUTE_FREE_WHERE:
        return None
    return _BY_TEXT.get(effect.description)


_BY_TEXT: Final = {p.value: p for p in Property}


def without_tributes(condition: Condition) -> Effect:
    """ "If <condition>, you can Normal Summon this card without Tributing" (not Set it)."""
    return Effect(
        EffectKind.CONTINUOUS,
        description="can be Normal Summoned without Tributing",
        resolve=_marker,
        condition=condition,
        where=_TRIBUTE_FREE_WHERE,
    )


def has(game: Game, card: CardInstance, prop: Property) -> bool:
    """The card's script declares `prop` (whether it holds now or not)."""
    if not game.scripts.has_effects(card.card):
        return False
    return any(_property_of(e) is prop for e in game.scripts.effects(card.card))


def holds(game: Game, card: CardInstance, prop: Property) -> bool:
    """`prop` applies to the card now: a summoning rule always; any other while the card is
    face-up on the field and its effects are not negated."""
    if not has(game, card, prop):
        return False
    if prop in ANYWHERE:
        return True
    on_field = card.location is Location.MONSTERS and card.face_up
    return on_field and not restrictions.is_negated(game, card)


def tribute_free(game: Game, card: CardInstance) -> bool:
    """The card may be Normal Summoned without Tributing now (its condition, read for its
    holder in the hand)."""
    if not game.scripts.has_effects(card.card):
        return False
    for effect in game.scripts.effects(card.card):
        if effect.resolve is _marker and effect.where == _TRIBUTE_FREE_WHERE:
            check = effect.condition
            return check is None or check(EffectContext(game, card.zone_seat, card))
    return False
