"""Marshmallon (Effect Monster): battle never destroys it; attacked while Set, the attacking
duelist's team takes 1000 damage once damage has been calculated.

The database's text, in our words: battle never destroys it (`Tag.NOT_DESTROYED_BY_BATTLE`); if
it was face-down when an attack on it reached the Damage Step, the attacker's duelist takes 1000
once damage has been calculated — a mandatory trigger at that point of the Damage Step
(`damage_step_timing`).

Seed 001 reading: the damage goes to the duelist whose monster attacked, off that duelist's
team's shared Life Points (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, On, Position, Scripts
from tagduel.engine.cardevents import DamageStepReached
from tagduel.engine.damage_step_timing import position_at_start
from tagduel.engine.tags import Tag

PASSCODE: Final = 31305911
DAMAGE: Final = 1000

SUMMARY: Final = {
    PASSCODE: (
        "Cannot be destroyed by battle; attacked while Set, the attacking duelist's team takes "
        "1000 damage after damage calculation."
    )
}


def _attacked_while_set(ctx: EffectContext) -> bool:
    event = ctx.event
    if not isinstance(event, DamageStepReached) or event.target_uid != ctx.card.uid:
        return False
    return position_at_start(ctx.card) is Position.SET


def _burn_attacker(ctx: EffectContext) -> None:
    event = ctx.event
    if isinstance(event, DamageStepReached):
        ctx.damage(event.seat.team, DAMAGE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="cannot be destroyed by battle",
            tags=frozenset({Tag.NOT_DESTROYED_BY_BATTLE}),
        ),
        Effect(
            EffectKind.TRIGGER,
            description="attacked while Set: 1000 to the attacker's team",
            on=On.AFTER_DAMAGE_CALCULATION,
            condition=_attacked_while_set,
            resolve=_burn_attacker,
        ),
    )
