"""Number S39: Utopia the Lightning (56832966): a Rank 5 Xyz Monster (3 Level 5 LIGHT monsters,
or Xyz Summoned on top of a Rank 4 "Utopia" Xyz Monster of the team, taking over its
materials); while it battles, in the Damage Step, neither opponent can activate cards or
effects; before damage calculation against an opponent's monster, with a "Utopia" Xyz Monster
among its materials, it detaches 2 materials to make its ATK 5000.

Era wording (the database's text), paraphrased: besides three Level 5 LIGHT monsters, it may be Xyz
Summoned on top of a Rank 4 Utopia Xyz Monster of the team, taking over that monster's materials
(`engine.xyz_overlay`); while it battles, the opponents may not activate anything until the
Damage Step ends (read from the start of the Damage Step, when it battles); once per chain, in
damage calculation against an opponent's monster and with a Utopia Xyz Monster among its materials,
a quick effect whose cost is two detached materials makes its ATK 5000 for that calculation. The
engine calculates damage in one step, so the quick effect is used in the step just before it, and
the ATK stays 5000 to the end of the turn (the Damage Step is the last thing that matters for a
monster that has attacked). It may not itself become Xyz Material: no scripted Xyz Monster of the
era may be summoned on it.

Seed 001 readings:
- "a Rank 4 "Utopia" monster you control" counts the teammate's: section E, "If a card
  references another card that "you control" ... it counts cards in your teammate's Zones as
  well as your own." It comes from the summoner's own Extra Deck (section A).
- "your opponent cannot activate" binds both opponents: section E, "If a card effect prevents
  your opponent from performing an action, it prevents both opponents." The teammate may still
  activate.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.engine import (
    BattleStep,
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.state import Forbid

PASSCODE: Final = 56832966
UTOPIA: Final = 0x107F

SUMMARY: Final = {
    PASSCODE: (
        "Rank 5 (3 LIGHT Level 5, or on a team Rank 4 Utopia): the opponents can't activate "
        "anything while it battles; detaches 2 (with a Utopia material) to make its ATK 5000 "
        "for the battle."
    )
}

_is_utopia = kit.archetype(UTOPIA)


def _rank_4_utopia(card: CardInstance) -> bool:
    return card.traits.xyz and card.card.rank == 4 and _is_utopia(card)


def _in_its_battle(ctx: EffectContext) -> bool:
    """In the Damage Step of a battle this card is in."""
    attack = ctx.attack
    if attack is None or attack.step is BattleStep.DECLARED:
        return False
    return ctx.card.uid in (attack.attacker, attack.target)


def _may_boost(ctx: EffectContext) -> bool:
    attack, battle = ctx.attack, ctx.battling()
    if attack is None or battle is None or attack.step is not BattleStep.BEFORE_CALC:
        return False
    attacker, target = battle
    if target is None or ctx.card.uid not in (attacker.uid, target.uid):
        return False
    other = target if attacker.uid == ctx.card.uid else attacker
    mine = ctx.seats(Scope.YOURS)
    return other.zone_seat not in mine and any(
        _is_utopia(m) for m in ctx.card.materials if m.traits.xyz
    )


def _becomes_5000(ctx: EffectContext) -> None:
    if _in_its_battle(ctx):
        ctx.set_stats(ctx.card, atk=5000)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE, material_count=3, material_filter=kit.attribute(Attribute.LIGHT)
        ),
        Effect(EffectKind.PROCEDURE, material_count=1, material_filter=_rank_4_utopia),
        Effect(
            EffectKind.CONTINUOUS,
            description="while it battles: the opponents activate nothing",
            forbid=Forbid.ACTIVATE,
            who=Scope.PREVENTED_OPPONENTS,
            condition=_in_its_battle,
        ),
        Effect(
            EffectKind.QUICK,
            description="battle against an opponent, a Utopia among its materials; 2 materials: ATK 5000",
            in_damage_step=True,
            condition=_may_boost,
            cost_cards=kit.own_materials,
            cost_count=2,
            cost=kit.detach_chosen,
            resolve=_becomes_5000,
        ),
    )
