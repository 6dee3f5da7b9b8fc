"""Smashing Ground (Normal Spell): destroy the face-up monster with the highest DEF that the
opponents control (the activator chooses among ties).

Seed 001 E: "cards that reference a card "your opponent controls" count both opponent's sides of
the field" (`Scope.OPPONENTS_FIELD`): the highest DEF is taken over both opponents' face-up
monsters. It does not target. It can't be activated while the opponents control no face-up
monster (it would do nothing). Master Rule 2 era wording and today's behave alike.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect
from tagduel.i18n import lazy

PASSCODE: Final = 97169186

SUMMARY: Final = {
    PASSCODE: (
        "Destroys the face-up monster with the highest DEF on both opponents' fields "
        "(your choice if tied)."
    )
}

_face_up_opponents = kit.monsters(Scope.OPPONENTS_FIELD, kit.face_up)


def _smash(ctx: EffectContext) -> None:
    found = _face_up_opponents(ctx)
    if not found:
        return
    best = max(c.defense_value() for c in found)
    tied = [c for c in found if c.defense_value() == best]
    prompt = lazy("destroy which of the highest-DEF monsters?")
    ctx.destroy_all(ctx.choose_cards(ctx.seat, tied, 1, 1, prompt))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy the opponents' face-up monster with the highest DEF",
            condition=kit.count_at_least(_face_up_opponents, 1),
            resolve=_smash,
        ),
    )
