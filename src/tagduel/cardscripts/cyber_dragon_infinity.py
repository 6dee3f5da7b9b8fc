"""Cyber Dragon Infinity (10443957): a Rank 6 Xyz Monster (3 Level 6 LIGHT Machine monsters, or
Xyz Summoned on top of a "Cyber Dragon Nova" the team controls) that gains 200 ATK for each
material; once per turn it attaches a face-up Attack Position monster on the field to itself;
once per turn (Quick Effect) it detaches a material to negate an activation and destroy that
card.

Era wording (the card's database text), in our words: "3 Level 6 LIGHT Machine monsters. Once
per turn, you can also Xyz Summon "Cyber Dragon Infinity" by using "Cyber Dragon Nova" you control
as material. (Transfer its materials to this card.) Gains 200 ATK for each material attached to
it. Once per turn: You can target 1 face-up Attack Position monster on the field; attach it to
this card as material. Once per turn, when a card or effect is activated (Quick Effect): You can
detach 1 material from this card; negate the activation, and if you do, destroy it." The summon
on top of Nova is the engine's `xyz_overlay` (the limit of once per turn on it is not kept: the
Extra Deck summon rules carry no use count). A Token can't become material.

Seed 001 readings:
- the materials, and the Nova it may be summoned on, may be the teammate's — section A, "Any
  member of a team may use any Monster Cards in play on their team's side of the field for ...
  Extra Deck Summons"; it comes from the summoner's own Extra Deck;
- "1 face-up Attack Position monster on the field" is any of the four fields — section E, "If a
  card specifically states it affects all Duelists, Monsters, Spells, or Traps, then it affects
  both Teams";
- any activation may be answered (an opponent's or the teammate's), the latest Chain Link only
  (section D).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, Race
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Scope,
    Scripts,
    gates,
    kit,
)

PASSCODE: Final = 10443957
CYBER_DRAGON_NOVA: Final = 58069384
PER_MATERIAL: Final = 200

SUMMARY: Final = {
    PASSCODE: (
        "Xyz (3 Level 6 LIGHT Machines, or on Cyber Dragon Nova); +200 ATK per material; attaches "
        "a face-up Attack Position monster; detaches to negate an activation and destroy it."
    )
}


def _attachable(ctx: EffectContext) -> list[CardInstance]:
    return [
        c
        for c in ctx.monsters(Scope.ALL)
        if c.face_up and kit.in_attack_position(c) and c.uid != ctx.card.uid and not c.traits.token
    ]


def _attach(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if ctx.card.location.on_field:
            ctx.attach(ctx.card, target)


@gates.answering_a_link
def _an_activation(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    return link is not None and not link.negated and link.uid != ctx.card.uid


def _negate_and_destroy(ctx: EffectContext) -> None:
    link = ctx.latest_link()
    if link is not None:
        ctx.negate_link(link)


def _per_material(ctx: EffectContext, monster: CardInstance) -> tuple[int, int]:
    return PER_MATERIAL * len(ctx.card.materials), 0


def register(scripts: Scripts) -> None:
    light_machine = kit.all_of(kit.attribute(Attribute.LIGHT), kit.race(Race.MACHINE))
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=3, material_filter=light_machine),
        Effect(
            EffectKind.PROCEDURE,
            material_count=1,
            material_filter=lambda c: c.card.original == CYBER_DRAGON_NOVA,
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="gains 200 ATK for each material attached to it",
            affects=lambda ctx: [ctx.card],
            stats=kit.gains_by(_per_material),
        ),
        Effect(
            EffectKind.IGNITION,
            description="attach 1 face-up Attack Position monster on the field to this card",
            once_per_turn=True,
            targets=_attachable,
            target_count=1,
            resolve=_attach,
        ),
        Effect(
            EffectKind.QUICK,
            description="when a card or effect is activated: detach 1; negate it and destroy it",
            once_per_turn=True,
            condition=_an_activation,
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=kit.detach_chosen,
            resolve=_negate_and_destroy,
        ),
    )
