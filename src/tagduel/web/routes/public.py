"""The projector and spectators' pages: full screen, read-only, updated live by server-sent
events: the pairings by team name, the round clock, the standings, the top cut bracket."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response
from fastapi.sse import EventSourceResponse, ServerSentEvent

from tagduel.services.projection import EventState
from tagduel.web.auth import Role, declare
from tagduel.web.clockface import clock_json
from tagduel.web.cutplace import cut_pairings
from tagduel.web.pages import fragment, lang_of, render
from tagduel.web.phase import standings_heading
from tagduel.web.routes.common import ctx_of, event_state
from tagduel.web.views import bracket_view, public_pairings

router = APIRouter(include_in_schema=False)

PARTS = ("pairings", "clock", "standings", "bracket")
KEEPALIVE_SECONDS = 15.0


@router.get("/p/{event_id}/pairings", **declare(Role.PUBLIC))
def pairings(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(
        request,
        "p_page.html",
        event_id=event_id,
        state=state,
        part="pairings",
        html=_part(state, "pairings", lang_of(request)),
    )


@router.get("/p/{event_id}/clock", **declare(Role.PUBLIC))
def clock(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    data = clock_json(state, datetime.now(UTC), lang_of(request))
    return render(request, "p_clock.html", event_id=event_id, state=state, clock_json=data)


@router.get("/p/{event_id}/standings", **declare(Role.PUBLIC))
def standings(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(
        request,
        "p_page.html",
        event_id=event_id,
        state=state,
        part="standings",
        html=_part(state, "standings", lang_of(request)),
    )


@router.get("/p/{event_id}/bracket", **declare(Role.PUBLIC))
def bracket(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(
        request,
        "p_page.html",
        event_id=event_id,
        state=state,
        part="bracket",
        html=_part(state, "bracket", lang_of(request)),
    )


@router.get("/p/{event_id}/stream", response_class=EventSourceResponse, **declare(Role.PUBLIC))
async def stream(
    request: Request, event_id: int, parts: str = "pairings"
) -> AsyncIterator[ServerSentEvent]:
    """The parts asked for (pairings, clock, standings, bracket), sent when the stream opens
    and again whenever the event changes (the clock as its state, counted down by the page)."""
    wanted = [p for p in parts.split(",") if p in PARTS] or ["pairings"]
    ctx = ctx_of(request)
    lang = lang_of(request)
    event_state(request, event_id)  # 404 for an unknown event before the stream opens
    info = ctx.events.info_by_id(event_id)
    assert info is not None, "event_state found it"
    name = info.name
    sent: dict[str, str] = {}
    async with ctx.hub.subscribe(event_id) as changes:
        while True:
            state = await run_in_threadpool(ctx.events.state, name)
            for part in wanted:
                body = await run_in_threadpool(_body, state, part, lang)
                if sent.get(part) != body:
                    sent[part] = body
                    yield ServerSentEvent(raw_data=body, event=part)
            try:
                await asyncio.wait_for(changes.get(), timeout=KEEPALIVE_SECONDS)
            except TimeoutError:
                if await request.is_disconnected():
                    return
                if "clock" in wanted:
                    sent.pop("clock", None)  # resend: a page that slept counts from fresh data


def _body(state: EventState, part: str, lang: str) -> str:
    if part == "clock":
        return clock_json(state, datetime.now(UTC), lang)
    return _part(state, part, lang)


def _part(state: EventState, part: str, lang: str) -> str:
    if part == "pairings":
        cut = cut_pairings(state)
        if cut is not None:
            name, matches = cut
            return fragment(lang, "_p_pairings.html", number=0, cut=name, matches=matches)
        number, rows = public_pairings(state)
        return fragment(lang, "_p_pairings.html", number=number, rows=rows, cut=None)
    if part == "standings":
        return fragment(
            lang,
            "_p_standings.html",
            standings=state.standings(),
            heading=standings_heading(state),
        )
    rounds, champion = bracket_view(state)
    return fragment(lang, "_p_bracket.html", rounds=rounds, champion=champion)
