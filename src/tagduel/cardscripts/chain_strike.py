"""Chain Strike (Quick-Play Spell): activated as Chain Link 2 or higher, 400 damage times its
Chain Link number.

In our words: only as the second link of a chain or later, 400 damage to the opponent for each
step of its Chain Link number; not into a chain that already holds a card of this name. Chain
Links are counted across all four duelists' activations (seed 001 D: one chain around the
table); the damage comes off the opposing team's shared Life Points (seed 001 A).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import chain_link_at_least
from tagduel.engine import EffectContext, Scripts
from tagduel.engine.effects import Effect

PASSCODE: Final = 91623717
PER_LINK: Final = 400

SUMMARY: Final = {
    PASSCODE: "Activated as Chain Link 2 or higher: 400 damage times its Chain Link number."
}


def _strike(ctx: EffectContext) -> None:
    ctx.damage_opponent(PER_LINK * ctx.chain_link)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="as Chain Link 2 or higher: 400 damage times its Chain Link number",
            condition=chain_link_at_least(2),
            resolve=_strike,
        ),
    )
