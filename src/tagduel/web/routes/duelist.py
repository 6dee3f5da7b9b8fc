"""The duelists' pages (no account): join with the event's join code, or open a table from the
QR code on a match slip; see my team's pairing, table, seats, opponents and the clock; report my
table's result (two-sided: the other team reports too; the organiser decides a conflict)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import Response

from tagduel.errors import TagDuelError
from tagduel.services.access import JoinError, join
from tagduel.services.eventfacts import parse_result
from tagduel.services.placings import CHAMPION, SWISS
from tagduel.services.selfreport import claim_decision, table_claims
from tagduel.web.auth import (
    Principal,
    Role,
    RoleRoute,
    TableAccess,
    client_host,
    declare,
    principal_of,
)
from tagduel.web.clockface import clock_json
from tagduel.web.cutplace import my_cut
from tagduel.web.pages import flash, lang_of, redirect, render, said, t
from tagduel.web.phase import ordinal, placings_of, team_placing
from tagduel.web.routes.common import (
    ctx_of,
    event_state,
    form_key,
    once_soon,
    path_numbers,
    small_form,
)
from tagduel.web.sessions import add_membership, add_table
from tagduel.web.slips import BadSlip, read_slip
from tagduel.web.views import RESULT_CHOICES, my_table

router = APIRouter(include_in_schema=False)


@router.get("/join", **declare(Role.PUBLIC))
def join_page(request: Request, code: str = "") -> Response:
    return render(request, "join.html", code=code, name="", error=None)


@router.post("/join", **declare(Role.PUBLIC))
def join_event(
    request: Request,
    code: Annotated[str, Form(max_length=40)] = "",
    name: Annotated[str, Form(max_length=300)] = "",
) -> Response:
    ctx = ctx_of(request)
    host = client_host(request)
    wait = ctx.limiter.wait(f"join:{host}")
    if wait:
        error = t(
            request, "Too many failed attempts: try again in {seconds} seconds.", seconds=wait
        )
        return render(request, "join.html", status=429, code=code, name=name, error=error)
    try:
        member = join(ctx.events, code, name)
    except JoinError as exc:
        ctx.limiter.failed(f"join:{host}")
        return render(
            request, "join.html", status=400, code=code, name=name, error=said(request, exc)
        )
    add_membership(request, member)
    flash(request, t(request, "Welcome, {name} of {team}.", name=member.name, team=member.team))
    return redirect(f"/e/{member.event_id}/me")


@router.get("/t/{token}", **declare(Role.PUBLIC))
def open_slip(request: Request, token: str) -> Response:
    ctx = ctx_of(request)
    try:
        access = read_slip(ctx, token)
    except BadSlip as exc:
        text = (
            t(request, "This match slip's code has expired.")
            if exc.expired
            else t(request, "This is not a valid match slip code.")
        )
        raise HTTPException(404, text) from None
    add_table(request, access)
    return redirect(f"/e/{access.event_id}/rounds/{access.round}/tables/{access.table}/report")


@router.get("/e/{event_id}/me", **declare(Role.DUELIST))
def my_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    who = principal_of(request)
    member = who.membership(event_id)
    view = my_table(state, member.team) if member else None
    placings = placings_of(state)
    over = placings is not None
    return render(
        request,
        "me.html",
        event_id=event_id,
        state=state,
        member=member,
        view=view,
        over=over,
        placing=team_placing(placings, member.team) if member else None,
        ordinal=lambda n: ordinal(n, lang_of(request)),
        cut=my_cut(state, member.team) if member and not over else None,
        champion=CHAMPION,
        swiss=SWISS,
        slips=who.slips(event_id),
        clock_json=clock_json(state, datetime.now(UTC), lang_of(request)),
    )


def _may_report(who: Principal, event_id: int, number: int, table: int, team: str | None) -> bool:
    member = who.membership(event_id)
    if TableAccess(event_id, number, table) in who.tables:
        return True
    return member is not None and team is not None and member.team == team


@router.get("/e/{event_id}/rounds/{number}/tables/{table}/report", **declare(Role.DUELIST))
def report_page(request: Request, event_id: int, number: int, table: int) -> Response:
    state = event_state(request, event_id)
    who = principal_of(request)
    pairing = state.paired_round(number).pairing_at(table)
    member = who.membership(event_id)
    own = member.team if member and member.team in (pairing.team1, pairing.team2) else None
    if not _may_report(who, event_id, number, table, own):
        raise HTTPException(403, t(request, "You can report only your own table."))
    return render(
        request,
        "report.html",
        over=placings_of(state) is not None,
        event_id=event_id,
        state=state,
        pairing=pairing,
        number=number,
        own=own,
        claims=table_claims(state, number, table),
        choices=RESULT_CHOICES,
    )


async def report_mine(request: Request) -> Response:
    """A duelist's report of their table (POST .../report-mine, a `RoleRoute`: at a round end
    every table reports at once, and the framework's parameter handling was a third of each
    report's time, so the path and the form are read here)."""
    event_id, number, table = path_numbers(request, "event_id", "number", "table")
    result, team, key = await small_form(request, result=30, team=300, key=100)
    state = event_state(request, event_id)
    who = principal_of(request)
    member = who.membership(event_id)
    pairing = state.paired_round(number).pairing_at(table)
    own = member.team if member and member.team in (pairing.team1, pairing.team2) else team
    if not _may_report(who, event_id, number, table, own) or own not in (
        pairing.team1,
        pairing.team2,
    ):
        raise HTTPException(403, t(request, "You can report only your own table."))
    by = member.name if member else t(request, "match slip")
    page = f"/e/{event_id}/rounds/{number}/tables/{table}/report"
    try:
        chosen = parse_result(result)
        written = await once_soon(
            request,
            ctx_of(request).events,
            state.name,
            claim_decision(number, table, str(own), chosen, by),
            request_key=form_key("claim", event_id, key),
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return redirect(page)
    if written is not None:
        if written.value.recorded:
            flash(request, t(request, "Both teams agree: the result is recorded."))
        else:
            flash(
                request,
                t(
                    request,
                    "Your report is in. The other team reports too; if the two differ, the organiser decides.",
                ),
            )
    return redirect(page)


LEAN_ROUTES = [
    RoleRoute(
        "/e/{event_id}/rounds/{number}/tables/{table}/report-mine",
        report_mine,
        methods=["POST"],
        role=Role.DUELIST,
    )
]
"""Routes tried before every other (see `web.auth.RoleRoute`)."""
