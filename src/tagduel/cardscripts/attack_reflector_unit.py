"""Attack Reflector Unit (91989718): Normal Trap: Tribute 1 "Cyber Dragon" the team controls to
Special Summon "Cyber Barrier Dragon" from the activator's hand or Deck.

Era wording (Master Rule 2, the same today), in our words: "Tribute 1 "Cyber Dragon". Special
Summon 1 "Cyber Barrier Dragon" from your hand or Deck." The Tribute is the cost; any card named
"Cyber Dragon" on the field counts (`_cyber_dark.named_as`).

Seed 001 readings:
- the Tribute may be the teammate's "Cyber Dragon" — section E, "A Duelist can allow their
  teammate to use monsters in their Monster Card Zones as Tribute Summons, Ritual Summons, Extra
  Deck Summons, or for other appropriate card effects." Never an opponent's;
- the Cyber Barrier Dragon comes from the activator's own hand or Deck (`_cyber_dark`:
  a duelist plays only their own hand and Deck) to the activator's field.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import is_cyber_dragon, own
from tagduel.engine import CardInstance, Effect, EffectContext, Location, Scripts, kit, moved
from tagduel.engine.tags import Tag

PASSCODE: Final = 91989718
CYBER_BARRIER_DRAGON: Final = 68774379

SUMMARY: Final = {
    PASSCODE: (
        'Tribute a "Cyber Dragon" of the team to Special Summon "Cyber Barrier Dragon" from the '
        "activator's hand or Deck."
    )
}


def _barrier(card: CardInstance) -> bool:
    return card.card.original == CYBER_BARRIER_DRAGON


def _barriers(ctx: EffectContext) -> list[CardInstance]:
    return own(ctx, Location.HAND, _barrier) + own(ctx, Location.DECK, _barrier)


_a_barrier = moved.remembered(lambda ctx: bool(_barriers(ctx)))
"""A "Cyber Barrier Dragon" in the hand or Deck: read from the zones alone, so remembered until
a card moves (asked at every window while the card is Set)."""


def _cyber_dragons(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in kit.tributes(ctx) if c.face_up and is_cyber_dragon(c)]


def _summon(ctx: EffectContext) -> None:
    if not ctx.can_special_summon():
        return
    for card in ctx.choose_cards(ctx.seat, _barriers(ctx), 1, 1):
        ctx.special_summon(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='Tribute 1 "Cyber Dragon": Special Summon 1 "Cyber Barrier Dragon"',
            condition=kit.both(_a_barrier, kit.can_special_summon),
            cost_cards=_cyber_dragons,
            cost_count=1,
            cost=kit.tribute_chosen,
            resolve=_summon,
            tags=frozenset({Tag.SUMMON_FROM_DECK}),
        ),
    )
