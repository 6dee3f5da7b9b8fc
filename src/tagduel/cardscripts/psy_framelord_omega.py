"""PSY-Framelord Omega (74586817): a Level 8 Synchro Monster (1 Tuner + 1 or more non-Tuners)
that, once per turn in a Main Phase, banishes itself and a random card from the hand of the
opponent across until its controller's next Standby Phase; once per turn, in an opponent's
Standby Phase, returns a banished card to the Graveyard; from its owner's Graveyard, shuffles
itself and another card in a Graveyard into the Decks.

Era wording (the database's text), paraphrased: a quick effect, once per turn and only in a Main
Phase, banishes Omega together with a random card from the opposing hand, both face-up, until its
controller's next Standby Phase (both come back by themselves: `engine.banish_returns`; Omega to
its owner's field, the card to its owner's hand); a quick effect, once per turn in an opponent's
Standby Phase, sends one targeted banished card to the Graveyard; from the Graveyard an ignition
effect shuffles Omega and another targeted Graveyard card into the Decks (Omega goes to its owner's
Extra Deck). The once-per-turn limits are kept per copy.

Seed 001 readings:
- "your opponent's hand" is the hand of the opponent sitting across: section E, "If a card
  specifically states it affects an "opponent," and any part of the card's effect affects your
  opponent's hand, ... then the Duelist activating the card effect must choose the opponent
  sitting directly across from them."
- "your opponent's Standby Phase" is the Standby Phase of either opponent's turn (section D:
  "Card effects that count turns count all appropriate turns"; both opponents' turns are
  opponents' turns); "your next Standby Phase" is the controller's own next turn.
- "a banished card" and "a card in the GY" are any of the four duelists' (section E: "all").
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.banish_returns import FIELD, HAND, banish_until_standby
from tagduel.engine.shuffling import pick, shuffle_into_deck
from tagduel.engine.state import Phase
from tagduel.engine.timing import together

PASSCODE: Final = 74586817

SUMMARY: Final = {
    PASSCODE: (
        "Synchro: once per turn in a Main Phase, banishes itself and a random card from the hand "
        "across until its controller's next Standby Phase; in an opponent's Standby Phase, "
        "returns a banished card to the Graveyard; from the Graveyard, shuffles itself and "
        "another Graveyard card into the Decks."
    )
}


def _main_phase(ctx: EffectContext) -> bool:
    return ctx.state.phase in (Phase.MAIN1, Phase.MAIN2)


def _hand_across(ctx: EffectContext) -> list[CardInstance]:
    return list(ctx.cards(Location.HAND, Scope.OPPONENT_ACROSS))


def _banish_both(ctx: EffectContext) -> None:
    card = ctx.card
    if card.location is not Location.MONSTERS or not card.face_up:
        return
    taken = pick(ctx.state, _hand_across(ctx))
    with together(ctx.state):
        banish_until_standby(ctx.state, card, ctx.seat, FIELD)
        if taken is not None:
            banish_until_standby(ctx.state, taken, ctx.seat, HAND)


def _opponents_standby(ctx: EffectContext) -> bool:
    state = ctx.state
    return state.phase is Phase.STANDBY and state.turn_seat.team is not ctx.team


def _to_gy(ctx: EffectContext) -> None:
    for target in ctx.targets:
        ctx.send_to(target, Location.GY)


def _shuffle_both(ctx: EffectContext) -> None:
    if ctx.card.location is Location.GY:
        shuffle_into_deck(ctx.state, (*ctx.targets, ctx.card))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.QUICK,
            description="a Main Phase: this card and a random card of the hand across leave until the next own Standby Phase",
            once_per_turn=True,
            condition=_main_phase,
            resolve=_banish_both,
        ),
        Effect(
            EffectKind.QUICK,
            description="an opponent's Standby Phase: a banished card goes to the Graveyard",
            once_per_turn=True,
            condition=_opponents_standby,
            targets=kit.cards(Location.BANISHED, Scope.ALL),
            target_count=1,
            resolve=_to_gy,
        ),
        Effect(
            EffectKind.IGNITION,
            description="from the Graveyard: this card and another Graveyard card back into the Decks",
            where=(Location.GY,),
            targets=kit.cards(Location.GY, Scope.ALL, lambda c: c.card.original != PASSCODE),
            target_count=1,
            resolve=_shuffle_both,
        ),
    )
