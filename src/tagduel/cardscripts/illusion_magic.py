"""Illusion Magic (73616671): Quick-Play Spell: Tribute 1 Spellcaster of the team to add up to 2
"Dark Magician" from the activator's Deck and/or Graveyard to the hand; 1 activation per turn.

Era wording (the card's database text), in our words: "Tribute 1 Spellcaster monster; add up to
2 copies of "Dark Magician" from your Deck and/or GY to your hand. You can only activate 1
"Illusion Magic" per turn." The Tribute is the cost (a face-up Spellcaster: a face-down monster
shows no Type).

Seed 001 readings:
- the Tribute may be the teammate's Spellcaster — section E, "A Duelist can allow their teammate
  to use monsters in their Monster Card Zones as Tribute Summons, ... or for other appropriate
  card effects.";
- the cards added come from the activator's own Deck and Graveyard, to the activator's hand (a
  card goes to its owner's hand: `_cyber_dark`, `searching.py`);
- 1 activation per turn binds the team (section E, `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.cardscripts._cyber_dark import own
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    Location,
    Scripts,
    hard_once,
    kit,
    searching,
)
from tagduel.engine.tags import Tag

PASSCODE: Final = 73616671

SUMMARY: Final = {
    PASSCODE: (
        'Tribute a Spellcaster of the team: add up to 2 "Dark Magician" from the activator\'s '
        "Deck and/or Graveyard; one activation per turn for the team."
    )
}

_DARK_MAGICIAN: Final = kit.named("Dark Magician")
_SPELLCASTER: Final = kit.race(Race.SPELLCASTER)


def _pool(ctx: EffectContext) -> list[CardInstance]:
    from_deck = own(ctx, Location.DECK, _DARK_MAGICIAN) if searching.may_add_from_deck(ctx) else []
    return from_deck + own(ctx, Location.GY, _DARK_MAGICIAN)


def _spellcasters(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in kit.tributes(ctx) if c.face_up and _SPELLCASTER(c)]


def _add(ctx: EffectContext) -> None:
    for card in ctx.choose_cards(ctx.seat, _pool(ctx), 1, 2):
        ctx.send_to(card, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='Tribute 1 Spellcaster: add up to 2 "Dark Magician" from your Deck/GY',
            condition=lambda ctx: bool(_pool(ctx)),
            cost_cards=_spellcasters,
            cost_count=1,
            cost=hard_once.cost("illusion_magic", kit.tribute_chosen),
            resolve=_add,
            tags=frozenset({Tag.SEARCH}),
        ),
    )
