"""Standings: points, then the Konami tiebreakers, and the `AABBBCCCDDD` tiebreaker number.

Issue 6: 3 points for a win (and a bye), 1 for a draw, 0 for a loss or double loss. Tiebreakers
in order: opponents' match-win percentage (OMW%), opponents' opponents' match-win percentage
(OOMW%), then the sum of the squares of the round numbers of the team's losses.

The loss-round sum: the Konami Tournament Software (KTS) prints it raw as DDD and, like the
whole 11-digit number, a HIGHER value ranks higher, so a team that lost late ranks above one
that lost early with the same record (a team that lost in round 1 met weaker opponents on the
way back up). That is the default, `LossTiming.LATER_RANKS_HIGHER`. The issue's words "lower is
better" are kept as the alternative `LossTiming.EARLIER_RANKS_HIGHER`, where DDD is printed as
999 minus the sum so that a higher number is still better. docs/tournament.md gives the sources.

A team's match-win percentage is (wins + `draw_value` × draws) ÷ matches; a bye counts as a won
match and a missed round of a late entry as a lost one. Settings (all with defaults) say how
draws, the floor, byes and dropped teams count; see `StandingsSettings`.

The defaults follow Konami's published policy (the Yu-Gi-Oh! TCG Official Tournament Policy,
"Tie-Breakers" and "Tie-Breaker Explanation": Win 3, Draw 1, Loss 0 points, then opponents'
match-win percentage, then opponents' opponents'): a *match-win* percentage counts match wins,
so a draw adds nothing (`draw_value` 0), and the policy gives no floor (`min_percentage` 0).
MTR-style software (melee.gg) divides match points by 3 per round instead, so a draw is 1/3 of a
win, with a floor of 1/3: `StandingsSettings.mtr()`.
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tagduel.i18n import lazy
from tagduel.tournament.errors import TournamentError
from tagduel.tournament.model import Roster, Round, Standing, TeamId
from tagduel.tournament.records import TeamRecord, team_records


class ByeCount(enum.Enum):
    """How a bye counts in the bye'd team's own match-win percentage (what its opponents see)."""

    AS_WIN = "as_win"
    """Default: a bye is a won match (it scores as a win, issue 6)."""
    EXCLUDED = "excluded"
    """The bye round is left out of the team's own percentage (Play! Pokémon style)."""


class DropCount(enum.Enum):
    """How a dropped team counts as somebody's opponent."""

    COUNTED = "counted"
    """Default: its record still counts like any opponent's (issue 6: it keeps its record)."""
    EXCLUDED = "excluded"
    """Left out of its opponents' OMW% and OOMW% averages."""


class LossTiming(enum.Enum):
    """Which way the loss-round-squares tiebreaker ranks (see the module docstring)."""

    LATER_RANKS_HIGHER = "later_ranks_higher"
    EARLIER_RANKS_HIGHER = "earlier_ranks_higher"


@dataclass(frozen=True, slots=True)
class StandingsSettings:
    """How the match-win percentages behind OMW% and OOMW% are counted.

    `draw_value`: what a drawn match adds to the wins in a match-win percentage (0: the policy's
    match *wins*; 1/3: MTR-style match points ÷ 3). `min_percentage`: the floor for each
    opponent's match-win percentage in the averages (0: none, as the policy gives none; 1/3 for
    MTR-style software, 0.25 for Play! Pokémon). A bye is never an opponent, whatever `bye` says.
    """

    min_percentage: float = 0.0
    bye: ByeCount = ByeCount.AS_WIN
    dropped: DropCount = DropCount.COUNTED
    loss_timing: LossTiming = LossTiming.LATER_RANKS_HIGHER
    draw_value: float = 0.0

    def __post_init__(self) -> None:
        check_fraction(self.min_percentage, lazy("the minimum percentage"))
        check_fraction(self.draw_value, lazy("the value of a draw"))

    @classmethod
    def mtr(cls) -> StandingsSettings:
        """MTR-style conventions (Magic Tournament Rules, as melee.gg counts): a draw is 1/3 of
        a win and every opponent's percentage is at least 1/3; byes and drops as by default."""
        return cls(min_percentage=1 / 3, draw_value=1 / 3)


def check_fraction(value: float, what: str) -> None:
    """Refuse a share that is not a number from 0 to 1."""
    if not (math.isfinite(value) and 0.0 <= value <= 1.0):
        raise TournamentError(
            lazy("{what} must be between 0 and 1, not {value}", what=what, value=format(value, "g"))
        )


_FRACTION = re.compile(r"(\d{1,9})/(\d{1,9})|(\d{1,9}(?:\.\d{1,12})?|\.\d{1,12})(%?)")


def parse_fraction(text: str, what: str = lazy("the value")) -> float:
    """A share from 0 to 1 written as a fraction (`1/3`), a decimal (`0.33`) or a percentage
    (`25%`); a clear error for anything else."""
    word = text.strip().replace(" ", "")
    found = _FRACTION.fullmatch(word)
    top, bottom, decimal, percent = found.groups() if found else (None, None, None, None)
    if found is None or (bottom is not None and int(bottom) == 0):
        raise TournamentError(
            lazy(
                "{what} {text!r} is not a number from 0 to 1 (write 1/3, 0.25 or 25%)",
                what=what,
                text=text.strip(),
            )
        )
    if top is not None and bottom is not None:
        value = Fraction(int(top), int(bottom))
    else:
        value = Fraction(str(decimal)) / (100 if percent else 1)
    if value > 1:
        raise TournamentError(
            lazy("{what} must be between 0 and 1, not {text!r}", what=what, text=text.strip())
        )
    return float(value)


def fraction_text(value: float) -> str:
    """A share as a person writes it: `0`, `1/3`, `0.25`."""
    close = Fraction(value).limit_denominator(12)
    if abs(float(close) - value) < 1e-9 and close.denominator in (3, 6, 7, 9, 11, 12):
        return f"{close.numerator}/{close.denominator}"
    return f"{value:g}"


DEFAULT_SETTINGS = StandingsSettings()
_DIGITS3 = 999


def standings(
    rounds: Sequence[Round], roster: Roster, settings: StandingsSettings = DEFAULT_SETTINGS
) -> list[Standing]:
    """The standings after `rounds`, best first; full ties keep registration order."""
    records = team_records(rounds, roster)
    return standings_from_records(records, roster, settings)


def standings_from_records(
    records: dict[TeamId, TeamRecord], roster: Roster, settings: StandingsSettings
) -> list[Standing]:
    """The standings from records already derived (pairing derives them once for both)."""
    pct = {team: _win_pct(rec, settings) for team, rec in records.items()}
    floor = settings.min_percentage
    floored = {team: value if value > floor else floor for team, value in pct.items()}
    counted = _counted_opponents(records, roster, settings.dropped)
    omw = {team: _mean(floored, opps) for team, opps in counted.items()}
    oomw = {team: _mean(omw, opps) for team, opps in counted.items()}
    sign = -1 if settings.loss_timing is LossTiming.LATER_RANKS_HIGHER else 1
    keys = {
        team: (
            -rec.points,
            -round(omw[team], 12),
            -round(oomw[team], 12),
            sign * rec.loss_round_squares,
            index,
        )
        for index, (team, rec) in enumerate(records.items())
    }
    ranked = sorted(records, key=keys.__getitem__)
    timing = settings.loss_timing
    return [
        _row(rank, records[t], pct[t], omw[t], oomw[t], timing, roster)
        for rank, t in enumerate(ranked, start=1)
    ]


def sort_key(row: Standing, timing: LossTiming) -> tuple[int, float, float, int]:
    """Ascending key of a standings row: best first. Floats rounded so equal ties compare equal."""
    late = row.loss_round_squares
    squares = -late if timing is LossTiming.LATER_RANKS_HIGHER else late
    return (-row.points, -round(row.omw, 12), -round(row.oomw, 12), squares)


def tiebreaker_code(
    points: int, omw: float, oomw: float, loss_round_squares: int, timing: LossTiming
) -> int:
    """The `AABBBCCCDDD` number: AA points, BBB OMW% and CCC OOMW% in tenths of a percent,
    DDD the loss-round sum encoded so that higher is better; each part capped to its digits."""
    aa = min(points, 99)
    bbb = min(round(omw * 1000), _DIGITS3)
    ccc = min(round(oomw * 1000), _DIGITS3)
    ddd = _encode_ddd(loss_round_squares, timing)
    return ((aa * 1000 + bbb) * 1000 + ccc) * 1000 + ddd


def _encode_ddd(loss_round_squares: int, timing: LossTiming) -> int:
    capped = min(loss_round_squares, _DIGITS3)
    return capped if timing is LossTiming.LATER_RANKS_HIGHER else _DIGITS3 - capped


def _win_pct(record: TeamRecord, settings: StandingsSettings) -> float:
    wins, matches = record.wins + record.byes, record.matches
    if settings.bye is ByeCount.EXCLUDED:
        wins, matches = record.wins, matches - record.byes
    won = wins + settings.draw_value * record.draws if record.draws else wins
    return won / matches if matches else 0.0


def _counted_opponents(
    records: dict[TeamId, TeamRecord], roster: Roster, dropped: DropCount
) -> dict[TeamId, Sequence[TeamId]]:
    if dropped is DropCount.COUNTED or not roster.dropped:
        return {team: rec.opponents for team, rec in records.items()}
    gone = roster.dropped
    return {team: [o for o in rec.opponents if o not in gone] for team, rec in records.items()}


def _mean(values: dict[TeamId, float], teams: Sequence[TeamId]) -> float:
    return sum(map(values.__getitem__, teams)) / len(teams) if teams else 0.0


def _row(
    rank: int,
    rec: TeamRecord,
    pct: float,
    omw: float,
    oomw: float,
    timing: LossTiming,
    roster: Roster,
) -> Standing:
    code = tiebreaker_code(rec.points, omw, oomw, rec.loss_round_squares, timing)
    return Standing(
        rank,
        rec.team,
        rec.points,
        rec.wins,
        rec.losses,
        rec.draws,
        rec.double_losses,
        rec.byes,
        pct,
        omw,
        oomw,
        rec.loss_round_squares,
        code,
        roster.is_dropped(rec.team),
    )
