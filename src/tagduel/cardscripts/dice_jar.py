"""Dice Jar (Flip Effect Monster): FLIP: its controller and the opponent across each roll a die;
the higher roll inflicts damage to the other's team: 500 times the roll, or 6000 for a 6; on a
tie both roll again.

In our words: when flipped, both players roll a die; whoever rolled higher inflicts 500 damage
per pip to the other (6000 for a six); equal rolls are rolled again. Seed 001 E: "If a card
affects "both Duelists" or "each player," then the Duelist activating the effect and the
opponent sitting directly across from them are affected" (`Scope.EACH_PLAYER`); the damage comes
off the lower roller's team's shared Life Points (seed 001 A). The dice follow from the position
(`dice.py`), so a replay rolls the same.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, EffectKind, On, Scope, Scripts
from tagduel.engine.dice import roll
from tagduel.engine.effects import Effect

PASSCODE: Final = 3549275
PER_PIP: Final = 500
SIX: Final = 6000
MAX_ROLLS: Final = 50  # a tie this many times over is beyond belief; the effect then ends

SUMMARY: Final = {
    PASSCODE: (
        "FLIP: its controller and the opponent across roll a die; the lower roller's team takes "
        "500 times the higher roll (6000 for a 6); ties roll again."
    )
}


def damage_for(high: int) -> int:
    """The damage the higher roll inflicts."""
    return SIX if high == 6 else high * PER_PIP


def _roll_off(ctx: EffectContext) -> None:
    seats = ctx.seats(Scope.EACH_PLAYER)
    for _ in range(MAX_ROLLS):
        results = [roll(ctx.state, seat, ctx.card.name) for seat in seats]
        if results[0] != results[1]:
            loser = seats[1] if results[0] > results[1] else seats[0]
            ctx.damage(loser.team, damage_for(max(results)))
            return


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="FLIP: both players roll a die; the lower roll takes damage",
            on=On.FLIPPED,
            resolve=_roll_off,
        ),
    )
