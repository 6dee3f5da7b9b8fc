"""Blackwing - Kalut the Moon Shadow (Effect Monster): from the hand, in the Damage Step of a
battle involving a "Blackwing" monster of the holder's team, it is sent to the Graveyard to give
that monster 1400 ATK until the end of the turn.

The database's text, in our words: a Quick Effect used from the hand in the Damage Step while a
"Blackwing" of its duelist's side is in battle: the cost is sending Kalut to the Graveyard, and
the battling "Blackwing" is 1400 ATK stronger for the rest of the turn. It is used up to damage
calculation, like Honest; unlike Honest it needs no monster to battle against: a "Blackwing"
attacking directly battles too.

Seed 001 readings: the "Blackwing" may be the teammate's (section E: "you control"), and the
holder may use it on anyone's turn (section D: "Any of the 4 Duelists may activate the effect
of Honest" — a Quick Effect in the hand is its holder's).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import battling_blackwing
from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts, gates, kit

PASSCODE: Final = 85215458
GAIN: Final = 1400

SUMMARY: Final = {
    PASSCODE: (
        "From the hand in the Damage Step, sent to the Graveyard: a battling Blackwing of the "
        "holder's team gains 1400 ATK until the end of the turn (a direct attack too)."
    )
}


@gates.in_the_damage_step
def _a_blackwing_battles(ctx: EffectContext) -> bool:
    return kit.before_damage_calculation(ctx) and battling_blackwing(ctx) is not None


def _gain(ctx: EffectContext) -> None:
    monster = battling_blackwing(ctx)
    if monster is not None and monster.location is Location.MONSTERS:
        ctx.boost(monster, GAIN)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.QUICK,
            description="Damage Step, from the hand to the Graveyard: the team's battling "
            "Blackwing gets 1400 ATK",
            where=(Location.HAND,),
            in_damage_step=True,
            condition=_a_blackwing_battles,
            cost=kit.send_self_to_gy,
            resolve=_gain,
        ),
    )
