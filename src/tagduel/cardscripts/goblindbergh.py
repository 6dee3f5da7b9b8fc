"""Goblindbergh (25259669): when Normal Summoned, its controller may Special Summon a Level 4 or
lower monster from their own or their teammate's hand, and Goblindbergh then changes to Defense
Position.

Era wording (the database's text), paraphrased: an optional trigger on its Normal Summon, worded as
a "When" trigger (it can miss the timing), Special Summons a monster of Level 4 or less from the
hand, chosen as it resolves; afterwards Goblindbergh switches to Defense Position, even when no
monster could be summoned by then.

Seed 001 reading: "your hand" counts the teammate's hand — section E, "If a card references
another card that "you control" or "your" hand, Deck, Extra Deck, Graveyard, or Banished Zone,
it counts cards in your teammate's Zones as well as your own." The monster comes to
Goblindbergh's controller's field.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Position,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.events import PositionChanged, Summoned

PASSCODE: Final = 25259669

SUMMARY: Final = {
    PASSCODE: (
        "Normal Summoned: may Special Summon a monster of Level 4 or less from its "
        "controller's or the teammate's hand, then switches to Defense Position."
    )
}


def _level_4_or_lower(card: CardInstance) -> bool:
    return card.card.is_monster and 0 < card.card.level <= 4


_in_your_hands = kit.cards(Location.HAND, Scope.YOURS, _level_4_or_lower)


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how == "normal"


def _summon(ctx: EffectContext) -> None:
    if ctx.can_special_summon():
        for card in ctx.choose_cards(ctx.seat, _in_your_hands(ctx), 1, 1):
            ctx.special_summon(card)


def _to_defense(ctx: EffectContext) -> None:
    card = ctx.card
    if card.location is Location.MONSTERS and card.face_up and card.position is Position.ATTACK:
        card.position = Position.DEFENSE
        ctx.state.emit(PositionChanged(card.zone_seat, card.name, card.position.value))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="Normal Summon: a Level 1-4 monster from a team hand, then this card to Defense",
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=kit.both(_normal_summoned, kit.count_at_least(_in_your_hands, 1)),
            resolve=_summon,
            steps=(_to_defense,),
        ),
    )
