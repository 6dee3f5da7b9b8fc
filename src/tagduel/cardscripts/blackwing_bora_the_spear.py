"""Blackwing - Bora the Spear (Effect Monster): Special Summoned from the hand while the team
controls another "Blackwing" monster; inflicts piercing battle damage.

The database's text, in our words: with a "Blackwing" of another name on its duelist's side, it
may be Special Summoned out of the hand by its own procedure (a Normal Summon stays possible);
when it attacks a monster in Defense Position, the ATK above that monster's DEF is dealt to the
opposing team as battle damage (`Tag.PIERCE`).

Seed 001 reading: the other "Blackwing" may be the teammate's (section E: "you control" counts
the teammate's zones).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import hand_procedure
from tagduel.engine import Effect, EffectKind, Scripts
from tagduel.engine.tags import Tag

PASSCODE: Final = 49003716

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand while the team controls another Blackwing; inflicts "
        "piercing battle damage."
    )
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        hand_procedure(),
        Effect(
            EffectKind.CONTINUOUS,
            description="inflicts piercing battle damage",
            tags=frozenset({Tag.PIERCE}),
        ),
    )
