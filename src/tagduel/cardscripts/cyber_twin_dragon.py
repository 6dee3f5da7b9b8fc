"""Cyber Twin Dragon (74157028): a Fusion Monster of 2 "Cyber Dragon" that may make a second
attack during each Battle Phase.

Era wording (Master Rule 2, the same today), in our words: "Cyber Dragon" + "Cyber Dragon"; a
Fusion Summon of it needs those exact materials; it can attack twice in each Battle Phase. The
materials are any card named "Cyber Dragon" where it is (Proto-Cyber Dragon on the field, Cyber
Dragon Core and Drei on the field: `_cyber_dark.named_as`). The second attack is a
granted rule (`Tag.SECOND_ATTACK`, `engine/battle_extras.py`).

Seed 001 readings: the materials may be the teammate's monsters (section A, "Any member of a
team may use any Monster Cards in play on their team's side of the field for ... Extra Deck
Summons"); it attacks only on its controller's turn (section C, "The active Duelist can only
attack with Attack Position monsters that are in their own 5 Monster Card Zones").
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import CYBER_DRAGON, named_as
from tagduel.engine import Effect, EffectKind, Scripts
from tagduel.engine.tags import Tag

PASSCODE: Final = 74157028

SUMMARY: Final = {
    PASSCODE: 'Fusion of 2 "Cyber Dragon" (the teammate\'s may be used); attacks twice in each '
    "Battle Phase.",
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, fusion_materials=(named_as(CYBER_DRAGON),) * 2),
        Effect(
            EffectKind.CONTINUOUS,
            description="can make a second attack during each Battle Phase",
            tags=frozenset({Tag.SECOND_ATTACK}),
        ),
    )
