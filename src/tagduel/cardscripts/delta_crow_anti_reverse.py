"""Delta Crow - Anti Reverse (Normal Trap): while its activator's team controls a "Blackwing"
monster, it destroys every face-down Spell/Trap the opponents control; with exactly 3 "Blackwing"
monsters on the team's side it may be activated from the hand.

The database's text, in our words: it needs a "Blackwing" on its duelist's side, and then every
Set Spell and Trap on the opposing side is destroyed; when the duelist's side has three
"Blackwing" monsters, no more and no fewer, it can be played straight from the hand. From the
hand, the card is put face-up in a Spell & Trap Card Zone of its activator (at Spell Speed 2,
whoever's turn it is) and goes to the Graveyard once resolved, as when activated Set. It can't
be activated while the opponents control no face-down Spell/Trap (it would do nothing).

Seed 001 readings: the team's side counts the teammate's face-up "Blackwing" monsters (section
E: "you control"; a face-down monster is no "Blackwing" to card effects), three between the two
fields allowing the hand activation; the opposing side is both opponents' (section E: "If a card
affects only your opponent's side of the field, it affects the entire side, or both
opponents"), their Field Spell Zones included.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._blackwing import your_blackwings
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scope,
    Scripts,
)
from tagduel.engine.spelltrap import place, room_for

PASSCODE: Final = 59839761

SUMMARY: Final = {
    PASSCODE: (
        "While the team controls a Blackwing, destroys every face-down Spell/Trap on both "
        "opponents' fields; activated from the hand with exactly 3 Blackwings on the team's side."
    )
}


def _their_set_cards(ctx: EffectContext) -> Sequence[CardInstance]:
    zones = (Location.ST, Location.FIELD)
    return [
        c for c in ctx.field_cards(Scope.OPPONENTS_FIELD) if c.location in zones and not c.face_up
    ]


def _a_blackwing(ctx: EffectContext) -> bool:
    return bool(your_blackwings(ctx)) and bool(_their_set_cards(ctx))


def _exactly_three(ctx: EffectContext) -> bool:
    return len(your_blackwings(ctx)) == 3 and bool(_their_set_cards(ctx))


def _destroy(ctx: EffectContext) -> None:
    if your_blackwings(ctx):
        ctx.destroy_all(_their_set_cards(ctx))


def _put_face_up(ctx: EffectContext, check_only: bool) -> bool:
    """Activating from the hand: the card goes face-up to a Spell & Trap Card Zone."""
    if check_only:
        return room_for(ctx.game, ctx.seat, ctx.card)
    place(ctx.game, ctx.seat, ctx.card, face_up=True)
    return True


def _destroy_then_leave(ctx: EffectContext) -> None:
    _destroy(ctx)
    if ctx.card.location is Location.ST:
        ctx.send_to(ctx.card, Location.GY)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="every Set Spell/Trap of the opponents is destroyed",
            condition=_a_blackwing,
            resolve=_destroy,
        ),
        Effect(
            EffectKind.QUICK,
            description="three Blackwings on the team's side: played from the hand",
            where=(Location.HAND,),
            condition=_exactly_three,
            cost=_put_face_up,
            resolve=_destroy_then_leave,
        ),
    )
