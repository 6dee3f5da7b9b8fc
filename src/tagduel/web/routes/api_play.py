"""The JSON API's round clock (its state, start, pause, resume, extend the round or one table,
call time; the end-of-match guide of the Team Dueling Rules B for a table), the standings, the
top cut to the champion, and the event's exports (CSV or JSON)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Literal

from fastapi import Query, Request
from fastapi.responses import Response

from tagduel.services.clock import ClockAction, ClockChange, change_clock
from tagduel.services.endofmatchguide import end_of_match_guide
from tagduel.services.exports import What, rows, to_csv, to_json
from tagduel.services.topcut import correct_topcut, report_topcut, start_topcut
from tagduel.web import api_models as m
from tagduel.web import api_play_models as pm
from tagduel.web import api_round_models as rm
from tagduel.web.auth import Role, declare
from tagduel.web.routes.api_common import (
    IdempotencyKey,
    answers,
    api_router,
    facts_text,
    key,
    table_of,
    team_of,
)
from tagduel.web.routes.api_views import bracket_out, clock_out, standings_out, table_clocks
from tagduel.web.routes.common import ctx_of, event_state

router = api_router("clock, standings, top cut, exports")

ClockWord = Literal["start", "pause", "resume", "extend", "extend-table", "call"]
ACTIONS: dict[str, ClockAction] = {
    "start": ClockAction.STARTED,
    "pause": ClockAction.PAUSED,
    "resume": ClockAction.RESUMED,
    "extend": ClockAction.EXTENDED,
    "extend-table": ClockAction.TABLE_EXTENDED,
    "call": ClockAction.CALLED,
}


def now() -> datetime:
    return datetime.now(UTC)


@router.get("/events/{event_id}/clock", **declare(Role.ORGANISER))
def clock(
    request: Request,
    event_id: int,
    table: Annotated[int | None, Query(description="the guide's table")] = None,
    turn: Annotated[str, Query(max_length=4, description="the turn duelist: 1A, 2A, 1B, 2B")] = "",
    first: Annotated[int, Query(ge=1, le=2, description="the team that went first")] = 1,
) -> rm.ClockOut:
    """The latest round's clock with each table's time; with `table` and `turn`, the
    end-of-match procedure for that table (Tier 1: the turn ends, then 3 extra turns)."""
    state = event_state(request, event_id)
    at = now()
    guide = None
    if table is not None and turn:
        pairing = table_of(state, len(state.paired), table)
        _, lines = end_of_match_guide(state, table, turn, first)
        team2 = None if pairing.team2 is None else str(pairing.team2)
        guide = rm.GuideOut(table=table, team1=str(pairing.team1), team2=team2, lines=lines)
    data = clock_out(state, event_id, at)
    return rm.ClockOut(**data.model_dump(), tables=table_clocks(state, at), guide=guide)


@router.post(
    "/events/{event_id}/clock/{action}", **declare(Role.ORGANISER), **answers(rm.ClockChanged)
)
def clock_action(
    request: Request,
    event_id: int,
    action: ClockWord,
    body: rm.ClockIn | None = None,
    idempotency_key: IdempotencyKey = None,
) -> rm.ClockChanged | m.RepeatedOut:
    """Change the latest round's clock, now: start (minutes: default the event's round
    length), pause, resume, extend (minutes), extend-table (table, minutes), call time."""
    state = event_state(request, event_id)
    asked = body or rm.ClockIn()
    change = ClockChange(ACTIONS[action], now(), asked.minutes, asked.table)
    written = change_clock(
        ctx_of(request).events,
        state.name,
        change,
        request_key=key("clock", event_id, idempotency_key),
    )
    data = clock_out(written.after, event_id, change.at)
    return rm.ClockChanged(
        event_id=event_id, action=action, clock=data, facts=facts_text(written.facts)
    )


@router.get("/events/{event_id}/standings", **declare(Role.ORGANISER))
def standings(request: Request, event_id: int) -> pm.StandingsOut:
    """The standings with every tiebreaker and the AABBBCCCDDD code."""
    return standings_out(event_state(request, event_id), event_id)


@router.get("/events/{event_id}/topcut", **declare(Role.ORGANISER))
def topcut(request: Request, event_id: int) -> pm.BracketOut:
    """The top cut bracket, its matches numbered as they are reported, and the champion."""
    return bracket_out(event_state(request, event_id), event_id)


@router.post(
    "/events/{event_id}/topcut",
    status_code=201,
    **declare(Role.ORGANISER),
    **answers(pm.CutStarted),
)
def topcut_start(
    request: Request,
    event_id: int,
    body: pm.CutStartIn | None = None,
    idempotency_key: IdempotencyKey = None,
) -> pm.CutStarted | m.RepeatedOut:
    """Seed the top cut from the final Swiss standings (every Swiss result must be in)."""
    state = event_state(request, event_id)
    written = start_topcut(
        ctx_of(request).events,
        state.name,
        (body or pm.CutStartIn()).size,
        request_key=key("cut", event_id, idempotency_key),
    )
    bracket = bracket_out(written.after, event_id)
    seeds = [str(s) for s in written.value.seeds]
    return pm.CutStarted(**bracket.model_dump(), seeds=seeds, facts=facts_text(written.facts))


@router.put(
    "/events/{event_id}/topcut/{match}", **declare(Role.ORGANISER), **answers(pm.CutReported)
)
def topcut_result(
    request: Request,
    event_id: int,
    match: int,
    body: pm.CutResultIn,
    idempotency_key: IdempotencyKey = None,
) -> pm.CutReported | m.RepeatedOut:
    """Record a top-cut match's winner; a different winner than the one on record is a
    correction and needs a reason."""
    state = event_state(request, event_id)
    winner = team_of(state, body.winner).name
    events = ctx_of(request).events
    stored = key("cutresult", event_id, idempotency_key)
    reported = state.topcut.reported(match) if state.topcut else None
    corrected = reported is not None and str(reported.winner) != winner
    if corrected:
        written_fix = correct_topcut(
            events, state.name, match, winner, body.reason, request_key=stored
        )
        after, seqs = written_fix.after, written_fix.facts
    else:
        written = report_topcut(events, state.name, match, winner, request_key=stored)
        after, seqs = written.after, written.facts
    bracket = after.bracket()
    champion = None if bracket is None or bracket.champion is None else str(bracket.champion)
    return pm.CutReported(
        event_id=event_id,
        match=match,
        winner=winner,
        corrected=corrected,
        champion=champion,
        facts=facts_text(seqs),
    )


@router.get(
    "/events/{event_id}/exports/{what}",
    response_class=Response,
    responses={200: {"content": {"text/csv": {}, "application/json": {}}}},
    **declare(Role.ORGANISER),
)
def export(
    request: Request,
    event_id: int,
    what: Literal["teams", "pairings", "results", "standings", "topcut", "placings"],
    format: Literal["csv", "json"] = "csv",
) -> Response:
    """An export as the CLI writes it: CSV (cells a spreadsheet would run are quoted) or JSON
    ({event, what, rows}); the results CSV imports back."""
    state = event_state(request, event_id)
    kind = What(what)
    table = rows(state, kind)
    if format == "json":
        return Response(to_json(state, kind, table), media_type="application/json")
    return Response(to_csv(table), media_type="text/csv; charset=utf-8")
