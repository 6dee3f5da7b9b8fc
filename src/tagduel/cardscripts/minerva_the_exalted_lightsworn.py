"""Minerva, the Exalted Lightsworn (30100551): a Rank 4 Xyz Monster (2 Level 4 monsters) that
detaches 1 material to send the top 3 cards of its controller's Deck to the Graveyard and draw 1
card for each "Lightsworn" card sent; destroyed by battle, or destroyed by an opponent's card
effect while its owner controls it, it may send the top 3 cards of its owner's Deck to the
Graveyard and then destroy up to that many cards on the field, one for each "Lightsworn" card
sent. Each effect once per turn.

Era wording (the database's text), paraphrased: an ignition effect whose cost is one detached
material mills three and draws one per Lightsworn card milled; an optional "If" trigger (it never
misses the timing), when it is destroyed by battle, or by an opponent's card effect while its owner
controls it, mills three and may destroy as many cards on the field as Lightsworn cards were milled
(chosen as it resolves). Each effect may be used once per turn: the limit binds every copy and the
team (`engine.hard_once`; seed 001 E: "If a card prevents you from performing an action, it
prevents your teammate as well").

Seed 001 readings:
- the materials may be the teammate's face-up Level 4 monsters, and the Xyz Monster comes from
  the summoner's own Extra Deck (section A, "Duelist 1A has a face-up Level 4 Monster on his
  side of the field. His teammate may use that monster to Xyz Summon Number 39: Utopia.").
- "an opponent's card effect" is an effect controlled by either opponent (section E: the
  opposing team's duelists are both "your opponent" for what they control).
- "cards on the field" are the cards of all four fields (section E: "all" cards, both teams).
- "the top 3 cards of your Deck" is the top of the controller's own Deck (see `_lightsworn`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import is_lightsworn, mill
from tagduel.engine import Effect, EffectContext, EffectKind, On, Scope, Scripts, hard_once, kit
from tagduel.engine.causes import effect_card_at, event_index
from tagduel.engine.chain_events import ChainLinkResolving
from tagduel.engine.events import Destroyed, Moved

PASSCODE: Final = 30100551
ONCE_DRAW, ONCE_DESTROY = "minerva_exalted:draw", "minerva_exalted:destroy"

SUMMARY: Final = {
    PASSCODE: (
        "Rank 4: detach 1 to mill 3 and draw 1 per Lightsworn card milled; destroyed by battle "
        "or by an opponent's effect, may mill 3 and destroy up to 1 card on the field per "
        "Lightsworn card milled."
    )
}


def _mill_then_draw(ctx: EffectContext) -> None:
    sent = mill(ctx, 3)
    found = sum(1 for c in sent if is_lightsworn(c))
    if found:
        ctx.draw(ctx.seat, found)


def _destroyed_the_right_way(ctx: EffectContext) -> bool:
    event = ctx.event
    if not isinstance(event, Destroyed):
        return False
    if event.by == "battle":
        return True
    if event.by != "effect" or event.seat is not ctx.card.owner:
        return False  # "in its owner's possession" when destroyed
    found = effect_card_at(ctx.state, event_index(ctx.state, ctx.event))
    return found is not None and found[0].team is not ctx.card.owner.team


def _mill(ctx: EffectContext) -> None:
    mill(ctx, 3)


def _destroy_up_to(ctx: EffectContext) -> None:
    count = _lightsworn_milled(ctx)
    if count:
        chosen = ctx.choose_cards(ctx.seat, ctx.field_cards(Scope.ALL), 0, count)
        ctx.destroy_all(chosen)


def _lightsworn_milled(ctx: EffectContext) -> int:
    """How many "Lightsworn" cards the first step of this resolution sent (read from the log:
    the cards moved since this Chain Link began to resolve)."""
    count = 0
    for event in reversed(ctx.state.events):
        if isinstance(event, ChainLinkResolving):
            break
        if isinstance(event, Moved) and event.source.endswith(".deck"):
            card = ctx.state.find(event.uid)
            count += int(card is not None and is_lightsworn(card))
    return count


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.IGNITION,
            description="1 material: mill 3, draw per Lightsworn card milled",
            condition=hard_once.unused(ONCE_DRAW),
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=hard_once.cost(ONCE_DRAW, kit.detach_chosen),
            resolve=_mill_then_draw,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="destroyed by battle or an opponent: mill 3, destroy up to 1 card per Lightsworn card milled",
            on=On.DESTROYED,
            optional=True,
            condition=kit.both(_destroyed_the_right_way, hard_once.unused(ONCE_DESTROY)),
            cost=hard_once.cost(ONCE_DESTROY),
            resolve=_mill,
            steps=(_destroy_up_to,),
        ),
    )
