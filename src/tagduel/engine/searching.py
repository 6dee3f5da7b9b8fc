"""Adding cards from a Deck to the hand other than by drawing ("search"), and what forbids it.

A search (Reinforcement of the Army adds a Warrior from "your Deck" to "your hand") takes the
card from the activating duelist's own Deck: the card ends in "your hand", and a hand holds only the cards its
duelist owns (seed 001 E: the owner is "the Duelist whose Deck the card started in"; a card
leaving the teammate's Deck could only go to the teammate's hand). A continuous effect may
forbid adding cards from the Main Deck to the hand except by drawing (Thunder King Rai-Oh:
`Forbid.ADD_FROM_DECK`, for the seats its scope names); scripts add through `add_from_deck`,
which checks it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from tagduel.engine import gates
from tagduel.engine.context import EffectContext
from tagduel.engine.moved import remembered
from tagduel.engine.restrictions import registry
from tagduel.engine.state import Forbid
from tagduel.engine.zones import CardInstance, Location

# An Enum member read on a hot path, bound to a module name: a member read from its class
# (`Forbid.ADD_FROM_DECK`) goes through the slow attribute hook of EnumType.__getattr__.
_ADD_FROM_DECK: Final = Forbid.ADD_FROM_DECK


def may_add_from_deck(ctx: EffectContext) -> bool:
    """False while an effect forbids this effect's controller to add cards from the Deck."""
    return not registry(ctx.game).forbids(_ADD_FROM_DECK, ctx.seat)


def own_deck(ctx: EffectContext, picks: Callable[[CardInstance], bool]) -> list[CardInstance]:
    """The cards of the controller's own Deck that `picks` accepts."""
    return [c for c in ctx.state.zones[ctx.seat].deck if picks(c)]


def add_from_deck(ctx: EffectContext, cards: Sequence[CardInstance]) -> list[CardInstance]:
    """Add `cards` from the Deck to their owner's hand, unless forbidden; the cards added."""
    if not may_add_from_deck(ctx):
        return []
    added = [c for c in cards if c.location is Location.DECK]
    for card in added:
        ctx.send_to(card, Location.HAND)
    return added


def search(ctx: EffectContext, picks: Callable[[CardInstance], bool], count: int = 1) -> None:
    """ "Add `count` card(s) `picks` accepts from your Deck to your hand": the controller
    chooses from their own Deck (a resolution step: it asks, then adds)."""
    if not may_add_from_deck(ctx):
        return
    chosen = ctx.choose_cards(ctx.seat, own_deck(ctx, picks), count, count)
    add_from_deck(ctx, chosen)


def can_search(picks: Callable[[CardInstance], bool]) -> Callable[[EffectContext], bool]:
    """Condition: the controller's Deck holds a card `picks` accepts, and adding is allowed."""
    return lambda ctx: may_add_from_deck(ctx) and any(map(picks, ctx.state.zones[ctx.seat].deck))


def can_search_named(*names: str) -> Callable[[EffectContext], bool]:
    """`can_search` for cards picked by their printed names, each card's name read once."""
    wanted = frozenset(names)

    def in_deck(ctx: EffectContext) -> bool:
        return not wanted.isdisjoint([c.card.name for c in ctx.state.zones[ctx.seat].deck])

    found = remembered(in_deck)  # the Deck's cards change only when a card moves

    def searchable(ctx: EffectContext) -> bool:
        return found(ctx) and may_add_from_deck(ctx)  # the remembered answer first

    gates.made_of(searchable, (found, may_add_from_deck))  # no while `found` says no (moved.py)
    return searchable
