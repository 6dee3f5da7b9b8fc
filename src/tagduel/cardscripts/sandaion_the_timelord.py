"""Sandaion, the Timelord (Effect Monster, Level 10).

In our words: it cannot be Special Summoned from the Deck; a team may control only one; while
only the opponents control monsters it may be Normal Summoned without Tributes; it cannot be
destroyed by battle or card effects; neither team takes battle damage from battles involving
it; at the end of a Battle Phase in which it battled, the opposing team takes 2000 damage; in
its controller's Standby Phase it is shuffled back into the Deck.

Readings:
- "You can only control 1": seed 001 E, "you control" counts the teammate's zones (and "If a
  card prevents you from performing an action, it prevents your teammate as well") — the team
  may control one between its two fields.
- "If only your opponent controls a monster": seed 001 E — neither teammate controls a monster
  and at least one opponent does.
- "Neither player takes battle damage": both teams (Life Points are the teams', seed 001 A).
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
from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.card_properties import Property, declare, without_tributes

PASSCODE: Final = 33015627
DAMAGE: Final = 2000

SUMMARY: Final = {
    PASSCODE: (
        "A team controls at most one; Summoned without Tributes while only the opponents control "
        "monsters; cannot be destroyed by battle or effects; no battle damage from its battles; "
        "if it battled, 2000 damage at the Battle Phase's end; shuffled back in its "
        "controller's Standby Phase."
    )
}


def _only_they_control(ctx: EffectContext) -> bool:
    return team_controls_none(ctx) and bool(ctx.monsters(Scope.OPPONENTS_FIELD))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        without_tributes(_only_they_control),
        indestructible(),
        at_battle_phase_end(kit.damage_opponent(DAMAGE), "end of the Battle Phase: 2000 damage"),
        back_to_the_deck(),
        *declare(
            Property.NO_SPECIAL_SUMMON_FROM_DECK, Property.ONLY_ONE, Property.NO_BATTLE_DAMAGE
        ),
    )
