"""Swap Frog (Effect Monster): Special Summoned from the hand by discarding another WATER
monster; after its Summon it may send a WATER Aqua of Level 2 or less from the team's Decks or
face-up fields to the Graveyard; once per turn, by returning a monster the team controls to
the hand, its duelist may Normal Summon 1 more "Frog" monster (except "Swap Frog") this turn.

The database's text, in our words: its own procedure brings it out of the hand for the discard
of a WATER monster other than itself (a Normal Summon stays possible); after any Summon of it,
its duelist may send to the Graveyard a WATER Aqua of Level 2 or less from the Deck or from the
face-up monsters on the field (optional and worded "When": it misses the timing if something
else happened after); an Ignition Effect, once per turn, whose cost is sending a monster of its
duelist's side back to the hand, grants a Normal Summon of a "Frog" other than Swap Frog in a
Main Phase of this turn, on top of the usual one — a Summon, not a Set
(`extra_normal_summons`); that grant can be gained once a turn only.

Seed 001 readings: the monster discarded is from the summoner's own hand (a duelist discards
their own cards); the Deck and face-up field searched for the WATER Aqua count the teammate's
(section E: "your ... Deck ... counts cards in your teammate's Zones as well as your own"; the
card goes to its owner's Graveyard); the monster returned may be the teammate's (section E),
going to its owner's hand; the once-a-turn limit on the grant binds the team (section E: "If a
card prevents you ... it prevents your teammate as well": `hard_once`); the additional Normal
Summon is the activator's, on their own turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._frogs import FROG, is_aqua, is_water, level_at_most
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    hard_once,
    kit,
)
from tagduel.engine.extra_normal_summons import grant
from tagduel.engine.tags import Tag

PASSCODE: Final = 9126351

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned by discarding another WATER monster; when Summoned may send a small "
        "WATER Aqua from the team's Decks or fields to the Graveyard; once per turn returns a "
        "team monster to the hand for 1 more Normal Summon of a Frog."
    )
}

_small_water_aqua = kit.all_of(is_water, is_aqua, level_at_most(2))


def _other_water_in_hand(ctx: EffectContext) -> Sequence[CardInstance]:
    hand = ctx.state.zones[ctx.seat].hand
    return [c for c in hand if c.uid != ctx.card.uid and is_water(c)]


def _to_send(ctx: EffectContext) -> Sequence[CardInstance]:
    deck = ctx.cards(Location.DECK, Scope.YOURS)
    field = [c for c in ctx.monsters(Scope.YOURS) if c.face_up]
    return [c for c in (*deck, *field) if _small_water_aqua(c)]


def _send(ctx: EffectContext) -> None:
    for card in ctx.choose_cards(ctx.seat, _to_send(ctx), 1, 1):
        ctx.send_to(card, Location.GY)


def _return_chosen(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        for card in ctx.costs:
            ctx.send_to(card, Location.HAND)
    return True


def _your_turn_not_gained(ctx: EffectContext) -> bool:
    return kit.your_turn(ctx) and not hard_once.used(ctx, "swap-frog-summon")


def _extra_summon(ctx: EffectContext) -> None:
    if ctx.state.turn_seat is ctx.seat:
        grant(ctx.state, ctx.seat, ctx.card.name, FROG, PASSCODE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            cost_cards=_other_water_in_hand,
            cost_count=1,
            cost=kit.discard_chosen,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="after its Summon: a small WATER Aqua from a Deck or the field to the "
            "Graveyard",
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=kit.count_at_least(_to_send, 1),
            resolve=_send,
            tags=frozenset({Tag.SEND_FROM_DECK}),
        ),
        Effect(
            EffectKind.IGNITION,
            description="a team monster back to the hand: one more Normal Summon, of a Frog",
            once_per_turn=True,
            condition=_your_turn_not_gained,
            cost_cards=kit.monsters(Scope.YOURS),
            cost_count=1,
            cost=kit.all_costs(hard_once.cost("swap-frog-summon"), _return_chosen),
            resolve=_extra_summon,
        ),
    )
