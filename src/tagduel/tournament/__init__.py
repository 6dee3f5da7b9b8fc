"""Tag Duel tournaments, pure domain: Swiss pairing, standings and tiebreakers, the attendance
chart, the top cut, the round clock and the Tier 1 end-of-match procedure.

No database and no clock reads: the services derive plain values from the event's log of facts
and call these functions. See docs/tournament.md for the settings and their defaults.
The end-of-match procedure uses the engine's seats: import it from `tagduel.tournament.endofmatch`
(not re-exported here, so pairing and standings do not load the engine).
"""

from __future__ import annotations

from tagduel.tournament.attendance import Structure, plan, recommended
from tagduel.tournament.clock import ClockState, RoundClock
from tagduel.tournament.errors import ClockError, EndOfMatchError, TournamentError
from tagduel.tournament.matching import Solver
from tagduel.tournament.model import Pairing, Result, Roster, Round, Standing, TeamId
from tagduel.tournament.pairing import PairingDiagnostics, PairingSettings, RoundPairing, pair_round
from tagduel.tournament.standings import (
    ByeCount,
    DropCount,
    LossTiming,
    StandingsSettings,
    standings,
    tiebreaker_code,
)
from tagduel.tournament.topcut import Bracket, BracketMatch, bracket_order, cut_from_standings

__all__ = [
    "Bracket",
    "BracketMatch",
    "ByeCount",
    "ClockError",
    "ClockState",
    "DropCount",
    "EndOfMatchError",
    "LossTiming",
    "Pairing",
    "PairingDiagnostics",
    "PairingSettings",
    "Result",
    "Roster",
    "Round",
    "RoundClock",
    "RoundPairing",
    "Solver",
    "Standing",
    "StandingsSettings",
    "Structure",
    "TeamId",
    "TournamentError",
    "bracket_order",
    "cut_from_standings",
    "pair_round",
    "plan",
    "recommended",
    "standings",
    "tiebreaker_code",
]
