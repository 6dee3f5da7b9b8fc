"""Different Dimension Capsule (11961740): Normal Spell that stays on the field: banish 1 card of
the activator's Deck face-down; in the activator's 2nd Standby Phase after, destroy this card and
add the banished card to the hand.

Era wording (Master Rule 2), in our words: "Banish 1 card from your Deck face-down. After this
card's activation, it remains on the field. Destroy this card during your 2nd Standby Phase after
activating this card, and if you do, add the banished card to the hand." The card banished is
hidden from everyone but the activator's team (its `Moved` event is a hidden one). "Your 2nd
Standby Phase" counts the activator's own turns (their turn count is kept when it resolves). The
card returns to its owner's hand; if the Capsule leaves the field first, the card stays banished.

Seed 001 readings:
- the Deck is the activator's own (`_cyber_dark`: a card taken out of "your Deck");
- "your Standby Phase" is the Standby Phase of the activator's own turns (seed 001 widens "your"
  for zones, not for turns; section D counts "all appropriate turns": the appropriate ones are
  that duelist's).
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
    Scripts,
    kit,
)
from tagduel.engine.events import Moved
from tagduel.engine.ops import place_in_pile, remove
from tagduel.engine.timing import together
from tagduel.i18n import lazy

PASSCODE: Final = 11961740
KEPT: Final = "capsule:"  # on the Capsule: the uid of the banished card
TURNS: Final = "capsule_turns"  # on the Capsule: the activator's turn count when it resolved

SUMMARY: Final = {
    PASSCODE: (
        "Banishes a card of the activator's Deck face-down; in their 2nd Standby Phase after, "
        "it is destroyed and that card goes to the hand."
    )
}


def _banish_face_down(ctx: EffectContext) -> None:
    deck = list(ctx.state.zones[ctx.seat].deck)
    chosen = ctx.choose_cards(ctx.seat, deck, 1, 1, lazy("choose a card to banish face-down"))
    if not chosen or not ctx.card.location.on_field:
        return
    card, state = chosen[0], ctx.state
    source = f"{card.zone_seat.value}.{card.location.value}"
    with together(state):
        remove(state, card)
        place_in_pile(state, card, Location.BANISHED)
        card.face_up = False
        state.emit(Moved(card.owner, card.name, source, "banished", card.uid, hidden=True))
    ctx.card.memory[KEPT + str(card.uid)] = 1
    ctx.card.memory[TURNS] = state.turns_taken[ctx.seat]


def _kept(ctx: EffectContext) -> CardInstance | None:
    for key in ctx.card.memory:
        if key.startswith(KEPT):
            found = ctx.state.find(int(key[len(KEPT) :]))
            if found is not None and found.location is Location.BANISHED:
                return found
    return None


def _second_standby(ctx: EffectContext) -> bool:
    start = ctx.card.memory.get(TURNS)
    taken = ctx.state.turns_taken[ctx.seat]
    return start is not None and kit.your_turn(ctx) and taken == start + 2


def _return(ctx: EffectContext) -> None:
    kept = _kept(ctx)
    ctx.destroy(ctx.card)
    if ctx.card.location is Location.GY and kept is not None:
        ctx.send_to(kept, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="banish 1 card from your Deck face-down",
            condition=lambda ctx: bool(ctx.state.zones[ctx.seat].deck),
            resolve=_banish_face_down,
            remains_on_field=True,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="your 2nd Standby Phase after: destroy this card, add the card to the hand",
            on=On.STANDBY_PHASE,
            condition=_second_standby,
            resolve=_return,
        ),
    )
