"""Minerva, Lightsworn Maiden (40164421): a Tuner that, when Normal Summoned, may add a LIGHT
Dragon monster from its controller's Deck to their hand whose Level is at most the number of
differently named "Lightsworn" monsters in the team's Graveyards; sent from the hand or Deck to
the Graveyard, it sends the top card of its owner's Deck to the Graveyard; in each of its
controller's End Phases, it sends the top 2 cards of their Deck to the Graveyard.

Era wording (the database's text), paraphrased: an optional trigger on a Normal Summon, worded as a
"When" trigger (so it can miss the timing), searches a LIGHT Dragon whose Level does not exceed the
count of distinct Lightsworn names in the Graveyard; a mandatory trigger mills one when Minerva
goes to the Graveyard from the hand or the Deck; a mandatory trigger in each of its controller's
End Phases mills two (no limit per turn).

Seed 001 readings:
- "your Graveyard" is both teammates' Graveyards (section A: "Duelists may use their teammate's
  Graveyard as if it was their own").
- the monster added comes from the controller's own Deck: it goes to "your hand", which holds
  only its duelist's own cards (see `engine.searching`).
- the mills: see `_lightsworn`.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, Race
from tagduel.cardscripts._lightsworn import end_phase_mill, is_lightsworn_monster, mill
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.effects import CardFilter
from tagduel.engine.events import Moved, Summoned
from tagduel.engine.searching import can_search, search

PASSCODE: Final = 40164421

SUMMARY: Final = {
    PASSCODE: (
        "Normal Summoned: may search a LIGHT Dragon whose Level is at most the count of "
        'differently named "Lightsworn" monsters in the team\'s Graveyards; milled or '
        "discarded: mills 1; mills 2 in each of its controller's End Phases."
    )
}

_light_dragon = kit.all_of(kit.attribute(Attribute.LIGHT), kit.race(Race.DRAGON))


def _names_in_gy(ctx: EffectContext) -> int:
    gy = ctx.cards(Location.GY, Scope.YOURS)
    return len({c.card.name for c in gy if is_lightsworn_monster(c)})


def _wanted(ctx: EffectContext) -> CardFilter:
    most = _names_in_gy(ctx)

    def picks(card: CardInstance) -> bool:
        return _light_dragon(card) and 0 < card.card.level <= most

    return picks


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how == "normal"


def _can_add(ctx: EffectContext) -> bool:
    return _normal_summoned(ctx) and can_search(_wanted(ctx))(ctx)


def _add(ctx: EffectContext) -> None:
    search(ctx, _wanted(ctx))


def _from_hand_or_deck(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Moved) and event.source.split(".")[-1] in ("hand", "deck")


def _mill_one(ctx: EffectContext) -> None:
    mill(ctx, 1)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="Normal Summon: search a LIGHT Dragon (Level up to the Lightsworn names in team Graveyards)",
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=_can_add,
            resolve=_add,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="from hand or Deck to the Graveyard: mill 1",
            on=On.SENT_TO_GY,
            where=(Location.GY,),
            condition=_from_hand_or_deck,
            resolve=_mill_one,
        ),
        end_phase_mill(2, once_per_turn=False),
    )
