"""Absolute King Back Jack (Effect Monster): two effects, each usable once per turn by the team.

In our words: on an opponent's turn, as a quick effect, it may banish itself from the Graveyard
to turn over the top card of its holder's Deck: a Normal Trap is Set on their field and may be
activated this same turn; any other card goes to the Graveyard. And when it is sent to the
Graveyard, its owner may look at the top 3 cards of their Deck and put them back in any order.

Readings:
- "Your opponent's turn" is either opponent's (seed 001 D: count all appropriate turns).
- The top of a Deck is one Deck's: the holder's own (seed 001 E widens "your" for counting and
  choosing cards in a zone; turning over "the top card" needs one Deck). The Set card goes to
  the holder's own field, Set by them (seed 001 E: a Set card is activated by the duelist who
  Set it); with no free Spell & Trap Card Zone it goes to the Graveyard.
- "Each effect once per turn" binds the team (seed 001 E: "If a card prevents you from
  performing an action, it prevents your teammate as well"; `hard_once.py`).
- Banishing itself from the Graveyard is a cost: impossible while a card such as Kycoo the Ghost
  Destroyer forbids banishing from the Graveyard.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import CardType
from tagduel.engine import (
    CardInstance,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scripts,
    hard_once,
    kit,
)
from tagduel.engine.effects import Effect
from tagduel.engine.events import CardSet
from tagduel.engine.spelltrap import place, room_for
from tagduel.i18n import lazy

PASSCODE: Final = 60990740
FIRST, SECOND = "back_jack:1", "back_jack:2"
LOOK: Final = 3

SUMMARY: Final = {
    PASSCODE: (
        "On an opponent's turn, banish it from the Graveyard: the top card of the holder's Deck "
        "is Set if it is a Normal Trap (usable this turn), else sent to the Graveyard; when sent "
        "to the Graveyard, reorder the top 3 cards of the Deck (each once per turn)."
    )
}


def _opponents_turn(ctx: EffectContext) -> bool:
    return ctx.state.turn_seat.team is not ctx.team and bool(ctx.state.zones[ctx.seat].deck)


def _banish_itself(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return ctx.can_banish_from_gy()
    return ctx.banish(ctx.card)


def _is_normal_trap(card: CardInstance) -> bool:
    if not card.traits.is_trap:
        return False
    return not card.card.types & (CardType.CONTINUOUS | CardType.COUNTER)


def _excavate(ctx: EffectContext) -> None:
    deck = ctx.state.zones[ctx.seat].deck
    if not deck:
        return
    top = deck[0]
    if _is_normal_trap(top) and room_for(ctx.game, ctx.seat, top):
        place(ctx.game, ctx.seat, top, face_up=False)
        top.set_by = ctx.seat
        top.placed_turn = ctx.state.turn - 1  # "That Set card can be activated this turn"
        ctx.state.emit(CardSet(ctx.seat, top.name, Location.ST.value))
    else:
        ctx.send_to(top, Location.GY)


def _reorder(ctx: EffectContext) -> None:
    deck = ctx.state.zones[ctx.card.owner].deck
    left = list(deck[:LOOK])
    order = []
    while len(left) > 1:
        (card,) = ctx.choose_cards(ctx.seat, left, 1, 1, lazy("the next card from the top"))
        order.append(card)
        left.remove(card)
    order += left
    deck[: len(order)] = order


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.QUICK,
            description="opponent's turn: banish this card from the GY; excavate the top card",
            where=(Location.GY,),
            condition=kit.both(_opponents_turn, hard_once.unused(FIRST)),
            cost=hard_once.cost(FIRST, _banish_itself),
            resolve=_excavate,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="sent to the GY: look at the top 3 cards of your Deck, in any order",
            on=On.SENT_TO_GY,
            optional=True,
            condition=lambda ctx: len(ctx.state.zones[ctx.card.owner].deck) > 1,
            cost=hard_once.cost(SECOND),
            resolve=_reorder,
        ),
    )
