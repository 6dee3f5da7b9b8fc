"""Number 101: Silent Honor ARK (48739166): a Rank 4 Xyz Monster (2 Level 4 monsters) that
detaches 2 materials once per turn to attach a face-up Attack Position monster an opponent
Special Summoned to itself as material; when it would be destroyed by battle or by a card
effect while face-up, it detaches 1 material instead.

Era wording (the database's text), paraphrased: an ignition effect, once per turn for every copy
and the team (`engine.hard_once`; seed 001 E: "If a card prevents you from performing an action, it
prevents your teammate as well"), detaches two materials as its cost and attaches to ARK a targeted
face-up Attack Position monster an opponent Special Summoned; when ARK, face-up, would be destroyed
by battle or by a card effect, one material may be detached in its place (the engine always takes
the replacement: `engine.destruction_substitutes`).

Seed 001 readings:
- "a monster your opponent controls" is on either opponent's field: section E, "cards that
  reference a card "your opponent controls" count both opponent's sides of the field."
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
    Location,
    Position,
    Scope,
    Scripts,
    hard_once,
    kit,
)
from tagduel.engine.destruction_substitutes import detach_instead
from tagduel.engine.special_summons import was_special_summoned

PASSCODE: Final = 48739166
ONCE: Final = "number_101"

SUMMARY: Final = {
    PASSCODE: (
        "Rank 4: once per turn, detach 2 to attach a face-up Attack Position monster an opponent "
        "Special Summoned to itself; detaches 1 material instead of being destroyed."
    )
}


def _special_in_attack(card: CardInstance) -> bool:
    attack = card.face_up and card.position is Position.ATTACK
    return attack and was_special_summoned(card) and not card.traits.token  # a Token can't be one


def _attach_target(ctx: EffectContext) -> None:
    host = ctx.card
    if host.location is not Location.MONSTERS or not host.face_up:
        return  # ARK left the field (or was turned face-down) before it resolved
    for target in ctx.targets:
        if target.location is Location.MONSTERS:
            ctx.attach(host, target)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.IGNITION,
            description="2 materials: an opposing Special Summoned Attack Position monster becomes its material",
            condition=hard_once.unused(ONCE),
            cost_cards=kit.own_materials,
            cost_count=2,
            cost=hard_once.cost(ONCE, kit.detach_chosen),
            targets=kit.monsters(Scope.OPPONENTS_FIELD, _special_in_attack),
            target_count=1,
            resolve=_attach_target,
        ),
        detach_instead(),
    )
