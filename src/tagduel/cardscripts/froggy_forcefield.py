"""Froggy Forcefield (Normal Trap): when a face-up "Frog" monster of the activator's team is
chosen as an attack target, every Attack Position monster the opponents control is destroyed.

The era's text, in our words: it answers the moment a face-up "Frog" (not "Frog the Jam") of
its duelist's side is picked as the target of an attack, and it destroys all the opposing
monsters in Attack Position. A target chosen again after a replay is picked too.

Seed 001 readings: the "Frog" may be the teammate's (section E: "you control" counts the
teammate's zones), so 1A may activate it when 2A attacks 1B's Frog; the opposing monsters are
both opponents' (section E: "If a card affects only your opponent's side of the field, it
affects the entire side, or both opponents").
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._frogs import is_frog_not_jam
from tagduel.engine import BattleStep, Effect, EffectContext, Location, Scope, Scripts, gates, kit

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_DECLARED: Final = BattleStep.DECLARED

PASSCODE: Final = 34351849

SUMMARY: Final = {
    PASSCODE: (
        "When an opposing monster chooses a face-up Frog of the team as its attack target, "
        "destroys every Attack Position monster on both opponents' fields."
    )
}


@gates.at_attack_declaration
def _frog_targeted(ctx: EffectContext) -> bool:
    attack = ctx.attack
    if attack is None or attack.step is not _DECLARED or attack.target is None:
        return False
    if ctx.state.turn_seat.team is ctx.team:
        return False
    target = ctx.state.find(attack.target)
    if target is None or target.location is not Location.MONSTERS or not target.face_up:
        return False
    return target.zone_seat in ctx.seats(Scope.YOURS) and is_frog_not_jam(target)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="a team Frog is attacked: the opposing Attack Position monsters are "
            "destroyed",
            condition=_frog_targeted,
            resolve=kit.destroy_all(kit.monsters(Scope.OPPONENTS_FIELD, kit.in_attack_position)),
        ),
    )
