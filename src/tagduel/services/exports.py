"""Exports of an event (teams, pairings, results, standings, top cut, final placings) as rows,
CSV and JSON; results from CSV.

Everything is derived from the event's state on read. The results export carries the columns
`round,table,result` that `import-results` reads back, with the result written as `team1`,
`team2`, `draw`, `double-loss` (or `bye`, or empty while unreported), so an export imports
into an event with the same pairings unchanged. Every CSV cell is written by
`tagduel.csvsafe.write_cell` (a name starting with `=`, `+`, `-` or `@` gets a leading `'`, so
a spreadsheet shows it as text instead of running it) and read back by `read_cell`, which takes
that quote off again.
"""

from __future__ import annotations

import csv
import enum
import io
import json
from collections.abc import Sequence
from typing import Any

from tagduel.csvsafe import read_cell, write_cell
from tagduel.decks.model import Deck
from tagduel.i18n import lazy
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import result_word
from tagduel.services.placings import final_placings
from tagduel.services.projection import EventState
from tagduel.services.results import ResultRow
from tagduel.services.topcut import numbered, round_name

Row = dict[str, Any]


class What(enum.Enum):
    TEAMS = "teams"
    PAIRINGS = "pairings"
    RESULTS = "results"
    STANDINGS = "standings"
    TOPCUT = "topcut"
    PLACINGS = "placings"


IMPORT_COLUMNS = ("round", "table", "result")


def rows(state: EventState, what: What) -> list[Row]:
    return _ROWS[what](state)


def team_rows(state: EventState) -> list[Row]:
    """Each team as registered: Duelist A and B, when it joined or left, its two decks."""
    effects = state.effects
    out = []
    for team in state.teams.values():
        drop = state.roster().dropped.get(team.name)
        out.append(
            {
                "team": team.name,
                "duelist_a": team.a.name,
                "duelist_b": team.b.name,
                "first_round": team.first_round,
                "late": team.late,
                "dropped_after": "" if drop is None else drop,
                "disqualified": team.name in effects.disqualified,
                "deck_a": deck_sizes(team.a.deck),
                "deck_b": deck_sizes(team.b.deck),
            }
        )
    return out


def deck_sizes(deck: Deck) -> str:
    return f"Main {len(deck.main)}, Extra {len(deck.extra)}, Side {len(deck.side)}"


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


def topcut_rows(state: EventState) -> list[Row]:
    """Each top-cut match: its round (and event round), seeds, teams, winner and how it was
    decided (reported, bye, penalty, double loss, without playing; empty while undecided)."""
    bracket, cut, topcut = state.bracket(), state.cut, state.topcut
    if bracket is None or cut is None or topcut is None:
        return []
    seed_of = {team: n for n, team in enumerate(bracket.seeds, start=1)}
    out = []
    for item in numbered(bracket):
        m, key = item.match, (item.match.round, item.match.slot)
        deciding = cut.deciding.get(key, ())
        out.append(
            {
                "match": item.number,
                "round": round_name(bracket, m.round),
                "event_round": topcut.swiss_rounds + m.round,
                "seed1": "" if m.team1 is None else seed_of[m.team1],
                "team1": "" if m.team1 is None else m.team1,
                "seed2": "" if m.team2 is None else seed_of[m.team2],
                "team2": "" if m.team2 is None else m.team2,
                "winner": "" if m.winner is None else m.winner,
                "decided_by": _decided_by(
                    m.is_bye,
                    m.winner is not None,
                    key in cut.double_losses,
                    bool(deciding),
                    topcut.reported(item.number) is not None,
                ),
                "penalties": " ".join(f"#{n}" for n in deciding),
            }
        )
    return out


def _decided_by(bye: bool, won: bool, double: bool, penalty: bool, reported: bool) -> str:
    if double:
        return "double loss"
    if not won:
        return ""
    if bye:
        return "bye"
    if penalty:
        return "penalty"
    return "report" if reported else "without playing"


def placing_rows(state: EventState) -> list[Row]:
    """The final placings (1st, 2nd, 3rd-4th, …), then the teams outside the cut."""
    effects = state.effects
    return [
        {
            "place": p.text(),
            "team": p.team,
            "duelist_a": state.teams[p.team].a.name,
            "duelist_b": state.teams[p.team].b.name,
            "reached": p.reached,
            "swiss_rank": p.standing.rank,
            "record": p.standing.record_text,
            "points": p.standing.points,
            "disqualified": p.team in effects.disqualified,
            "prizes_withdrawn": p.team in effects.prizes_withdrawn,
        }
        for p in final_placings(state)
    ]


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
    return write_cell(value)


def to_json(state: EventState, what: What, table: Sequence[Row]) -> str:
    document = {"event": state.name, "what": what.value, "rows": list(table)}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def parse_results_csv(text: str, source: str) -> list[ResultRow]:
    """Rows of a CSV with at least the columns round, table, result (others are ignored).

    A file from `export --what results` also has `reported` and `penalties`: on a row a
    penalty decided, `result` is the penalty's effect (derived on read, never reported), so
    the row's `reported` result is imported instead and the export imports back unchanged.
    A cell's leading `'` that `to_csv` added (before `=`, `+`, `-`, `@`) is taken off.
    """
    reader = csv.DictReader(io.StringIO(text))
    header = [h.strip().lower() for h in reader.fieldnames or []]
    missing = [c for c in IMPORT_COLUMNS if c not in header]
    if missing:
        raise EventError(
            lazy(
                "{source}: the first line must name the columns round, table, result "
                "(missing: {missing})",
                source=source,
                missing=", ".join(missing),
            )
        )
    reader.fieldnames = header
    out = []
    for row in reader:
        values = {k: read_cell(v or "") for k, v in row.items() if k is not None}
        result = (
            values.get("reported", "") if values.get("penalties", "").strip() else values["result"]
        )
        teams = (values.get("team1", ""), values.get("team2", ""))
        out.append(ResultRow(reader.line_num, values["round"], values["table"], result, teams))
    if not out:
        raise EventError(lazy("{source}: no rows of results", source=source))
    return out


_ROWS = {
    What.TEAMS: team_rows,
    What.PAIRINGS: pairing_rows,
    What.RESULTS: result_rows,
    What.STANDINGS: standing_rows,
    What.TOPCUT: topcut_rows,
    What.PLACINGS: placing_rows,
}
