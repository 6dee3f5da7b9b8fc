"""EventStore: events and their append-only log of facts, on SQLite or PostgreSQL.

Each fact belongs to one event and gets the next sequence number of that event; it is
committed before `append` returns, and never changed afterwards (the database refuses UPDATE
and DELETE on `facts`). What the facts mean is the business of the services that write them;
the store only checks that a kind is a dotted lower-case name and a payload is JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime
from types import TracebackType
from typing import Any

from sqlalchemy import Engine, bindparam, func, select, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError, IntegrityError, SQLAlchemyError

from tagduel.i18n import lazy
from tagduel.names import NAME_MAX, clean_name, name_key
from tagduel.store import migrate
from tagduel.store.engine import WRITE, cannot_write, make_engine, parse_url
from tagduel.store.errors import (
    AppendOnlyError,
    ConflictError,
    EventExistsError,
    StoreError,
    UnknownEventError,
)
from tagduel.store.rows import (
    REQUEST_KEY_MAX,
    EventInfo,
    Fact,
    Items,
    aware,
    check_payload,
    fact_of,
    read_facts,
)
from tagduel.store.schema import events, facts
from tagduel.store.writer import EventWriter, Repeated

__all__ = [
    "EVENT_CREATED",
    "NOTIFY_CHANNEL",
    "REQUEST_KEY_MAX",
    "EventInfo",
    "EventStore",
    "EventWriter",
    "Fact",
    "Repeated",
    "aware",
    "utc_now",
]

EVENT_CREATED = "event.created"
"""The first fact of every event; its payload holds the name and the event's settings."""

_EVENT_LOCK_CLASS = 0x7A64  # PostgreSQL advisory locks (class, event id): one writer per event
NOTIFY_CHANNEL = "tagduel_events"
"""On PostgreSQL every write sends `NOTIFY tagduel_events, '<event id>:<last seq>'` (delivered at
commit), so every server process sharing the database learns of it."""

Clock = Callable[[], datetime]

# The statements of the write path, built once (building a statement costs more than running it).
_LAST_SEQ = select(func.coalesce(func.max(facts.c.seq), 0)).where(
    facts.c.event_id == bindparam("event_id")
)
_INSERT_FACT = facts.insert().returning(facts.c.id)
_NOTIFY = text("SELECT pg_notify(:channel, :payload)")


def utc_now() -> datetime:
    return datetime.now(UTC)


class EventStore:
    """The append-only event log. Open with `EventStore.open(url)`; close when done."""

    def __init__(self, engine: Engine, *, clock: Clock = utc_now, read_only: bool = False) -> None:
        self._engine = engine
        self._clock = clock
        self.read_only = read_only
        self._shown_url = _shown(engine) if not read_only else ""

    @classmethod
    def open(
        cls, url: str, *, create: bool = True, read_only: bool = False, clock: Clock = utc_now
    ) -> EventStore:
        """Connect and migrate to the newest schema; `create=False` refuses a new SQLite file.

        `read_only` (for commands that only read) opens without migrating and refuses every
        write; a SQLite file this process may not write is opened read-only by itself.
        """
        parsed = parse_url(url)
        read_only = read_only or cannot_write(parsed)
        engine = make_engine(parsed, create=create and not read_only, read_only=read_only)
        try:
            if read_only:
                migrate.require_current(engine)
            else:
                migrate.upgrade(engine)
        except SQLAlchemyError as exc:
            engine.dispose()
            raise StoreError(f"cannot open database {_shown(engine)}: {_cause(exc)}") from None
        except StoreError:
            engine.dispose()
            raise
        store = cls(engine, clock=clock, read_only=read_only)
        store._shown_url = parsed.render_as_string(hide_password=True)
        return store

    @property
    def url(self) -> str:
        """The database URL as given (any password hidden)."""
        return self._shown_url or _shown(self._engine)

    @property
    def dialect(self) -> str:
        return self._engine.dialect.name

    def conninfo(self) -> str:
        """A libpq connection URI for this PostgreSQL database (for a LISTEN connection)."""
        url = self._engine.url.set(drivername="postgresql")
        return url.render_as_string(hide_password=False)

    def close(self) -> None:
        self._engine.dispose()

    def __enter__(self) -> EventStore:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # -- events ---------------------------------------------------------------------------

    def create_event(self, name: str, settings: Mapping[str, Any] | None = None) -> EventInfo:
        """A new event, with its `event.created` fact (name and settings) as fact 1."""
        with self.creating(name, settings) as (info, _):
            return info

    @contextmanager
    def creating(
        self, name: str, settings: Mapping[str, Any] | None = None
    ) -> Iterator[tuple[EventInfo, EventWriter]]:
        """A new event and its writer in one transaction: the `event.created` fact and what the
        block appends commit together, or (an error in the block) nothing is stored at all."""
        name = _event_name(name)
        payload = {"name": name, "settings": dict(settings or {})}
        check_payload(payload)
        now = self._now()
        inserted = False
        try:
            with self._writing() as conn:
                event_id = conn.execute(
                    events.insert()
                    .values(name=name, name_key=name_key(name), created_at=now)
                    .returning(events.c.id)
                ).scalar_one()
                inserted = True
                self.insert_facts(conn, event_id, [(EVENT_CREATED, payload)], now)
                yield EventInfo(event_id, name, now), EventWriter(self, conn, event_id)
        except IntegrityError as exc:
            if inserted:
                raise StoreError(f"fact not stored, try again: {_cause(exc)}") from None
            twin = self.find_event(name)
            shown = twin.name if twin is not None else name
            if shown == name:
                raise EventExistsError(
                    lazy("an event named {event!r} already exists", event=shown)
                ) from None
            raise EventExistsError(
                lazy(
                    "an event named {event!r} already exists (names differing only in case or "
                    "spacing are one name)",
                    event=shown,
                )
            ) from None

    def find_event(self, name: str) -> EventInfo | None:
        """The event of that name, as names are compared (case, width and spacing ignored)."""
        with self._reading() as conn:
            row = conn.execute(select(events).where(events.c.name_key == name_key(name))).first()
        return None if row is None else EventInfo(row.id, row.name, aware(row.created_at))

    def event(self, name: str) -> EventInfo:
        found = self.find_event(name)
        if found is None:
            known = ", ".join(repr(e.name) for e in self.events()) or lazy("none yet")
            raise UnknownEventError(
                lazy("no event named {event!r} (events: {known})", event=name, known=known)
            )
        return found

    def ensure_event(self, name: str) -> tuple[EventInfo, bool]:
        """The event of that name, created when missing; True when it was created now."""
        found = self.find_event(name)
        if found is not None:
            return found, False
        try:
            return self.create_event(name), True
        except EventExistsError:  # another process created it meanwhile
            return self.event(name), False

    def events(self) -> list[EventInfo]:
        with self._reading() as conn:
            rows = conn.execute(select(events).order_by(events.c.id)).all()
        return [EventInfo(r.id, r.name, aware(r.created_at)) for r in rows]

    def active_events(self, since: datetime) -> list[EventInfo]:
        """The events with a fact recorded at `since` or later, the most recently active first."""
        last = func.max(facts.c.recorded_at).label("last")
        active = (
            select(facts.c.event_id, last)
            .group_by(facts.c.event_id)
            .having(func.max(facts.c.recorded_at) >= since)
            .subquery()
        )
        query = (
            select(events.c.id, events.c.name, events.c.created_at)
            .join(active, active.c.event_id == events.c.id)
            .order_by(active.c.last.desc(), events.c.id)
        )
        with self._reading() as conn:
            rows = conn.execute(query).all()
        return [EventInfo(r.id, r.name, aware(r.created_at)) for r in rows]

    # -- facts ----------------------------------------------------------------------------

    def append(
        self,
        event_id: int,
        kind: str,
        payload: Mapping[str, Any],
        *,
        expect_last: int | None = None,
    ) -> Fact:
        """Add one fact to the event's log; it is committed when this returns.

        With `expect_last`, the fact is stored only if the event's last sequence number is
        still that one (the log has not grown since it was read): else `ConflictError`.
        """
        return self.append_all(event_id, [(kind, payload)], expect_last=expect_last)[0]

    def append_all(
        self,
        event_id: int,
        items: Sequence[tuple[str, Mapping[str, Any]]],
        *,
        expect_last: int | None = None,
    ) -> list[Fact]:
        """Add several facts in one transaction: all are stored, or none."""
        with self.writer(event_id) as writer:
            return writer.append_all(items, expect_last=expect_last)

    @contextmanager
    def writer(self, event_id: int) -> Iterator[EventWriter]:
        """The event's write lock, held until the block ends, when everything written commits.

        Writers of one event queue here instead of failing: on SQLite the transaction begins
        IMMEDIATE (the database's write lock); on PostgreSQL it takes an advisory lock on the
        event, so several server processes can share one database. Read what the decision
        needs through the writer (it sees every committed fact), then append.
        """
        try:
            with self._writing() as conn:
                if conn.dialect.name == "postgresql":
                    conn.execute(
                        text("SELECT pg_advisory_xact_lock(:cls, :obj)"),
                        {"cls": _EVENT_LOCK_CLASS, "obj": event_id},
                    )
                known = conn.execute(select(events.c.id).where(events.c.id == event_id)).first()
                if known is None:
                    raise UnknownEventError(f"no event with id {event_id}")
                writer = EventWriter(self, conn, event_id)
                yield writer
                if writer.staged:
                    raise StoreError("facts were staged and not flushed: nothing was stored")
                if writer.written and conn.dialect.name == "postgresql":  # delivered at commit
                    payload = f"{event_id}:{writer.written}"
                    conn.execute(_NOTIFY, {"channel": NOTIFY_CHANNEL, "payload": payload})
        except IntegrityError as exc:
            raise StoreError(f"fact not stored, try again: {_cause(exc)}") from None

    def facts(
        self, event_id: int, *, kinds: Iterable[str] | None = None, after: int = 0
    ) -> list[Fact]:
        """The event's facts in order, optionally only some kinds or those after a number."""
        with self._reading() as conn:
            return read_facts(conn, event_id, kinds, after)

    def facts_of_kind(self, kinds: Iterable[str]) -> list[tuple[EventInfo, Fact]]:
        """Facts of these kinds across all events, in the order they were stored."""
        query = (
            select(facts, events.c.name, events.c.created_at.label("event_created_at"))
            .join(events, events.c.id == facts.c.event_id)
            .where(facts.c.kind.in_(list(kinds)))
            .order_by(facts.c.id)
        )
        with self._reading() as conn:
            rows = conn.execute(query).all()
        return [
            (EventInfo(r.event_id, r.name, aware(r.event_created_at)), fact_of(r)) for r in rows
        ]

    # -- transactions for the store's other tables (accounts) --------------------------------

    def reading(self) -> AbstractContextManager[Connection]:
        """A read transaction (for the store's other tables: see `tagduel.store.accounts`)."""
        return self._reading()

    def writing(self) -> AbstractContextManager[Connection]:
        """A write transaction, committed when the block ends (refused on a read-only store)."""
        return self._writing()

    def now(self) -> datetime:
        """The store's clock, in UTC (what facts are recorded at)."""
        return self._now()

    # -- internals ------------------------------------------------------------------------

    def _now(self) -> datetime:
        return self._clock().astimezone(UTC)

    @contextmanager
    def _writing(self) -> Iterator[Connection]:
        if self.read_only:
            raise StoreError(
                lazy(
                    "database {url} is open read-only (this process may not write it): "
                    "nothing was recorded",
                    url=self.url,
                )
            )
        try:
            with self._engine.connect() as conn:
                conn = conn.execution_options(**{WRITE: True})
                with conn.begin():
                    yield conn
        except DBAPIError as exc:
            if "append-only" in str(exc.orig):
                raise AppendOnlyError(_cause(exc)) from None
            if isinstance(exc, IntegrityError):
                raise
            raise StoreError(f"database {self.url}: {_cause(exc)}") from None

    @contextmanager
    def _reading(self) -> Iterator[Connection]:
        try:
            with self._engine.connect() as conn, conn.begin():
                yield conn
        except DBAPIError as exc:
            raise StoreError(f"database {self.url}: {_cause(exc)}") from None

    def insert_facts(
        self,
        conn: Connection,
        event_id: int,
        items: Items,
        now: datetime,
        expect_last: int | None = None,
        last: int | None = None,
    ) -> list[Fact]:
        """Insert the facts after `last` (read when not given) in a write transaction already
        open (the event's writer); with `expect_last`, refuse when the log grew meanwhile."""
        if last is None:
            last = self.last_seq_in(conn, event_id)
        if expect_last is not None and last != expect_last:
            raise ConflictError(
                lazy(
                    "the event's log grew while this was decided (fact {last} is now the last, "
                    "not {expected}): read it again",
                    last=last,
                    expected=expect_last,
                )
            )
        stored = []
        for offset, (kind, payload) in enumerate(items, start=1):
            values = {
                "event_id": event_id,
                "seq": last + offset,
                "kind": kind,
                "payload": dict(payload),
                "recorded_at": now,
            }
            fact_id = conn.execute(_INSERT_FACT, values).scalar_one()
            stored.append(Fact(fact_id, event_id, last + offset, kind, dict(payload), now))
        return stored

    @staticmethod
    def last_seq_in(conn: Connection, event_id: int) -> int:
        """The newest fact number of the event, read in a transaction already open."""
        return int(conn.execute(_LAST_SEQ, {"event_id": event_id}).scalar_one())

    def last_seq(self, event_id: int) -> int:
        """The sequence number of the event's newest fact (0 when it has none)."""
        with self._reading() as conn:
            return self.last_seq_in(conn, event_id)


def _event_name(name: str) -> str:
    return clean_name(name, what="event name", limit=NAME_MAX)


def _shown(engine: Engine) -> str:
    return engine.url.render_as_string(hide_password=True)


def _cause(exc: SQLAlchemyError) -> str:
    orig = getattr(exc, "orig", None)
    return str(orig if orig is not None else exc).strip().splitlines()[0]
