"""The live tables of a server process, and who sits where.

`TableLive` holds the `Tables` service (made on first use), the hub that tells each open table
socket of a change, and, on PostgreSQL, a listener of its own (`LISTEN tagduel_tables`) so that
a change written by another server process reaches this process's sockets too.

Who holds a seat: the session remembers each seat taken in this browser (`tb`: table, seat and
the row that gave the seat), so a closed tab resumes its seat; a program (the load benchmark, a
bot) sends the seat key it got when it sat down instead. Invitations to an empty seat (a link or
a QR code) are signed tokens naming the table and the seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime
from typing import Any

from fastapi import HTTPException, Request
from itsdangerous import BadSignature, URLSafeTimedSerializer
from starlette.requests import HTTPConnection

from tagduel.cards.db import CardDB
from tagduel.engine.seats import Seat
from tagduel.errors import TagDuelError
from tagduel.services.tablerooms import Room
from tagduel.services.tables import Tables
from tagduel.store import EventStore
from tagduel.store.duels import NOTIFY_TABLES
from tagduel.web.auth import Role, principal_of
from tagduel.web.context import WebContext

SEATS_KEPT = 20
TICK_S = 1.0
INVITE_DAYS = 3
SEAT_KEY_DAYS = 30


class TableLive:
    """The process's tables, their hub and (PostgreSQL) their listener."""

    def __init__(self, store: EventStore, cards: Callable[[], CardDB]) -> None:
        self.store = store
        self.hub = TableHub()
        self._cards = cards
        self._tables: Tables | None = None
        self._listener: TableListener | None = None
        self._ticker: asyncio.Task[None] | None = None
        self._lock = threading.Lock()

    @property
    def tables(self) -> Tables:
        with self._lock:
            if self._tables is None:
                self._tables = Tables(self.store, self._cards())
                self._tables.listeners.append(self.hub.publish)
                if self.store.dialect == "postgresql":
                    self._listener = TableListener(
                        self.store.conninfo(), self.hub, self._tables.catch_up
                    )
                    self._listener.start()
            return self._tables

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """The server starts: run out the response timers, once a second (each socket
        subscribes in its own loop)."""
        self._ticker = loop.create_task(self._tick())

    def stop(self) -> None:
        ticker, self._ticker = self._ticker, None
        if ticker is not None:
            ticker.cancel()
        with self._lock:
            if self._listener is not None:
                self._listener.stop()
                self._listener = None

    async def _tick(self) -> None:
        from starlette.concurrency import run_in_threadpool

        while True:
            await asyncio.sleep(TICK_S)
            tables = self._tables
            if tables is None:
                continue
            now = datetime.now(UTC)
            for table_id, decision in tables.due(now):
                with contextlib.suppress(TagDuelError):
                    await run_in_threadpool(tables.expire, table_id, decision, now)


class TableHub:
    """Sockets per table; `publish(table, seq)` may be called from any thread. Each subscriber
    keeps the newest sequence number on a queue of its own, in its own event loop."""

    def __init__(self) -> None:
        self._subscribers: dict[int, set[tuple[asyncio.AbstractEventLoop, asyncio.Queue[int]]]] = {}
        self._lock = threading.Lock()

    def publish(self, table_id: int, seq: int) -> None:
        with self._lock:
            subscribers = list(self._subscribers.get(table_id, ()))
        for loop, queue in subscribers:
            if not loop.is_closed():
                loop.call_soon_threadsafe(_offer, queue, seq)

    @contextlib.asynccontextmanager
    async def subscribe(self, table_id: int) -> AsyncIterator[asyncio.Queue[int]]:
        entry = (asyncio.get_running_loop(), asyncio.Queue[int](maxsize=1))
        with self._lock:
            self._subscribers.setdefault(table_id, set()).add(entry)
        try:
            yield entry[1]
        finally:
            with self._lock:
                self._subscribers.get(table_id, set()).discard(entry)

    def subscriber_count(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._subscribers.values())


def _offer(queue: asyncio.Queue[int], seq: int) -> None:
    """Keep only the newest number: a slow socket skips intermediate changes, never blocks."""
    while not queue.empty():
        queue.get_nowait()
    queue.put_nowait(seq)


class TableListener:
    """LISTEN for table changes on PostgreSQL in a thread: fold what the notifications that
    arrived together announce, in one read (`catch_up`), then tell the hub."""

    BURST = 1000
    """Notifications taken together at most."""

    def __init__(
        self, conninfo: str, hub: TableHub, catch_up: Callable[[dict[int, int]], None]
    ) -> None:
        self._conninfo, self._hub, self._catch_up = conninfo, hub, catch_up
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tagduel-tables", daemon=True)
        self.ready = threading.Event()

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        import psycopg

        while not self._stop.is_set():
            try:
                with psycopg.connect(self._conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {NOTIFY_TABLES}")
                    self.ready.set()
                    while not self._stop.is_set():
                        self._announce(_burst(conn, self.BURST))
            except psycopg.Error:
                self._stop.wait(2.0)

    def _announce(self, notes: list[str]) -> None:
        announced: dict[int, int] = {}
        for note in notes:
            raw_table, _, raw_seq = note.partition(":")
            if raw_table.isdigit() and raw_seq.isdigit():
                table = int(raw_table)
                announced[table] = max(int(raw_seq), announced.get(table, 0))
        if not announced:
            return
        with contextlib.suppress(Exception):  # a reader folds what it needs itself
            self._catch_up(announced)
        for table, seq in announced.items():
            self._hub.publish(table, seq)


def _burst(conn: Any, most: int) -> list[str]:
    """The notifications that came (waiting a second at most for the first), with those
    that are already there after it."""
    notes = [str(n.payload) for n in conn.notifies(timeout=1.0, stop_after=1)]
    while notes and len(notes) < most:
        more = [str(n.payload) for n in conn.notifies(timeout=0.0, stop_after=most - len(notes))]
        if not more:
            break
        notes.extend(more)
    return notes


def live_of(conn: HTTPConnection) -> TableLive:
    live: TableLive = conn.app.state.tables
    return live


def tables_of(conn: HTTPConnection) -> Tables:
    return live_of(conn).tables


def ctx_of_conn(conn: HTTPConnection) -> WebContext:
    ctx: WebContext = conn.app.state.ctx
    return ctx


# -- seats held -------------------------------------------------------------------------------


def remember_seat(request: Request, table_id: int, seat: Seat, since: int) -> None:
    entry = [table_id, seat.value, since]
    kept = [e for e in request.session.get("tb", []) if _entry(e) and e[:2] != entry[:2]]
    request.session["tb"] = [*kept, entry][-SEATS_KEPT:]


Claim = tuple[int, str, int]
"""A seat this browser or key says it holds: table, seat, the row that gave it."""


def claims_of(conn: HTTPConnection, table_id: int, key: str = "") -> list[Claim]:
    """The seats of the table this browser's session (or this seat key) names, checked once."""
    found = [e for e in conn.session.get("tb", []) if _entry(e) and e[0] == table_id]
    if key:
        entry = _read(ctx_of_conn(conn), "tagduel-table-seat", key, SEAT_KEY_DAYS)
        if entry is not None and _entry(entry) and entry[0] == table_id:
            found.append(entry)
    return [(int(e[0]), str(e[1]), int(e[2])) for e in found]


def holding(room: Room, claims: list[Claim]) -> Seat | None:
    """The seat of `room` one of the claims holds now (a seat freed since holds no more)."""
    for table_id, seat_name, since in claims:
        seat = Seat(seat_name)
        holder = room.holder(seat)
        if table_id == room.id and holder is not None and holder.since == since:
            return seat
    return None


def seat_held(conn: HTTPConnection, room: Room, key: str = "") -> Seat | None:
    """The seat of `room` this browser (or this seat key) holds now, if any."""
    return holding(room, claims_of(conn, room.id, key))


def seat_key(ctx: WebContext, table_id: int, seat: Seat, since: int) -> str:
    """The key of a seat taken (a program sends it as `?key=` instead of a session cookie)."""
    return _serializer(ctx, "tagduel-table-seat").dumps([table_id, seat.value, since])


def invite_token(ctx: WebContext, table_id: int, seat: Seat) -> str:
    """The invitation to take `seat` (in a link or a QR code)."""
    return _serializer(ctx, "tagduel-table-invite").dumps([table_id, seat.value])


def invited(conn: HTTPConnection, table_id: int, seat: Seat, token: str) -> bool:
    data = _read(ctx_of_conn(conn), "tagduel-table-invite", token, INVITE_DAYS)
    return data is not None and data[0] == table_id and data[1] == seat.value


def remember_opened(request: Request, table_id: int) -> None:
    kept = [i for i in request.session.get("to", []) if isinstance(i, int) and i != table_id]
    request.session["to"] = [*kept, table_id][-SEATS_KEPT:]


def is_judge(conn: HTTPConnection, room: Room) -> bool:
    return principal_of(conn).has(Role.JUDGE, room.info.event_id)  # type: ignore[arg-type]


def may_invite(conn: HTTPConnection, room: Room) -> bool:
    """Who may see the invitations to empty seats and give a seat to a bot: judges; at a casual
    table also whoever opened it or sits at it."""
    if is_judge(conn, room):
        return True
    if room.info.kind != "casual":
        return False
    return room.id in conn.session.get("to", []) or seat_held(conn, room) is not None


def table_or_404(conn: HTTPConnection, table_id: int) -> Room:
    from tagduel.services.tableopen import TableError

    try:
        return tables_of(conn).room(table_id)
    except TableError:
        raise HTTPException(404, f"There is no table {table_id}.") from None


def _serializer(ctx: WebContext, salt: str) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(ctx.secret, salt=salt)


def _read(ctx: WebContext, salt: str, token: str, days: int) -> list[Any] | None:
    try:
        data = _serializer(ctx, salt).loads(token, max_age=days * 86400)
    except BadSignature:
        return None
    return data if isinstance(data, list) and 2 <= len(data) <= 3 else None


def _entry(entry: Any) -> bool:
    return (
        isinstance(entry, list)
        and len(entry) == 3
        and isinstance(entry[0], int)
        and entry[1] in ("1A", "1B", "2A", "2B")
        and isinstance(entry[2], int)
    )
