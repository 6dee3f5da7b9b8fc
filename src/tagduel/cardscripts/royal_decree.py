"""Royal Decree (51452091): a Continuous Trap that, while face-up, negates the effects of every
other Trap Card on the four fields.

Era wording (Master Rule 2, the same as the database's), paraphrased: a Continuous Trap that, while
face-up, negates the effects of every other Trap on the field: a Trap Card activated meanwhile
resolves doing nothing, and a face-up Continuous Trap's effects stop applying (`restrictions`: a
continuous `negate`).

Seed 001 reading: "all ... on the field" is the four fields, its controller's and the teammate's
Traps included: section E, "If a card specifically states it affects all Duelists, Monsters,
Spells, or Traps, then it affects both Teams (all 4 Duelists.)"
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Effect, EffectKind, Scripts

PASSCODE: Final = 51452091

SUMMARY: Final = {
    PASSCODE: "Continuous Trap: negates the effects of every other Trap Card on all four fields.",
}


def _trap_on_the_field(card: CardInstance) -> bool:
    return card.traits.is_trap and card.location.on_field


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate the Continuous Trap"),
        Effect(
            EffectKind.CONTINUOUS,
            description="the other Traps on the field are negated",
            negate=_trap_on_the_field,
        ),
    )
