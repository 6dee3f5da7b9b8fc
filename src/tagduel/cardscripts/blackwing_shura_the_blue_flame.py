"""Blackwing - Shura the Blue Flame (Effect Monster): after it wins a battle against an opposing
monster that goes to the Graveyard, it may Special Summon from the team's Decks a "Blackwing"
with 1500 ATK or less, whose effects are negated.

The database's text, in our words: after Shura wins a battle against an opposing monster that
ends in the Graveyard, its duelist may bring out of the Deck a "Blackwing" with at most 1500 ATK,
whose effects stay negated while it stays on the field (`lasting_negation`). Shura must still
be on the field; the trigger is optional and worded "When" (it misses the timing if something
else happened after the destruction).

Seed 001 readings: the destroyed monster is either opponent's; the Deck is either teammate's
(section E: "your hand, Deck ... counts cards in your teammate's Zones as well as your own", the
reading of Mystic Tomato), and the monster comes to Shura's controller's field.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import is_blackwing_monster
from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.events import Destroyed
from tagduel.engine.lasting_negation import negate_while_on_field
from tagduel.engine.tags import Tag

PASSCODE: Final = 58820853

SUMMARY: Final = {
    PASSCODE: (
        "When it destroys an opposing monster by battle: may Special Summon a Blackwing with "
        "1500 or less ATK from either teammate's Deck, its effects negated."
    )
}

_weak_blackwing = kit.all_of(is_blackwing_monster, lambda c: (c.card.atk or 0) <= 1500)
_in_decks = kit.cards(Location.DECK, Scope.YOURS, _weak_blackwing)


def _destroyed_a_foe(ctx: EffectContext) -> bool:
    event, attack = ctx.event, ctx.attack
    if not isinstance(event, Destroyed) or event.by != "battle" or attack is None:
        return False
    if attack.attacker != ctx.card.uid or attack.target != event.uid:
        return False
    foe = ctx.state.find(event.uid)
    in_gy = foe is not None and foe.location is Location.GY
    return in_gy and event.seat.team is not ctx.team and ctx.can_special_summon()


def _summon_negated(ctx: EffectContext) -> None:
    if not ctx.can_special_summon():
        return
    for card in ctx.choose_cards(ctx.seat, _in_decks(ctx), 1, 1):
        if ctx.special_summon(card):
            negate_while_on_field(ctx.state, ctx.seat, card, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="after destroying an opposing monster by battle: a weak Blackwing from "
            "the Deck, negated",
            on=On.DESTROYED_BY_BATTLE,
            watch=True,
            optional=True,
            when=True,
            condition=kit.both(_destroyed_a_foe, kit.count_at_least(_in_decks, 1)),
            resolve=_summon_negated,
            tags=frozenset({Tag.SUMMON_FROM_DECK}),
        ),
    )
