"""What the "Blackwing" cards share: the archetype's filters and the procedure most of its
Level 4 or lower monsters carry ("If you control a "Blackwing" monster other than "X", you can
Special Summon this card (from your hand)"). No card of its own: a helper the card modules
import.

Seed 001 reading, for every card using these: "you control" counts the teammate's monsters
(section E: "If a card references another card that "you control" ... it counts cards in your
teammate's Zones as well as your own"), so 1B's face-up "Blackwing" lets 1A Special Summon
Bora the Spear from 1A's hand. A face-down monster is no "Blackwing" monster to card effects.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, Scope, kit
from tagduel.engine.effects import Condition, Cost

BLACKWING: Final = 0x33

is_blackwing = kit.archetype(BLACKWING)
is_blackwing_monster = kit.all_of(kit.is_monster, is_blackwing)


def face_up_blackwing(card: CardInstance) -> bool:
    return card.face_up and is_blackwing_monster(card)


def your_blackwings(ctx: EffectContext) -> Sequence[CardInstance]:
    """The face-up "Blackwing" monsters "you control": the controller's and the teammate's."""
    return [c for c in ctx.monsters(Scope.YOURS) if face_up_blackwing(c)]


def another_blackwing(ctx: EffectContext) -> bool:
    """You control a "Blackwing" monster other than one of this card's name."""
    return any(c.card.name != ctx.card.name for c in your_blackwings(ctx))


def hand_procedure(cost: Cost | None = None, condition: Condition | None = None) -> Effect:
    """ "If you control a "Blackwing" monster other than "<this card>", you can Special Summon
    this card (from your hand)" (it may still be Normal Summoned)."""
    check = another_blackwing if condition is None else kit.both(another_blackwing, condition)
    return Effect(EffectKind.PROCEDURE, condition=check, cost=cost)


def battling_blackwing(ctx: EffectContext) -> CardInstance | None:
    """The face-up "Blackwing" monster of the controller's team in the battle under way."""
    battle = ctx.battling()
    if battle is None:
        return None
    yours = ctx.seats(Scope.YOURS)
    for monster in battle:
        if monster is not None and monster.zone_seat in yours and face_up_blackwing(monster):
            return monster
    return None
