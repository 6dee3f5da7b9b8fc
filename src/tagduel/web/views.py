"""View models: what the pages show, read from the services' states (no rule decided here)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tagduel.services.events import Events
from tagduel.services.overview import stage
from tagduel.services.projection import EventState, ReportFact
from tagduel.tournament.attendance import Structure


@dataclass(frozen=True, slots=True)
class EventRow:
    id: int
    name: str
    created: str
    teams: int
    rounds: int
    stage: str


def event_rows(events: Events) -> list[EventRow]:
    """Every tournament event of the database, newest first."""
    rows = []
    for info in reversed(events.store.events()):
        state = events.state(info.name)
        if not state.configured:
            continue
        created = info.created_at.strftime("%Y-%m-%d")
        rows.append(
            EventRow(info.id, info.name, created, len(state.teams), len(state.paired), stage(state))
        )
    return rows


@dataclass(frozen=True, slots=True)
class Dashboard:
    """Where an event stands and what the organiser does next."""

    teams: int
    active: int
    dropped: int
    rounds_paired: int
    rounds_planned: int | None
    top_cut: int | None
    unreported: int
    conflicts: int
    stage: str
    next_step: str
    has_join_code: bool


def dashboard(state: EventState) -> Dashboard:
    from tagduel.services.selfreport import conflicts

    structure = state.structure()
    paired = len(state.paired)
    unreported = len(state.unreported(paired)) if paired else 0
    flagged = len(conflicts(state, paired)) if paired else 0
    dropped = sum(1 for team in state.teams if state.is_dropped(team))
    planned = structure.rounds if structure else state.settings.rounds
    cut = structure.top_cut if structure else state.settings.top_cut
    return Dashboard(
        teams=len(state.teams),
        active=len(state.teams) - dropped,
        dropped=dropped,
        rounds_paired=paired,
        rounds_planned=planned,
        top_cut=cut,
        unreported=unreported,
        conflicts=flagged,
        stage=stage(state),
        next_step=_next_step(state, paired, unreported, structure),
        has_join_code=state.join_code_hash is not None,
    )


def _next_step(state: EventState, paired: int, unreported: int, structure: Structure | None) -> str:
    """One of: register, pair, report, topcut, cut_report, finished."""
    if state.topcut is not None:
        bracket = state.bracket()
        return "finished" if bracket is not None and bracket.champion is not None else "cut_report"
    if paired == 0:
        return "register" if len(state.teams) < 2 else "pair"
    if unreported:
        return "report"
    if structure is not None and paired >= structure.rounds:
        return "topcut" if structure.top_cut else "finished"
    return "pair"


@dataclass(frozen=True, slots=True)
class TeamRow:
    name: str
    a: str
    b: str
    first_round: int
    late: bool
    dropped: bool
    record: str
    points: int
    decks: str


def team_rows(state: EventState) -> list[TeamRow]:
    """The teams, alphabetically, with their record so far."""
    standing = {s.team: s for s in state.standings()}
    rows = []
    for entry in sorted(state.teams.values(), key=lambda e: e.name.casefold()):
        s = standing.get(entry.name)
        sizes = " / ".join(
            f"{len(d.deck.main)}+{len(d.deck.extra)}+{len(d.deck.side)}" for d in entry.duelists
        )
        rows.append(
            TeamRow(
                entry.name,
                entry.a.name,
                entry.b.name,
                entry.first_round,
                entry.late,
                state.is_dropped(entry.name),
                s.record_text if s else "",
                s.points if s else 0,
                sizes,
            )
        )
    return rows


RESULT_CHOICES = ("team1", "team2", "draw", "double-loss")


@dataclass(frozen=True, slots=True)
class TableRow:
    """One table of a round, as the pairings and the result grid show it."""

    table: int
    team1: str
    team2: str | None
    seats1: tuple[str, str]
    seats2: tuple[str, str]
    result: str | None
    """The result in force as a word (team1, team2, draw, double-loss, bye), None: missing."""
    source: str
    claim1: str | None
    claim2: str | None
    claim_state: str
    by_penalty: bool
    report_seq: int | None
    previous: str | None = None
    """For a corrected table: the result the correction replaced (a word, as `result`)."""
    correction_reason: str = ""

    @property
    def missing(self) -> bool:
        return self.result is None


def table_rows(state: EventState, round_number: int) -> list[TableRow]:
    from tagduel.services.eventfacts import result_word
    from tagduel.services.selfreport import table_claims

    paired = state.paired_round(round_number)
    rows = []
    for p in paired.pairings:
        result = state.result_at(round_number, p.table)
        report = state.reported(round_number, p.table)
        claims = table_claims(state, round_number, p.table) if not p.is_bye else None
        c = claims.claims if claims else {}
        by_penalty = (
            result is not None and not p.is_bye and (report is None or report.result is not result)
        )
        rows.append(
            TableRow(
                table=p.table,
                team1=str(p.team1),
                team2=None if p.team2 is None else str(p.team2),
                seats1=_names(state, str(p.team1)),
                seats2=_names(state, str(p.team2)) if p.team2 is not None else ("", ""),
                result=None if result is None else result_word(result),
                source=_source(report, by_penalty),
                claim1=result_word(c[str(p.team1)].result) if str(p.team1) in c else None,
                claim2=result_word(c[str(p.team2)].result)
                if p.team2 is not None and str(p.team2) in c
                else None,
                claim_state=claims.state.value if claims else "bye",
                by_penalty=by_penalty,
                report_seq=report.seq if report else None,
                previous=_replaced(state, report),
                correction_reason=report.reason if report and report.replaces else "",
            )
        )
    return rows


def _replaced(state: EventState, report: ReportFact | None) -> str | None:
    """The result a correction replaced, as a word (None: not a correction)."""
    from tagduel.services.eventfacts import result_word

    if report is None or report.replaces is None:
        return None
    history = state.reports.get((report.round, report.table)) or ()
    earlier = next((r for r in history if r.seq == report.replaces), None)
    return result_word(earlier.result) if earlier is not None else None


def _names(state: EventState, team: str) -> tuple[str, str]:
    entry = state.find_team(team)
    return (entry.a.name, entry.b.name) if entry else ("", "")


def _source(report: ReportFact | None, by_penalty: bool) -> str:
    if by_penalty:
        return "penalty"
    if report is None:
        return ""
    return "correction" if report.replaces is not None else "report"


@dataclass(frozen=True, slots=True)
class RoundSummary:
    number: int
    tables: int
    missing: int
    conflicts: int
    quality: dict[str, object]
    seed: int


def round_summaries(state: EventState) -> list[RoundSummary]:
    from tagduel.services.selfreport import conflicts

    out = []
    for paired in state.paired:
        out.append(
            RoundSummary(
                paired.number,
                len(paired.pairings),
                len(state.unreported(paired.number)),
                len(conflicts(state, paired.number)),
                dict(paired.diagnostics),
                paired.seed,
            )
        )
    return out


def clock_data(state: EventState, at: datetime) -> dict[str, object]:
    """The round clock as the browser counts it down: its state (not_started, running, paused,
    time_called, extra_turns), the seconds left at `at`, whether tables still play, the round."""
    from tagduel.services.clockstatus import clock_status

    if not state.paired:
        return {"state": "not_started", "remaining": 0, "round": 0, "tables_playing": False}
    status = clock_status(state, at)
    playing = any(not t.reported for t in status.tables)
    return {
        "state": status.state.value.replace(" ", "_"),
        "remaining": max(0, int(status.remaining.total_seconds())),
        "round": status.round,
        "tables_playing": playing,
        "minutes": state.settings.round_minutes,
    }


@dataclass(frozen=True, slots=True)
class CutMatchView:
    number: int
    round: int
    slot: int
    team1: str | None
    team2: str | None
    winner: str | None
    ready: bool
    bye: bool


@dataclass(frozen=True, slots=True)
class CutRoundView:
    number: int
    name: str
    matches: list[CutMatchView]


def bracket_view(state: EventState) -> tuple[list[CutRoundView], str | None]:
    """The top cut round by round (numbered as the organiser reports them), and the champion."""
    from tagduel.services.topcut import numbered, round_name

    bracket = state.bracket()
    if bracket is None:
        return [], None
    rounds: dict[int, CutRoundView] = {}
    for item in numbered(bracket):
        m = item.match
        view = rounds.setdefault(m.round, CutRoundView(m.round, round_name(bracket, m.round), []))
        view.matches.append(
            CutMatchView(
                item.number,
                m.round,
                m.slot,
                None if m.team1 is None else str(m.team1),
                None if m.team2 is None else str(m.team2),
                None if m.winner is None else str(m.winner),
                m.ready,
                m.is_bye,
            )
        )
    champion = None if bracket.champion is None else str(bracket.champion)
    return [rounds[k] for k in sorted(rounds)], champion


@dataclass(frozen=True, slots=True)
class MyTable:
    """A team's place in the latest round: its table and seats, its opponents."""

    round: int
    table: int | None
    bye: bool
    my_seats: tuple[str, str]
    my_names: tuple[str, str]
    opponent: str | None
    opponent_seats: tuple[str, str]
    opponent_names: tuple[str, str]
    result: str | None
    record: str


def my_table(state: EventState, team: str) -> MyTable | None:
    """None before round 1 is paired; else where `team` plays the latest round."""
    from tagduel.services.eventfacts import result_word

    standing = next((s for s in state.standings() if s.team == team), None)
    record = standing.record_text if standing else ""
    if not state.paired:
        return MyTable(
            0, None, False, ("", ""), _names(state, team), None, ("", ""), ("", ""), None, record
        )
    paired = state.paired[-1]
    pairing = paired.pairing_of(team)
    if pairing is None:
        return MyTable(
            paired.number,
            None,
            False,
            ("", ""),
            _names(state, team),
            None,
            ("", ""),
            ("", ""),
            None,
            record,
        )
    first = pairing.team1 == team
    other = pairing.team2 if first else pairing.team1
    result = state.result_at(paired.number, pairing.table)
    return MyTable(
        round=paired.number,
        table=pairing.table,
        bye=pairing.is_bye,
        my_seats=("1A", "1B") if first else ("2A", "2B"),
        my_names=_names(state, team),
        opponent=None if other is None else str(other),
        opponent_seats=("2A", "2B") if first else ("1A", "1B"),
        opponent_names=_names(state, str(other)) if other is not None else ("", ""),
        result=None if result is None else result_word(result),
        record=record,
    )


@dataclass(frozen=True, slots=True)
class PublicPairing:
    team: str
    table: int | None
    seats: str
    opponent: str | None


def public_pairings(state: EventState) -> tuple[int, list[PublicPairing]]:
    """The latest round's pairings by team name, alphabetically (what a projector shows)."""
    if not state.paired:
        return 0, []
    paired = state.paired[-1]
    out = []
    for p in paired.pairings:
        out.append(
            PublicPairing(
                str(p.team1),
                None if p.is_bye else p.table,
                "1A 1B",
                None if p.team2 is None else str(p.team2),
            )
        )
        if p.team2 is not None:
            out.append(PublicPairing(str(p.team2), p.table, "2A 2B", str(p.team1)))
    out.sort(key=lambda row: row.team.casefold())
    return paired.number, out
