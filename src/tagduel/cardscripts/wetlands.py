"""Wetlands (Field Spell): every Aqua WATER monster of Level 2 or lower gains 1200 ATK.

The database's text, in our words: small WATER Aqua monsters (Level 2 or less) get 1200 ATK
wherever they are. No side is named, so they are those on all four fields (seed 001 E: "all ...
Monsters" affect both teams); the opponents' Aqua monsters gain too. Seed 001 A: "There can only
be 1 Field Spell Card in play at a time", so it replaces any other face-up Field Spell.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._frogs import is_aqua, is_water, level_at_most
from tagduel.engine import Effect, EffectKind, Scope, Scripts, kit

PASSCODE: Final = 2084239

SUMMARY: Final = {
    PASSCODE: "Aqua WATER monsters of Level 2 or lower on all four fields gain 1200 ATK."
}

_small_aqua = kit.all_of(is_aqua, is_water, level_at_most(2))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Wetlands"),
        Effect(
            EffectKind.CONTINUOUS,
            description="small WATER Aqua monsters get 1200 ATK",
            affects=kit.monsters(Scope.ALL, _small_aqua),
            stats=kit.gains(1200),
        ),
    )
