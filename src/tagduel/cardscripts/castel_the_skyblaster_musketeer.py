"""Castel, the Skyblaster Musketeer (82633039): a Rank 4 Xyz Monster (2 Level 4 monsters) that
detaches 1 material to turn a face-up monster on the field face-down, or 2 materials to shuffle
another face-up card on the field into its owner's Deck; only one of the two, once, per turn.

Era wording (the database's text), paraphrased: two ignition effects, each with detached materials
as its cost: with one, a targeted face-up monster is turned face-down; with two, another targeted
face-up card is shuffled into the Deck (an Extra Deck monster to its owner's Extra Deck:
`engine.shuffling`). Only one of the two may be used in a turn, and only once, for every copy and
the team (`engine.hard_once`; seed 001 E: "If a card prevents you from performing an action, it
prevents your teammate as well").

Seed 001 readings:
- "on the field" is the four fields (section E: "all" monsters and cards, both teams).
- the materials may be the teammate's face-up monsters; it comes from the summoner's own Extra
  Deck (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Scope,
    Scripts,
    hard_once,
    kit,
)
from tagduel.engine.shuffling import shuffle_into_deck

PASSCODE: Final = 82633039
ONCE: Final = "castel"

SUMMARY: Final = {
    PASSCODE: (
        "Rank 4: detach 1 to flip a face-up monster face-down, or detach 2 to send another "
        "face-up card anywhere back into its Deck; one of them, once per turn."
    )
}


_detach = hard_once.cost(ONCE, kit.detach_chosen)
"""Cost: detach the materials chosen, using up Castel's one effect this turn."""


def _other_face_up_cards(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.field_cards(Scope.ALL) if c.face_up and c.uid != ctx.card.uid]


def _face_down(ctx: EffectContext) -> None:
    kit.turn_targets_face_down(ctx)


def _shuffle(ctx: EffectContext) -> None:
    others = [t for t in ctx.targets if t.uid != ctx.card.uid]
    shuffle_into_deck(ctx.state, [t for t in others if t.location.on_field and t.face_up])


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.IGNITION,
            description="1 material: a face-up monster turns face-down",
            condition=hard_once.unused(ONCE),
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=_detach,
            targets=kit.monsters(Scope.ALL, kit.all_of(kit.face_up, lambda c: not c.traits.token)),
            target_count=1,
            resolve=_face_down,
        ),
        Effect(
            EffectKind.IGNITION,
            description="2 materials: another face-up card goes back into the Deck",
            condition=hard_once.unused(ONCE),
            cost_cards=kit.own_materials,
            cost_count=2,
            cost=_detach,
            targets=_other_face_up_cards,
            target_count=1,
            resolve=_shuffle,
        ),
    )
