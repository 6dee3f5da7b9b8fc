"""Tremendous Fire (Normal Spell): 1000 damage to the opposing team and 500 to the activator's
own team, at the same time.

The database's text, in our words: the opposing side loses 1000 and its activator 500. Seed 001
reading: each team has one shared Life Point total (section A), so the 1000 comes off the
opposing team's total and the 500 off the activator's team's. Both take their damage together:
if both reach 0, the duel is a draw.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, Scripts
from tagduel.engine.timing import together

PASSCODE: Final = 46918794
TO_OPPONENT, TO_YOU = 1000, 500

SUMMARY: Final = {PASSCODE: "1000 damage to the opposing team and 500 to the activator's team."}


def _burn(ctx: EffectContext) -> None:
    with together(ctx.state):
        ctx.damage_opponent(TO_OPPONENT)
        ctx.damage(ctx.team, TO_YOU)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="1000 to the opposing team, 500 to its own", resolve=_burn),
    )
