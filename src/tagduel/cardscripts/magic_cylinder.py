"""Magic Cylinder (Normal Trap): when an opposing monster declares an attack, target it: negate
the attack, and if that happens, the opposing team takes damage equal to its ATK.

The database's text, in our words: it answers an opposing monster's attack declaration by
targeting the attacker, stopping the attack and, only if the attack is stopped, dealing the
attacker's ATK to the opposing side.

Seed 001 readings: the attacker may be either opponent's monster (section D: any duelist of the
defending team may activate their own Set copy); the damage comes off the opposing team's shared
Life Points (section A). The ATK is the monster's ATK when the effect resolves; nothing happens
if the attack was already negated or the monster has left.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts.dimensional_prison import attacking_monster
from tagduel.engine import Effect, EffectContext, Location, Scripts, kit

PASSCODE: Final = 62279055

SUMMARY: Final = {
    PASSCODE: (
        "Answers an opposing monster's attack declaration: the attack is negated and the "
        "opposing team takes damage equal to that monster's ATK."
    )
}


def _reflect(ctx: EffectContext) -> None:
    attack = ctx.attack
    for target in ctx.targets:
        still = target.location is Location.MONSTERS
        if attack is None or attack.negated or attack.attacker != target.uid or not still:
            continue
        ctx.negate_attack()
        ctx.damage_opponent(target.attack_value())


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="stop the attack; the attacker's ATK goes to the opposing team",
            condition=kit.opponent_attacks,
            targets=attacking_monster,
            target_count=1,
            resolve=_reflect,
        ),
    )
