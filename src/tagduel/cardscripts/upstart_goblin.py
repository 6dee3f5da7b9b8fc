"""Upstart Goblin (70368879): the activator draws 1 card, then the opposing team gains 1000 LP.

Era wording (Master Rule 2, the same today), in our words: "Draw 1 card, then your opponent gains
1000 Life Points."

Seed 001 readings: "your opponent gains Life Points" changes the opposing team's one total —
section A, "The Team has a combined Life Point Total of 16,000" — so the opposing team gains
1000 once (not 1000 for each opponent); the draw is the activator's own.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, Scripts

PASSCODE: Final = 70368879
GAIN: Final = 1000

SUMMARY: Final = {
    PASSCODE: "The activator draws 1 card; the opposing team then gains 1000 LP (once).",
}


def _draw_then_give(ctx: EffectContext) -> None:
    ctx.draw(ctx.seat, 1)
    ctx.gain_lp(ctx.team.other, GAIN)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="draw 1 card, then your opponent gains 1000 LP", resolve=_draw_then_give
        ),
    )
