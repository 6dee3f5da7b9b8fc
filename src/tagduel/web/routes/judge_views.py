"""View models of the judges' pages: the table grid of a round with its filters, a table's
duelists by seat, the penalties and calls per table, and the event's list of penalties with its
exports (read from the services' states; no rule is decided here)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from tagduel.csvsafe import write_cell
from tagduel.penalties.codec import Void, void_from_payload
from tagduel.penalties.model import IssuedPenalty, Lang, Seat
from tagduel.penalties.record import COLUMNS, RecordEntry, entry_row, status_of
from tagduel.services.clock import round_clock
from tagduel.services.events import Events
from tagduel.services.judgecalls import JudgeCall, queue
from tagduel.services.penalties import PenaltyFactKind
from tagduel.services.projection import EventState
from tagduel.services.topcut import numbered, round_name
from tagduel.web.views import TableRow, table_rows

FILTERS = ("all", "missing", "extended", "penalties", "calls")
"""The grid's filters: every table, no result yet, extended, with penalties, with open calls."""


def catalogue_lang(lang: str) -> Lang:
    return Lang.JA if lang == "ja" else Lang.EN


@dataclass(frozen=True, slots=True)
class PenaltyLine:
    """A penalty as a line of the grid and the panel: who, what, and whether it stands."""

    number: int
    person: str
    team: str
    seat: str
    infraction: str
    penalty: str
    round: int | None
    table: int | None
    voided: bool


@dataclass(frozen=True, slots=True)
class GridRow:
    """A table of the round as a judge sees it: the result grid's row, the table's extra
    time, its penalties (in force and voided) and its open calls."""

    row: TableRow
    extension: int
    """Extra minutes given to this table alone."""
    penalties: tuple[PenaltyLine, ...]
    calls: tuple[JudgeCall, ...]

    @property
    def table(self) -> int:
        return self.row.table

    def shown_by(self, show: str) -> bool:
        if show == "missing":
            return self.row.missing
        if show == "extended":
            return self.extension > 0
        if show == "penalties":
            return any(not p.voided for p in self.penalties)
        if show == "calls":
            return bool(self.calls)
        return True


def penalty_lines(state: EventState, lang: str) -> list[PenaltyLine]:
    """Every penalty issued in the event, oldest first (voided ones marked)."""
    cat, which = state.catalogue, catalogue_lang(lang)
    out = []
    for number, p in sorted(state.issued.items()):
        infraction = cat.infractions.get(p.infraction)
        out.append(
            PenaltyLine(
                number,
                p.offender.person,
                p.offender.team,
                p.offender.seat.value if p.offender.seat else "",
                infraction.description.in_(which) if infraction else p.infraction,
                cat.name(p.actual, which),
                p.occasion.round,
                p.occasion.table,
                number in state.voided,
            )
        )
    return out


def grid(state: EventState, number: int, lang: str) -> list[GridRow]:
    """The round's tables with results, extra time, penalties and open calls."""
    clock = round_clock(state, number)
    extra = clock.table_extensions if clock is not None else {}
    lines = penalty_lines(state, lang)
    deciding = state.effects.deciding
    open_calls = [c for c in queue(state) if c.round == number]
    rows = []
    for row in table_rows(state, number):
        decided = set(deciding.get((number, row.table), ()))
        mine = tuple(
            p for p in lines if (p.round, p.table) == (number, row.table) or p.number in decided
        )
        calls = tuple(c for c in open_calls if c.table == row.table)
        minutes = extra.get(row.table, timedelta(0)) // timedelta(minutes=1)
        rows.append(GridRow(row, minutes, mine, calls))
    return rows


@dataclass(frozen=True, slots=True)
class SeatChoice:
    """A duelist at a table, by seat: `code` 1A, 1B, 2A or 2B."""

    code: str
    name: str
    team: str
    seat: Seat


@dataclass(frozen=True, slots=True)
class TableChoice:
    """A table a penalty can be issued at: a Swiss round's table, or a top-cut match (its
    round continues the event's numbering; its table is the match's number)."""

    round: int
    table: int
    team1: str
    team2: str
    stage: str = ""
    """The top-cut round's name ("Semifinal"), empty for a Swiss round."""
    winner: str = ""


def cut_tables(state: EventState) -> list[TableChoice]:
    """The top cut's matches with both teams known, in match order (none before the cut)."""
    bracket = state.bracket()
    if state.topcut is None or bracket is None:
        return []
    swiss = state.topcut.swiss_rounds
    return [
        TableChoice(
            swiss + m.match.round,
            m.number,
            str(m.match.team1),
            str(m.match.team2),
            round_name(bracket, m.match.round),
            str(m.match.winner or ""),
        )
        for m in numbered(bracket)
        if m.match.team1 is not None and m.match.team2 is not None
    ]


def tables_of(state: EventState, number: int) -> list[TableChoice]:
    """The tables of event round `number` that have two teams: Swiss or top cut."""
    if 1 <= number <= len(state.paired):
        pairings = state.paired_round(number).pairings
        return [
            TableChoice(number, p.table, str(p.team1), str(p.team2))
            for p in pairings
            if not p.is_bye
        ]
    return [t for t in cut_tables(state) if t.round == number]


def judged_round(state: EventState, asked: int) -> int:
    """The round a penalty form is about: the one asked for when it has tables, else the
    latest: the top cut's latest round with a match, or the last Swiss round paired."""
    if asked and tables_of(state, asked):
        return asked
    cut = cut_tables(state)
    return cut[-1].round if cut else len(state.paired)


def seats_at(state: EventState, number: int, table: int) -> list[SeatChoice]:
    """The duelists at the table (none for a bye's empty side), in seat order."""
    teams: tuple[object, ...] = ()
    if number > len(state.paired):
        match = next((t for t in tables_of(state, number) if t.table == table), None)
        teams = (match.team1, match.team2) if match is not None else ()
    else:
        pairing = state.paired_round(number).pairing_at(table)
        teams = (pairing.team1, pairing.team2)
    out = []
    for side, team in enumerate(teams, start=1):
        entry = state.find_team(str(team)) if team is not None else None
        if entry is None:
            continue
        for duelist in entry.duelists:
            seat = Seat(duelist.seat)
            out.append(SeatChoice(f"{side}{seat.value}", duelist.name, entry.name, seat))
    return out


def seat_of(state: EventState, number: int, table: int, code: str) -> SeatChoice | None:
    return next((s for s in seats_at(state, number, table) if s.code == code), None)


# -- the event's list and its exports ---------------------------------------------------------


def voids_of(events: Events, state: EventState) -> dict[int, Void]:
    """The event's voids by the number of the penalty each withdraws (the first counts)."""
    found: dict[int, Void] = {}
    kinds = [PenaltyFactKind.VOIDED.value]
    for fact in events.store.facts(state.info.id, kinds=kinds):
        void = void_from_payload(fact.payload, event=state.name, number=fact.seq)
        found.setdefault(void.voids, void)
    return found


def event_entries(events: Events, state: EventState) -> list[RecordEntry]:
    """Every penalty of the event as the official record shows it, oldest first."""
    voids = voids_of(events, state)
    index = {(state.name, n): v for n, v in voids.items()}
    return [
        RecordEntry(p, status_of(p, state.catalogue, index), voids.get(number))
        for number, p in sorted(state.issued.items())
    ]


def entries_csv(entries: Sequence[RecordEntry], state: EventState, lang: str) -> str:
    """The record's columns (`penalties.record.COLUMNS`), no spreadsheet formulas."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for entry in entries:
        row = entry_row(entry, state.catalogue, catalogue_lang(lang))
        writer.writerow({k: write_cell(v) for k, v in row.items()})
    return out.getvalue()


def entries_json(entries: Sequence[RecordEntry], state: EventState, lang: str) -> str:
    rows = [entry_row(e, state.catalogue, catalogue_lang(lang)) for e in entries]
    document = {"event": state.name, "penalties": rows}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def penalty_of(state: EventState, number: int) -> IssuedPenalty | None:
    return state.issued.get(number)
