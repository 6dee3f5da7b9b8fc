"""Change of Heart (Normal Spell): take control of 1 monster either opponent controls until the
End Phase.

In our words: target a monster of the opponent's and control it until the End Phase. Seed 001
E: "cards that reference a card "your opponent controls" count both opponent's sides of the
field" (`Scope.OPPONENTS_FIELD`): either opponent's monster, face-up or Set, never the
teammate's. The monster moves to a free Monster Card Zone of the activator (none free: it can't
be activated) and goes back to its owner at the End Phase (`control.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 4031928

SUMMARY: Final = {
    PASSCODE: "Takes control of 1 monster either opponent controls until the End Phase."
}


def can_take_one(ctx: EffectContext) -> bool:
    """A free Monster Card Zone to take an opponent's monster into."""
    return any(ctx.can_take_control(c) for c in ctx.monsters(Scope.OPPONENTS_FIELD))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="take control of 1 monster your opponent controls until the End Phase",
            condition=can_take_one,
            targets=kit.monsters(Scope.OPPONENTS_FIELD),
            target_count=1,
            resolve=kit.take_control_of_targets(until_end_phase=True),
        ),
    )
