"""Exports of an event (pairings, results, standings) as rows, CSV and JSON; results from CSV.

Everything is derived from the event's state on read. The results export carries the columns
`round,table,result` that `import-results` reads back, with the result written as `team1`,
`team2`, `draw`, `double-loss` (or `bye`, or empty while unreported), so an export imports
into an event with the same pairings unchanged.
"""

from __future__ import annotations

import csv
import enum
import io
import json
from collections.abc import Sequence
from typing import Any

from tagduel.services.errors import EventError
from tagduel.services.eventfacts import result_word
from tagduel.services.projection import EventState
from tagduel.services.results import ResultRow

Row = dict[str, Any]


class What(enum.Enum):
    PAIRINGS = "pairings"
    RESULTS = "results"
    STANDINGS = "standings"


IMPORT_COLUMNS = ("round", "table", "result")


def rows(state: EventState, what: What) -> list[Row]:
    if what is What.PAIRINGS:
        return pairing_rows(state)
    if what is What.RESULTS:
        return result_rows(state)
    return standing_rows(state)


def pairing_rows(state: EventState) -> list[Row]:
    return [
        {
            "round": r.number,
            "table": p.table,
            "team1": p.team1,
            "team2": "" if p.team2 is None else p.team2,
            "bye": p.is_bye,
            "seed": r.seed,
        }
        for r in state.paired
        for p in r.pairings
    ]


def result_rows(state: EventState) -> list[Row]:
    out = []
    for r in state.paired:
        for p in r.pairings:
            result = state.result_at(r.number, p.table)
            report = state.reported(r.number, p.table)
            deciding = state.effects.deciding.get((r.number, p.table), [])
            out.append(
                {
                    "round": r.number,
                    "table": p.table,
                    "team1": p.team1,
                    "team2": "" if p.team2 is None else p.team2,
                    "result": "" if result is None else result_word(result),
                    "reported": "" if report is None else result_word(report.result),
                    "penalties": " ".join(f"#{n}" for n in deciding),
                }
            )
    return out


def standing_rows(state: EventState) -> list[Row]:
    effects = state.effects
    out = []
    for s in state.standings():
        team = state.teams[str(s.team)]
        out.append(
            {
                "rank": s.rank,
                "team": s.team,
                "duelist_a": team.a.name,
                "duelist_b": team.b.name,
                "points": s.points,
                "record": s.record_text,
                "wins": s.wins,
                "losses": s.losses,
                "draws": s.draws,
                "double_losses": s.double_losses,
                "byes": s.byes,
                "omw": round(s.omw, 6),
                "oomw": round(s.oomw, 6),
                "loss_round_squares": s.loss_round_squares,
                "code": s.code_text,
                "dropped": s.dropped,
                "disqualified": s.team in effects.disqualified,
                "prizes_withdrawn": s.team in effects.prizes_withdrawn,
            }
        )
    return out


def to_csv(table: Sequence[Row], columns: Sequence[str] | None = None) -> str:
    buffer = io.StringIO()
    names = list(columns or (table[0].keys() if table else []))
    writer = csv.DictWriter(buffer, fieldnames=names, lineterminator="\n")
    writer.writeheader()
    for row in table:
        writer.writerow({k: _cell(v) for k, v in row.items()})
    return buffer.getvalue()


def _cell(value: Any) -> Any:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


def to_json(state: EventState, what: What, table: Sequence[Row]) -> str:
    document = {"event": state.name, "what": what.value, "rows": list(table)}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def parse_results_csv(text: str, source: str) -> list[ResultRow]:
    """Rows of a CSV with at least the columns round, table, result (others are ignored).

    A file from `export --what results` also has `reported` and `penalties`: on a row a
    penalty decided, `result` is the penalty's effect (derived on read, never reported), so
    the row's `reported` result is imported instead and the export imports back unchanged.
    """
    reader = csv.DictReader(io.StringIO(text))
    header = [h.strip().lower() for h in reader.fieldnames or []]
    missing = [c for c in IMPORT_COLUMNS if c not in header]
    if missing:
        raise EventError(
            f"{source}: the first line must name the columns round, table, result "
            f"(missing: {', '.join(missing)})"
        )
    reader.fieldnames = header
    out = []
    for row in reader:
        values = {k: (v or "") for k, v in row.items() if k is not None}
        result = (
            values.get("reported", "") if values.get("penalties", "").strip() else values["result"]
        )
        teams = (values.get("team1", ""), values.get("team2", ""))
        out.append(ResultRow(reader.line_num, values["round"], values["table"], result, teams))
    if not out:
        raise EventError(f"{source}: no rows of results")
    return out
