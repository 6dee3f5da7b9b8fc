"""Sakuretsu Armor (56120475): when a monster of either opponent attacks, destroys that
attacking monster.

Era wording (Master Rule 2, the same as the database's), paraphrased: a Normal Trap activated in
answer to an attack declared by an opponent's monster; it targets that attacker and destroys it.

Seed 001 readings: any duelist of the defending team may activate their own Set copy (section D:
during a duelist's turn either opponent may activate Spell Speed 2 effects); an attack by the
teammate's monster is not an opponent's attack. Only the attacking monster is destroyed,
whichever opponent controls it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, Scripts, kit

PASSCODE: Final = 56120475

SUMMARY: Final = {
    PASSCODE: "Answers an attack by an opposing monster: destroys the attacking monster.",
}


def _attacker(ctx: EffectContext) -> Sequence[CardInstance]:
    attack = ctx.attack
    if attack is None:
        return []
    card = ctx.state.find(attack.attacker)
    return [] if card is None or not card.location.on_field else [card]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="an opposing monster attacks: destroy the attacker",
            condition=kit.opponent_attacks,
            targets=_attacker,
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
