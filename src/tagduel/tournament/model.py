"""The tournament's values: teams, results, pairings, rounds and the roster of entries and drops.

All frozen. The event itself is an append-only log of facts kept by the store; the services
derive these plain values from it and hand them to the pure functions of this package
(`standings`, `pairing`, `topcut`). Nothing here reads a clock or a file.

Issue 6: "Results: win, loss, draw, double loss; entered per table". A table's result is
recorded from team 1's point of view (`Result.WIN` means team 1 won); `Result.BYE` belongs only
to a bye (a pairing without team 2) and needs no report.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from tagduel.tournament.errors import TournamentError

TeamId = str | int
"""A team's identity as the event log knows it (registration number or name)."""

WIN_POINTS = 3
DRAW_POINTS = 1
LOSS_POINTS = 0


class Result(enum.Enum):
    """A match result for one team (issue 6: win, loss, draw, double loss; a bye is a win)."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"
    DOUBLE_LOSS = "double_loss"
    BYE = "bye"

    @property
    def points(self) -> int:
        """3 for a win or a bye, 1 for a draw, 0 for a loss or a double loss (issue 6)."""
        if self in (Result.WIN, Result.BYE):
            return WIN_POINTS
        return DRAW_POINTS if self is Result.DRAW else LOSS_POINTS

    @property
    def is_loss(self) -> bool:
        """A loss or a double loss: what the loss-round tiebreaker counts (draws do not)."""
        return self in (Result.LOSS, Result.DOUBLE_LOSS)

    @property
    def for_opponent(self) -> Result:
        """The same match seen from the other table side (a double loss stays a double loss)."""
        return _OPPONENT_VIEW[self]

    def to_text(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> Result:
        word = text.strip().lower().replace("-", "_").replace(" ", "_")
        word = _RESULT_ALIASES.get(word, word)
        try:
            return cls(word)
        except ValueError:
            names = ", ".join(r.value for r in cls)
            raise TournamentError(f"not a result: {text!r} (use one of {names})") from None


_OPPONENT_VIEW = {
    Result.WIN: Result.LOSS,
    Result.LOSS: Result.WIN,
    Result.DRAW: Result.DRAW,
    Result.DOUBLE_LOSS: Result.DOUBLE_LOSS,
    Result.BYE: Result.BYE,
}
_RESULT_ALIASES = {
    "w": "win",
    "l": "loss",
    "d": "draw",
    "dl": "double_loss",
    "double": "double_loss",
}


@dataclass(frozen=True, slots=True)
class Pairing:
    """One table of a round: team 1 is the higher-ranked team; no team 2 means a bye."""

    round: int
    table: int
    team1: TeamId
    team2: TeamId | None = None

    @property
    def is_bye(self) -> bool:
        return self.team2 is None

    @property
    def teams(self) -> tuple[TeamId, ...]:
        return (self.team1,) if self.team2 is None else (self.team1, self.team2)

    def opponent_of(self, team: TeamId) -> TeamId | None:
        if team == self.team1:
            return self.team2
        if team == self.team2:
            return self.team1
        raise TournamentError(f"team {team} does not play at table {self.table}")

    def to_text(self) -> str:
        other = "BYE" if self.team2 is None else str(self.team2)
        return f"R{self.round} T{self.table}: {self.team1} vs {other}"


@dataclass(frozen=True, slots=True)
class Round:
    """A paired round and the results reported so far, by table (team 1's point of view)."""

    number: int
    pairings: tuple[Pairing, ...]
    results: Mapping[int, Result] = field(default_factory=dict)

    def pairing_at(self, table: int) -> Pairing:
        for pairing in self.pairings:
            if pairing.table == table:
                return pairing
        raise TournamentError(f"round {self.number} has no table {table}")

    def result_at(self, table: int) -> Result | None:
        """The table's result; a bye is always `Result.BYE`, an unreported table None."""
        if self.pairing_at(table).is_bye:
            return Result.BYE
        return self.results.get(table)

    def unreported_tables(self) -> list[int]:
        return [p.table for p in self.pairings if not p.is_bye and p.table not in self.results]

    def with_result(self, table: int, result: Result) -> Round:
        """This round with `table`'s result set (a correction replaces the earlier one)."""
        if self.pairing_at(table).is_bye or result is Result.BYE:
            raise TournamentError(f"round {self.number} table {table}: a bye takes no result")
        return Round(self.number, self.pairings, {**self.results, table: result})


@dataclass(frozen=True, slots=True)
class Roster:
    """Who is in the event: teams in registration order, late entries and drops.

    `joined[team] = r`: a late entry, first paired in round r; it has a match loss for each
    round before r (issue 6). `dropped[team] = r`: the team played its last round in round r
    (0 = dropped before round 1) and is never paired again; it keeps its record.
    """

    teams: tuple[TeamId, ...]
    joined: Mapping[TeamId, int] = field(default_factory=dict)
    dropped: Mapping[TeamId, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        check_roster(self.teams, self.joined, self.dropped)

    @classmethod
    def of(cls, teams: Iterable[TeamId]) -> Roster:
        return cls(tuple(teams))

    def first_round(self, team: TeamId) -> int:
        return self.joined.get(team, 1)

    def is_active(self, team: TeamId, round_number: int) -> bool:
        """True when `team` may be paired in `round_number` (joined, not dropped)."""
        last = self.dropped.get(team)
        return self.first_round(team) <= round_number and (last is None or round_number <= last)

    def active(self, round_number: int) -> list[TeamId]:
        return [t for t in self.teams if self.is_active(t, round_number)]

    def is_dropped(self, team: TeamId) -> bool:
        return team in self.dropped

    def with_drop(self, team: TeamId, after_round: int) -> Roster:
        return Roster(self.teams, self.joined, {**self.dropped, team: after_round})

    def with_late_entry(self, team: TeamId, first_round: int) -> Roster:
        return Roster((*self.teams, team), {**self.joined, team: first_round}, self.dropped)


def check_roster(
    teams: Sequence[TeamId], joined: Mapping[TeamId, int], dropped: Mapping[TeamId, int]
) -> None:
    """Raise `TournamentError` for a repeated team or an entry/drop naming an unknown team."""
    seen: set[TeamId] = set()
    for team in teams:
        if team in seen:
            raise TournamentError(f"team {team} is registered twice")
        seen.add(team)
    for what, table in (("late entry", joined), ("drop", dropped)):
        for team, round_number in table.items():
            if team not in seen:
                raise TournamentError(f"{what} names team {team}, which is not registered")
            if round_number < (1 if what == "late entry" else 0):
                raise TournamentError(f"{what} of team {team}: bad round {round_number}")


@dataclass(frozen=True, slots=True)
class Standing:
    """One row of the standings. `wins` counts played wins; byes are counted apart.

    `losses` includes double losses and the match losses of rounds a late entry missed.
    `omw` and `oomw` are fractions (0.0–1.0); `loss_round_squares` is the raw sum of the
    squares of the round numbers of the team's losses; `code` is the `AABBBCCCDDD` number.
    """

    rank: int
    team: TeamId
    points: int
    wins: int
    losses: int
    draws: int
    double_losses: int
    byes: int
    win_pct: float
    omw: float
    oomw: float
    loss_round_squares: int
    code: int
    dropped: bool = False

    @property
    def code_text(self) -> str:
        """The tiebreaker number as KTS prints it: 11 digits, zero-padded."""
        return f"{self.code:011d}"

    @property
    def record_text(self) -> str:
        """W-L-D with a bye counted as a win, as a duelist reads a record."""
        return f"{self.wins + self.byes}-{self.losses}-{self.draws}"
