"""Cyber End Dragon (1546123): a Fusion Monster of 3 "Cyber Dragon" that inflicts piercing
battle damage.

Era wording (Master Rule 2, the same today), in our words: "Cyber Dragon" ×3, only with those
materials; when it attacks a Defense Position monster whose DEF is lower than its ATK, the
difference is dealt as battle damage. The piercing is a property of the card
(`card_properties.Property.PIERCING`); the materials are cards named "Cyber Dragon" where they
are (`_cyber_dark.named_as`).

Seed 001 readings: the materials may be the teammate's monsters (section A, "Any member of a
team may use any Monster Cards in play on their team's side of the field for ... Extra Deck
Summons"); the battle damage comes off the defending team's one total (section A, "The Team has
a combined Life Point Total of 16,000").
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import CYBER_DRAGON, named_as
from tagduel.engine import Effect, EffectKind, Scripts
from tagduel.engine.card_properties import Property, declare

PASSCODE: Final = 1546123

SUMMARY: Final = {
    PASSCODE: 'Fusion of 3 "Cyber Dragon" (the teammate\'s may be used); inflicts piercing '
    "battle damage.",
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, fusion_materials=(named_as(CYBER_DRAGON),) * 3),
        *declare(Property.PIERCING),
    )
