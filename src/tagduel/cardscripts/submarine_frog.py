"""Submarine Frog (Effect Monster): attacking a Defense Position monster with lower DEF, it
inflicts the difference as battle damage (piercing).

The era's text, in our words: when it attacks a monster in Defense Position whose DEF is below
its ATK, the gap is dealt as battle damage (`Tag.PIERCE`), taken by the opposing team's shared
Life Points (seed 001 A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectKind, Scripts
from tagduel.engine.tags import Tag

PASSCODE: Final = 63948258

SUMMARY: Final = {PASSCODE: "Inflicts piercing battle damage."}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="inflicts piercing battle damage",
            tags=frozenset({Tag.PIERCE}),
        ),
    )
