"""What Sangan and Witch of the Black Forest share: sent from the field to the Graveyard, they
add a monster from their owner's Deck to their hand, and the cards of that name are locked for
the rest of the turn (no card of its own: a helper the two card modules import).

Seed 001 readings, for both:
- the monster comes from the owner's own Deck: it goes to "your hand", which holds only its
  duelist's own cards (see `engine.searching`).
- the lock on the searched card's name (no card or effect of that name may be activated for
  the rest of the turn) binds the teammate too: section E, "If a card prevents you from performing an action, it
  prevents your teammate as well." (`engine.name_locks`)
"""

from __future__ import annotations

from collections.abc import Callable

from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, On, hard_once, kit
from tagduel.engine.events import Moved
from tagduel.engine.name_locks import lock_name
from tagduel.engine.searching import add_from_deck, own_deck
from tagduel.engine.state import Forbid


def _from_the_field(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Moved) and event.from_field and event.destination == "gy"


def _adder(picks: Callable[[CardInstance], bool]) -> Callable[[EffectContext], None]:
    def resolve(ctx: EffectContext) -> None:
        chosen = ctx.choose_cards(ctx.seat, own_deck(ctx, picks), 1, 1)
        for card in add_from_deck(ctx, chosen):
            lock_name(ctx.state, ctx.seat, card, Forbid.ACTIVATE, ctx.card)

    return resolve


def searcher(picks: Callable[[CardInstance], bool], what: str, once: str) -> Effect:
    """The trigger both cards carry: when the card goes from the field to the Graveyard, search
    a monster `picks` accepts ("a `what`"), then lock that name for the team this turn
    (mandatory; once per turn for every copy and the team: `engine.hard_once`, seed 001 E "If a
    card prevents you from performing an action, it prevents your teammate as well")."""
    return Effect(
        EffectKind.TRIGGER,
        description=f"field to Graveyard: search a {what}; that name is locked this turn",
        on=On.SENT_TO_GY,
        condition=kit.both(_from_the_field, hard_once.unused(once)),
        cost=hard_once.cost(once),
        resolve=_adder(picks),
    )
