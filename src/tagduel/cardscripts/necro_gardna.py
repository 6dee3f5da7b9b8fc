"""Necro Gardna (4906301): during an opponent's turn, its owner banishes it from the Graveyard to
negate the opposing team's attack under way, or its next attack this turn.

Era wording (the database's text), paraphrased: during an opponent's turn, a quick effect whose
cost is banishing it from the Graveyard negates the next attack an opposing monster makes this
turn. Used in answer to an attack declaration (before damage calculation), it negates that attack;
otherwise the next one an opposing monster declares this turn (`engine.attack_shields`).

Seed 001 readings:
- "your opponent's turn" is either opponent's turn, and "a monster your opponent controls" a
  monster of either opponent: section E, "cards that reference a card "your opponent controls"
  count both opponent's sides of the field." The attack it negates may target the teammate's
  monster or the team's Life Points (the Life Points are shared: section A).
- "your Graveyard": its owner uses it from their own Graveyard (a quick effect away from the
  field is its holder's: section D, Honest).
- banishing from a Graveyard is impossible while an effect forbids it (Kycoo the Ghost
  Destroyer binds both opponents).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts
from tagduel.engine.attack_shields import shield

PASSCODE: Final = 4906301

SUMMARY: Final = {
    PASSCODE: (
        "During an opponent's turn, banished from its owner's Graveyard: negates the opposing "
        "team's attack under way, or its next attack this turn."
    )
}


def _opponents_turn(ctx: EffectContext) -> bool:
    return ctx.state.turn_seat.team is not ctx.team


def _banish_self(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return ctx.can_banish_from_gy()
    ctx.banish(ctx.card)
    return True


def _negate(ctx: EffectContext) -> None:
    shield(ctx.state, ctx.seat, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.QUICK,
            description="opponent's turn, banished from the Graveyard (cost): negate an opposing attack",
            where=(Location.GY,),
            condition=_opponents_turn,
            cost=_banish_self,
            resolve=_negate,
        ),
    )
