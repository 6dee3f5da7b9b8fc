"""A team that takes no more damage for the rest of the turn (Evilswarm Exciton Knight leaves
the opponent immune once it has cleared the field).

The team's Life Points are shared (seed 001 A), so the opposing team as a whole takes no
battle or effect damage for the rest of the turn; costs are still paid. The mark is one entry
of `DuelState.counters` (saved with the state), `no_damage:<team>` with the turn as its value;
`ops.change_lp` asks `immune` before taking damage.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.events import LastingApplied, LpCause
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import DuelState

PREFIX: Final = "no_damage:"
_DAMAGE: Final = (LpCause.BATTLE, LpCause.EFFECT_DAMAGE)


def protect_this_turn(state: DuelState, team: Team, seat: Seat, by: str) -> None:
    """`team` takes no further battle or effect damage this turn (the effect of `seat`'s `by`)."""
    state.counters[f"{PREFIX}{team.value}"] = state.turn
    state.emit(LastingApplied(seat, by, lastingwords.no_further_damage(team)))


def immune(state: DuelState, team: Team, cause: LpCause) -> bool:
    """True when `team` takes no damage of this cause now."""
    return cause in _DAMAGE and state.counters.get(f"{PREFIX}{team.value}") == state.turn
