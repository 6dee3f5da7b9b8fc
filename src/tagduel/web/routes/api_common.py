"""What the JSON API's routers share: the route class that turns the services' refusals into
JSON answers, the `Idempotency-Key` header, and the event, round, table and team of a path
(404 when there is none).

Answers: a repeated `Idempotency-Key` → 200 `{"repeated": true, "facts": "#n"}` (nothing
recorded); a different result where one is on record → 409; illegal decks → 422 with the whole
deck check; bad rows of a file → 400 with every problem; any other refusal → 400 (the
application's handler); an unknown event, round, table or team → 404.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from typing import Annotated, Any

from fastapi import APIRouter, Header, HTTPException, Request
from fastapi.responses import JSONResponse, Response
from fastapi.routing import APIRoute

from tagduel.services.errors import (
    ConflictingReportError,
    IllegalDecksError,
    ImportRowsError,
    UnknownTeamError,
)
from tagduel.services.pairfile import PairingFileError
from tagduel.services.projection import EventState, PairedRound, TeamEntry
from tagduel.store import Fact, Repeated
from tagduel.tournament.model import Pairing
from tagduel.web.api_models import (
    DeckReport,
    IllegalDecksOut,
    Problem,
    Problems,
    RepeatedOut,
)
from tagduel.web.api_round_models import RowProblems
from tagduel.web.routes.common import form_key

PREFIX = "/api/v1"

IdempotencyKey = Annotated[
    str | None,
    Header(
        alias="Idempotency-Key",
        max_length=100,
        description="a key of the client's choosing: the same request sent again with it "
        "records nothing and answers {repeated: true}",
    ),
]

ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": Problem, "description": "refused: the event's state does not allow it"},
    401: {"model": Problem, "description": "needs an organiser's Bearer token"},
    403: {"model": Problem, "description": "not for this caller"},
    404: {"model": Problem, "description": "no such event, round, table or team"},
    422: {"model": Problems, "description": "the request's fields are invalid"},
}


class ApiRoute(APIRoute):
    """An API route: the services' refusals become JSON answers (see the module docstring)."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def answer(request: Request) -> Response:
            try:
                return await handler(request)
            except Repeated as exc:
                body = RepeatedOut(facts=_span(exc.first_seq, exc.last_seq), detail=str(exc))
                return JSONResponse(body.model_dump(), 200)
            except ConflictingReportError as exc:
                return JSONResponse(Problem(detail=str(exc)).model_dump(), 409)
            except UnknownTeamError as exc:
                return JSONResponse(Problem(detail=str(exc)).model_dump(), 404)
            except IllegalDecksError as exc:
                out = IllegalDecksOut(
                    detail=str(exc),
                    team=exc.team,
                    report=DeckReport.model_validate(exc.report.to_dict()),
                )
                return JSONResponse(out.model_dump(), 422)
            except (ImportRowsError, PairingFileError) as exc:
                out_rows = RowProblems(detail=str(exc), problems=list(exc.problems))
                return JSONResponse(out_rows.model_dump(), 400)

        return answer


def api_router(tag: str) -> APIRouter:
    return APIRouter(prefix=PREFIX, tags=[tag], route_class=ApiRoute, responses=ERRORS)


def answers(model: Any, *more: tuple[int, type[Any], str]) -> dict[str, Any]:
    """A write's answer: its model, or a repeat's; with the write's own error answers."""
    extra: dict[int | str, dict[str, Any]] = {
        status: {"model": body, "description": text} for status, body, text in more
    }
    return {"response_model": model | RepeatedOut, "responses": extra}


CONFLICT = (409, Problem, "a different result is on record: correct it with a reason")
ILLEGAL = (422, IllegalDecksOut, "the decks are illegal: every problem; nothing stored")
BAD_ROWS = (400, RowProblems, "bad rows: every problem; nothing stored")


def key(kind: str, event_id: int, given: str | None) -> str | None:
    """The idempotency key the services store: the operation, the event, the client's key."""
    return form_key(kind, event_id, given or "")


def facts_text(facts: Sequence[Fact]) -> str:
    """'#12', '#12-14', or '' when nothing was recorded."""
    return _span(facts[0].seq, facts[-1].seq) if facts else ""


def _span(first: int, last: int) -> str:
    return f"#{first}" if first == last else f"#{first}-{last}"


# -- the things a path names ------------------------------------------------------------------


def paired(state: EventState, number: int) -> PairedRound:
    if not 1 <= number <= len(state.paired):
        raise HTTPException(404, f"round {number} of {state.name!r} is not paired")
    return state.paired[number - 1]


def table_of(state: EventState, number: int, table: int) -> Pairing:
    found = paired(state, number)
    for pairing in found.pairings:
        if pairing.table == table:
            return pairing
    raise HTTPException(404, f"round {number} has no table {table}")


def team_of(state: EventState, team: str) -> TeamEntry:
    entry = state.find_team(team)
    if entry is None:
        raise UnknownTeamError.named(state.name, team, state.teams)
    return entry
