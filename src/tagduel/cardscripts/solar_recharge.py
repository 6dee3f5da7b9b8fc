"""Solar Recharge (691925): its activator discards a "Lightsworn" monster to draw 2 cards, then
sends the top 2 cards of their Deck to the Graveyard.

Era wording (the database's text), paraphrased: discarding a Lightsworn monster is the cost; it
draws two, then mills two.

Seed 001 readings: the discard is from the activator's own hand (a duelist discards their own
cards); the draw and the mill are the activator's own (a Deck has one top; see `_lightsworn`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._lightsworn import is_lightsworn_monster, mill
from tagduel.engine import CardInstance, Effect, EffectContext, Scripts, kit

PASSCODE: Final = 691925

SUMMARY: Final = {
    PASSCODE: (
        'Cost: discard a "Lightsworn" monster; the activator draws 2 cards, then sends the top 2 '
        "cards of their Deck to the Graveyard."
    )
}


def _lightsworn_in_hand(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].hand if is_lightsworn_monster(c)]


def _draw_then_mill(ctx: EffectContext) -> None:
    ctx.draw(ctx.seat, 2)
    mill(ctx, 2)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="discard a Lightsworn monster (cost): draw 2, then mill 2",
            cost_cards=_lightsworn_in_hand,
            cost_count=1,
            cost=kit.discard_chosen,
            resolve=_draw_then_mill,
        ),
    )
