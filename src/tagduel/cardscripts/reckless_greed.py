"""Reckless Greed (Normal Trap): draw 2 cards, then skip the next 2 Draw Phases.

Master Rule 2 era wording: "Draw 2 cards. Skip your next 2 Draw Phases." The skip is a
restriction on "you", so seed 001 E applies: "If a card prevents you from performing an action,
it prevents your teammate as well", with the example "Duelist 1A activates Reckless Greed. His
team will skip its next 2 Draw Phases." We read "its next 2 Draw Phases" as the team's next two
Draw Phases counted together (`Scope.PREVENTED_YOU`, one count of 2 shared by both teammates):
after 1A activates it, 1B's next Draw Phase and then 1A's next one are skipped, and 1B draws
again after that. The activator draws the 2 cards. It needs 2 cards in the activator's Deck.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts
from tagduel.engine.effects import Effect

PASSCODE: Final = 37576645
DRAWS: Final = 2
SKIPS: Final = 2

SUMMARY: Final = {
    PASSCODE: "Draw 2 cards; your team then skips its next 2 Draw Phases (counted together)."
}


def _can_draw(ctx: EffectContext) -> bool:
    return len(ctx.state.zones[ctx.seat].deck) >= DRAWS


def _greed(ctx: EffectContext) -> None:
    ctx.draw(ctx.seat, DRAWS)
    ctx.skip_draws(Scope.PREVENTED_YOU, SKIPS)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="draw 2; your team skips its next 2 Draw Phases",
            condition=_can_draw,
            resolve=_greed,
        ),
    )
