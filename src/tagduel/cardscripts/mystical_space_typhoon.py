"""Mystical Space Typhoon (Quick-Play Spell): destroy 1 targeted Spell/Trap on the field.

The database's text, in our words: it picks one Spell or Trap anywhere on the field as its
target and destroys it. No side is named, so the target may be on any of the four duelists'
Spell & Trap Card Zones and Field Spell Zones, face-up or Set (seed 001 E: "all ... Spells, or
Traps" are all four duelists'): 1A may destroy the teammate's card as well as an opponent's. A
card in a Spell & Trap Card Zone is a Spell/Trap there (a monster equipped by its own effect,
such as Blast Sphere, is treated as an Equip Card). It can't target itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, Location, Scope, Scripts, kit

PASSCODE: Final = 5318639

SUMMARY: Final = {PASSCODE: "Destroys 1 targeted Spell/Trap on any of the four fields."}

_ZONES: Final = (Location.ST, Location.FIELD)


def _spells_traps(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in ctx.field_cards(Scope.ALL) if c.location in _ZONES and c.uid != ctx.card.uid]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy a targeted Spell/Trap anywhere on the field",
            targets=_spells_traps,
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
