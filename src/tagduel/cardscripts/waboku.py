"""Waboku (Normal Trap): this turn the team takes no battle damage, and the monsters it controls
cannot be destroyed by battle.

In our words: for the rest of the turn you take no battle damage and your monsters survive their
battles. The team's Life Points are shared (seed 001 A), so "you" taking no battle damage
shields the whole team (`battle_guards.py`); seed 001 E: "you control" counts the teammate's
zones, so the monsters both teammates control when it resolves are protected from destruction
by battle (`protection.py`, `Scope.YOURS`); the opponents' are not.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts
from tagduel.engine.battle_guards import no_battle_damage_this_turn
from tagduel.engine.effects import Effect
from tagduel.engine.protection import protect_this_turn

PASSCODE: Final = 12607053

SUMMARY: Final = {
    PASSCODE: (
        "This turn the team takes no battle damage, and the monsters it controls cannot be "
        "destroyed by battle."
    )
}


def _waboku(ctx: EffectContext) -> None:
    no_battle_damage_this_turn(ctx.state, ctx.seat, ctx.card.name)
    for monster in ctx.monsters(Scope.YOURS):
        protect_this_turn(ctx, monster, battle=True, effects=False)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="no battle damage to you; your monsters can't be destroyed by battle",
            resolve=_waboku,
        ),
    )
