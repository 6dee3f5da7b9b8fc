"""Hammer Shot (Normal Spell): destroy the Attack Position monster with the highest ATK on the
field (the activator chooses among ties).

In our words: destroy the Attack Position monster with the highest ATK on the field, your choice
on a tie. The field is all four duelists' (seed 001 E: a card about all monsters covers both
teams), so the highest ATK may be the activator's own or the teammate's monster. It can't be
activated while no monster is in Attack Position.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import extreme_atk
from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 26412047

SUMMARY: Final = {
    PASSCODE: "Destroys the Attack Position monster with the highest ATK on any field."
}

_ATTACKERS: Final = kit.monsters(Scope.ALL, kit.in_attack_position)


def _hammer(ctx: EffectContext) -> None:
    ctx.destroy_all(extreme_atk(ctx, _ATTACKERS(ctx), lowest=False))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy the Attack Position monster with the highest ATK",
            condition=kit.count_at_least(_ATTACKERS, 1),
            resolve=_hammer,
        ),
    )
