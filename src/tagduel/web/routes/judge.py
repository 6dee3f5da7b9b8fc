"""The judges' desk: the organiser makes the judge codes; a judge joins an event with one and
their name; the desk shows the judge calls and the current round's table grid (result, extra
time, penalties, open calls; filtered), updated live by the judges' own event stream; a table's
panel shows its duelists by seat, its result, penalties and calls."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response
from fastapi.sse import EventSourceResponse, ServerSentEvent

from tagduel.services.access import JoinError, JudgeRole, join_as_judge, new_judge_code
from tagduel.services.judgecalls import calls
from tagduel.services.selfreport import table_claims
from tagduel.web.auth import Role, client_host, declare
from tagduel.web.pages import flash, lang_of, redirect, render, said, t
from tagduel.web.routes.common import ctx_of, event_state
from tagduel.web.routes.judge_common import PARTS, desk_view, judge_at, part
from tagduel.web.routes.judge_views import grid, seats_at
from tagduel.web.sessions import add_judge

router = APIRouter(include_in_schema=False)

KEEPALIVE_SECONDS = 15.0


# -- judge codes and joining --------------------------------------------------------------------


@router.get("/e/{event_id}/judges", **declare(Role.ORGANISER))
def codes_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(request, "judge_codes.html", event_id=event_id, state=state, code=None, role="")


@router.post("/e/{event_id}/judges", **declare(Role.ORGANISER))
def make_code(
    request: Request, event_id: int, role: Annotated[str, Form(max_length=20)] = "judge"
) -> Response:
    state = event_state(request, event_id)
    chosen = JudgeRole.HEAD_JUDGE if role == JudgeRole.HEAD_JUDGE.value else JudgeRole.JUDGE
    code = new_judge_code(ctx_of(request).events, state.name, chosen)
    state = event_state(request, event_id, fresh=True)  # with the new code: "Make a new …"
    return render(
        request, "judge_codes.html", event_id=event_id, state=state, code=code, role=chosen.value
    )


@router.get("/judge/join", **declare(Role.PUBLIC))
def join_page(request: Request, code: str = "", next: str = "") -> Response:
    return render(request, "judge_join.html", code=code[:40], name="", error=None, next=next[:300])


@router.post("/judge/join", **declare(Role.PUBLIC))
def join(
    request: Request,
    code: Annotated[str, Form(max_length=40)] = "",
    name: Annotated[str, Form(max_length=300)] = "",
    next: Annotated[str, Form(max_length=300)] = "",
) -> Response:
    ctx = ctx_of(request)
    host = client_host(request)
    again = {"code": code, "name": name, "next": next}
    wait = ctx.limiter.wait(f"judge:{host}")
    if wait:
        error = t(
            request, "Too many failed attempts: try again in {seconds} seconds.", seconds=wait
        )
        return render(request, "judge_join.html", status=429, error=error, **again)
    try:
        judge = join_as_judge(ctx.events, code, name)
    except JoinError as exc:
        ctx.limiter.failed(f"judge:{host}")
        error = said(request, exc)
        return render(request, "judge_join.html", status=400, error=error, **again)
    ctx.limiter.succeeded(f"judge:{host}")
    add_judge(request, judge)
    if judge.head:
        text = t(
            request, "Welcome, {name}: head judge of {event}.", name=judge.name, event=judge.event
        )
    else:
        text = t(request, "Welcome, {name}: judge of {event}.", name=judge.name, event=judge.event)
    flash(request, text)
    return redirect(_desk_page(judge.event_id, next))


def _desk_page(event_id: int, asked: str) -> str:
    """The page of this event's judge's desk the judge asked for before joining, else the desk."""
    desk = f"/e/{event_id}/judge"
    if (asked == desk or asked.startswith(desk + "/")) and not any(c in asked for c in "\\?#"):
        return asked
    return desk


# -- the desk -----------------------------------------------------------------------------------


@router.get("/e/{event_id}/judge", **declare(Role.JUDGE))
def desk(request: Request, event_id: int, round: int = 0, show: str = "all") -> Response:
    state = event_state(request, event_id)
    view = desk_view(state, event_id, judge_at(request, event_id), round, show)
    lang = lang_of(request)
    return render(
        request,
        "judge_desk.html",
        event_id=event_id,
        state=state,
        view=view,
        judge=view.judge,
        calls_html=part(state, view, "calls", lang),
        grid_html=part(state, view, "grid", lang),
    )


@router.get("/e/{event_id}/judge/calls", **declare(Role.JUDGE))
def calls_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    view = desk_view(state, event_id, judge_at(request, event_id), 0, "all")
    lang = lang_of(request)
    return render(
        request,
        "judge_calls.html",
        event_id=event_id,
        state=state,
        view=view,
        judge=view.judge,
        calls_html=part(state, view, "calls", lang),
        history_html=part(state, view, "history", lang),
    )


@router.get("/e/{event_id}/judge/rounds/{number}/tables/{table}", **declare(Role.JUDGE))
def table_panel(request: Request, event_id: int, number: int, table: int) -> Response:
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    pairing = state.paired_round(number).pairing_at(table)
    lang = lang_of(request)
    row = next(r for r in grid(state, number, lang) if r.table == table)
    here = [c for c in calls(state) if (c.round, c.table) == (number, table)]
    return render(
        request,
        "judge_table.html",
        event_id=event_id,
        state=state,
        judge=judge,
        number=number,
        pairing=pairing,
        row=row,
        seats=seats_at(state, number, table),
        claims=table_claims(state, number, table) if not pairing.is_bye else None,
        calls=here,
    )


@router.get("/e/{event_id}/judge/stream", response_class=EventSourceResponse, **declare(Role.JUDGE))
async def stream(
    request: Request, event_id: int, parts: str = "calls", round: int = 0, show: str = "all"
) -> AsyncIterator[ServerSentEvent]:
    """The desk's parts asked for (calls, grid, history), sent when the stream opens and again
    whenever the event changes: judges only (the calls name duelists and their tables)."""
    wanted = [p for p in parts.split(",") if p in PARTS] or ["calls"]
    ctx = ctx_of(request)
    lang = lang_of(request)
    first = event_state(request, event_id)
    judge = judge_at(request, event_id)
    name = first.name
    sent: dict[str, str] = {}
    async with ctx.hub.subscribe(event_id) as changes:
        while True:
            state = await run_in_threadpool(ctx.events.state, name)
            view = desk_view(state, event_id, judge, round, show)
            for wanted_part in wanted:
                body = await run_in_threadpool(part, state, view, wanted_part, lang)
                if sent.get(wanted_part) != body:
                    sent[wanted_part] = body
                    yield ServerSentEvent(raw_data=body, event=wanted_part)
            try:
                await asyncio.wait_for(changes.get(), timeout=KEEPALIVE_SECONDS)
            except TimeoutError:
                if await request.is_disconnected():
                    return
