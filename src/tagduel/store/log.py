"""EventStore: events and their append-only log of facts, on SQLite or PostgreSQL.

Each fact belongs to one event and gets the next sequence number of that event; it is
committed before `append` returns, and never changed afterwards (the database refuses UPDATE
and DELETE on `facts`). What the facts mean is the business of the services that write them;
the store only checks that a kind is a dotted lower-case name and a payload is JSON.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from types import TracebackType
from typing import Any

from sqlalchemy import Engine, Text, bindparam, cast, func, select, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError, IntegrityError, SQLAlchemyError

from tagduel.errors import TagDuelError
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
from tagduel.store.schema import events, facts, requests

EVENT_CREATED = "event.created"
"""The first fact of every event; its payload holds the name and the event's settings."""

_KIND = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*")

_EVENT_LOCK_CLASS = 0x7A64  # PostgreSQL advisory locks (class, event id): one writer per event
REQUEST_KEY_MAX = 128
NOTIFY_CHANNEL = "tagduel_events"
"""On PostgreSQL every write sends `NOTIFY tagduel_events, '<event id>:<last seq>'` (delivered at
commit), so every server process sharing the database learns of it."""

Clock = Callable[[], datetime]
Items = Sequence[tuple[str, Mapping[str, Any]]]

# The statements of the write path, built once (building a statement costs more than running it).
_LAST_SEQ = select(func.coalesce(func.max(facts.c.seq), 0)).where(
    facts.c.event_id == bindparam("event_id")
)
_FIND_REQUEST = select(requests.c.first_seq, requests.c.last_seq).where(
    requests.c.event_id == bindparam("event_id"), requests.c.key == bindparam("key")
)
_INSERT_FACT = facts.insert().returning(facts.c.id)
_INSERT_FACTS = facts.insert().returning(facts.c.seq, facts.c.id, sort_by_parameter_order=True)
_FIND_REQUESTS = select(requests.c.key, requests.c.first_seq, requests.c.last_seq).where(
    requests.c.event_id == bindparam("event_id"),
    requests.c.key.in_(bindparam("keys", expanding=True)),
)
_INSERT_REQUEST = requests.insert()
_NOTIFY = text("SELECT pg_notify(:channel, :payload)")


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class EventInfo:
    id: int
    name: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Fact:
    """One stored fact: `seq` is its place in the event's log, `id` in the whole store."""

    id: int
    event_id: int
    seq: int
    kind: str
    payload: Mapping[str, Any]
    recorded_at: datetime


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
        _check_payload(payload)
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
                self._insert(conn, event_id, [(EVENT_CREATED, payload)], now)
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
        return None if row is None else EventInfo(row.id, row.name, _aware(row.created_at))

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
        return [EventInfo(r.id, r.name, _aware(r.created_at)) for r in rows]

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
        return [EventInfo(r.id, r.name, _aware(r.created_at)) for r in rows]

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
            return _read_facts(conn, event_id, kinds, after)

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
        return [(EventInfo(r.event_id, r.name, _aware(r.event_created_at)), _fact(r)) for r in rows]

    # -- transactions for the store's other tables (accounts) --------------------------------

    def reading(self) -> AbstractContextManager[Connection]:
        """A read transaction (for the store's other tables: see `tagduel.store.accounts`)."""
        return self._reading()

    def writing(self) -> AbstractContextManager[Connection]:
        """A write transaction, committed when the block ends (refused on a read-only store)."""
        return self._writing()

    def now(self) -> datetime:
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

    def _insert(
        self,
        conn: Connection,
        event_id: int,
        items: Items,
        now: datetime,
        expect_last: int | None = None,
        last: int | None = None,
    ) -> list[Fact]:
        if last is None:
            last = self._last_seq(conn, event_id)
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
    def _last_seq(conn: Connection, event_id: int) -> int:
        return int(conn.execute(_LAST_SEQ, {"event_id": event_id}).scalar_one())

    def last_seq(self, event_id: int) -> int:
        """The sequence number of the event's newest fact (0 when it has none)."""
        with self._reading() as conn:
            return self._last_seq(conn, event_id)


class Repeated(TagDuelError):
    """A request whose idempotency key already wrote facts: nothing new was written."""

    def __init__(self, key: str, first_seq: int, last_seq: int) -> None:
        self.key = key
        self.first_seq = first_seq
        self.last_seq = last_seq
        where = f"fact #{first_seq}" if first_seq == last_seq else f"facts #{first_seq}-{last_seq}"
        super().__init__(f"this request was already recorded ({where}); nothing new was written")


class EventWriter:
    """One event's log while its write lock is held (see `EventStore.writer`)."""

    def __init__(self, store: EventStore, conn: Connection, event_id: int) -> None:
        self._store = store
        self._conn = conn
        self.event_id = event_id
        self._last: int | None = None  # the last fact number, once read (the lock is held)
        self.written = 0
        """The last fact number this writer appended (0: none)."""
        self._staged: list[tuple[list[Fact], str | None]] = []

    def facts(self, *, after: int = 0) -> list[Fact]:
        """The event's facts after `after`, as committed (no other writer can add any now)."""
        return _read_facts(self._conn, self.event_id, None, after)

    def last_seq(self) -> int:
        if self._last is None:
            self._last = self._store._last_seq(self._conn, self.event_id)
        return self._last

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """A part of the transaction that an error takes back alone (the rest stays)."""
        last, written = self._last, self.written
        try:
            with self._conn.begin_nested():
                yield
        except BaseException:
            self._last, self.written = last, written
            raise

    def check_request(self, key: str) -> None:
        """Raise `Repeated` when a request with this idempotency key already wrote facts."""
        _check_request_key(key)
        row = self._conn.execute(_FIND_REQUEST, {"event_id": self.event_id, "key": key}).first()
        if row is not None:
            raise Repeated(key, int(row.first_seq), int(row.last_seq))

    def recorded(self, keys: Iterable[str]) -> dict[str, tuple[int, int]]:
        """The requests among `keys` that wrote facts already: key -> (first, last fact)."""
        wanted = sorted({k for k in keys if _good_request_key(k)})
        if not wanted:
            return {}
        rows = self._conn.execute(_FIND_REQUESTS, {"event_id": self.event_id, "keys": wanted})
        return {str(r.key): (int(r.first_seq), int(r.last_seq)) for r in rows}

    def stage(self, items: Items, *, request_key: str | None = None) -> list[Fact]:
        """Facts numbered after every fact written or staged, checked as `append_all` checks
        them, stored (with the request's key) by `flush` in one statement with the others.
        Their `id` is 0 until then (the store's number, which nothing decides on)."""
        for kind, payload in items:
            _check_kind(kind)
            _check_payload(payload)
        if request_key is not None:
            _check_request_key(request_key)
        if not items:
            return []
        now = self._store._now()
        last = self.last_seq()
        staged = [
            Fact(0, self.event_id, last + n, kind, dict(payload), now)
            for n, (kind, payload) in enumerate(items, start=1)
        ]
        self._staged.append((staged, request_key))
        self._last = staged[-1].seq
        return staged

    @property
    def staged(self) -> bool:
        """True while facts wait for `flush`."""
        return bool(self._staged)

    def unstage(self, facts: Sequence[Fact]) -> None:
        """Take back the facts of the last `stage` (its request failed after all)."""
        if facts and self._staged and self._staged[-1][0] == list(facts):
            self._staged.pop()
            self._last = facts[0].seq - 1

    def flush(self) -> dict[int, int]:
        """Store every staged fact and request key (two statements); the facts' store ids
        by their sequence numbers."""
        if not self._staged:
            return {}
        rows = [
            {
                "event_id": f.event_id,
                "seq": f.seq,
                "kind": f.kind,
                "payload": f.payload,
                "recorded_at": f.recorded_at,
            }
            for staged, _ in self._staged
            for f in staged
        ]
        ids = {int(r.seq): int(r.id) for r in self._conn.execute(_INSERT_FACTS, rows)}
        keys = [
            {
                "event_id": self.event_id,
                "key": key,
                "first_seq": staged[0].seq,
                "last_seq": staged[-1].seq,
                "recorded_at": staged[0].recorded_at,
            }
            for staged, key in self._staged
            if key is not None
        ]
        if keys:
            self._conn.execute(_INSERT_REQUEST, keys)
        self.written = self._staged[-1][0][-1].seq
        self._staged.clear()
        return ids

    def append_all(
        self,
        items: Items,
        *,
        expect_last: int | None = None,
        request_key: str | None = None,
        checked: bool = False,
    ) -> list[Fact]:
        """Add the facts (all or none, at commit); with `request_key`, remember the request
        so that a repeat of it writes nothing (`check_request`; `checked`: done already in
        this transaction)."""
        if self._staged:
            raise StoreError("flush the staged facts before appending others")
        for kind, payload in items:
            _check_kind(kind)
            _check_payload(payload)
        if request_key is not None and not checked:
            self.check_request(request_key)
        now = self._store._now()
        last = self.last_seq()
        stored = self._store._insert(self._conn, self.event_id, items, now, expect_last, last)
        if stored:
            self._last = self.written = stored[-1].seq
        if request_key is not None and stored:
            self._conn.execute(
                _INSERT_REQUEST,
                {
                    "event_id": self.event_id,
                    "key": request_key,
                    "first_seq": stored[0].seq,
                    "last_seq": stored[-1].seq,
                    "recorded_at": now,
                },
            )
        return stored


def _read_facts(
    conn: Connection, event_id: int, kinds: Iterable[str] | None, after: int
) -> list[Fact]:
    query = select(facts).where(facts.c.event_id == event_id, facts.c.seq > after)
    if kinds is not None:
        query = query.where(facts.c.kind.in_(list(kinds)))
    try:
        rows = conn.execute(query.order_by(facts.c.seq)).all()
    except ValueError:  # a payload that is not JSON: written around tagduel
        raise _unreadable(conn, event_id, after) from None
    return [_fact(r) for r in rows]


def _unreadable(conn: Connection, event_id: int, after: int) -> StoreError:
    """The error naming the first fact whose payload cannot be decoded."""
    raw = select(facts.c.seq, facts.c.kind, cast(facts.c.payload, Text).label("raw")).where(
        facts.c.event_id == event_id, facts.c.seq > after
    )
    for row in conn.execute(raw.order_by(facts.c.seq)):
        try:
            json.loads(row.raw)
        except (TypeError, ValueError):
            return _not_json(event_id, row.seq, row.kind)
    return StoreError(f"event {event_id}: a fact cannot be read (its payload is not JSON)")


def _not_json(event_id: int, seq: int, kind: str) -> StoreError:
    return StoreError(
        f"fact #{seq} of event {event_id} ({kind}) holds no JSON object: "
        "the database was changed outside tagduel"
    )


def _fact(row: Any) -> Fact:
    payload = row.payload
    if isinstance(payload, str | bytes):  # written by something else than tagduel
        try:
            payload = json.loads(payload)
        except ValueError:
            payload = None
    if not isinstance(payload, dict):
        raise _not_json(row.event_id, row.seq, row.kind)
    return Fact(row.id, row.event_id, row.seq, row.kind, payload, _aware(row.recorded_at))


def _good_request_key(key: str) -> bool:
    return bool(key) and len(key) <= REQUEST_KEY_MAX and key.isprintable()


def _check_request_key(key: str) -> None:
    if not _good_request_key(key):
        raise StoreError(
            f"a request key must have 1 to {REQUEST_KEY_MAX} printable characters, not {key!r}"
        )


def _aware(moment: datetime) -> datetime:
    """SQLite gives back naive datetimes; everything is stored in UTC."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _event_name(name: str) -> str:
    return clean_name(name, what="event name", limit=NAME_MAX)


def _check_kind(kind: str) -> None:
    if not _KIND.fullmatch(kind) or len(kind) > 64:
        raise StoreError(
            f"bad fact kind {kind!r}: use dotted lower-case words, e.g. penalty.issued"
        )


def _check_payload(payload: Mapping[str, Any]) -> None:
    try:
        json.dumps(payload, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise StoreError(f"a fact's payload must be JSON: {exc}") from None


def _shown(engine: Engine) -> str:
    return engine.url.render_as_string(hide_password=True)


def _cause(exc: SQLAlchemyError) -> str:
    orig = getattr(exc, "orig", None)
    return str(orig if orig is not None else exc).strip().splitlines()[0]
