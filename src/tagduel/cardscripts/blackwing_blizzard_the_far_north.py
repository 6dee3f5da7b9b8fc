"""Blackwing - Blizzard the Far North (Tuner): cannot be Special Summoned; when Normal
Summoned, it may Special Summon a targeted Level 4 or lower "Blackwing" monster from the team's
Graveyards in Defense Position.

The database's text, in our words: it is never Special Summoned (`card_properties`); after its
Normal Summon its duelist may target a "Blackwing" of Level 4 or less in the Graveyard and bring
it out in Defense Position. The trigger is optional and worded "When": it misses the timing if
something else happened after the Summon. (A Level 2 monster is never Tribute Summoned.)

Seed 001 reading: the Graveyard is either teammate's (section A: "Duelists may use their
teammate's Graveyard as if it was their own"); the monster comes to the summoner's field.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import is_blackwing_monster
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Position,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.events import Summoned

PASSCODE: Final = 22835145

SUMMARY: Final = {
    PASSCODE: (
        "Cannot be Special Summoned; when Normal Summoned, may Special Summon a targeted Level 4 "
        "or lower Blackwing from either teammate's Graveyard in Defense Position."
    )
}


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how == "normal" and ctx.can_special_summon()


def _level_4_or_lower(card: CardInstance) -> bool:
    """A Level 4 or lower "Blackwing" that can be Special Summoned (another Blizzard can't)."""
    small = not card.traits.xyz and card.card.level <= 4
    return is_blackwing_monster(card) and small and card.card.original != PASSCODE


def _summon_target(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location is Location.GY:
            ctx.special_summon(target, position=Position.DEFENSE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        *declare(Property.NO_SPECIAL_SUMMON),
        Effect(
            EffectKind.TRIGGER,
            description="after its Normal Summon: revive a small Blackwing in Defense Position",
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=_normal_summoned,
            targets=kit.cards(Location.GY, Scope.YOURS, _level_4_or_lower),
            target_count=1,
            resolve=_summon_target,
        ),
    )
