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

from tagduel.i18n import lazy, message_of
from tagduel.names import BadNameError, clean_name, clean_text, name_key
from tagduel.services.errors import ConflictingReportError, EventError, ImportRowsError
from tagduel.services.eventfacts import (
    FactKind,
    describe,
    parse_result,
    result_text,
    result_word,
)
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
        return lazy(
            "round {round} table {table}: {result}",
            round=p.round,
            table=p.table,
            result=describe(self.result, str(p.team1), _name(p)),
        )


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
    """The results an import stored, and how many rows it skipped, by kind; `skipped_rows`
    names each skipped row: its line and why."""

    stored: list[Reported]
    skipped: dict[RowKind, int] = field(default_factory=dict)
    skipped_rows: tuple[tuple[int, RowKind], ...] = ()


def winner_result(state: EventState, round_number: int, table: int, winner: str) -> Result:
    """The result that makes `winner` (a team name) win at that table."""
    team = state.team(winner).name
    pairing = state.paired_round(round_number).pairing_at(table)
    if team == pairing.team1:
        return Result.WIN
    if team == pairing.team2:
        return Result.LOSS
    raise EventError(
        lazy(
            "team {team!r} does not play at round {round} table {table} ({team1} vs {team2})",
            team=team,
            round=round_number,
            table=table,
            team1=pairing.team1,
            team2=_name(pairing),
        )
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
            values = {
                "round": round_number,
                "table": table,
                "word": result_text(current.result),
                "described": describe(current.result, str(pairing.team1), _name(pairing)),
                "seq": current.seq,
                "event": state.name,
                "result": result_word(result),
            }
            raise ConflictingReportError(
                lazy(
                    "round {round} table {table} already has a result ({word}: {described}, "
                    "fact #{seq}); to change it, correct it with a written reason",
                    **values,
                ),
                cli=lazy(
                    "round {round} table {table} already has a result ({word}: {described}, "
                    "fact #{seq}); to change it use `tagduel event correct {event!r} --round "
                    "{round} --table {table} --result {result} --reason TEXT`",
                    **values,
                ),
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
    reason = clean_text(reason, what=lazy("reason"))
    if not reason:
        raise EventError(
            lazy("a correction needs a written reason"),
            cli=lazy("a correction needs a written reason (--reason TEXT)"),
        )

    def decide(state: EventState) -> tuple[NewFacts, Reported]:
        pairing = _playable(state, round_number, table)
        current = state.reported(round_number, table)
        if current is None:
            values = {"round": round_number, "table": table, "event": state.name}
            raise EventError(
                lazy(
                    "round {round} table {table} has no result to correct: record its result",
                    **values,
                ),
                cli=lazy(
                    "round {round} table {table} has no result to correct: report it with "
                    "`tagduel event report {event!r} --round {round} --table {table} ...`",
                    **values,
                ),
            )
        if current.result is result:
            raise EventError(
                lazy(
                    "round {round} table {table} is already recorded as {word} (fact #{seq}): "
                    "nothing to correct",
                    round=round_number,
                    table=table,
                    word=result_text(result),
                    seq=current.seq,
                )
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
        skipped_rows: list[tuple[int, RowKind]] = []
        for row in rows:
            try:
                kind = _import_row(state, row, new)
            except (EventError, BadNameError) as exc:
                problems.append(
                    lazy("line {line}: {problem}", line=row.line, problem=message_of(exc))
                )
                continue
            if kind is not RowKind.NEW:
                skipped[kind] = skipped.get(kind, 0) + 1
                skipped_rows.append((row.line, kind))
        if problems:
            raise ImportRowsError(source, problems)
        fresh = [r for r in new.values() if r.already is None]
        facts = [(FactKind.RESULT_REPORTED, _payload(r.pairing, r.result, "import")) for r in fresh]
        return facts, Imported(fresh, skipped, tuple(skipped_rows))

    return events.write(name, decide, request_key=request_key)


def _import_row(state: EventState, row: ResultRow, new: dict[tuple[int, int], Reported]) -> RowKind:
    round_number, table = _whole(row.round, ROUND), _whole(row.table, TABLE)
    pairing = state.paired_round(round_number).pairing_at(table)
    _check_teams(pairing, row)
    word = row.result.strip().lower()
    if pairing.is_bye:
        if word not in ("", "bye"):
            raise EventError(
                lazy(
                    "round {round} table {table} is a bye: it takes no result",
                    round=round_number,
                    table=table,
                )
            )
        return RowKind.BYE
    if not word:
        return RowKind.EMPTY
    result = parse_result(word)
    key = (round_number, table)
    earlier = new.get(key)
    if earlier is not None:
        if earlier.result is not result:
            raise EventError(
                lazy(
                    "round {round} table {table} appears twice, with two results",
                    round=round_number,
                    table=table,
                )
            )
        return RowKind.ALREADY
    current = state.reported(round_number, table)
    if current is not None and current.result is not result:
        raise ConflictingReportError(
            lazy(
                "round {round} table {table} is recorded as {word} (fact #{seq}), the file says "
                "{said}: correct it instead",
                round=round_number,
                table=table,
                word=result_text(current.result),
                seq=current.seq,
                said=result_text(result),
            )
        )
    new[key] = Reported(pairing, result, already=current)
    return RowKind.NEW if current is None else RowKind.ALREADY


def _check_teams(pairing: Pairing, row: ResultRow) -> None:
    """A row naming teams must name the table's own (a file from another event or round
    would otherwise give its results to the wrong teams); names compare as names do."""
    for team in row.teams:
        if team.strip():
            clean_name(team, what=lazy("the file's team name"))
    named = [name_key(t) for t in row.teams]
    actual = [name_key(str(t)) for t in (pairing.team1, pairing.team2 or "")]
    if any(named) and named != actual:
        said = " vs ".join(t.strip() or "-" for t in row.teams)
        raise EventError(
            lazy(
                "round {round} table {table} is {team1} vs {team2}, the file says {said}",
                round=pairing.round,
                table=pairing.table,
                team1=pairing.team1,
                team2=_name(pairing),
                said=said,
            )
        )


ROUND = lazy("round")
TABLE = lazy("table")


def _whole(text: str, what: str) -> int:
    try:
        value = int(text.strip())
    except ValueError:
        raise EventError(
            lazy("{what} {text!r} is not a number", what=what, text=text.strip())
        ) from None
    if value < 1:
        raise EventError(lazy("{what} {value} is not a {what} number", what=what, value=value))
    return value


def _playable(state: EventState, round_number: int, table: int) -> Pairing:
    pairing = state.paired_round(round_number).pairing_at(table)
    if pairing.is_bye:
        raise EventError(
            lazy(
                "round {round} table {table} is {team}'s bye: it needs no result",
                round=round_number,
                table=table,
                team=pairing.team1,
            )
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
