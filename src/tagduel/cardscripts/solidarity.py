"""Solidarity (Continuous Spell): while the monsters in the team's Graveyards are all of one
original Type, the team's face-up monsters of that Type gain 800 ATK.

Seed 001 readings: "your Graveyard" is both teammates' Graveyards (section A: "Duelists may use
their teammate's Graveyard as if it was their own"; section E), so a Warrior in 1A's and a
Spellcaster in 1B's Graveyard make two Types and no gain; "monsters you control" are both
teammates' monsters (section E). The original Type is the printed one. With no monster in the
Graveyards there is no Type, and no gain.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cards.model import Race
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scope,
    Scripts,
    kit,
)

PASSCODE: Final = 86780027

SUMMARY: Final = {
    PASSCODE: (
        "While the team's Graveyards hold monsters of one original Type only, the team's "
        "face-up monsters of that Type gain 800 ATK."
    )
}


def the_one_type(ctx: EffectContext) -> Race | None:
    """The only original Type among the monsters in "your Graveyard", if there is exactly one."""
    types = {c.card.race for c in ctx.cards(Location.GY, Scope.YOURS) if c.card.is_monster}
    return next(iter(types)) if len(types) == 1 else None


def _of_that_type(ctx: EffectContext) -> Sequence[CardInstance]:
    found = the_one_type(ctx)
    if found is None:
        return []
    return [c for c in ctx.monsters(Scope.YOURS) if c.face_up and c.card.race == found]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Solidarity"),
        Effect(
            EffectKind.CONTINUOUS,
            description="your monsters of the only Type in your Graveyard gain 800 ATK",
            affects=_of_that_type,
            stats=kit.gains(800),
        ),
    )
