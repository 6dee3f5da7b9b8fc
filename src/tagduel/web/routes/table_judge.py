"""A judge at a live table: watch it with every card visible, pause and resume it, free a seat
(a duelist changes device), and take the duel back to before a chosen answer.

The rewind is the penalty regulations' remedy ("return the game to its previous state"; extra
cards drawn go back on top of the Deck: replaying the answers before the mistake does both). It
is a recorded row naming the judge and the reason, and the penalty issued when one is given.

Organisers judge every table at `/tables/{id}/judge`; an event's judges judge that event's
tables at `/e/{event}/tables/{id}/judge`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import Response

from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.errors import TagDuelError
from tagduel.services.tablerooms import Room
from tagduel.web.auth import Principal, Role, declare, principal_of
from tagduel.web.pages import flash, redirect, render, said, t
from tagduel.web.routes.table_live import table_or_404, tables_of

router = APIRouter(include_in_schema=False)

ORGANISERS = "/tables/{table_id}/judge"
"""Organisers judge every table (casual ones have no event)."""
EVENT_JUDGES = "/e/{event_id}/tables/{table_id}/judge"
"""An event's judges judge that event's tables."""


def _room(request: Request, table_id: int, event_id: int | None) -> tuple[Room, str]:
    """The table, and the address of its judge's page (404 for another event's table)."""
    room = table_or_404(request, table_id)
    if event_id is None:
        return room, f"/tables/{room.id}/judge"
    if room.info.event_id != event_id:
        raise HTTPException(404, t(request, "There is no table {n}.", n=table_id))
    return room, f"/e/{event_id}/tables/{room.id}/judge"


def _judge_name(who: Principal, event_id: int | None) -> str:
    """The judge's name as the rewind records it: the event's judge's, else the organiser's."""
    judge = who.judge_of(event_id) if event_id is not None else None
    if judge is not None:
        return judge.name
    return who.organiser.name if who.organiser is not None else "judge"


@router.get(ORGANISERS, **declare(Role.ORGANISER))
@router.get(EVENT_JUDGES, **declare(Role.JUDGE))
def judge_page(request: Request, table_id: int, event_id: int | None = None) -> Response:
    room, base = _room(request, table_id, event_id)
    answers = list(enumerate(room.answers, start=1))
    return render(
        request,
        "table_judge.html",
        room=room,
        base=base,
        viewer="judge",
        answers=answers[-400:],
        rewinds=room.rewinds,
        seats=[s.value for s in ALL_SEATS],
    )


@router.post(ORGANISERS + "/pause", **declare(Role.ORGANISER))
@router.post(EVENT_JUDGES + "/pause", **declare(Role.JUDGE))
def pause(
    request: Request,
    table_id: int,
    reason: Annotated[str, Form(max_length=500)] = "",
    event_id: int | None = None,
) -> Response:
    room, base = _room(request, table_id, event_id)
    judge = _judge_name(principal_of(request), event_id)
    _do(request, lambda: tables_of(request).pause(room.id, judge, reason))
    return redirect(base)


@router.post(ORGANISERS + "/resume", **declare(Role.ORGANISER))
@router.post(EVENT_JUDGES + "/resume", **declare(Role.JUDGE))
def resume(request: Request, table_id: int, event_id: int | None = None) -> Response:
    room, base = _room(request, table_id, event_id)
    judge = _judge_name(principal_of(request), event_id)
    _do(request, lambda: tables_of(request).resume(room.id, judge))
    return redirect(base)


@router.post(ORGANISERS + "/rewind", **declare(Role.ORGANISER))
@router.post(EVENT_JUDGES + "/rewind", **declare(Role.JUDGE))
def rewind(
    request: Request,
    table_id: int,
    before: Annotated[str, Form(max_length=10)] = "",
    reason: Annotated[str, Form(max_length=500)] = "",
    penalty: Annotated[str, Form(max_length=40)] = "",
    event_id: int | None = None,
) -> Response:
    room, base = _room(request, table_id, event_id)
    judge = _judge_name(principal_of(request), event_id)
    if not before.strip().isdigit():
        flash(request, t(request, "Choose the answer to go back to before."), "error")
        return redirect(base)
    number = int(before)
    done = _do(
        request,
        lambda: tables_of(request).rewind(room.id, judge, number, reason, penalty.strip() or None),
    )
    if done:
        flash(request, t(request, "The duel is back before answer {n}.", n=number))
    return redirect(base)


@router.post(ORGANISERS + "/free/{seat}", **declare(Role.ORGANISER))
@router.post(EVENT_JUDGES + "/free/{seat}", **declare(Role.JUDGE))
def free_seat(
    request: Request,
    table_id: int,
    seat: str,
    reason: Annotated[str, Form(max_length=500)] = "",
    event_id: int | None = None,
) -> Response:
    room, base = _room(request, table_id, event_id)
    judge = _judge_name(principal_of(request), event_id)
    if seat.upper() in {s.value for s in ALL_SEATS}:
        where = Seat(seat.upper())
        _do(request, lambda: tables_of(request).free_seat(room.id, where, judge, reason))
    return redirect(base)


def _do(request: Request, action: Callable[[], object]) -> bool:
    try:
        action()
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return False
    return True
