"""Threatening Roar (Normal Trap): both opponents cannot declare an attack this turn.

In our words: the opponent can't declare attacks for the rest of the turn. Seed 001 E: "If a
card effect prevents your opponent from performing an action, it prevents both opponents"
(`Scope.PREVENTED_OPPONENTS`); the activator's team is not bound.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Forbid, Scope, Scripts
from tagduel.engine.effects import Effect

PASSCODE: Final = 36361633

SUMMARY: Final = {PASSCODE: "Neither opponent can declare an attack for the rest of the turn."}


def _roar(ctx: EffectContext) -> None:
    ctx.forbid(Forbid.DECLARE_ATTACK, Scope.PREVENTED_OPPONENTS)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="your opponents cannot declare an attack this turn", resolve=_roar),
    )
