"""The record pages of the judges' desk: a person's penalties across every event (the official
record: warnings and above recorded, cautions kept unrecorded, voided ones marked), and the
head judge's list of all penalties of the event, exportable as CSV or JSON."""

from __future__ import annotations

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import Response

from tagduel.names import clean_name
from tagduel.penalties.record import Status
from tagduel.web.auth import Role, declare
from tagduel.web.pages import lang_of, render, t
from tagduel.web.routes.common import ctx_of, event_state
from tagduel.web.routes.judge_common import judge_at
from tagduel.web.routes.judge_views import (
    catalogue_lang,
    entries_csv,
    entries_json,
    event_entries,
)

router = APIRouter(include_in_schema=False)

EXPORTS = {"csv": "text/csv; charset=utf-8", "json": "application/json"}


@router.get("/e/{event_id}/judge/record", **declare(Role.JUDGE))
def record(request: Request, event_id: int, person: str = "") -> Response:
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    people = sorted(
        (d.name for entry in state.teams.values() for d in entry.duelists), key=str.casefold
    )
    found = None
    if person.strip():
        name = clean_name(person, what=t(request, "the person's name"))
        found = ctx_of(request).events.penalties.record(name)
    return render(
        request,
        "judge_record.html",
        event_id=event_id,
        state=state,
        person=person[:100],
        people=people,
        record=found,
        lang_code=catalogue_lang(lang_of(request)),
        Status=Status,
        judge=judge,
    )


@router.get("/e/{event_id}/judge/penalties", **declare(Role.HEAD_JUDGE))
def penalties(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    entries = event_entries(ctx_of(request).events, state)
    return render(
        request,
        "judge_penalties.html",
        event_id=event_id,
        state=state,
        entries=entries,
        lang_code=catalogue_lang(lang_of(request)),
        Status=Status,
        judge=judge,
    )


@router.get("/e/{event_id}/judge/penalties.{fmt}", **declare(Role.HEAD_JUDGE))
def export(request: Request, event_id: int, fmt: str) -> Response:
    state = event_state(request, event_id)
    judge_at(request, event_id)
    if fmt not in EXPORTS:
        raise HTTPException(404, t(request, "Exports are CSV or JSON."))
    entries = event_entries(ctx_of(request).events, state)
    lang = lang_of(request)
    body = entries_csv(entries, state, lang) if fmt == "csv" else entries_json(entries, state, lang)
    return Response(
        body,
        media_type=EXPORTS[fmt],
        headers={"content-disposition": f'attachment; filename="penalties-{event_id}.{fmt}"'},
    )
