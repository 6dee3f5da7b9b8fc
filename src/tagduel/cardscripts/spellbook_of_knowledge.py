"""Spellbook of Knowledge (23314220): send 1 Spellcaster the team controls, or 1 other
"Spellbook" card from the activator's hand or face-up on the team's field, to the Graveyard, and
if so, draw 2 cards; 1 activation per turn.

Era wording (Master Rule 2, the same today), in our words: "Send to the GY either 1 Spellcaster
monster you control, or 1 other "Spellbook" card from your hand or face-up field, except
"Spellbook of Knowledge", and if you do, draw 2 cards." The card sent is chosen when it
resolves (not a cost); a face-down monster shows no Type, so only face-up Spellcasters count.

Seed 001 readings:
- "you control" and "your field" include the teammate's — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own." The teammate's face-up Spellcaster may be sent (its owner's Graveyard receives it);
- "your hand" is the activator's own (a duelist plays only their own hand); the draw is the
  activator's;
- "You can only activate 1 per turn" binds the team — section E, "If a card prevents you from
  performing an action, it prevents your teammate as well" (`hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.cardscripts._cyber_dark import SPELLBOOK, own
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    Location,
    Scope,
    Scripts,
    hard_once,
    kit,
)

PASSCODE: Final = 23314220

SUMMARY: Final = {
    PASSCODE: (
        'Sends a Spellcaster the team controls, or another "Spellbook" card, to the Graveyard '
        "to draw 2; one activation per turn for the team."
    )
}

_SPELLCASTER: Final = kit.race(Race.SPELLCASTER)


def _other_spellbook(card: CardInstance) -> bool:
    return card.card.in_archetype(SPELLBOOK) and card.card.original != PASSCODE


def _pool(ctx: EffectContext) -> list[CardInstance]:
    casters = [c for c in ctx.monsters(Scope.YOURS) if c.face_up and _SPELLCASTER(c)]
    books = own(ctx, Location.HAND, _other_spellbook)
    books += [c for c in ctx.field_cards(Scope.YOURS) if c.face_up and _other_spellbook(c)]
    return [c for c in dict.fromkeys(casters + books) if c.uid != ctx.card.uid]


def _send_then_draw(ctx: EffectContext) -> None:
    chosen = ctx.choose_cards(ctx.seat, _pool(ctx), 1, 1)
    for card in chosen:
        ctx.send_to(card, Location.GY)
        if card.location is Location.GY:
            ctx.draw(ctx.seat, 2)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='send a Spellcaster or another "Spellbook" card to the GY; draw 2',
            condition=lambda ctx: bool(_pool(ctx)),
            cost=hard_once.cost("spellbook_of_knowledge"),
            resolve=_send_then_draw,
        ),
    )
