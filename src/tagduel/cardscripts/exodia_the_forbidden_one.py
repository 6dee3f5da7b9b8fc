"""Exodia the Forbidden One (33396948): with it and the four limbs — Left Arm (7902349), Right
Arm (70903634), Left Leg (44519536) and Right Leg (8124921) of the Forbidden One — in "your hand",
which in a Tag Duel is the holder's and the teammate's hands together, the team wins the duel.
The limbs are Normal Monsters and need no script of their own.

Era wording (Master Rule 2, the same as today), in our words: holding this card and the four
limbs in "your hand" wins the duel.

Seed 001 readings:
- the team wins: section A, "If a Duelist reaches a special win condition (such as Final
  Countdown or Exodia the Forbidden One), that team wins."
- "your hand" counts the teammate's hand: section E, "If a card references another card that
  "you control" or "your" hand, Deck, Extra Deck, Graveyard, or Banished Zone, it counts cards
  in your teammate's Zones as well as your own." So pieces split between the two teammates'
  hands win (the head holder's team), through the scope module (`Scope.YOURS`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts
from tagduel.engine.scope import Scope

PASSCODE: Final = 33396948
LIMBS: Final[tuple[int, ...]] = (7902349, 70903634, 44519536, 8124921)

SUMMARY: Final = {
    PASSCODE: (
        "With it and the four Forbidden One limbs in the hands of a duelist and their teammate "
        "together, that team wins the duel."
    )
}


def _holds_all_five(ctx: EffectContext) -> bool:
    held = {c.card.original for c in ctx.cards(Location.HAND, Scope.YOURS)}
    return all(limb in held for limb in LIMBS)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="all five Forbidden One pieces in your hand: you win the duel",
            where=(Location.HAND,),
            wins=_holds_all_five,
        ),
    )
