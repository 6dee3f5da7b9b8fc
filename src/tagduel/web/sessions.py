"""Reading and writing who is asking: the signed session cookie, and bearer tokens for the API.

The session (Starlette's signed cookie: HttpOnly, SameSite=Lax) holds the organiser's account
(`o`), the duelists' memberships (`m`: event, team, seat, name), the match slips opened
(`s`: event, round, table) and the events joined as a judge (`j`: event, event name, judge's
name, 1 for the head judge), at most `MAX_ENTRIES` of each. API clients send `Authorization:
Bearer tdk_…` (an organiser's token) or `Bearer tdm_…` (a duelist's, from `/api/v1/join`).
"""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.concurrency import run_in_threadpool
from itsdangerous import BadSignature, URLSafeTimedSerializer

from tagduel.services.access import JudgeMembership, Membership
from tagduel.services.accounts import Organiser
from tagduel.web.auth import Principal, TableAccess
from tagduel.web.context import WebContext

MAX_ENTRIES = 20
DUELIST_TOKEN = "tdm_"
ORGANISER_TOKEN = "tdk_"


async def load_principal(request: Request) -> None:
    """Put the request's principal on `request.state` (every route's guard does it first). It
    runs on the event loop (no worker thread for the session cookie, which most requests carry);
    only an organiser's API token, looked up in the database, is read in a worker thread."""
    bearer = _bearer(request)
    if bearer is not None and bearer.startswith(ORGANISER_TOKEN):
        ctx: WebContext = request.app.state.ctx
        organiser = await run_in_threadpool(ctx.accounts.by_api_token, bearer)
        request.state.principal = Principal(organiser=organiser)
        return
    read_principal(request)


def read_principal(request: Request) -> None:
    """Put the principal of the request's session cookie or bearer token on `request.state`
    (a WebSocket's too)."""
    ctx: WebContext = request.app.state.ctx
    bearer = _bearer(request)
    if bearer is not None:
        request.state.principal = _from_token(ctx, bearer)
        return
    session = request.session
    organiser = None
    if isinstance(session.get("o"), list) and len(session["o"]) == 2:
        organiser = Organiser(int(session["o"][0]), str(session["o"][1]))
    memberships = tuple(_membership(m) for m in session.get("m", []) if _valid(m, 5))
    tables = tuple(TableAccess(*map(int, t)) for t in session.get("s", []) if _valid(t, 3))
    judges = tuple(_judge(j) for j in session.get("j", []) if _valid(j, 4))
    request.state.principal = Principal(organiser, memberships, tables, judges)


def log_in(request: Request, organiser: Organiser) -> None:
    request.session["o"] = [organiser.id, organiser.name]


def log_out(request: Request) -> None:
    request.session.clear()


def add_membership(request: Request, m: Membership) -> None:
    kept = [e for e in request.session.get("m", []) if _valid(e, 5) and e[0] != m.event_id]
    request.session["m"] = [*kept, [m.event_id, m.event, m.team, m.seat, m.name]][-MAX_ENTRIES:]


def add_judge(request: Request, j: JudgeMembership) -> None:
    """Joined as a judge: the entry replaces an earlier judge entry of the event, and the
    session stops being a duelist of that event (a judge does not play it)."""
    kept = [e for e in request.session.get("j", []) if _valid(e, 4) and e[0] != j.event_id]
    entry = [j.event_id, j.event, j.name, int(j.head)]
    request.session["j"] = [*kept, entry][-MAX_ENTRIES:]
    members = [e for e in request.session.get("m", []) if _valid(e, 5) and e[0] != j.event_id]
    request.session["m"] = members


def leave_event(request: Request, event_id: int) -> None:
    """A duelist signs out of an event (to join again, perhaps under another name): the
    session forgets its membership and the match slips it opened there."""
    for key, length in (("m", 5), ("s", 3)):
        kept = [e for e in request.session.get(key, []) if _valid(e, length) and e[0] != event_id]
        request.session[key] = kept


def add_table(request: Request, access: TableAccess) -> None:
    entry = [access.event_id, access.round, access.table]
    kept = [e for e in request.session.get("s", []) if _valid(e, 3) and e != entry]
    request.session["s"] = [*kept, entry][-MAX_ENTRIES:]


def duelist_token(ctx: WebContext, m: Membership) -> str:
    payload = [m.event_id, m.event, m.team, m.seat, m.name]
    return DUELIST_TOKEN + _serializer(ctx).dumps(payload)


def _from_token(ctx: WebContext, token: str) -> Principal:
    if token.startswith(ORGANISER_TOKEN):
        organiser = ctx.accounts.by_api_token(token)
        return Principal(organiser=organiser)
    if token.startswith(DUELIST_TOKEN):
        try:
            entry = _serializer(ctx).loads(
                token[len(DUELIST_TOKEN) :], max_age=ctx.config.session_days * 86400
            )
        except BadSignature:
            return Principal()
        if _valid(entry, 5):
            return Principal(memberships=(_membership(entry),))
    return Principal()


def _bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def _serializer(ctx: WebContext) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(ctx.secret, salt="tagduel-duelist-token")


def _membership(entry: list[Any]) -> Membership:
    return Membership(int(entry[0]), str(entry[1]), str(entry[2]), str(entry[3]), str(entry[4]))


def _judge(entry: list[Any]) -> JudgeMembership:
    return JudgeMembership(int(entry[0]), str(entry[1]), str(entry[2]), bool(entry[3]))


def _valid(entry: Any, length: int) -> bool:
    return isinstance(entry, list) and len(entry) == length
