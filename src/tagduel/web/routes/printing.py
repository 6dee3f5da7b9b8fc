"""The organiser's printouts: a round's pairings and match slips, the standings (A4 PDFs)."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import Response

from tagduel.web.auth import Role, declare
from tagduel.web.pages import lang_of
from tagduel.web.pdf import pairings_pdf, slips_pdf, standings_pdf
from tagduel.web.routes.common import ctx_of, event_state

router = APIRouter(include_in_schema=False)


def _pdf(body: bytes, name: str) -> Response:
    return Response(
        body,
        media_type="application/pdf",
        headers={"content-disposition": f'inline; filename="{name}"'},
    )


@router.get("/e/{event_id}/rounds/{number}/pairings.pdf", **declare(Role.ORGANISER))
def pairings(request: Request, event_id: int, number: int) -> Response:
    state = event_state(request, event_id)
    state.paired_round(number)
    return _pdf(pairings_pdf(state, number, lang_of(request)), f"pairings-round-{number}.pdf")


@router.get("/e/{event_id}/rounds/{number}/slips.pdf", **declare(Role.ORGANISER))
def slips(
    request: Request, event_id: int, number: int, first: int = 1, last: int | None = None
) -> Response:
    state = event_state(request, event_id)
    state.paired_round(number)
    body = slips_pdf(ctx_of(request), state, event_id, number, lang_of(request), first, last)
    return _pdf(body, f"slips-round-{number}.pdf")


@router.get("/e/{event_id}/standings.pdf", **declare(Role.ORGANISER))
def standings(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return _pdf(standings_pdf(state, lang_of(request)), "standings.pdf")
