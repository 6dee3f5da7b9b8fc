"""Dark Armed Dragon (65192027): Special Summoned from the hand while the team's Graveyards hold
exactly 3 DARK monsters; banishes 1 DARK monster from the team's Graveyards to destroy 1 card
on any of the four fields.

Era wording (Master Rule 2), in our words: it can be Special Summoned only by its own
procedure from the hand, while "your Graveyard" holds exactly 3 DARK monsters; removing from play
a DARK monster from "your Graveyard" destroys a card on the field — an Ignition Effect that
targets, with no limit per turn.

Seed 001 readings:
- the DARK monsters are counted over both teammates' Graveyards: section A, "Duelist 1A has 2
  DARK Monsters in her Graveyard. Her teammate also has 2 DARK Monster in his Graveyard.
  Neither Duelist can Special Summon Dark Armed Dragon as combined, both players have more than
  3 DARK Monsters." The cost may banish from either Graveyard ("your Graveyard", section E),
  unless an opponent's face-up Kycoo the Ghost Destroyer forbids it.
- "1 card on the field" is a card on any of the four fields (section E, "all ... Monsters,
  Spells, or Traps").
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.engine import Effect, EffectKind, Location, Scope, Scripts, kit

PASSCODE: Final = 65192027

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand while the team's Graveyards hold exactly 3 DARK "
        "monsters; banish a DARK monster from the team's Graveyards to destroy a card on any "
        "field."
    )
}

_dark_in_gy = kit.cards(Location.GY, Scope.YOURS, kit.attribute(Attribute.DARK))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            exclusive=True,
            condition=kit.count_exactly(_dark_in_gy, 3),
        ),
        Effect(
            EffectKind.IGNITION,
            description="banish 1 DARK monster from your Graveyard: destroy 1 card on the field",
            cost_cards=_dark_in_gy,
            cost_count=1,
            cost=kit.banish_chosen,
            targets=kit.field_cards(Scope.ALL),
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
