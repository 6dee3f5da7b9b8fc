"""Cyber Kirin (76986005): its controller may Tribute it so that any effect damage their team
takes for the rest of the turn is 0.

Era wording (Master Rule 2, the same today), in our words: "You can Tribute this card to make any
effect damage you take this turn 0." An Ignition Effect (the text has no Quick Effect mark); the
Tribute is its cost. The damage Power Bond deals in the End Phase is effect damage, so Kirin
answers it (`engine/damage_zero.py`).

Seed 001 readings: "you take" is the team — section A, "The Team has a combined Life Point Total
of 16,000" — and section E, "If a card prevents you from performing an action, it prevents your
teammate as well": effect damage that would reach the team's total is 0, whichever duelist's card
dealt it. The opposing team still takes its own damage.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Scripts
from tagduel.engine.damage_zero import zero_this_turn

PASSCODE: Final = 76986005

SUMMARY: Final = {
    PASSCODE: "Tributes itself so that any effect damage its team takes this turn is 0.",
}


def _tribute_self(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.tribute(ctx.card)
    return True


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="Tribute this card: any effect damage you take this turn becomes 0",
            cost=_tribute_self,
            resolve=lambda ctx: zero_this_turn(ctx.state, ctx.seat, ctx.card.name),
        ),
    )
