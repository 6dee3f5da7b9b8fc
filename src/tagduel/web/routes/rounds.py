"""The organiser's round pages: pair the next round (with the pairing's quality line), the
pairings, the result grid (missing results filtered, two-sided reports, conflicts decided),
corrections with a reason, voiding an unplayed pairing."""

from __future__ import annotations

import secrets
from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import Response

from tagduel.errors import TagDuelError
from tagduel.services.amend import void_round
from tagduel.services.eventfacts import parse_result
from tagduel.services.results import correct_result, report_result
from tagduel.services.rounds import pair_next
from tagduel.services.selfreport import accept_claim
from tagduel.services.views import field_warning, rematch_warning
from tagduel.web.auth import Role, declare
from tagduel.web.pages import flash, redirect, render, said, t
from tagduel.web.phase import cut_planned, next_step
from tagduel.web.routes.common import ctx_of, event_state, form_key, once
from tagduel.web.views import RESULT_CHOICES, round_summaries, table_rows

router = APIRouter(include_in_schema=False)


@router.get("/e/{event_id}/rounds", **declare(Role.ORGANISER))
def rounds_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(
        request,
        "rounds.html",
        event_id=event_id,
        state=state,
        rounds=round_summaries(state),
        seed=secrets.randbelow(1_000_000),
        next_step=next_step(state),
        cut_planned=cut_planned(state),
    )


@router.post("/e/{event_id}/rounds", **declare(Role.ORGANISER))
def pair(
    request: Request,
    event_id: int,
    seed_text: Annotated[str, Form(alias="seed", max_length=100)] = "0",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    seed = _seed(seed_text)
    if seed is None:  # beside the field, the typed text kept
        return render(
            request,
            "rounds.html",
            status=400,
            event_id=event_id,
            state=state,
            rounds=round_summaries(state),
            seed=seed_text,
            next_step=next_step(state),
            cut_planned=cut_planned(state),
            seed_error=t(request, "The seed is a whole number from 0 to {most}.", most=SEED_MAX),
        )
    try:
        written = once(
            request,
            lambda: pair_next(
                ctx_of(request).events,
                state.name,
                seed,
                request_key=form_key("pair", event_id, key),
            ),
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return redirect(f"/e/{event_id}/rounds")
    if written is None:
        return redirect(f"/e/{event_id}/rounds")
    number = written.value.pairing.round
    paired = written.after.paired_round(number)
    flash(request, t(request, "Round {n} paired.", n=number))
    for warning in (rematch_warning(written.after, paired), field_warning(written.after, paired)):
        if warning:
            flash(request, warning, "warn")
    return redirect(f"/e/{event_id}/rounds/{number}")


SEED_MAX = 2**31 - 1


def _seed(text: str) -> int | None:
    """The pairing seed typed in the form (blank: 0), or None when it is not one."""
    word = text.strip() or "0"
    if not (word.isascii() and word.isdigit()) or int(word) > SEED_MAX:
        return None
    return int(word)


@router.get("/e/{event_id}/rounds/{number}", **declare(Role.ORGANISER))
def pairings_page(request: Request, event_id: int, number: int) -> Response:
    state = event_state(request, event_id)
    paired = state.paired_round(number)
    rows = table_rows(state, number)
    voidable = number == len(state.paired) and all(
        r.result is None or r.team2 is None for r in rows
    )
    return render(
        request,
        "pairings.html",
        event_id=event_id,
        state=state,
        paired=paired,
        rows=rows,
        summary=round_summaries(state)[number - 1],
        voidable=voidable,
    )


@router.get("/e/{event_id}/rounds/{number}/results", **declare(Role.ORGANISER))
def results_page(request: Request, event_id: int, number: int, show: str = "all") -> Response:
    state = event_state(request, event_id)
    state.paired_round(number)
    rows = table_rows(state, number)
    if show == "missing":
        rows = [r for r in rows if r.missing]
    elif show == "conflicts":
        rows = [r for r in rows if r.claim_state == "conflict"]
    return render(
        request,
        "results.html",
        event_id=event_id,
        state=state,
        number=number,
        rows=rows,
        show=show,
        choices=RESULT_CHOICES,
        summary=round_summaries(state)[number - 1],
    )


@router.post("/e/{event_id}/rounds/{number}/tables/{table}/report", **declare(Role.ORGANISER))
def report(
    request: Request,
    event_id: int,
    number: int,
    table: int,
    result: Annotated[str, Form(max_length=30)] = "",
    reason: Annotated[str, Form(max_length=500)] = "",
    show: Annotated[str, Form(max_length=20)] = "all",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    events = ctx_of(request).events
    try:
        chosen = parse_result(result)
        current = state.reported(number, table)
        if current is None:
            once(
                request,
                lambda: report_result(
                    events,
                    state.name,
                    number,
                    table,
                    chosen,
                    request_key=form_key("report", event_id, key),
                ),
            )
        elif current.result is not chosen:
            once(
                request,
                lambda: correct_result(
                    events,
                    state.name,
                    number,
                    table,
                    chosen,
                    reason,
                    request_key=form_key("correct", event_id, key),
                ),
            )
        if current is not None and current.result is chosen:
            same = t(
                request,
                "Table {table}: that result is already recorded; nothing changed.",
                table=table,
            )
            flash(request, same, "warn")
        else:
            flash(request, t(request, "Table {table}: recorded.", table=table))
    except TagDuelError as exc:
        flash(request, t(request, "Table {table}: {error}", table=table, error=exc), "error")
    return redirect(f"/e/{event_id}/rounds/{number}/results?show={show}#t{table}")


@router.post("/e/{event_id}/rounds/{number}/tables/{table}/accept", **declare(Role.ORGANISER))
def accept(
    request: Request,
    event_id: int,
    number: int,
    table: int,
    team: Annotated[str, Form(max_length=300)] = "",
    show: Annotated[str, Form(max_length=20)] = "all",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    try:
        once(
            request,
            lambda: accept_claim(
                ctx_of(request).events,
                state.name,
                number,
                table,
                team,
                request_key=form_key("accept", event_id, key),
            ),
        )
        flash(
            request, t(request, "Table {table}: {team}'s report accepted.", table=table, team=team)
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
    return redirect(f"/e/{event_id}/rounds/{number}/results?show={show}#t{table}")


@router.post("/e/{event_id}/rounds/{number}/void", **declare(Role.ORGANISER))
def void(
    request: Request,
    event_id: int,
    number: int,
    reason: Annotated[str, Form(max_length=500)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    try:
        once(
            request,
            lambda: void_round(
                ctx_of(request).events,
                state.name,
                reason,
                number,
                request_key=form_key("void", event_id, key),
            ),
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return redirect(f"/e/{event_id}/rounds/{number}")
    flash(request, t(request, "The pairing of round {n} is withdrawn: pair it again.", n=number))
    return redirect(f"/e/{event_id}/rounds")
