"""A round's pairing entered from a file: paired by hand or by another tool, checked, stored whole.

The file is CSV (UTF-8) with a header row naming at least the columns `table`, `team1` and
`team2`; `team2` empty or `BYE` gives `team1` the bye. Other columns are ignored, so the
pairings of a round exported with `export --what pairings` read back; a `round` column, when
present, must name the round being paired. Teams are found by name as registration compares
names (case and spacing aside).

Everything is checked before anything is stored, and every problem is reported at once with
its line: every team active in the round appears exactly once (no unknown team, none dropped,
none entering later), at most one team has the bye, a team never meets itself, and the tables
are numbered 1 to N, each once (in any order). A rematch or a pair-down is allowed (the
organiser may have had reasons) and shows in the round's diagnostics. Nothing is stored on any
problem; otherwise one `round.paired` fact, as for a round paired here (its diagnostics name
the file; it has no seed).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass

from tagduel.csvsafe import read_cell
from tagduel.i18n import Text, lazy, lazy_plural
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import EventState
from tagduel.services.rounds import Paired, check_can_pair, next_structure, paired_payload
from tagduel.tournament.model import Pairing, Roster, TeamId
from tagduel.tournament.pairing import RoundPairing, assess_pairing

COLUMNS = ("table", "team1", "team2")
BYE_WORD = "bye"
MAX_TABLE = 100_000


@dataclass(frozen=True, slots=True)
class PairingRow:
    """One line of a pairing file, as written (`line` counts from 1, the header included)."""

    line: int
    table: str
    team1: str
    team2: str
    round: str = ""


class PairingFileError(EventError):
    """A pairing file with problems: nothing was stored; `problems` names every one."""

    def __init__(self, source: str, problems: Sequence[str]) -> None:
        self.source = source
        self.problems = tuple(problems)
        super().__init__(
            lazy_plural(
                len(self.problems),
                "{source}: nothing stored, {count} problem: {problems}",
                "{source}: nothing stored, {count} problems: {problems}",
                source=source,
                problems=Text.joined("; ", self.problems),
            )
        )


def parse_pairing_csv(text: str, source: str) -> list[PairingRow]:
    """The rows of a pairing file; a clear error for a missing column or no row at all."""
    reader = csv.reader(io.StringIO(text))
    header = [cell.strip().lower() for cell in next(reader, [])]
    missing = [c for c in COLUMNS if c not in header]
    if missing:
        raise EventError(
            lazy(
                "{source}: a pairing file needs the columns {columns} in its first line; "
                "missing: {missing}",
                source=source,
                columns=", ".join(COLUMNS),
                missing=", ".join(missing),
            )
        )
    where = {name: header.index(name) for name in (*COLUMNS, "round") if name in header}
    rows = []
    for cells in reader:
        if not any(cell.strip() for cell in cells):
            continue

        def cell(name: str, cells: list[str] = cells) -> str:
            index = where.get(name)
            return (
                read_cell(cells[index].strip()) if index is not None and index < len(cells) else ""
            )

        rows.append(
            PairingRow(reader.line_num, cell("table"), cell("team1"), cell("team2"), cell("round"))
        )
    if not rows:
        raise EventError(lazy("{source}: the pairing file has no tables", source=source))
    return rows


def pair_from_rows(
    events: Events,
    name: str,
    rows: Sequence[PairingRow],
    source: str,
    *,
    rounds: int | None = None,
    top_cut: int | None = None,
    request_key: str | None = None,
) -> Written[Paired]:
    """Store the next round's pairing as the file gives it, once every check passes;
    `request_key` as for `Events.write` (a repeated request writes nothing)."""

    def decide(state: EventState) -> tuple[NewFacts, Paired]:
        structure = next_structure(state, rounds, top_cut)
        check_can_pair(state, structure)
        number = len(state.paired) + 1
        pairings = _checked(state, number, rows, source)
        diagnostics = assess_pairing(state.rounds(), state.roster(), pairings)
        outcome = Paired(RoundPairing(number, pairings, diagnostics), structure, 0, source)
        return [(FactKind.ROUND_PAIRED, paired_payload(outcome))], outcome

    return events.write(name, decide, request_key=request_key)


class _Reader:
    """The checks of one pairing file against the event; problems collected with their lines."""

    def __init__(self, state: EventState, number: int) -> None:
        self.state = state
        self.number = number
        self.roster: Roster = state.roster()
        self.seen: dict[str, int] = {}
        self.tables: dict[int, int] = {}
        self.byes: list[int] = []
        self.problems: list[str] = []

    def row(self, row: PairingRow) -> Pairing | None:
        before = len(self.problems)
        self._round(row)
        table = self._table(row)
        team1 = self._team(row, row.team1, "team1")
        bye = row.team2.strip().casefold() in ("", BYE_WORD)
        itself = team1 is not None and not bye and self._named(row.team2) == team1
        if itself:
            self._problem(row, lazy("{team} cannot play itself", team=team1))
        team2 = None if bye or itself else self._team(row, row.team2, "team2")
        if bye:
            self.byes.append(row.line)
        if len(self.problems) > before or table is None or team1 is None:
            return None
        return Pairing(self.number, table, team1, team2)

    def finish(self) -> None:
        if len(self.byes) > 1:
            lines = ", ".join(str(n) for n in self.byes)
            self.problems.append(lazy("lines {lines}: only one team may have the bye", lines=lines))
        active = self.roster.active(self.number)
        left_out = [str(t) for t in active if str(t) not in self.seen]
        if left_out:
            self.problems.append(
                lazy(
                    "not in the file: {teams} (every team playing round {round} must be "
                    "paired exactly once)",
                    teams=", ".join(left_out),
                    round=self.number,
                )
            )
        count = len(self.tables)
        gaps = [str(t) for t in range(1, count + 1) if t not in self.tables]
        if gaps and not self.problems:
            self.problems.append(
                lazy(
                    "tables must be numbered 1 to {count}; missing: {gaps}",
                    count=count,
                    gaps=", ".join(gaps),
                )
            )

    def _round(self, row: PairingRow) -> None:
        if row.round and row.round != str(self.number):
            self._problem(
                row,
                lazy(
                    "round {written!r}, but the round being paired is {round}",
                    written=row.round,
                    round=self.number,
                ),
            )

    def _table(self, row: PairingRow) -> int | None:
        text = row.table
        valid = text.isdigit() and text.isascii() and len(text) <= 6
        if not valid or not 1 <= int(text) <= MAX_TABLE:
            self._problem(
                row,
                lazy(
                    "table {text!r} is not a table number (1 to {most})", text=text, most=MAX_TABLE
                ),
            )
            return None
        table = int(text)
        if table in self.tables:
            self._problem(
                row,
                lazy(
                    "table {table} is already on line {line}",
                    table=table,
                    line=self.tables[table],
                ),
            )
            return None
        self.tables[table] = row.line
        return table

    def _team(self, row: PairingRow, written: str, column: str) -> TeamId | None:
        if not written.strip():
            self._problem(row, lazy("{column} is empty", column=column))
            return None
        if column == "team1" and written.strip().casefold() == BYE_WORD:
            self._problem(row, lazy("BYE goes in team2 (team1 is the team that has the bye)"))
            return None
        entry = self.state.find_team(written)
        if entry is None:
            self._problem(row, lazy("no team {team!r} is registered", team=written.strip()))
            return None
        team = entry.name
        if team in self.seen:
            self._problem(
                row,
                lazy("{team} is already paired on line {line}", team=team, line=self.seen[team]),
            )
            return None
        self.seen[team] = row.line
        if not self.roster.is_active(team, self.number):
            self._problem(row, self._inactive(team))
            return None
        return team

    def _named(self, written: str) -> str | None:
        entry = self.state.find_team(written)
        return entry.name if entry is not None else None

    def _inactive(self, team: str) -> str:
        first = self.roster.first_round(team)
        if first > self.number:
            return lazy(
                "{team} is a late entry first paired in round {first}", team=team, first=first
            )
        after = self.roster.dropped.get(team, 0)
        if not after:
            return lazy("{team} was dropped before round 1", team=team)
        return lazy("{team} was dropped after round {after}", team=team, after=after)

    def _problem(self, row: PairingRow, text: str) -> None:
        self.problems.append(lazy("line {line}: {problem}", line=row.line, problem=text))


def _checked(
    state: EventState, number: int, rows: Sequence[PairingRow], source: str
) -> tuple[Pairing, ...]:
    reader = _Reader(state, number)
    pairings = [p for p in (reader.row(row) for row in rows) if p is not None]
    reader.finish()
    if reader.problems:
        raise PairingFileError(source, reader.problems)
    return tuple(sorted(pairings, key=lambda p: p.table))
