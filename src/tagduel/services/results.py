"""Results: report a table, correct a report, import a round's results from rows of a file.

Issue 6: "Results: win, loss, draw, double loss; entered per table; a correction is a new
recorded fact that names the one it replaces, never an edit". A report equal to the one on
record is accepted again and stores nothing; a different one is refused and must go through a
correction, which needs a reason. An import checks every row first and stores all its rows in
one transaction, or nothing.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tagduel.names import BadNameError, clean_name, clean_text, name_key
from tagduel.services.errors import ConflictingReportError, EventError, ImportRowsError
from tagduel.services.eventfacts import FactKind, describe, parse_result, result_word
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import EventState, ReportFact
from tagduel.tournament.model import Pairing, Result


@dataclass(frozen=True, slots=True)
class Reported:
    """A table's result as recorded; `already` when an equal report was on record."""

    pairing: Pairing
    result: Result
    already: ReportFact | None = None
    replaced: ReportFact | None = None

    def text(self) -> str:
        p = self.pairing
        return f"round {p.round} table {p.table}: {describe(self.result, str(p.team1), _name(p))}"


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One row of a results file: where it came from (line), round, table, result text."""

    line: int
    round: str
    table: str
    result: str
    teams: tuple[str, str] = ("", "")
    """The file's team1 and team2 when it names them (an export does): checked, not stored."""


class RowKind(enum.Enum):
    """What an import did with a row."""

    NEW = "new"
    ALREADY = "already recorded"
    BYE = "bye"
    EMPTY = "no result"


@dataclass(frozen=True, slots=True)
class Imported:
    """The results an import stored, and how many rows it skipped, by kind."""

    stored: list[Reported]
    skipped: dict[RowKind, int] = field(default_factory=dict)


def winner_result(state: EventState, round_number: int, table: int, winner: str) -> Result:
    """The result that makes `winner` (a team name) win at that table."""
    team = state.team(winner).name
    pairing = state.paired_round(round_number).pairing_at(table)
    if team == pairing.team1:
        return Result.WIN
    if team == pairing.team2:
        return Result.LOSS
    raise EventError(
        f"team {team!r} does not play at round {round_number} table {table} "
        f"({pairing.team1} vs {_name(pairing)})"
    )


def report_result(
    events: Events,
    name: str,
    round_number: int,
    table: int,
    result: Result,
    *,
    request_key: str | None = None,
) -> Written[Reported]:
    """Record a table's result; equal to the one on record: nothing stored; different: refused."""

    def decide(state: EventState) -> tuple[NewFacts, Reported]:
        pairing = _playable(state, round_number, table)
        current = state.reported(round_number, table)
        if current is not None and current.result is result:
            return [], Reported(pairing, result, already=current)
        if current is not None:
            raise ConflictingReportError(
                f"round {round_number} table {table} already has a result "
                f"({result_word(current.result)}: "
                f"{describe(current.result, str(pairing.team1), _name(pairing))}, "
                f"fact #{current.seq}); to change it use "
                f"`tagduel event correct {state.name!r} --round {round_number} --table {table} "
                f"--result {result_word(result)} --reason TEXT`"
            )
        return [(FactKind.RESULT_REPORTED, _payload(pairing, result))], Reported(pairing, result)

    return events.write(name, decide, request_key=request_key)


def correct_result(
    events: Events,
    name: str,
    round_number: int,
    table: int,
    result: Result,
    reason: str,
    *,
    request_key: str | None = None,
) -> Written[Reported]:
    """A correction: a new fact naming the report it replaces, with the reason."""
    reason = clean_text(reason, what="reason")
    if not reason:
        raise EventError("a correction needs a written reason (--reason TEXT)")

    def decide(state: EventState) -> tuple[NewFacts, Reported]:
        pairing = _playable(state, round_number, table)
        current = state.reported(round_number, table)
        if current is None:
            raise EventError(
                f"round {round_number} table {table} has no result to correct: report it with "
                f"`tagduel event report {state.name!r} --round {round_number} --table {table} ...`"
            )
        if current.result is result:
            raise EventError(
                f"round {round_number} table {table} is already recorded as "
                f"{result_word(result)} (fact #{current.seq}): nothing to correct"
            )
        payload = {**_payload(pairing, result), "replaces": current.seq, "reason": reason}
        payload["previous"] = result_word(current.result)
        return [(FactKind.RESULT_CORRECTED, payload)], Reported(pairing, result, replaced=current)

    return events.write(name, decide, request_key=request_key)


def import_results(
    events: Events,
    name: str,
    rows: Sequence[ResultRow],
    source: str,
    *,
    request_key: str | None = None,
) -> Written[Imported]:
    """Every row checked; all new results stored in one transaction, or none (naming bad rows).
    A row equal to the result on record is skipped; a bye row (result `bye`) or an empty
    result is allowed and skipped; the skipped rows are counted by kind."""

    def decide(state: EventState) -> tuple[NewFacts, Imported]:
        problems: list[str] = []
        new: dict[tuple[int, int], Reported] = {}
        skipped: dict[RowKind, int] = {}
        for row in rows:
            try:
                kind = _import_row(state, row, new)
            except (EventError, BadNameError) as exc:
                problems.append(f"line {row.line}: {exc}")
                continue
            if kind is not RowKind.NEW:
                skipped[kind] = skipped.get(kind, 0) + 1
        if problems:
            raise ImportRowsError(source, problems)
        fresh = [r for r in new.values() if r.already is None]
        facts = [(FactKind.RESULT_REPORTED, _payload(r.pairing, r.result, "import")) for r in fresh]
        return facts, Imported(fresh, skipped)

    return events.write(name, decide, request_key=request_key)


def _import_row(state: EventState, row: ResultRow, new: dict[tuple[int, int], Reported]) -> RowKind:
    round_number, table = _whole(row.round, "round"), _whole(row.table, "table")
    pairing = state.paired_round(round_number).pairing_at(table)
    _check_teams(pairing, row)
    word = row.result.strip().lower()
    if pairing.is_bye:
        if word not in ("", "bye"):
            raise EventError(f"round {round_number} table {table} is a bye: it takes no result")
        return RowKind.BYE
    if not word:
        return RowKind.EMPTY
    result = parse_result(word)
    key = (round_number, table)
    earlier = new.get(key)
    if earlier is not None:
        if earlier.result is not result:
            raise EventError(f"round {round_number} table {table} appears twice, with two results")
        return RowKind.ALREADY
    current = state.reported(round_number, table)
    if current is not None and current.result is not result:
        raise ConflictingReportError(
            f"round {round_number} table {table} is recorded as {result_word(current.result)} "
            f"(fact #{current.seq}), the file says {result_word(result)}: correct it instead"
        )
    new[key] = Reported(pairing, result, already=current)
    return RowKind.NEW if current is None else RowKind.ALREADY


def _check_teams(pairing: Pairing, row: ResultRow) -> None:
    """A row naming teams must name the table's own (a file from another event or round
    would otherwise give its results to the wrong teams); names compare as names do."""
    for team in row.teams:
        if team.strip():
            clean_name(team, what="the file's team name")
    named = [name_key(t) for t in row.teams]
    actual = [name_key(str(t)) for t in (pairing.team1, pairing.team2 or "")]
    if any(named) and named != actual:
        said = " vs ".join(t.strip() or "-" for t in row.teams)
        raise EventError(
            f"round {pairing.round} table {pairing.table} is {pairing.team1} vs "
            f"{_name(pairing)}, the file says {said}"
        )


def _whole(text: str, what: str) -> int:
    try:
        value = int(text.strip())
    except ValueError:
        raise EventError(f"{what} {text.strip()!r} is not a number") from None
    if value < 1:
        raise EventError(f"{what} {value} is not a {what} number")
    return value


def _playable(state: EventState, round_number: int, table: int) -> Pairing:
    pairing = state.paired_round(round_number).pairing_at(table)
    if pairing.is_bye:
        raise EventError(
            f"round {round_number} table {table} is {pairing.team1}'s bye: it needs no result"
        )
    return pairing


def _payload(pairing: Pairing, result: Result, source: str = "report") -> dict[str, Any]:
    return {
        "round": pairing.round,
        "table": pairing.table,
        "result": result_word(result),
        "team1": pairing.team1,
        "team2": pairing.team2,
        "source": source,
    }


def _name(pairing: Pairing) -> str:
    return "BYE" if pairing.team2 is None else str(pairing.team2)
