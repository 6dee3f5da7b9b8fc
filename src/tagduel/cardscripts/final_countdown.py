"""Final Countdown (Normal Spell): pay 2000 Life Points; after 20 turns, counting the turn of
activation as the 1st, the activator's team wins.

Seed 001 D: "Final Countdown counts the turns of each individual player (all 4 Duelists)"
(`scope.each_player_turn_seats`), and seed 001 A: "If a Duelist reaches a special win condition
(such as Final Countdown ...), that team wins." The LP are paid from the team's total (seed 001
A: one combined Life Point total). The win comes in the End Phase of the 20th counted turn (the
usual ruling for "after 20 turns have passed"); the count goes on after the card itself has gone
to the Graveyard. Master Rule 2 era wording and today's behave alike.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scripts, kit, scope
from tagduel.engine.effects import Effect

PASSCODE: Final = 95308449
TURNS: Final = 20

SUMMARY: Final = {
    PASSCODE: (
        "Pay 2000 LP; the team wins at the end of the 20th turn, counting every duelist's "
        "turns from this one."
    )
}


def _start(ctx: EffectContext) -> None:
    ctx.start_countdown(scope.each_player_turn_seats(), TURNS, counted=1)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="pay 2000 LP; win after 20 turns of all four duelists",
            cost=kit.pay_lp(2000),
            resolve=_start,
            expire=kit.win,
        ),
    )
