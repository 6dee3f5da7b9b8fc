"""Raigeki (Normal Spell): destroy every monster the opponents control.

In our words: destroy all of the opponent's monsters. Seed 001 E: "cards that reference a card
"your opponent controls" count both opponent's sides of the field" — both opponents' monsters
are destroyed, face-up or Set (`Scope.OPPONENTS_FIELD`); the teammate's stay. It can't be
activated while the opponents control no monster.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 12580477

SUMMARY: Final = {PASSCODE: "Destroys every monster on both opponents' fields."}


def register(scripts: Scripts) -> None:
    theirs = kit.monsters(Scope.OPPONENTS_FIELD)
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy all monsters your opponents control",
            condition=kit.count_at_least(theirs, 1),
            resolve=kit.destroy_all(theirs),
        ),
    )
