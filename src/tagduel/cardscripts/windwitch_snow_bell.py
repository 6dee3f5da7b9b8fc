"""Windwitch - Snow Bell (70117860): Tuner; Special Summoned from the hand while the team controls
2 or more WIND monsters and no other monsters; a WIND Synchro Monster Synchro Summoned with it as
material can't be destroyed by the opponents' card effects.

Era wording (the card's database text), in our words: "If you control 2 or more WIND monsters and
no non-WIND monsters: You can Special Summon this card from your hand. A WIND Synchro Monster that
was Summoned using this card as Synchro Material cannot be destroyed by your opponent's card
effects." The summon is the card's own procedure (it starts no chain); a face-down monster shows
no Attribute, so it counts as a non-WIND monster. The protection is given through the material
(`Tag.SHIELDS_SYNCHRO`, `protection.py`) for as long as the Synchro Monster stays on the field.

Seed 001 readings:
- "you control" counts the teammate's monsters — section E, "If a card references another card
  that "you control" ... it counts cards in your teammate's Zones as well as your own." — both
  for the WIND monsters needed and for the non-WIND ones that forbid it;
- "your opponent's card effects" are both opponents' (section E); the Synchro Monster may be the
  teammate's, summoned with Snow Bell as material (section A, Extra Deck Summons).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.engine import Effect, EffectContext, EffectKind, Scope, Scripts, kit
from tagduel.engine.tags import Tag

PASSCODE: Final = 70117860

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand while the team controls only WIND monsters (2 or more); "
        "a WIND Synchro made with it can't be destroyed by the opponents' effects."
    )
}

_WIND: Final = kit.attribute(Attribute.WIND)


def _only_wind_two_or_more(ctx: EffectContext) -> bool:
    monsters = ctx.monsters(Scope.YOURS)
    wind = [c for c in monsters if c.face_up and _WIND(c)]
    return len(wind) >= 2 and len(wind) == len(monsters)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, condition=_only_wind_two_or_more),
        Effect(
            EffectKind.CONTINUOUS,
            description="a WIND Synchro Monster summoned with this card can't be destroyed by "
            "your opponent's card effects",
            who=Scope.PREVENTED_OPPONENTS,
            applies_to=kit.all_of(kit.is_monster, _WIND, lambda c: c.traits.synchro),
            tags=frozenset({Tag.SHIELDS_SYNCHRO}),
        ),
    )
