"""Blackwing Armed Wing (Synchro Monster): a "Blackwing" Tuner and one or more non-Tuners;
against a monster in Defense Position it has 500 more ATK for the Damage Step and deals
piercing battle damage.

The database's text, in our words: when it attacks a monster in Defense Position it has 500 more
ATK for that Damage Step only, and the ATK above the monster's DEF is dealt as battle damage
(`Tag.PIERCE`). The 500 is a continuous change holding from the start of the Damage Step to its
end, worked out at each of its points (`damage_step_timing`). The opposing team takes the battle
damage (seed 001 A: the team's combined Life Points).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._blackwing import is_blackwing_monster
from tagduel.engine import (
    BattleStep,
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Position,
    Scripts,
    kit,
)
from tagduel.engine.tags import Tag

PASSCODE: Final = 76913983

SUMMARY: Final = {
    PASSCODE: (
        "Attacking a Defense Position monster: 500 more ATK during the Damage Step, and "
        "piercing battle damage."
    )
}


def _attacking_a_defender(ctx: EffectContext) -> Sequence[CardInstance]:
    attack = ctx.attack
    if attack is None or attack.attacker != ctx.card.uid or attack.target is None:
        return []
    if attack.step is BattleStep.DECLARED:
        return []
    target = ctx.state.find(attack.target)
    defending = target is not None and target.position in (Position.DEFENSE, Position.SET)
    if not defending or ctx.card.location is not Location.MONSTERS:
        return []
    return [ctx.card]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, tuner_filter=is_blackwing_monster),
        Effect(
            EffectKind.CONTINUOUS,
            description="500 more ATK in the Damage Step against a defender",
            affects=_attacking_a_defender,
            stats=kit.gains(500),
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="inflicts piercing battle damage",
            tags=frozenset({Tag.PIERCE}),
        ),
    )
