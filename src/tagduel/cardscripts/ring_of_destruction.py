"""Ring of Destruction (Normal Trap): on an opponent's turn, destroy 1 face-up monster either
opponent controls whose ATK is at most the opposing team's Life Points; both teams take damage
equal to its original ATK.

In our words: on the opponent's turn, destroy a face-up monster of theirs whose ATK does not
exceed their Life Points; you take its original ATK as damage, then so do they; one per turn.
Seed 001 D: "Card effects that count turns count all appropriate turns" — either opponent's turn
is "your opponent's turn"; seed 001 E: "your opponent controls" counts both opponents' fields
(`Scope.OPPONENTS_FIELD`); "their" Life Points are the opposing team's shared total (seed 001
A). The once-per-turn limit binds the team (seed 001 E: "If a card prevents you from performing
an action, it prevents your teammate as well"; `hard_once.py`). The second damage equals what
the activator's team really lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._classic_c2 import original_atk
from tagduel.engine import CardInstance, EffectContext, Location, Scope, Scripts, hard_once, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 83555666
ONCE: Final = "ring_of_destruction"

SUMMARY: Final = {
    PASSCODE: (
        "On an opponent's turn: destroys 1 face-up monster either opponent controls with ATK "
        "up to their LP; both teams take its original ATK as damage (once per turn)."
    )
}


def _opponents_turn(ctx: EffectContext) -> bool:
    return ctx.state.turn_seat.team is not ctx.team


def _targets(ctx: EffectContext) -> Sequence[CardInstance]:
    their_lp = ctx.state.lp[ctx.team.other]
    return [
        c for c in ctx.monsters(Scope.OPPONENTS_FIELD) if c.face_up and c.attack_value() <= their_lp
    ]


def _ring(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if not target.face_up:
            continue
        ctx.destroy(target)
        if target.location is Location.MONSTERS:
            continue
        before = ctx.state.lp[ctx.team]
        ctx.damage(ctx.team, original_atk(target))
        taken = before - ctx.state.lp[ctx.team]
        if taken:
            ctx.damage_opponent(taken)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy 1 face-up monster with ATK up to their LP; both take its ATK",
            condition=kit.both(_opponents_turn, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE),
            targets=_targets,
            target_count=1,
            resolve=_ring,
        ),
    )
