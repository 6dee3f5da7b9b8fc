"""Cyber Valley (3657444): three effects, one of which its controller may use: targeted for an
attack, it banishes itself to draw 1 card and end the Battle Phase; it banishes itself with 1
face-up monster of the team to draw 2 cards; it banishes itself and 1 card of its controller's
hand to put 1 card of the team's Graveyards on top of its owner's Deck.

Era wording (Master Rule 2), in our words: "You can activate 1 of these effects. ● When this card
is targeted for an attack: You can banish this card; draw 1 card, then end the Battle Phase.
● You can target 1 face-up monster you control and this card; banish both those targets, then
draw 2 cards. ● You can target 1 card in your GY; banish both this card and 1 card from your
hand, then place that target on top of the Deck." The first is a "When ... you can" trigger
whose cost is banishing itself; the Battle Phase ends once the chain has resolved
(`phase_jumps.py`). The second and third are Ignition Effects; the card banished from the hand
is chosen on resolution, and a Fusion, Synchro or Xyz Monster goes back to its owner's Extra
Deck ("the Deck" it came from).

Seed 001 readings:
- "a face-up monster you control" may be the teammate's — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own." (it is banished from its owner's side); the draws are the activating duelist's;
- "your GY" includes the teammate's — section A, "Duelists may use their teammate's Graveyard as
  if it was their own"; the card goes on top of its owner's Deck (section E, "owner"); "your
  hand" is the activating duelist's own.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
)
from tagduel.engine.events import Moved
from tagduel.engine.ops import place_in_pile, remove
from tagduel.engine.phase_jumps import end_battle_phase
from tagduel.engine.shuffling import home_pile
from tagduel.engine.timing import together
from tagduel.i18n import lazy

PASSCODE: Final = 3657444

SUMMARY: Final = {
    PASSCODE: (
        "Attacked: banishes itself to draw 1 and end the Battle Phase; or banishes itself with a "
        "team monster to draw 2, or with a hand card to put a Graveyard card on top of a Deck."
    )
}


def _banish_self(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return ctx.card.location is Location.MONSTERS
    return ctx.banish(ctx.card)


def _draw_and_end_battle(ctx: EffectContext) -> None:
    ctx.draw(ctx.seat, 1)
    end_battle_phase(ctx.state, ctx.seat, ctx.card.name)


def _face_up_teammates(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.monsters(Scope.YOURS) if c.face_up and c.uid != ctx.card.uid]


def _banish_both_draw_2(ctx: EffectContext) -> None:
    banished = [c for c in (*ctx.targets, ctx.card) if c.location is Location.MONSTERS]
    done = [ctx.banish(c) for c in banished]
    if len(done) == 2 and all(done):
        ctx.draw(ctx.seat, 2)


def _own_hand(ctx: EffectContext) -> list[CardInstance]:
    return list(ctx.state.zones[ctx.seat].hand)


def _to_top_of_deck(ctx: EffectContext, card: CardInstance) -> None:
    source = f"{card.zone_seat.value}.{card.location.value}"
    pile = home_pile(card)
    with together(ctx.state):
        remove(ctx.state, card)
        place_in_pile(ctx.state, card, pile, top=True)
        ctx.state.emit(Moved(card.owner, card.name, source, pile.value, card.uid))


def _recycle(ctx: EffectContext) -> None:
    chosen = ctx.choose_cards(
        ctx.seat, _own_hand(ctx), 1, 1, lazy("choose a card of your hand to banish")
    )
    if ctx.card.location is not Location.MONSTERS or not chosen:
        return
    with together(ctx.state):
        ctx.banish(chosen[0])
        ctx.banish(ctx.card)
    for target in ctx.targets:
        if target.location is Location.GY:
            _to_top_of_deck(ctx, target)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="targeted for an attack: banish this card; draw 1, end the Battle Phase",
            on=On.TARGETED_FOR_ATTACK,
            optional=True,
            when=True,
            cost=_banish_self,
            resolve=_draw_and_end_battle,
        ),
        Effect(
            EffectKind.IGNITION,
            description="banish this card and 1 face-up monster you control; draw 2 cards",
            targets=_face_up_teammates,
            target_count=1,
            resolve=_banish_both_draw_2,
        ),
        Effect(
            EffectKind.IGNITION,
            description="banish this card and 1 card from your hand; 1 card of your GY goes on "
            "top of the Deck",
            condition=lambda ctx: bool(_own_hand(ctx)),
            targets=lambda ctx: ctx.cards(Location.GY, Scope.YOURS),
            target_count=1,
            resolve=_recycle,
        ),
    )
