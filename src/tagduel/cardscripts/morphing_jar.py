"""Morphing Jar (Flip Effect Monster): FLIP: its controller and the opponent across discard their
whole hands, then each draws 5 cards.

In our words: when flipped, both players discard their hands and then draw five cards each. Seed
001 E: "If a card affects "both Duelists" or "each player," then the Duelist activating the
effect and the opponent sitting directly across from them are affected" (`Scope.EACH_PLAYER`):
the Jar's controller and the opponent across; the two others keep their hands. The discards
happen together, then the draws (a duelist unable to draw loses the duel for the team, seed 001
A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, EffectKind, On, Scope, Scripts
from tagduel.engine.effects import Effect

PASSCODE: Final = 33508719
DRAWS: Final = 5

SUMMARY: Final = {
    PASSCODE: (
        "FLIP: its controller and the opponent across discard their hands, then each draws 5 cards."
    )
}


def _discard_hands(ctx: EffectContext) -> None:
    ctx.discard([c for seat in ctx.seats(Scope.EACH_PLAYER) for c in ctx.state.zones[seat].hand])


def _draw_five(ctx: EffectContext) -> None:
    for seat in ctx.seats(Scope.EACH_PLAYER):
        ctx.draw(seat, DRAWS)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="FLIP: both players discard their hands, then each draws 5 cards",
            on=On.FLIPPED,
            resolve=_discard_hands,
            steps=(_draw_five,),
        ),
    )
