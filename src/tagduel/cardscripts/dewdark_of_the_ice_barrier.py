"""Dewdark of the Ice Barrier (Effect Monster): it may attack directly while the only face-up
monsters its team controls are Level 2 or lower.

The database's text, in our words: as long as every face-up monster on its duelist's side is
Level 2 or lower, it may attack the opposing side directly (`Tag.DIRECT_ATTACK`, with that
condition: a face-down monster does not count; an Xyz Monster has no Level, so it breaks the
condition).

Seed 001 reading: the monsters counted are both teammates' face-up monsters (section E: "you
control ... counts cards in your teammate's Zones as well as your own"): 1B's face-up Level 4
monster stops 1A's Dewdark from attacking directly.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._frogs import level_at_most
from tagduel.engine import Effect, EffectContext, EffectKind, Scope, Scripts
from tagduel.engine.tags import Tag

PASSCODE: Final = 90311614

SUMMARY: Final = {
    PASSCODE: (
        "Can attack directly while every face-up monster on its team's side is Level 2 or lower."
    )
}

_small = level_at_most(2)


def _only_small_face_up(ctx: EffectContext) -> bool:
    return all(_small(c) for c in ctx.monsters(Scope.YOURS) if c.face_up)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="direct attacks while the team's face-up monsters are all Level 2 or less",
            condition=_only_small_face_up,
            tags=frozenset({Tag.DIRECT_ATTACK}),
        ),
    )
