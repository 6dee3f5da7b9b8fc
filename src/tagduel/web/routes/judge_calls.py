"""Judge calls from the browser: a duelist presses "call a judge" on their table's page; a judge
claims the call, hands it to the head judge, or resolves it (saying what was done)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import Response

from tagduel.errors import TagDuelError
from tagduel.names import name_key
from tagduel.services.clockrounds import cut_round_of
from tagduel.services.judgecalls import (
    call_judge,
    claim_call,
    escalate_call,
    resolve_call,
    table_pairing,
)
from tagduel.services.projection import EventState
from tagduel.web.auth import Role, TableAccess, declare, principal_of
from tagduel.web.cutplace import place_of
from tagduel.web.pages import flash, redirect, said, t
from tagduel.web.routes.common import ctx_of, event_state, form_key, once
from tagduel.web.routes.judge_common import Judge, judge_at

router = APIRouter(include_in_schema=False)


@router.post("/e/{event_id}/rounds/{number}/tables/{table}/call", **declare(Role.DUELIST))
def call(
    request: Request,
    event_id: int,
    number: int,
    table: int,
    team: Annotated[str, Form(max_length=300)] = "",
    back: Annotated[str, Form(max_length=20)] = "me",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    """A duelist calls a judge to their table (their team's; from a match slip: the team
    they say they are)."""
    state = event_state(request, event_id)
    who = principal_of(request)
    member = who.membership(event_id)
    pairing = table_pairing(state, number, table)
    teams = [str(x) for x in pairing.teams if x is not None]
    slip = TableAccess(event_id, number, table) in who.tables
    own = member.team if member is not None and member.team in teams else None
    if own is None and slip:
        own = next((x for x in teams if name_key(x) == name_key(team)), teams[0])
    if own is None:
        raise HTTPException(403, t(request, "You can call a judge only to your own table."))
    by = member.name if member is not None else t(request, "match slip")
    page = f"/e/{event_id}/me"
    if back == "report":
        page = f"/e/{event_id}/rounds/{number}/tables/{table}/report"
    try:
        written = once(
            request,
            lambda: call_judge(
                ctx_of(request).events,
                state.name,
                number,
                table,
                own,
                by,
                request_key=form_key("call", event_id, key),
            ),
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return redirect(page)
    if written is not None:
        flash(request, _said_call(request, state, number, table, written.value.already))
    return redirect(page)


def _said_call(request: Request, state: EventState, number: int, table: int, already: bool) -> str:
    if cut_round_of(state, number) is not None:
        place = place_of(state, number, table)
        if already:
            return t(request, "A judge is already called to your match ({place}).", place=place)
        return t(request, "A judge is called to your match ({place}): stay seated.", place=place)
    if already:
        return t(request, "A judge is already called to table {table}.", table=table)
    return t(request, "A judge is called to table {table}: stay seated.", table=table)


def _step(
    request: Request,
    event_id: int,
    number: int,
    kind: str,
    key: str,
    back: str,
    action: Callable[[str, Judge, str | None], Any],
) -> Response:
    """Run a judge's step on call #number once (the form's key, per judge), then go back."""
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    digest = hashlib.sha256(f"{key}:{name_key(judge.name)}".encode()).hexdigest()[:32]
    request_key = form_key(kind, event_id, digest) if key.strip() else None
    try:
        done = once(request, lambda: action(state.name, judge, request_key))
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return redirect(_back(event_id, back))
    if done is not None:
        flash(request, _said_step(request, kind, number))
    return redirect(_back(event_id, back))


def _said_step(request: Request, kind: str, number: int) -> str:
    if kind == "call-claim":
        return t(request, "Call #{n}: you have it. Go to the table.", n=number)
    if kind == "call-escalate":
        return t(request, "Call #{n}: handed to the head judge.", n=number)
    return t(request, "Call #{n}: resolved.", n=number)


def _back(event_id: int, back: str) -> str:
    """Where the judge goes after a step: a page of the judge's desk of this event."""
    desk = f"/e/{event_id}/judge"
    if back.startswith(desk) and "//" not in back and "\\" not in back:
        return back
    return desk


@router.post("/e/{event_id}/judge/calls/{number}/claim", **declare(Role.JUDGE))
def claim(
    request: Request,
    event_id: int,
    number: int,
    back: Annotated[str, Form(max_length=200)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    events = ctx_of(request).events
    return _step(
        request,
        event_id,
        number,
        "call-claim",
        key,
        back,
        lambda name, judge, k: claim_call(
            events, name, number, judge.name, head=judge.head, request_key=k
        ),
    )


@router.post("/e/{event_id}/judge/calls/{number}/escalate", **declare(Role.JUDGE))
def escalate(
    request: Request,
    event_id: int,
    number: int,
    note: Annotated[str, Form(max_length=600)] = "",
    back: Annotated[str, Form(max_length=200)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    events = ctx_of(request).events
    return _step(
        request,
        event_id,
        number,
        "call-escalate",
        key,
        back,
        lambda name, judge, k: escalate_call(events, name, number, judge.name, note, request_key=k),
    )


@router.post("/e/{event_id}/judge/calls/{number}/resolve", **declare(Role.JUDGE))
def resolve(
    request: Request,
    event_id: int,
    number: int,
    note: Annotated[str, Form(max_length=600)] = "",
    back: Annotated[str, Form(max_length=200)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    events = ctx_of(request).events
    return _step(
        request,
        event_id,
        number,
        "call-resolve",
        key,
        back,
        lambda name, judge, k: resolve_call(
            events, name, number, judge.name, note, head=judge.head, request_key=k
        ),
    )
