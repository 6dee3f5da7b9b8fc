"""Blazing Mirror Force (Normal Trap): when an opposing monster declares an attack, destroy every
Attack Position monster the opponents control; the team takes half their combined original ATK
as damage, then the opposing team takes as much.

In our words: answering an opponent's attack, destroy the opponent's Attack Position monsters;
you take half their total original ATK as damage and the opponent takes the same. Seed 001 E:
"If a card affects only your opponent's side of the field, it affects the entire side, or both
opponents" (`Scope.OPPONENTS_FIELD`), like Mirror Force. The activator's team takes its damage
from its shared Life Points and the opposing team from theirs (seed 001 A); the second damage
equals what the activator's team really lost (none, if it took none).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import original_atk
from tagduel.engine import EffectContext, Location, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 75249652

SUMMARY: Final = {
    PASSCODE: (
        "Answers an opposing monster's attack: destroys both opponents' Attack Position "
        "monsters; the team takes half their original ATK, then the opposing team as much."
    )
}


def _blaze(ctx: EffectContext) -> None:
    doomed = list(kit.monsters(Scope.OPPONENTS_FIELD, kit.in_attack_position)(ctx))
    ctx.destroy_all(doomed)
    gone = [c for c in doomed if c.location is not Location.MONSTERS]
    if not gone:
        return
    before = ctx.state.lp[ctx.team]
    ctx.damage(ctx.team, sum(original_atk(c) for c in gone) // 2)
    taken = before - ctx.state.lp[ctx.team]
    if taken:
        ctx.damage_opponent(taken)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy your opponents' Attack Position monsters; both teams burn",
            condition=kit.opponent_attacks,
            resolve=_blaze,
        ),
    )
