"""Graceful Charity (Normal Spell): the activator draws 3 cards, then discards 2.

In our words: draw three cards, then discard two. The activator draws from their own Deck
(which must hold 3 cards) and then chooses 2 cards of their own hand to discard: the text names
no "your" zone to widen (seed 001 E is not needed). Two steps: the draw, then the discard.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scripts, kit
from tagduel.engine.effects import Effect
from tagduel.i18n import lazy

PASSCODE: Final = 79571449
DRAWS: Final = 3
DISCARDS: Final = 2

SUMMARY: Final = {PASSCODE: "The activator draws 3 cards, then discards 2 cards of their choice."}


def _can_draw(ctx: EffectContext) -> bool:
    return len(ctx.state.zones[ctx.seat].deck) >= DRAWS


def _discard(ctx: EffectContext) -> None:
    hand = ctx.state.zones[ctx.seat].hand
    ctx.discard(ctx.choose_cards(ctx.seat, hand, DISCARDS, DISCARDS, lazy("discard 2 cards")))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="draw 3 cards, then discard 2 cards",
            condition=_can_draw,
            resolve=kit.draw(DRAWS),
            steps=(_discard,),
        ),
    )
