""" "Reduce the next battle damage you would take this turn to 0" (Blackwing - Mistral the Silver
Shield).

Seed 001 A: the team's Life Points are shared, so "you" is the team: the next battle damage
either duelist of the team would take this turn is 0, and the shield is used up; it ends with
the turn if no battle damage comes. The shield is one entry of `DuelState.counters` (saved with
the state), `next_battle_damage_zero:<team>` with the turn as its value; `ops.change_lp` asks
`absorbs` before taking battle damage. (A leaf module: `ops` imports it.)
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.events import LastingApplied, LpCause
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import DuelState

PREFIX: Final = "next_battle_damage_zero:"


def shield_next(state: DuelState, seat: Seat, by: str) -> None:
    """The next battle damage `seat`'s team would take this turn becomes 0 (`seat`'s `by`)."""
    team = seat.team
    state.counters[f"{PREFIX}{team.value}"] = state.turn
    what = lastingwords.next_battle_damage_zero(team)
    state.emit(LastingApplied(seat, by, what))


def absorbs(state: DuelState, team: Team, cause: LpCause) -> bool:
    """True (and the shield is used up) when `team`'s next battle damage this turn is 0."""
    key = f"{PREFIX}{team.value}"
    if cause is not LpCause.BATTLE or state.counters.get(key) != state.turn:
        return False
    del state.counters[key]
    return True
