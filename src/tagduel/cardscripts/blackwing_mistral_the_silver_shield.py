"""Blackwing - Mistral the Silver Shield (Tuner): when it is destroyed on the field and sent to
the Graveyard, the next battle damage its team would take this turn becomes 0.

The database's text, in our words: a mandatory trigger worded "If" (it never misses the
timing), whatever destroyed it on the field, as long as it ends in the Graveyard: the first
battle damage coming to its duelist later this turn is cut to nothing (`battle_damage_zero`).

Seed 001 reading: the team's Life Points are shared (section A), so the shield is the team's:
the next battle damage either duelist of the team would take this turn is 0.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scripts
from tagduel.engine.battle_damage_zero import shield_next

PASSCODE: Final = 46710683

SUMMARY: Final = {
    PASSCODE: (
        "When destroyed on the field and sent to the Graveyard: the next battle damage its "
        "team would take this turn is 0."
    )
}


def _in_graveyard(ctx: EffectContext) -> bool:
    return ctx.card.location is Location.GY


def _shield(ctx: EffectContext) -> None:
    shield_next(ctx.state, ctx.seat, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="destroyed into the Graveyard: the team's next battle damage this turn "
            "is 0",
            on=On.DESTROYED,
            condition=_in_graveyard,
            resolve=_shield,
        ),
    )
