"""The attendance chart: how many Swiss rounds and how big a top cut, by the number of teams.

Issue 6 takes the chart of the current official tournament policy and counts teams:
4–8: 3 rounds, no cut; 9–16: 4, Top 4; 17–32: 5, Top 4; 33–64: 6, Top 8; 65–128: 7;
129–256: 8; 257–512: 9; 513–1024: 10; 1025–2048: 11; Top 8 from 33 teams up.
The organiser may override either number; outside 4–2048 teams the chart has no row, so both
must then be given. Overrides are bounded (`MAX_ROUNDS`, `MAX_TOP_CUT`): a larger number is a
typing slip, and refusing it here keeps every later pairing workable.
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.i18n import lazy
from tagduel.tournament.errors import TournamentError

MIN_TEAMS = 4
MAX_TEAMS = 2048
MAX_ROUNDS = 30
"""Most Swiss rounds an event may plan: the chart's largest is 11; 30 leaves room for a long
league and still refuses a slip such as 1e20."""
MAX_TOP_CUT = 256
"""Largest top cut: the chart's largest is a Top 8; a Top 256 is already an eight-round bracket."""

# (most teams, Swiss rounds, top cut); a top cut of 0 means no cut.
CHART: tuple[tuple[int, int, int], ...] = (
    (8, 3, 0),
    (16, 4, 4),
    (32, 5, 4),
    (64, 6, 8),
    (128, 7, 8),
    (256, 8, 8),
    (512, 9, 8),
    (1024, 10, 8),
    (2048, 11, 8),
)


@dataclass(frozen=True, slots=True)
class Structure:
    """An event's shape: Swiss rounds, then a single-elimination cut of `top_cut` teams."""

    teams: int
    rounds: int
    top_cut: int
    overridden: bool = False

    def to_text(self) -> str:
        cut = f"Top {self.top_cut}" if self.top_cut else "no top cut"
        note = " (organiser's choice)" if self.overridden else ""
        rounds = f"{self.rounds} Swiss round{'s' * (self.rounds != 1)}"
        return f"{self.teams} teams: {rounds}, {cut}{note}"


def recommended(teams: int) -> Structure:
    """The chart's row for `teams`; a clear error outside 4–2048 teams."""
    for most, rounds, cut in CHART:
        if MIN_TEAMS <= teams <= most:
            return Structure(teams, rounds, cut)
    raise TournamentError(
        lazy(
            "the attendance chart covers {least} to {most} teams, not {teams}: give the number "
            "of rounds and the top cut yourself",
            least=MIN_TEAMS,
            most=MAX_TEAMS,
            teams=teams,
        )
    )


def plan(teams: int, *, rounds: int | None = None, top_cut: int | None = None) -> Structure:
    """The chart's structure with the organiser's overrides; the chart is only asked for
    what is not overridden."""
    if teams < 2:
        raise TournamentError(lazy("a tournament needs at least 2 teams, not {teams}", teams=teams))
    if rounds is None or top_cut is None:
        chart = recommended(teams)
        rounds = chart.rounds if rounds is None else rounds
        top_cut = chart.top_cut if top_cut is None else top_cut
        overridden = (rounds, top_cut) != (chart.rounds, chart.top_cut)
    else:
        overridden = True
    _check(teams, rounds, top_cut)
    return Structure(teams, rounds, top_cut, overridden)


def check_rounds(rounds: int) -> None:
    """Refuse a number of Swiss rounds outside 1 to `MAX_ROUNDS`."""
    if not 1 <= rounds <= MAX_ROUNDS:
        raise TournamentError(
            lazy(
                "the number of Swiss rounds must be 1 to {most}, not {rounds}",
                most=MAX_ROUNDS,
                rounds=_shown(rounds),
            )
        )


def check_top_cut(top_cut: int) -> None:
    """Refuse a top cut that is not 0 (none) or 2 to `MAX_TOP_CUT` teams."""
    if top_cut != 0 and not 2 <= top_cut <= MAX_TOP_CUT:
        raise TournamentError(
            lazy(
                "a top cut needs 2 to {most} teams (or 0 for none), not {cut}",
                most=MAX_TOP_CUT,
                cut=_shown(top_cut),
            )
        )


def _shown(number: int) -> str:
    """A number as typed, or a short description of one far too large to print."""
    return str(number) if abs(number) < 10**12 else lazy("a number of more than 12 digits")


def _check(teams: int, rounds: int, top_cut: int) -> None:
    check_rounds(rounds)
    check_top_cut(top_cut)
    if top_cut > teams:
        raise TournamentError(
            lazy(
                "a Top {cut} needs at least {cut} teams; there are {teams}",
                cut=top_cut,
                teams=teams,
            )
        )
