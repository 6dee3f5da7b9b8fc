"""Mathematician (Effect Monster): when Normal Summoned, it may send a monster of Level 4 or less
from the team's Decks to the Graveyard; when destroyed by battle and sent to the Graveyard, its
owner may draw 1 card.

In our words: on its Normal Summon, you may put a monster of Level 4 or less from your Deck into
the Graveyard; destroyed by battle, you may draw a card. Seed 001 E: "If a card references
another card that "you control" or "your" hand, Deck ... it counts cards in your teammate's
Zones as well as your own" (`Scope.YOURS`, as Mystic Tomato reads "your Deck"): the monster may
come from the teammate's Deck too. The draw is the duelist's whose Graveyard it went to (its
owner). Both are optional triggers that miss the timing when their happening was not the last
thing to happen.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    CardInstance,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.effects import Effect
from tagduel.engine.events import Summoned
from tagduel.i18n import lazy

PASSCODE: Final = 41386308
MAX_LEVEL: Final = 4

SUMMARY: Final = {
    PASSCODE: (
        "When Normal Summoned: may send a monster of Level 4 or lower from the team's Decks to the "
        "Graveyard; when destroyed by battle: its owner may draw 1 card."
    )
}


def _low_level(card: CardInstance) -> bool:
    return card.card.is_monster and card.card.level <= MAX_LEVEL


_CHOICES: Final = kit.cards(Location.DECK, Scope.YOURS, _low_level)


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how == "normal" and bool(_CHOICES(ctx))


def _send_one(ctx: EffectContext) -> None:
    for card in ctx.choose_cards(ctx.seat, _CHOICES(ctx), 1, 1, lazy("send 1 monster to the GY")):
        ctx.send_to(card, Location.GY)


def _in_graveyard(ctx: EffectContext) -> bool:
    return ctx.card.location is Location.GY


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="Normal Summoned: send a monster of Level 4 or lower from your Deck to the GY",
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=_normal_summoned,
            resolve=_send_one,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="destroyed by battle: draw 1 card",
            on=On.DESTROYED_BY_BATTLE,
            optional=True,
            when=True,
            condition=_in_graveyard,
            resolve=kit.draw(1),
        ),
    )
