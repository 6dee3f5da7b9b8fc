"""Naturia Beans (Effect Monster): once per turn it is not destroyed by battle; when, face-up, it
is chosen as an attack target, the opposing team takes 500 damage.

The database's text, in our words: the first time each turn battle would destroy it, it stays
(`once_guards`); a mandatory trigger answers its being picked, face-up, as the target of an
attack (a declaration, or a replay's new target alike) with 500 damage to the opposing side.

Seed 001 reading: the damage comes off the opposing team's shared Life Points (section A); only
an opponent's monster attacks it (section C).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, On, Scripts, once_guards
from tagduel.engine.battle_events import AttackDeclared

PASSCODE: Final = 44789585
DAMAGE: Final = 500

SUMMARY: Final = {
    PASSCODE: (
        "Once per turn not destroyed by battle; chosen face-up as an attack target, the "
        "opposing team takes 500 damage."
    )
}


def _chosen_face_up(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, AttackDeclared) and not event.target_hidden and ctx.card.face_up


def _burn(ctx: EffectContext) -> None:
    ctx.damage_opponent(DAMAGE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        once_guards.battle_guard("the first destruction by battle each turn does not happen"),
        Effect(
            EffectKind.TRIGGER,
            description="picked face-up as an attack target: 500 to the opposing team",
            on=On.TARGETED_FOR_ATTACK,
            condition=_chosen_face_up,
            resolve=_burn,
        ),
    )
