"""Michion, the Timelord (Effect Monster, Level 10).

In our words: it cannot be Special Summoned from the Deck; while its controller's team controls
no monster it may be Normal Summoned without Tributes; it cannot be destroyed by battle or card
effects; its controller's team takes no battle damage from battles involving it; at the end of a
Battle Phase in which it battled, the opposing team's Life Points are halved; in its
controller's Standby Phase it is shuffled back into the Deck.

Readings:
- "If you control no monsters": seed 001 E, "you control" counts the teammate's zones — it may
  be Summoned without Tributes only while both teammates' Monster Card Zones are empty.
- "You take no battle damage": the team's Life Points are shared (seed 001 A), so the whole team
  takes none from its battles.
- "Halve your opponent's LP": the opposing team's shared total (seed 001 A), the half kept
  rounded up; it is not damage.
- The Battle Phase, Standby Phase and "cannot be destroyed" readings: `_timelords.py`.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._timelords import (
    at_battle_phase_end,
    back_to_the_deck,
    indestructible,
    team_controls_none,
)
from tagduel.engine import EffectContext, Scripts
from tagduel.engine.card_properties import Property, declare, without_tributes
from tagduel.engine.events import LpCause
from tagduel.engine.ops import change_lp

PASSCODE: Final = 7733560

SUMMARY: Final = {
    PASSCODE: (
        "Summoned without Tributes while the team controls no monster; cannot be destroyed by "
        "battle or effects; the team takes no battle damage from its battles; if it battled, "
        "halves the opposing team's LP at the Battle Phase's end; shuffled back in its "
        "controller's Standby Phase."
    )
}


def _halve(ctx: EffectContext) -> None:
    team = ctx.team.other
    lp = ctx.state.lp[team]
    change_lp(ctx.state, team, (lp + 1) // 2 - lp, LpCause.EFFECT)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        without_tributes(team_controls_none),
        indestructible(),
        at_battle_phase_end(_halve, "end of the Battle Phase, if it battled: halve their LP"),
        back_to_the_deck(),
        *declare(Property.NO_SPECIAL_SUMMON_FROM_DECK, Property.NO_BATTLE_DAMAGE_TO_YOU),
    )
