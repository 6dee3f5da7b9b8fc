"""Double Summon (Normal Spell): the activator may Normal Summon or Set twice this turn.

In our words: this turn you may make a second Normal Summon or Set. Only the turn duelist Normal
Summons (seed 001 C: the turn is one duelist's), so the second Normal Summon or Set is the
activator's, on this turn; the teammate's turns keep their one (a permission to "you", not a
prevention, so seed 001 E's widening to the teammate does not apply). Activated again the same
turn it would change nothing, so it can't be.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scripts
from tagduel.engine.effects import Effect
from tagduel.engine.summon_conditions import GRANTED, grant_second_normal_summon

PASSCODE: Final = 43422537

SUMMARY: Final = {PASSCODE: "The activator may Normal Summon or Set twice this turn."}


def _not_yet(ctx: EffectContext) -> bool:
    return ctx.state.counters.get(GRANTED) != ctx.state.turn


def _double(ctx: EffectContext) -> None:
    grant_second_normal_summon(ctx.state, ctx.seat, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="2 Normal Summons/Sets this turn", condition=_not_yet, resolve=_double),
    )
