"""Dante, Traveler of the Burning Abyss (83531441): a Rank 3 Xyz Monster (2 Level 3 monsters)
that, once per turn, detaches 1 material to send 1 to 3 cards from the top of its controller's
Deck to the Graveyard and gain 500 ATK for each until the end of the turn; having attacked, it
changes to Defense Position; sent to the Graveyard, its owner may add another "Burning Abyss"
card from their Graveyard to their hand.

Era wording (the database's text), paraphrased: an ignition effect, once per turn, detaches a
material as its cost, mills from one to three cards (the number is chosen as it resolves, at most
the cards in the Deck) and raises Dante's ATK by 500 per card milled until the turn ends; after it
attacks it is switched to Defense Position as the Battle Phase ends (a mandatory trigger on
`On.BATTLE_PHASE_END`); an optional "If" trigger when it goes to the
Graveyard adds another targeted Burning Abyss card from the Graveyard to the hand.

Seed 001 readings:
- the top cards are the top of the controller's own Deck (a Deck has one top; see
  `_lightsworn`).
- the card added to "your hand" comes from its owner's own Graveyard: a hand holds only its
  duelist's own cards (see `engine.searching`).
- the materials may be the teammate's face-up monsters; it comes from the summoner's own Extra
  Deck (section A).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._lightsworn import mill
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Position,
    Scripts,
    kit,
)
from tagduel.engine.events import PositionChanged
from tagduel.i18n import lazy

PASSCODE: Final = 83531441
BURNING_ABYSS: Final = 0xB1

SUMMARY: Final = {
    PASSCODE: (
        "Rank 3: once per turn, detach 1 to mill 1-3 and gain 500 ATK per card this turn; "
        "changes to Defense Position after it attacked; sent to the Graveyard, may add another "
        '"Burning Abyss" card from there to the hand.'
    )
}


def _mill_and_gain(ctx: EffectContext) -> None:
    deck = ctx.state.zones[ctx.seat].deck
    most = min(3, len(deck))
    if most == 0:
        return
    count = ctx.choose_number(ctx.seat, 1, most, prompt=lazy("send how many cards (Dante)?"))
    sent = mill(ctx, count)
    card = ctx.card
    if sent and card.location is Location.MONSTERS and card.face_up:
        ctx.boost(card, 500 * len(sent))


def _attacked_this_turn(ctx: EffectContext) -> bool:
    card = ctx.card
    return (
        card.attacked_turn == ctx.state.turn and card.face_up and card.position is Position.ATTACK
    )


def _to_defense(ctx: EffectContext) -> None:
    card = ctx.card
    if card.location is Location.MONSTERS and _attacked_this_turn(ctx):
        card.position = Position.DEFENSE
        ctx.state.emit(PositionChanged(card.zone_seat, card.name, card.position.value))


def _abyss_in_own_gy(ctx: EffectContext) -> Sequence[CardInstance]:
    gy = ctx.state.zones[ctx.seat].gy
    return [c for c in gy if c.uid != ctx.card.uid and c.card.in_archetype(BURNING_ABYSS)]


def _add(ctx: EffectContext) -> None:
    for target in ctx.targets:
        ctx.send_to(target, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.IGNITION,
            description="1 material: mill 1-3, +500 ATK per card this turn",
            once_per_turn=True,
            condition=lambda ctx: bool(ctx.state.zones[ctx.seat].deck),
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=kit.detach_chosen,
            resolve=_mill_and_gain,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="after attacking: to Defense Position",
            on=On.BATTLE_PHASE_END,
            condition=_attacked_this_turn,
            resolve=_to_defense,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="to the Graveyard: another Burning Abyss card from the Graveyard to the hand",
            on=On.SENT_TO_GY,
            optional=True,
            targets=_abyss_in_own_gy,
            target_count=1,
            resolve=_add,
        ),
    )
