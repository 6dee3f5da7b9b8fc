"""Dupe Frog (Effect Monster): named "Des Frog" on the field; the opponents' monsters may target
no other monster for an attack; sent from the field to the Graveyard, it may add a "Frog"
monster other than "Dupe Frog" from its owner's Deck or Graveyard to the hand.

The database's text, in our words: on the field it is called "Des Frog" (`_frogs.shown_name`);
opposing monsters that attack a monster must choose it (`attack_limits.lure`: a direct attack
chooses no monster, so a monster that may attack directly still may); when it goes from the
field to the Graveyard its duelist may take into the hand a "Frog" monster of another name from
the Deck or the Graveyard (optional and worded "When": it misses the timing if something else
happened after).

Seed 001 readings: the opposing monsters are both opponents' (section E), so neither opponent
may attack the teammate's monsters while Dupe Frog is face-up; the Deck and Graveyard searched
are the owner's own, as for every search (a hand holds only its duelist's own cards:
`engine.searching`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._frogs import DUPE_FROG, is_frog
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scripts,
    searching,
)
from tagduel.engine.attack_limits import lure
from tagduel.engine.events import Moved
from tagduel.engine.tags import Tag

PASSCODE: Final = DUPE_FROG

SUMMARY: Final = {
    PASSCODE: (
        "Named Des Frog on the field; the opponents' monsters may attack no other monster; sent "
        "from the field to the Graveyard, may add a Frog from its owner's Deck or Graveyard."
    )
}


def _other_frog(card: CardInstance) -> bool:
    return is_frog(card) and card.card.original != DUPE_FROG


def _candidates(ctx: EffectContext) -> Sequence[CardInstance]:
    zones = ctx.state.zones[ctx.seat]
    from_gy = [c for c in zones.gy if _other_frog(c)]
    from_deck = searching.own_deck(ctx, _other_frog) if searching.may_add_from_deck(ctx) else []
    return [*from_deck, *from_gy]


def _from_the_field(ctx: EffectContext) -> bool:
    event = ctx.event
    left = isinstance(event, Moved) and event.from_field
    return left and ctx.card.location is Location.GY and bool(_candidates(ctx))


def _add(ctx: EffectContext) -> None:
    for card in ctx.choose_cards(ctx.seat, _candidates(ctx), 1, 1):
        ctx.send_to(card, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        lure(),
        Effect(
            EffectKind.TRIGGER,
            description="from the field to the Graveyard: a Frog from the Deck or Graveyard to the "
            "hand",
            on=On.SENT_TO_GY,
            optional=True,
            when=True,
            condition=_from_the_field,
            resolve=_add,
            tags=frozenset({Tag.SEARCH}),
        ),
    )
