"""Snatch Steal (Equip Spell): equipped to a face-up monster either opponent controls, it gives
the activator control of it while equipped; in each Standby Phase of either opponent, the
opposing team gains 1000 Life Points.

In our words: equip it to the opponent's monster and control that monster; the opponent gains
1000 LP in each of their Standby Phases. Seed 001 E: "cards that reference a card "your
opponent controls" count both opponent's sides of the field" (`Scope.OPPONENTS_FIELD`); the
monster moves to a free Monster Card Zone of the activator and goes back when this card leaves
the field (`control.py`). Seed 001 D: "Card effects that count turns count all appropriate
turns" — 2A's and 2B's turns are both "your opponent's", so the opposing team's shared Life
Points (seed 001 A) gain 1000 in each of their Standby Phases, while this card is face-up.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts.change_of_heart import can_take_one
from tagduel.engine import EffectContext, EffectKind, On, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 45986603
GAIN: Final = 1000

SUMMARY: Final = {
    PASSCODE: (
        "Equipped to a face-up monster either opponent controls: the activator controls it "
        "while equipped; the opposing team gains 1000 LP in each opponent's Standby Phase."
    )
}


def _equip_and_take(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if ctx.equip(target):
            ctx.take_control(target, while_this_stays=True)


def _opponents_standby(ctx: EffectContext) -> bool:
    return ctx.state.turn_seat in ctx.seats(Scope.OPPONENTS_FIELD)


def _they_gain(ctx: EffectContext) -> None:
    ctx.gain_lp(ctx.team.other, GAIN)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="equip to a monster your opponent controls; take control of it",
            condition=can_take_one,
            targets=kit.monsters(Scope.OPPONENTS_FIELD, kit.face_up),
            target_count=1,
            resolve=_equip_and_take,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="each of your opponents' Standby Phases: they gain 1000 LP",
            on=On.STANDBY_PHASE,
            condition=_opponents_standby,
            resolve=_they_gain,
        ),
    )
