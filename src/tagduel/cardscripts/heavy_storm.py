"""Heavy Storm (Normal Spell): destroy every other Spell and Trap Card on the field.

In our words: destroy all Spells and Traps on the field. Seed 001 E: "If a card specifically
states it affects all Duelists, Monsters, Spells, or Traps, then it affects both Teams (all 4
Duelists.)" — the Spell & Trap Card Zones and Field Spell Zones of all four duelists, the
activator's own included, face-up or Set. Heavy Storm itself, resolving, is not among them. It
can't be activated while no other Spell or Trap Card is on the field.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 19613556

SUMMARY: Final = {
    PASSCODE: "Destroys every other Spell and Trap Card on all four duelists' fields."
}


def spells_and_traps(ctx: EffectContext) -> Sequence[CardInstance]:
    """Every Spell/Trap Card on the field but this one (all four duelists)."""
    return [
        c for c in ctx.field_cards(Scope.ALL) if not c.card.is_monster and c.uid != ctx.card.uid
    ]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy every Spell/Trap on the field",
            condition=kit.count_at_least(spells_and_traps, 1),
            resolve=kit.destroy_all(spells_and_traps),
        ),
    )
