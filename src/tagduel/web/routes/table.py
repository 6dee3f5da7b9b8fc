"""Live tables' pages: the list and the form to open a casual table, a table's room (the board,
live over a WebSocket, see `table_play`), joining a seat by its invitation (link or QR code)
with a deck, giving an empty seat to a bot, a card's details, the whole log, a tournament
table's result confirmed, and the organiser opening a round's tables."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, File, Form, HTTPException, Request, UploadFile
from fastapi.responses import JSONResponse, PlainTextResponse, Response

from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.views import JUDGE, SPECTATOR, Viewer, full_log
from tagduel.errors import TagDuelError
from tagduel.services.tableopen import TableSettings
from tagduel.services.tableresults import confirm_result
from tagduel.services.tablerooms import Room
from tagduel.web.auth import Role, declare, principal_of
from tagduel.web.pages import flash, redirect, render, said, t
from tagduel.web.pdf import qr_svg
from tagduel.web.routes.common import ctx_of, event_state, read_upload
from tagduel.web.routes.table_live import (
    invite_token,
    invited,
    is_judge,
    may_invite,
    remember_opened,
    remember_seat,
    seat_held,
    seat_key,
    table_or_404,
    tables_of,
)

router = APIRouter(include_in_schema=False)


def _seat(request: Request, text: str) -> Seat:
    if text.upper() not in {s.value for s in ALL_SEATS}:
        raise HTTPException(404, t(request, "There is no seat {seat}.", seat=text))
    return Seat(text.upper())


@router.get("/tables/card/{passcode}", **declare(Role.PUBLIC))
def card_details(request: Request, passcode: int) -> JSONResponse:
    """A card's printed details and text (from the server's card database, when it has one)."""
    db = ctx_of(request).cards
    if passcode not in db:
        raise HTTPException(404, t(request, "There is no card {code}.", code=passcode))
    card = db[passcode]
    return JSONResponse(
        {
            "passcode": card.passcode,
            "name": card.name,
            "types": " ".join(card.type_words()),
            "level": card.level,
            "atk": card.atk,
            "def": card.defense,
            "text": card.text,
        }
    )


@router.get("/tables", **declare(Role.PUBLIC))
def table_list(request: Request) -> Response:
    infos = tables_of(request).duels.tables(limit=100)
    return render(request, "table_list.html", tables=infos, error=None, form={})


@router.post("/tables", **declare(Role.PUBLIC))
def open_table(
    request: Request,
    title: Annotated[str, Form(max_length=300)] = "",
    name: Annotated[str, Form(max_length=300)] = "",
    first_team: Annotated[str, Form(max_length=10)] = "random",
    seed: Annotated[str, Form(max_length=12)] = "",
    turn_seconds: Annotated[str, Form(max_length=6)] = "0",
    response_seconds: Annotated[str, Form(max_length=6)] = "0",
) -> Response:
    form = {
        "title": title,
        "name": name,
        "first_team": first_team,
        "seed": seed,
        "turn_seconds": turn_seconds,
        "response_seconds": response_seconds,
    }
    try:
        numbers = (
            seed.strip() or "0",
            turn_seconds.strip() or "0",
            response_seconds.strip() or "0",
        )
        if not all(n.isdigit() for n in numbers):
            raise ValueError(t(request, "The seed and the timers are whole numbers."))
        settings = TableSettings(
            first_team,
            int(seed) if seed.strip() else None,
            int(numbers[1]),
            int(numbers[2]),
        )
        room = tables_of(request).open_casual(title or name, name, settings)
    except (TagDuelError, ValueError) as exc:
        infos = tables_of(request).duels.tables(limit=100)
        error = said(request, exc)
        return render(request, "table_list.html", status=400, tables=infos, error=error, form=form)
    remember_opened(request, room.id)
    return redirect(f"/tables/{room.id}")


@router.get("/tables/{table_id}", **declare(Role.PUBLIC))
def table_page(request: Request, table_id: int, view: str = "") -> Response:
    room = table_or_404(request, table_id)
    seat = seat_held(request, room)
    judge = view == "judge" and is_judge(request, room)
    viewer = "judge" if judge else (seat.value if seat else "spectator")
    invites = {}
    if may_invite(request, room):
        base = ctx_of(request).config.base_url.rstrip("/")
        for s in ALL_SEATS:
            if room.holder(s) is None:
                url = f"{base}/tables/{room.id}/join/{s.value}?t={invite_token(ctx_of(request), room.id, s)}"
                invites[s.value] = {"url": url, "qr": qr_svg(url)}
    return render(
        request,
        "table_room.html",
        room=room,
        viewer=viewer,
        seat=seat,
        invites=invites,
        holders={s.value: room.holder(s) for s in ALL_SEATS},
        judge=is_judge(request, room),
        judge_url=_judge_url(request, room),
        joinable=_joinable(request, room),
    )


def _judge_url(request: Request, room: Room) -> str:
    """Organisers judge at /tables/N/judge, an event's judges at /e/E/tables/N/judge."""
    event_id = room.info.event_id
    if principal_of(request).organiser is None and event_id is not None:
        return f"/e/{event_id}/tables/{room.id}/judge"
    return f"/tables/{room.id}/judge"


def _joinable(request: Request, room: Room) -> list[str]:
    """The empty seats of a tournament table this duelist may take (their own seat)."""
    event = room.event
    if event is None or room.info.event_id is None:
        return []
    member = principal_of(request).membership(room.info.event_id)
    if member is None:
        return []
    out = []
    for seat in ALL_SEATS:
        team = event["team1"] if seat.team.value == 1 else event["team2"]
        letter = "A" if seat.is_a else "B"
        if room.holder(seat) is None and member.team == team and member.seat == letter:
            out.append(seat.value)
    return out


@router.get("/tables/{table_id}/join/{seat}", **declare(Role.PUBLIC))
def join_page(request: Request, table_id: int, seat: str, t_: str = "") -> Response:
    return _join_form(request, table_id, seat, request.query_params.get("t", t_), None, "")


def _join_form(
    request: Request, table_id: int, seat_text: str, token: str, error: str | None, name: str
) -> Response:
    room = table_or_404(request, table_id)
    seat = _seat(request, seat_text)
    allowed = invited(request, room.id, seat, token) or seat.value in _joinable(request, room)
    if not allowed:
        raise HTTPException(403, t(request, "This seat needs its invitation (a link or QR code)."))
    event = room.event
    if event is not None and not name:
        name = str(event["duelists"][seat.value])
    fixed = room.info.kind == "tournament" or room.opened.get("position") is not None
    return render(
        request,
        "table_join.html",
        status=400 if error else 200,
        room=room,
        seat=seat.value,
        token=token,
        error=error,
        name=name,
        needs_deck=not fixed,
        taken=room.holder(seat) is not None,
    )


@router.post("/tables/{table_id}/join/{seat}", **declare(Role.PUBLIC))
async def join_seat(
    request: Request,
    table_id: int,
    seat: str,
    token: Annotated[str, Form(max_length=500)] = "",
    name: Annotated[str, Form(max_length=300)] = "",
    deck_text: Annotated[str, Form(max_length=200_000)] = "",
    deck_file: Annotated[UploadFile | None, File()] = None,
) -> Response:
    from starlette.concurrency import run_in_threadpool

    room = table_or_404(request, table_id)
    where = _seat(request, seat)
    if not (invited(request, room.id, where, token) or where.value in _joinable(request, room)):
        raise HTTPException(403, t(request, "This seat needs its invitation (a link or QR code)."))
    event = room.event
    if event is not None:
        name = str(event["duelists"][where.value])
    try:
        data = await read_upload(deck_file, "the deck file")
        deck: str | bytes | None = data if data is not None else deck_text
        since = await run_in_threadpool(tables_of(request).take_seat, room.id, where, name, deck)
    except (TagDuelError, ValueError) as exc:
        if "application/json" in request.headers.get("accept", ""):
            return JSONResponse({"detail": said(request, exc)}, 400)
        return _join_form(request, table_id, seat, token, said(request, exc), name)
    remember_seat(request, room.id, where, since)
    if "application/json" in request.headers.get("accept", ""):
        return JSONResponse(
            {"seat": where.value, "key": seat_key(ctx_of(request), room.id, where, since)}
        )
    return redirect(f"/tables/{room.id}")


@router.post("/tables/{table_id}/bot/{seat}", **declare(Role.PUBLIC))
def give_to_bot(request: Request, table_id: int, seat: str) -> Response:
    room = table_or_404(request, table_id)
    where = _seat(request, seat)
    if not may_invite(request, room):
        raise HTTPException(403, t(request, "Only the table's duelists and judges do that."))
    try:
        tables_of(request).give_to_bot(room.id, where)
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
    return redirect(f"/tables/{room.id}")


@router.get("/tables/{table_id}/log", **declare(Role.PUBLIC))
def whole_log(request: Request, table_id: int, view: str = "") -> PlainTextResponse:
    """The whole play-by-play as this reader may read it, in their language."""
    room = table_or_404(request, table_id)
    seat = seat_held(request, room)
    viewer = (
        JUDGE
        if view == "judge" and is_judge(request, room)
        else Viewer(seat)
        if seat
        else SPECTATOR
    )
    events = [] if room.duel is None else room.duel.events
    lines = [said(request, line) for line in full_log(events, viewer)]
    return PlainTextResponse("\n".join(lines) + "\n")


@router.post("/tables/{table_id}/confirm", **declare(Role.PUBLIC))
def confirm(request: Request, table_id: int) -> Response:
    room = table_or_404(request, table_id)
    seat = seat_held(request, room)
    if seat is None:
        raise HTTPException(403, t(request, "Only a duelist at the table confirms its result."))
    try:
        recorded = confirm_result(tables_of(request), ctx_of(request).events, room.id, seat)
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return redirect(f"/tables/{room.id}")
    flash(
        request,
        t(request, "Both teams confirmed: the result is recorded.")
        if recorded
        else t(request, "Your team confirmed the result; the other team confirms too."),
    )
    return redirect(f"/tables/{room.id}")


@router.get("/e/{event_id}/tables", **declare(Role.ORGANISER))
def event_tables(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    rounds = state.paired
    latest = rounds[-1] if rounds else None
    live = tables_of(request).duels.tables(event_id=event_id)
    opened = {(info.round, info.table_no): info.id for info in live}
    return render(
        request,
        "table_event.html",
        event_id=event_id,
        state=state,
        latest=latest,
        live=live,
        opened=opened,
    )


@router.post("/e/{event_id}/tables", **declare(Role.ORGANISER))
def open_event_table(
    request: Request,
    event_id: int,
    round_number: Annotated[int, Form(alias="round")] = 0,
    table: Annotated[int, Form()] = 0,
) -> Response:
    state = event_state(request, event_id)
    who = principal_of(request)
    by = who.organiser.name if who.organiser else "organiser"
    try:
        room = tables_of(request).open_tournament(
            ctx_of(request).events, state.name, round_number, table, by
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return redirect(f"/e/{event_id}/tables")
    return redirect(f"/tables/{room.id}")
