"""The organiser's round clock: start, pause, resume, extend the round or one table, call
time; and the end-of-match guide of the Team Dueling Rules for a table (Tier 1: the turn
duelist ends the turn, then 3 extra turns, one for each other duelist)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import Response

from tagduel.errors import TagDuelError
from tagduel.services.clock import ClockAction, ClockChange, change_clock, current_round
from tagduel.services.clockrounds import check_can_start, cut_round_of
from tagduel.services.clockstatus import clock_status
from tagduel.services.endofmatchguide import end_of_match_guide
from tagduel.services.projection import EventState
from tagduel.web.auth import Role, declare
from tagduel.web.clockface import clock_json, clock_name
from tagduel.web.pages import flash, lang_of, redirect, render, said, t
from tagduel.web.phase import placings_of
from tagduel.web.routes.common import ctx_of, event_state, form_key, once

router = APIRouter(include_in_schema=False)

ACTIONS = {
    "start": ClockAction.STARTED,
    "pause": ClockAction.PAUSED,
    "resume": ClockAction.RESUMED,
    "extend": ClockAction.EXTENDED,
    "extend-table": ClockAction.TABLE_EXTENDED,
    "call": ClockAction.CALLED,
}


def now() -> datetime:
    return datetime.now(UTC)


@router.get("/e/{event_id}/clock", **declare(Role.ORGANISER))
def clock_page(
    request: Request, event_id: int, table: int | None = None, turn: str = "", first: int = 1
) -> Response:
    state = event_state(request, event_id)
    at = now()
    status = clock_status(state, at) if state.paired else None
    finished = status is not None and _finished(state, status.round)
    guide = None
    guide_error = None
    if table is not None and turn:
        try:
            guide = end_of_match_guide(state, table, turn, first)
        except TagDuelError as exc:
            guide_error = said(request, exc)
    return render(
        request,
        "clock.html",
        event_id=event_id,
        state=state,
        round_status=status,
        clock_json=clock_json(state, at, lang_of(request)),
        title=clock_name(state),
        over=placings_of(state) is not None,
        finished=finished and status is not None and status.clock is None,
        clock_state=status.state.value.replace(" ", "_") if status else "not_started",
        cut=status is not None and cut_round_of(state, status.round) is not None,
        guide=guide,
        guide_error=guide_error,
        table=table,
        turn=turn,
        first=first,
    )


@router.post("/e/{event_id}/clock/{action}", **declare(Role.ORGANISER))
def clock_action(
    request: Request,
    event_id: int,
    action: str,
    minutes: Annotated[str, Form(max_length=10)] = "",
    table: Annotated[str, Form(max_length=10)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    kind = ACTIONS.get(action)
    if kind is None:
        flash(request, t(request, "Unknown clock action {action}.", action=action), "error")
        return redirect(f"/e/{event_id}/clock")
    try:
        count = _number(
            request,
            minutes,
            blank=kind in (ClockAction.PAUSED, ClockAction.RESUMED, ClockAction.CALLED),
        )
        if kind is ClockAction.STARTED and count is None:
            count = state.settings.round_minutes
        where = _number(request, table, blank=kind is not ClockAction.TABLE_EXTENDED)
        if kind is ClockAction.STARTED:
            check_can_start(state, current_round(state, None))
        change = ClockChange(kind, now(), count, where)
        once(
            request,
            lambda: change_clock(
                ctx_of(request).events,
                state.name,
                change,
                request_key=form_key("clock", event_id, key),
            ),
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
    return redirect(f"/e/{event_id}/clock")


def _number(request: Request, text: str, *, blank: bool) -> int | None:
    from tagduel.services.errors import EventError

    text = text.strip()
    if not text:
        if blank:
            return None
        raise EventError(t(request, "Type a positive whole number."))
    if not text.isdigit() or len(text) > 5 or int(text) < 1:
        raise EventError(t(request, "Type a positive whole number, not {text}.", text=text))
    return int(text)


def _finished(state: EventState, number: int) -> bool:
    try:
        check_can_start(state, number)
    except TagDuelError:
        return True
    return False
