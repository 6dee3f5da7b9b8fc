"""Dimensional Prison (Normal Trap): when an opposing monster declares an attack, banish that
monster (targeted).

Seed 001 readings: "an opponent's monster" is a monster of either opponent, attacking either
duelist of the team (section D: either duelist of the team may activate their own Set Trap in
answer); a teammate's attack is no opponent's. The attacking monster goes to its owner's
banished cards (section E: "owner"). A replay's new target is not a new declaration.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, Location, Scripts, kit

PASSCODE: Final = 70342110

SUMMARY: Final = {
    PASSCODE: "Answers an opposing monster's attack declaration: that monster is banished."
}


def attacking_monster(ctx: EffectContext) -> Sequence[CardInstance]:
    """The monster declaring the attack under way (to target it)."""
    attack = ctx.attack
    attacker = None if attack is None else ctx.state.find(attack.attacker)
    if attacker is None or attacker.location is not Location.MONSTERS:
        return []
    return [attacker]


def _banish(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location is Location.MONSTERS:
            ctx.banish(target)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="banish the attacking monster",
            condition=kit.opponent_attacks,
            targets=attacking_monster,
            target_count=1,
            resolve=_banish,
        ),
    )
