"""Photon Generator Unit (66607691): Tribute 2 "Cyber Dragon" the team controls to Special Summon
"Cyber Laser Dragon" from the activator's hand or Deck, or from the team's Graveyards.

Era wording (Master Rule 2), in our words: "Tribute 2 "Cyber Dragons". Special Summon 1 "Cyber
Laser Dragon" from your hand, Deck, or Graveyard." The Tributes are the cost; any card named
"Cyber Dragon" on the field counts (`_cyber_dark.named_as`). (The card database prints it
as a Quick-Play Spell; it is played as the database says.)

Seed 001 readings:
- the Tributes may be the teammate's "Cyber Dragon" — section E, "A Duelist can allow their
  teammate to use monsters in their Monster Card Zones as Tribute Summons, ... or for other
  appropriate card effects." Never an opponent's;
- "your Graveyard" includes the teammate's — section A, "Duelists may use their teammate's
  Graveyard as if it was their own"; the hand and Deck are the activator's own
  (`_cyber_dark`). The monster comes to the activator's field.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import is_cyber_dragon, own
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    Location,
    Scope,
    Scripts,
    kit,
    moved,
)
from tagduel.engine.tags import Tag

PASSCODE: Final = 66607691
CYBER_LASER_DRAGON: Final = 4162088

SUMMARY: Final = {
    PASSCODE: (
        'Tribute 2 "Cyber Dragon" of the team to Special Summon "Cyber Laser Dragon" from the '
        "hand, Deck or the team's Graveyards."
    )
}


def _laser(card: CardInstance) -> bool:
    return card.card.original == CYBER_LASER_DRAGON


def _lasers(ctx: EffectContext) -> list[CardInstance]:
    found = own(ctx, Location.HAND, _laser) + own(ctx, Location.DECK, _laser)
    return found + [c for c in ctx.cards(Location.GY, Scope.YOURS) if _laser(c)]


_a_laser = moved.remembered(lambda ctx: bool(_lasers(ctx)))
"""A "Cyber Laser Dragon" in the hand, Deck or the team's Graveyards: read from the zones
alone, so remembered until a card moves (asked at every window while the card is Set)."""


def _cyber_dragons(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in kit.tributes(ctx) if c.face_up and is_cyber_dragon(c)]


def _summon(ctx: EffectContext) -> None:
    if not ctx.can_special_summon():
        return
    for card in ctx.choose_cards(ctx.seat, _lasers(ctx), 1, 1):
        ctx.special_summon(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='Tribute 2 "Cyber Dragon": Special Summon 1 "Cyber Laser Dragon"',
            condition=kit.both(_a_laser, kit.can_special_summon),
            cost_cards=_cyber_dragons,
            cost_count=2,
            cost=kit.tribute_chosen,
            resolve=_summon,
            tags=frozenset({Tag.SUMMON_FROM_DECK}),
        ),
    )
