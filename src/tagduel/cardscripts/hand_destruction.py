"""Hand Destruction (Quick-Play Spell): each player discards 2 cards, then draws 2 cards.

Seed 001 E: "If a card affects "both Duelists" or "each player," then the Duelist activating the
effect and the opponent sitting directly across from them are affected", with the example
"Duelist 1A has Hand Destruction and two other cards in her hand. Duelist 2A only has one card
in hand but Duelist 2B (Duelist seated directly across Duelist 1A) has 2 cards in hand. Duelist
1A can activate Hand Destruction as it only counts the Duelist activating the card and the
Duelist sitting directly across from him." (`Scope.EACH_PLAYER`, whoever's turn it is). It can
be activated only while both of them hold at least 2 cards besides Hand Destruction itself.
Master Rule 2 era wording "discards 2 cards"; today's "sends 2 cards from their hand to the GY"
moves the same cards.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 74519184
COUNT: Final = 2

SUMMARY: Final = {
    PASSCODE: ("You and the opponent across each discard 2 cards, then each draw 2 cards.")
}


def _both_hold_two(ctx: EffectContext) -> bool:
    return all(
        sum(1 for c in ctx.state.zones[seat].hand if c is not ctx.card) >= COUNT
        for seat in ctx.seats(Scope.EACH_PLAYER)
    )


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="you and the opponent across discard 2 cards, then draw 2",
            condition=_both_hold_two,
            steps=kit.each_player_discards_then_draws(COUNT),
        ),
    )
