"""Fissure (Normal Spell): destroy the face-up monster with the lowest ATK on the opponents'
fields (the activator chooses among ties).

In our words: destroy the opponent's face-up monster with the lowest ATK, your choice on a tie.
Seed 001 E: "cards that reference a card "your opponent controls" count both opponent's sides
of the field" — the lowest ATK among both opponents' face-up monsters (`Scope.OPPONENTS_FIELD`);
a tie across the two fields is the activator's choice. It can't be activated while the
opponents control no face-up monster.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import extreme_atk
from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 66788016

SUMMARY: Final = {
    PASSCODE: "Destroys the face-up monster with the lowest ATK on both opponents' fields."
}

_THEIR_FACE_UP: Final = kit.monsters(Scope.OPPONENTS_FIELD, kit.face_up)


def _fissure(ctx: EffectContext) -> None:
    ctx.destroy_all(extreme_atk(ctx, _THEIR_FACE_UP(ctx), lowest=True))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy your opponents' face-up monster with the lowest ATK",
            condition=kit.count_at_least(_THEIR_FACE_UP, 1),
            resolve=_fissure,
        ),
    )
