"""Cryomancer of the Ice Barrier (Effect Monster): while its controller's team controls another
"Ice Barrier" monster, no Level 4 or higher monster can declare an attack.

The database's text, in our words: as long as its duelist has a second "Ice Barrier" monster,
monsters of Level 4 and up are barred from declaring attacks.

Seed 001 readings: the second "Ice Barrier" may be the teammate's face-up monster (section E:
"you control ... counts cards in your teammate's Zones as well as your own"); the lock names no
side, so it binds every monster on the table, both teams' (section E: "all ... Monsters": all 4
Duelists).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._frogs import is_ice_barrier
from tagduel.cardscripts.gravity_bind import level_4_or_higher
from tagduel.engine import Effect, EffectContext, EffectKind, Forbid, Scope, Scripts

PASSCODE: Final = 23950192

SUMMARY: Final = {
    PASSCODE: (
        "While the team controls another face-up Ice Barrier monster, no Level 4 or higher "
        "monster on any field can declare an attack."
    )
}


def _another_ice_barrier(ctx: EffectContext) -> bool:
    return any(
        c.uid != ctx.card.uid and c.face_up and is_ice_barrier(c) for c in ctx.monsters(Scope.YOURS)
    )


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="with a second Ice Barrier on the team: no Level 4+ monster attacks",
            condition=_another_ice_barrier,
            forbid=Forbid.DECLARE_ATTACK,
            who=Scope.ALL,
            applies_to=level_4_or_higher,
        ),
    )
