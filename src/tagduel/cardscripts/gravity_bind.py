"""Gravity Bind (Continuous Trap): while it is face-up, no Level 4 or higher monster can attack.

The database's text, in our words: monsters of Level 4 and up may not attack. It names no side:
every monster on the table, the activator's and the teammate's too (seed 001 E: "If a card
specifically states it affects all Duelists, Monsters, ... then it affects both Teams (all 4
Duelists.)"; `Scope.ALL`). An Xyz Monster has a Rank, not a Level, so it is not bound.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Effect, EffectKind, Forbid, Scope, Scripts

PASSCODE: Final = 85742772

SUMMARY: Final = {PASSCODE: "While face-up, no Level 4 or higher monster on any field can attack."}


def level_4_or_higher(card: CardInstance) -> bool:
    """A monster with a Level of 4 or more (an Xyz Monster has a Rank instead)."""
    return card.card.is_monster and not card.traits.xyz and card.card.level >= 4


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Gravity Bind"),
        Effect(
            EffectKind.CONTINUOUS,
            description="Level 4 or higher monsters cannot attack",
            forbid=Forbid.DECLARE_ATTACK,
            who=Scope.ALL,
            applies_to=level_4_or_higher,
        ),
    )
