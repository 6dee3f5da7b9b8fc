"""Blackwing - Gale the Whirlwind (Tuner): Special Summoned from the hand while the team
controls another "Blackwing" monster; once per turn it halves the current ATK and DEF of 1
targeted face-up monster the opponents control.

The database's text, in our words: while its duelist has a "Blackwing" of another name on the
field, it may be Special Summoned out of the hand by its own procedure (a Normal Summon stays
possible); an Ignition Effect, once per turn, targets a face-up opposing monster, whose ATK and
DEF are cut to half of what they are now (rounded down, for as long as it stays).

Seed 001 readings: the "Blackwing" may be the teammate's, and the target either opponent's
monster (section E: "you control" counts the teammate's zones; "your opponent controls" counts
both opponents' sides of the field).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import hand_procedure
from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scope, Scripts, kit

PASSCODE: Final = 2009101

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand while the team controls another Blackwing; once per "
        "turn halves the current ATK and DEF of a targeted face-up monster of either opponent."
    )
}


def _halve(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location is Location.MONSTERS and target.face_up:
            atk, defense = target.attack_value() // 2, target.defense_value() // 2
            ctx.set_stats(target, atk=atk, defense=defense, this_turn=False)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        hand_procedure(),
        Effect(
            EffectKind.IGNITION,
            description="halve the ATK and DEF of a face-up opposing monster",
            once_per_turn=True,
            targets=kit.monsters(Scope.OPPONENTS_FIELD, kit.face_up),
            target_count=1,
            resolve=_halve,
        ),
    )
