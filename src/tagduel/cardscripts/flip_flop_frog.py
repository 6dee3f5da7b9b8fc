"""Flip Flop Frog (Effect Monster): once per turn it may turn itself face-down; when it is
flipped face-up, it may send opposing monsters back to their owners' hands, one for each face-up
"Frog" monster on its team's side.

The database's text, in our words: an Ignition Effect of the face-up card, once a turn, sets it
face-down in Defense Position; when it turns face-up its duelist may send back to the hand as
many opposing monsters as there are face-up "Frog" monsters (other than "Frog the Jam") on the
duelist's side, at least one, chosen as it resolves (a Token sent back ceases to exist); the
trigger is optional and worded "When" (it misses the timing if something else happened after
the flip).

Seed 001 readings: the monsters returned are both opponents'; the "Frog" monsters counted
include the teammate's (section E), Flip Flop Frog itself among them, and Dupe Frog and
Ronintoadin on the field (named "Des Frog"); a monster returned goes to its owner's hand
(section E: "owner").
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._frogs import face_up_frogs
from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scope, Scripts, kit

PASSCODE: Final = 81278754

SUMMARY: Final = {
    PASSCODE: (
        "Once per turn turns itself face-down; flipped face-up, may send both opponents' "
        "monsters back to the hand, one for each face-up Frog on the team's side."
    )
}

_their_monsters = kit.monsters(Scope.OPPONENTS_FIELD)


def _face_up(ctx: EffectContext) -> bool:
    return ctx.card.face_up and not ctx.card.traits.token


def _flip_down(ctx: EffectContext) -> None:
    if ctx.card.location is Location.MONSTERS:
        ctx.turn_face_down(ctx.card)


def _can_bounce(ctx: EffectContext) -> bool:
    return bool(face_up_frogs(ctx)) and bool(_their_monsters(ctx))


def _bounce(ctx: EffectContext) -> None:
    most = len(face_up_frogs(ctx))
    for card in ctx.choose_cards(ctx.seat, _their_monsters(ctx), 1, most):
        ctx.send_to(card, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="turn itself face-down",
            once_per_turn=True,
            condition=_face_up,
            resolve=_flip_down,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="turned face-up: opposing monsters back to the hand, one per face-up Frog",
            on=On.FLIPPED,
            optional=True,
            when=True,
            condition=_can_bounce,
            resolve=_bounce,
        ),
    )
