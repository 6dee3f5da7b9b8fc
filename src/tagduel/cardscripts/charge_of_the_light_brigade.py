"""Charge of the Light Brigade (94886282): its activator sends the top 3 cards of their Deck to
the Graveyard to add a "Lightsworn" monster of Level 4 or less from their Deck to their hand.

Era wording (the database's text), paraphrased: milling three is the cost, then a Lightsworn
monster of Level 4 or less is searched from the Deck; the Deck must hold three cards, and a monster
to search, for it to be activated.

Seed 001 readings:
- the top 3 cards are the top of the activator's own Deck (a Deck has one top; see
  `_lightsworn`).
- the monster added comes from the activator's own Deck: it goes to "your hand", which holds
  only its duelist's own cards (see `engine.searching`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import is_lightsworn_monster, mill
from tagduel.engine import CardInstance, Effect, EffectContext, Scripts
from tagduel.engine.searching import can_search, search

PASSCODE: Final = 94886282
MILLED: Final = 3

SUMMARY: Final = {
    PASSCODE: (
        "Cost: mill the top 3 of the activator's Deck; then search their Deck for a "
        '"Lightsworn" monster of Level 4 or less.'
    )
}


def _low_lightsworn(card: CardInstance) -> bool:
    return is_lightsworn_monster(card) and 0 < card.card.level <= 4


def _mill_cost(ctx: EffectContext, check_only: bool) -> bool:
    deck = ctx.state.zones[ctx.seat].deck
    if check_only:
        return len(deck) >= MILLED
    mill(ctx, MILLED)
    return True


def _add(ctx: EffectContext) -> None:
    search(ctx, _low_lightsworn)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="mill 3 (cost): search a Lightsworn monster of Level 4 or less",
            condition=can_search(_low_lightsworn),
            cost=_mill_cost,
            resolve=_add,
        ),
    )
