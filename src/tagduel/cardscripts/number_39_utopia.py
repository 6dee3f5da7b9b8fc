"""Number 39: Utopia (84013237): a Rank 4 Xyz monster (2 Level 4 monsters) that detaches 1 Xyz
Material to negate an attack when any monster declares one, and is destroyed when it is
targeted for an attack while it has no Xyz Material.

Era wording (Master Rule 2), in our words: "When a monster declares an attack" it may
detach one of its Xyz Materials to negate that attack — any monster's attack, the opponents' or
its own team's; targeted for an attack while it has no Xyz Material, it destroys itself (a
mandatory trigger).

Seed 001 readings: the materials may be the teammate's face-up monsters, and the Xyz monster
comes from the summoner's own Extra Deck only — section A, "Duelist 1A has a face-up Level 4
Monster on his side of the field. His teammate may use that monster to Xyz Summon Number 39:
Utopia." and "Duelists may only summon from their own Extra Deck and not their teammates."
(Both are engine rules: `TagRules.material_candidates`, `TagRules.extra_deck_seats`.)
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import BattleStep, Effect, EffectContext, EffectKind, On, Scripts, gates, kit

PASSCODE: Final = 84013237

SUMMARY: Final = {
    PASSCODE: (
        "Xyz Summoned with 2 Level 4 monsters (the teammate's may be used); detach a material "
        "to negate any attack when it is declared; destroyed when attacked with no material."
    )
}


@gates.at_attack_declaration
def _an_attack_is_declared(ctx: EffectContext) -> bool:
    """A monster has declared an attack that is not yet negated (its declaration's window)."""
    attack = ctx.attack
    return attack is not None and attack.step is BattleStep.DECLARED and not attack.negated


def _destroy_self(ctx: EffectContext) -> None:
    ctx.destroy(ctx.card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.QUICK,
            description="when a monster declares an attack: detach 1 material; negate the attack",
            condition=_an_attack_is_declared,
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=kit.detach_chosen,
            resolve=kit.negate_attack,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="targeted for an attack while it has no material: destroy it",
            on=On.TARGETED_FOR_ATTACK,
            condition=lambda ctx: not ctx.card.materials,
            resolve=_destroy_self,
        ),
    )
