"""Who is asking, and what each route lets them do.

Roles: `organiser` (an account, logged in, or an API token), `head_judge` and `judge` (joined an
event with its head judge code or judge code and their name; an organiser is both, in every
event), `duelist` (joined an event with its join code and their registered name, or opened a
table's page from the QR code on a match slip), `public` (anyone: projector pages, spectators).
Every route declares the role it needs with `declare(role)`, which adds the guard as a
dependency and records the role in the route's OpenAPI entry (`x-role`); a test walks the whole
route table and fails on a route that declares none. The few routes every duelist of a round
sends at once are `RoleRoute`s: served without the framework's parameter handling, their guard
called first, their role declared the same way. A judge's page asked for by someone who is
neither a judge nor a duelist of the event goes to the judges' join page.
"""

from __future__ import annotations

import enum
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import Depends, HTTPException, Request
from starlette.responses import Response
from starlette.routing import Route

from tagduel.services.access import JudgeMembership, Membership
from tagduel.services.accounts import Organiser


class Role(enum.Enum):
    PUBLIC = "public"
    DUELIST = "duelist"
    JUDGE = "judge"
    HEAD_JUDGE = "head_judge"
    ORGANISER = "organiser"


_JUDGES = (Role.JUDGE, Role.HEAD_JUDGE)


@dataclass(frozen=True, slots=True)
class TableAccess:
    """A match slip's QR code opened: this table of this round of this event."""

    event_id: int
    round: int
    table: int


@dataclass(frozen=True, slots=True)
class Principal:
    """Everything the session (or an API token) says about who is asking."""

    organiser: Organiser | None = None
    memberships: tuple[Membership, ...] = ()
    tables: tuple[TableAccess, ...] = ()
    judges: tuple[JudgeMembership, ...] = ()

    def membership(self, event_id: int) -> Membership | None:
        return next((m for m in self.memberships if m.event_id == event_id), None)

    def judge_of(self, event_id: int) -> JudgeMembership | None:
        return next((j for j in self.judges if j.event_id == event_id), None)

    def slips(self, event_id: int) -> list[TableAccess]:
        return [t for t in self.tables if t.event_id == event_id]

    def is_duelist_of(self, event_id: int) -> bool:
        return self.membership(event_id) is not None or bool(self.slips(event_id))

    def has(self, role: Role, event_id: int | None) -> bool:
        """Whether this principal may use a route declared for `role` (on that event)."""
        if role is Role.PUBLIC:
            return True
        if self.organiser is not None and role is not Role.DUELIST:
            return True
        if role in _JUDGES:
            judge = self.judge_of(event_id) if event_id is not None else None
            return judge is not None and (judge.head or role is Role.JUDGE)
        return role is Role.DUELIST and event_id is not None and self.is_duelist_of(event_id)


class NotForYou(HTTPException):
    """403: the page is for another role. `join` is the page where one who is not yet a duelist
    of the event joins it (the refusal page links to it)."""

    def __init__(self, detail: str, join: str | None = None) -> None:
        super().__init__(status_code=403, detail=detail)
        self.join = join


class NeedsLogin(Exception):
    """An organiser's page asked for without a login: the browser goes to the login page (a
    judge's page: to the judges' join page)."""

    def __init__(self, page: str = "/login") -> None:
        super().__init__(page)
        self.page = page


def principal_of(request: Request) -> Principal:
    """The principal the request carries (set by `web.sessions.load_principal`, which every
    route's guard calls first)."""
    found = getattr(request.state, "principal", None)
    return found if isinstance(found, Principal) else Principal()


def _guard(role: Role) -> Callable[[Request], Awaitable[Principal]]:
    async def guard(request: Request) -> Principal:
        # async: it runs on the event loop (a plain function would be sent to a worker thread
        # and back on every request); it reads who is asking first (the session cookie, or a
        # bearer token: only an organiser's is looked up, in a worker thread)
        from tagduel.web.sessions import load_principal

        await load_principal(request)
        who = principal_of(request)
        raw = request.path_params.get("event_id")
        event_id = int(raw) if isinstance(raw, int | str) and str(raw).isdigit() else None
        if who.has(role, event_id):
            return who
        if role is Role.ORGANISER or (role in _JUDGES and event_id is None):
            raise NeedsLogin()  # a judge's page of no event in particular: organisers only
        if role in _JUDGES and _stranger(who, event_id):
            raise NeedsLogin("/judge/join")
        joins = role is Role.DUELIST and event_id is not None and not who.is_duelist_of(event_id)
        raise NotForYou(_FOR[role], join="/join" if joins else None)

    guard.__name__ = f"requires_{role.value}"
    return guard


_FOR = {
    Role.DUELIST: "this page is for the duelists",
    Role.JUDGE: "this page is for the judges",
    Role.HEAD_JUDGE: "this page is for the head judge",
    Role.ORGANISER: "this page is for the organisers",
    Role.PUBLIC: "",
}


def _stranger(who: Principal, event_id: int | None) -> bool:
    """Neither a judge nor a duelist of the event: someone who may join it as a judge."""
    if event_id is None:
        return False
    return who.judge_of(event_id) is None and not who.is_duelist_of(event_id)


GUARDS = {role: _guard(role) for role in Role}


def declare(role: Role) -> dict[str, Any]:
    """The keyword arguments of a route declaring its role: its guard and its OpenAPI mark."""
    return {"dependencies": [Depends(GUARDS[role])], "openapi_extra": {"x-role": role.value}}


class RoleRoute(Route):
    """A route that declares its role as `declare` does, served without the framework's
    dependency and parameter handling (a third of a request's time on the busiest route: a
    round end's reports): the guard runs first, then the endpoint, which reads the request
    itself. Its path parameters are the path's words (the endpoint converts them)."""

    def __init__(
        self,
        path: str,
        endpoint: Callable[[Request], Awaitable[Response]],
        *,
        methods: list[str],
        role: Role,
    ) -> None:
        guard = GUARDS[role]

        async def guarded(request: Request) -> Response:
            await guard(request)
            return await endpoint(request)

        guarded.__name__ = endpoint.__name__
        super().__init__(path, guarded, methods=methods, include_in_schema=False)
        self.openapi_extra = {"x-role": role.value}


def client_host(request: Request) -> str:
    """The address a request came from, as the limits count it ("?" when unknown)."""
    return request.client.host if request.client else "?"


@dataclass
class Limiter:
    """At most `attempts` failures per key in `window` seconds (login names, join codes):
    further attempts wait. In memory, per server process."""

    attempts: int
    window: float
    clock: Callable[[], float] = time.monotonic
    _failures: dict[str, deque[float]] = field(default_factory=dict)

    def wait(self, *keys: str) -> int:
        """Seconds to wait before the next attempt for any of `keys` (0: go ahead)."""
        return max((self._wait(key) for key in keys), default=0)

    def _wait(self, key: str) -> int:
        recent = self._recent(key)
        if len(recent) < self.attempts:
            return 0
        return max(1, int(recent[0] + self.window - self.clock()) + 1)

    def failed(self, *keys: str) -> None:
        for key in keys:
            self._recent(key).append(self.clock())

    def succeeded(self, *keys: str) -> None:
        for key in keys:
            self._failures.pop(key, None)

    def _recent(self, key: str) -> deque[float]:
        recent = self._failures.setdefault(key, deque())
        cutoff = self.clock() - self.window
        while recent and recent[0] < cutoff:
            recent.popleft()
        if len(self._failures) > 10_000:  # bounded memory under a flood of names
            self._failures = {k: v for k, v in self._failures.items() if v}
        return recent
