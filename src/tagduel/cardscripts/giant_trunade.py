"""Giant Trunade (Normal Spell): return every other Spell and Trap Card on the field to its
owner's hand.

In our words: all Spells and Traps on the field go back to the hand. Seed 001 E: "If a card
specifically states it affects all Duelists, Monsters, Spells, or Traps, then it affects both
Teams (all 4 Duelists.)" — all four duelists' Spell & Trap Card Zones and Field Spell Zones; each
card goes to its owner's hand (seed 001 E: the owner is "the Duelist whose Deck the card started
in"), all at once. Giant Trunade itself, resolving, stays out of it. It can't be activated while
no other Spell or Trap Card is on the field.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts.heavy_storm import spells_and_traps
from tagduel.engine import EffectContext, Location, Scripts, kit
from tagduel.engine.effects import Effect
from tagduel.engine.timing import together

PASSCODE: Final = 42703248

SUMMARY: Final = {
    PASSCODE: "Returns every other Spell and Trap Card on all four fields to its owner's hand."
}


def _return_all(ctx: EffectContext) -> None:
    with together(ctx.state):
        for card in list(spells_and_traps(ctx)):
            ctx.send_to(card, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="every Spell/Trap on the field goes back to its owner's hand",
            condition=kit.count_at_least(spells_and_traps, 1),
            resolve=_return_all,
        ),
    )
