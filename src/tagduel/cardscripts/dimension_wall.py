"""Dimension Wall (Normal Trap): when an opposing monster declares an attack, the battle damage
the team would take from that battle goes to the opposing team instead.

In our words: answering an opponent's attack, the battle damage you would take from that battle
goes to the opponent. "An opponent's monster" is either opponent's (seed 001 E); "you" is the
team, whose Life Points are shared (seed 001 A): whether the attack is on 1A's or 1B's monster,
or direct, Team 2 takes what Team 1 would have taken (`battle_guards.py`). Damage the attacking
team takes from its own attack stays where it is.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scripts, kit
from tagduel.engine.battle_guards import reflect_this_battle
from tagduel.engine.effects import Effect

PASSCODE: Final = 67095270

SUMMARY: Final = {
    PASSCODE: (
        "Answers an opposing monster's attack: the battle damage the team would take from that "
        "battle goes to the opposing team."
    )
}


def _wall(ctx: EffectContext) -> None:
    battle = ctx.battling()
    if battle is not None:
        reflect_this_battle(ctx.state, ctx.seat, battle[0], ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="your opponent takes the battle damage you would take instead",
            condition=kit.opponent_attacks,
            resolve=_wall,
        ),
    )
