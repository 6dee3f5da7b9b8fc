"""Harpie's Feather Duster (18144506): destroys every Spell and Trap Card both opponents control.

Era wording (Master Rule 2, the same as the database's), paraphrased: every Spell and Trap Card the
opponent controls is destroyed, face-up or Set, the Field Spell included.

Seed 001 reading: "your opponent controls" is both opponents' sides of the field — section E,
"If a card affects only your opponent's side of the field, it affects the entire side, or both
opponents." The teammate's Spells and Traps stay.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, Scope, Scripts, kit

PASSCODE: Final = 18144506

SUMMARY: Final = {
    PASSCODE: "Destroys every Spell and Trap Card on both opponents' fields.",
}

_opponents_spell_traps = kit.field_cards(Scope.OPPONENTS_FIELD, kit.is_spell_or_trap)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="every opposing Spell/Trap is destroyed",
            condition=kit.count_at_least(_opponents_spell_traps, 1),
            resolve=kit.destroy_all(_opponents_spell_traps),
        ),
    )
