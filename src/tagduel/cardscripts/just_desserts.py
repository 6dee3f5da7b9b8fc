"""Just Desserts (Normal Trap): 500 damage for each monster the opponents control.

In our words: 500 damage to the opponent per monster they control. Seed 001 E: "cards that
reference a card "your opponent controls" count both opponent's sides of the field" — the
monsters of both opponents count (`Scope.OPPONENTS_FIELD`), face-up or Set; the damage comes off
the opposing team's shared Life Points (seed 001 A). (Secret Barrel, which also counts a hand,
counts only the opponent across.) It can't be activated while the opponents control no
monster.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 24068492
PER_MONSTER: Final = 500

SUMMARY: Final = {PASSCODE: "Inflicts 500 damage for each monster on both opponents' fields."}


def _desserts(ctx: EffectContext) -> None:
    ctx.damage_opponent(PER_MONSTER * len(ctx.monsters(Scope.OPPONENTS_FIELD)))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="500 damage per monster your opponents control",
            condition=kit.count_at_least(kit.monsters(Scope.OPPONENTS_FIELD), 1),
            resolve=_desserts,
        ),
    )
