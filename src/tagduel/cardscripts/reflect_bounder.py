"""Reflect Bounder (Effect Monster): attacked by an opposing monster while in face-up Attack
Position, before damage calculation the opposing team takes damage equal to the attacker's ATK,
and after damage calculation Reflect Bounder is destroyed.

The database's text, in our words: when an opposing monster attacks it and it was face-up in
Attack Position as the Damage Step began, a mandatory trigger before damage calculation
(`damage_step_timing`) deals the attacker's ATK (when it resolves) to the opposing side; if that
damage is dealt, Reflect Bounder is destroyed once damage has been calculated (so battle never
destroys it).

Seed 001 readings: the attacker may be either opponent's; the damage comes off the opposing
team's shared Life Points (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Position, Scripts
from tagduel.engine.cardevents import DamageStepReached
from tagduel.engine.damage_step_timing import destroy_after_calculation, position_at_start

PASSCODE: Final = 2851070

SUMMARY: Final = {
    PASSCODE: (
        "Attacked in face-up Attack Position by an opposing monster: the opposing team takes "
        "damage equal to the attacker's ATK, and it is destroyed after damage calculation."
    )
}


def _attacked_face_up(ctx: EffectContext) -> bool:
    event = ctx.event
    if not isinstance(event, DamageStepReached) or event.target_uid != ctx.card.uid:
        return False
    opponents = event.seat.team is not ctx.team
    return opponents and position_at_start(ctx.card) is Position.ATTACK


def _reflect(ctx: EffectContext) -> None:
    event = ctx.event
    if not isinstance(event, DamageStepReached):
        return
    attacker = ctx.state.find(event.attacker_uid)
    if attacker is None or attacker.location is not Location.MONSTERS:
        return
    atk = attacker.attack_value()
    if atk > 0:
        ctx.damage_opponent(atk)
        destroy_after_calculation(ctx.card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="attacked face-up: the attacker's ATK to the opposing team; then it goes",
            on=On.BEFORE_DAMAGE_CALCULATION,
            condition=_attacked_face_up,
            resolve=_reflect,
        ),
    )
