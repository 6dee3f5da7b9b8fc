"""Exodia the Forbidden One (33396948): a duelist holding it and the four limbs — Left Arm
(7902349), Right Arm (70903634), Left Leg (44519536) and Right Leg (8124921) of the Forbidden
One — in their own hand wins the duel for their team. The limbs are Normal Monsters and need no
script of their own.

Era wording (Master Rule 2, the same as today), in our words: holding this card and the four
limbs in "your hand" wins the duel.

Seed 001 readings:
- the team wins: section A, "If a Duelist reaches a special win condition (such as Final
  Countdown or Exodia the Forbidden One), that team wins."
- the five pieces must be in one duelist's hand. Section A speaks of "a Duelist" reaching the
  condition; we read "your hand" here as the holder's own hand, not the two teammates' hands
  together (section E's widening of "your hand" is about cards an effect counts or uses, and
  the win is the holder's own). A team splitting the pieces between two hands does not win.
"""

from __future__ import annotations

from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts

PASSCODE = 33396948
LIMBS = (7902349, 70903634, 44519536, 8124921)

SUMMARY = {
    PASSCODE: (
        "A duelist holding it and the four Forbidden One limbs in their own hand wins the duel "
        "for the team."
    )
}


def _holds_all_five(ctx: EffectContext) -> bool:
    held = {c.card.original for c in ctx.state.zones[ctx.card.zone_seat].hand}
    return all(limb in held for limb in LIMBS)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="all five Forbidden One pieces in your hand: you win the duel",
            where=(Location.HAND,),
            wins=_holds_all_five,
        ),
    )
