"""Effect damage made 0 for the rest of the turn: "make any effect damage you take this turn 0"
(Cyber Kirin).

"You" is the team: its Life Points are one total (seed 001 A: "The Team has a combined Life
Point Total of 16,000"), and seed 001 E: "If a card prevents you from performing an action, it
prevents your teammate as well." So no effect damage reaches the team's Life Points for the rest
of the turn, the damage Power Bond deals in the End Phase included; battle damage and costs are
not effect damage. The mark is one entry of `DuelState.counters` (saved with the state),
`no_effect_damage:<team>` with the turn as its value; `ops.change_lp` asks `zeroed`.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.events import LastingApplied, LpCause
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import DuelState

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_EFFECT_DAMAGE: Final = LpCause.EFFECT_DAMAGE

PREFIX: Final = "no_effect_damage:"


def zero_this_turn(state: DuelState, seat: Seat, by: str) -> None:
    """`seat`'s team takes 0 effect damage for the rest of this turn (the effect of `by`)."""
    team = seat.team
    state.counters[f"{PREFIX}{team.value}"] = state.turn
    what = lastingwords.effect_damage_zero(team)
    state.emit(LastingApplied(seat, by, what))


def zeroed(state: DuelState, team: Team, cause: LpCause) -> bool:
    """True when effect damage to `team` is 0 now."""
    return cause is _EFFECT_DAMAGE and state.counters.get(f"{PREFIX}{team.value}") == (state.turn)
