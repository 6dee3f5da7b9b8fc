"""Garoth, Lightsworn Warrior (59019082): each time an effect of a "Lightsworn" monster of its
team, other than Garoth, sends cards from its controller's or the teammate's Deck to the
Graveyard, it sends the top 2 cards of its controller's Deck to the Graveyard, then they draw 1
card per "Lightsworn" monster among them.

Era wording (the database's text), paraphrased: a mandatory trigger that answers cards milled from
the team's Decks by the effect of a Lightsworn monster of the team other than a Garoth; it triggers
once for each Chain Link that mills (the first card milled triggers it), whatever the number of
cards; it mills two of its controller's own cards and draws one for each Lightsworn monster among
them. The effect's card is read from the Chain Link that was resolving (`engine.causes`).

Seed 001 readings:
- "your Deck" counts the teammate's Deck, and "a "Lightsworn" monster you control" the
  teammate's monsters: section E, "If a card references another card that "you control" or
  "your" hand, Deck, Extra Deck, Graveyard, or Banished Zone, it counts cards in your
  teammate's Zones as well as your own." (1B's Lyla sending 1B's cards triggers 1A's Garoth.)
- "the top 2 cards of your Deck" that Garoth itself sends, and the draw, are its controller's
  own (a Deck has one top; see `_lightsworn`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import LIGHTSWORN, is_lightsworn_monster, mill
from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scope, Scripts
from tagduel.engine.causes import deck_seat, effect_card_at, event_index, from_deck_to_gy
from tagduel.engine.chain_events import ChainLinkResolving
from tagduel.engine.events import Moved

PASSCODE: Final = 59019082

SUMMARY: Final = {
    PASSCODE: (
        "Each time a team \"Lightsworn\" monster's effect (not Garoth's) sends cards from the "
        "team's Decks to the Graveyard: mill 2, then draw 1 for each Lightsworn monster milled."
    )
}


def _qualifies(ctx: EffectContext, index: int) -> bool:
    """Event `index` sends a card from a team Deck to the GY, by a team Lightsworn monster."""
    event = ctx.state.events[index]
    if not from_deck_to_gy(event) or not isinstance(event, Moved):
        return False
    if deck_seat(event) not in ctx.seats(Scope.YOURS):
        return False
    found = effect_card_at(ctx.state, index)
    if found is None:
        return False
    seat, card = found
    return (
        seat in ctx.seats(Scope.YOURS)
        and card.is_monster
        and card.in_archetype(LIGHTSWORN)
        and card.original != PASSCODE
    )


def _first_of_its_link(ctx: EffectContext, index: int) -> bool:
    """No earlier card of the same Chain Link's resolution qualified (one trigger per time)."""
    events = ctx.state.events
    for back in range(index - 1, -1, -1):
        if isinstance(events[back], ChainLinkResolving):
            return True
        if _qualifies(ctx, back):
            return False
    return True


def _triggers(ctx: EffectContext) -> bool:
    index = event_index(ctx.state, ctx.event)
    return index >= 0 and _qualifies(ctx, index) and _first_of_its_link(ctx, index)


def _mill_then_draw(ctx: EffectContext) -> None:
    sent = mill(ctx, 2)
    found = sum(1 for c in sent if is_lightsworn_monster(c))
    if found:
        ctx.draw(ctx.seat, found)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="a team Lightsworn monster's effect milled the team: mill 2, draw per Lightsworn monster milled",
            on=On.SENT_TO_GY,
            watch=True,
            where=(Location.MONSTERS,),
            condition=_triggers,
            resolve=_mill_then_draw,
        ),
    )
