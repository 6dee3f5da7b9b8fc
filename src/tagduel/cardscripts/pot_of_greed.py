"""Pot of Greed (Normal Spell): the activator draws 2 cards.

In our words: draw two cards. The draws come from the activator's own Deck, which must hold 2
cards for it to be activated. The text names no other duelist, so no reading of the Team
Dueling Rules (seed 001, section E) is needed.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 55144522
DRAWS: Final = 2

SUMMARY: Final = {PASSCODE: "The activator draws 2 cards."}


def _can_draw(ctx: EffectContext) -> bool:
    return len(ctx.state.zones[ctx.seat].deck) >= DRAWS


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE, Effect(description="draw 2 cards", condition=_can_draw, resolve=kit.draw(DRAWS))
    )
