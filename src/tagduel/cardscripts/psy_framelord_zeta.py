"""PSY-Framelord Zeta (37192109): a Level 7 Synchro Monster (1 Tuner + 1 or more non-Tuners)
that, once per turn, banishes itself and a face-up Attack Position monster an opponent Special
Summoned until its controller's next Standby Phase; from its owner's Graveyard, returns itself
to the Extra Deck to add another "PSY-Frame" card from its owner's Graveyard to their hand.

Era wording (the database's text), paraphrased: a quick effect, once per turn, banishes Zeta
together with a targeted face-up Attack Position monster an opponent Special Summoned; both come
back to their owners' fields in its controller's next Standby Phase (`engine.banish_returns`); from
the Graveyard an ignition effect returns Zeta to the Extra Deck and, if it did, adds another
targeted PSY-Frame card from the Graveyard to the hand. The once-per-turn limit is kept per copy.

Seed 001 readings:
- "a monster your opponent controls" is on either opponent's field: section E, "cards that
  reference a card "your opponent controls" count both opponent's sides of the field."
- the card added to "your hand" comes from its owner's own Graveyard: a hand holds only its
  duelist's own cards (see `engine.searching`).
- "your next Standby Phase" is the controller's own next turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Position,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.banish_returns import FIELD, banish_until_standby
from tagduel.engine.special_summons import was_special_summoned
from tagduel.engine.timing import together

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ATTACK: Final = Position.ATTACK

PASSCODE: Final = 37192109
PSY_FRAME: Final = 0xC1

SUMMARY: Final = {
    PASSCODE: (
        "Synchro: once per turn, banishes itself and a Special Summoned face-up Attack Position "
        "monster of an opponent until its controller's next Standby Phase; from the Graveyard, "
        'returns to the Extra Deck to add another "PSY-Frame" card from there to the hand.'
    )
}


def _special_in_attack(card: CardInstance) -> bool:
    return card.face_up and card.position is _ATTACK and was_special_summoned(card)


def _banish_both(ctx: EffectContext) -> None:
    card = ctx.card
    if card.location is not Location.MONSTERS or not card.face_up:
        return
    with together(ctx.state):
        for target in ctx.targets:
            banish_until_standby(ctx.state, target, ctx.seat, FIELD)
        banish_until_standby(ctx.state, card, ctx.seat, FIELD)


def _psy_frame_in_own_gy(ctx: EffectContext) -> Sequence[CardInstance]:
    gy = ctx.state.zones[ctx.seat].gy
    return [c for c in gy if c.uid != ctx.card.uid and c.card.in_archetype(PSY_FRAME)]


def _return_and_add(ctx: EffectContext) -> None:
    if ctx.card.location is not Location.GY:
        return
    ctx.send_to(ctx.card, Location.EXTRA)
    for target in ctx.targets:
        ctx.send_to(target, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.QUICK,
            description="this card and an opposing Special Summoned Attack Position monster leave until the next own Standby Phase",
            once_per_turn=True,
            targets=kit.monsters(Scope.OPPONENTS_FIELD, _special_in_attack),
            target_count=1,
            resolve=_banish_both,
        ),
        Effect(
            EffectKind.IGNITION,
            description="from the Graveyard, back to the Extra Deck: another PSY-Frame card from the Graveyard to the hand",
            where=(Location.GY,),
            targets=_psy_frame_in_own_gy,
            target_count=1,
            resolve=_return_and_add,
        ),
    )
