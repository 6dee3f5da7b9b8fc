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
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from types import TracebackType
from typing import Any

from sqlalchemy import Engine, func, select
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError, IntegrityError, SQLAlchemyError

from tagduel.store import migrate
from tagduel.store.engine import WRITE, make_engine, parse_url
from tagduel.store.errors import (
    AppendOnlyError,
    ConflictError,
    EventExistsError,
    StoreError,
    UnknownEventError,
)
from tagduel.store.schema import events, facts

EVENT_CREATED = "event.created"
"""The first fact of every event; its payload holds the name and the event's settings."""

_KIND = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*")

Clock = Callable[[], datetime]


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

    def __init__(self, engine: Engine, *, clock: Clock = utc_now) -> None:
        self._engine = engine
        self._clock = clock

    @classmethod
    def open(cls, url: str, *, create: bool = True, clock: Clock = utc_now) -> EventStore:
        """Connect and migrate to the newest schema; `create=False` refuses a new SQLite file."""
        engine = make_engine(parse_url(url), create=create)
        try:
            migrate.upgrade(engine)
        except SQLAlchemyError as exc:
            engine.dispose()
            raise StoreError(f"cannot open database {_shown(engine)}: {_cause(exc)}") from None
        return cls(engine, clock=clock)

    @property
    def url(self) -> str:
        """The database URL with any password hidden."""
        return _shown(self._engine)

    @property
    def dialect(self) -> str:
        return self._engine.dialect.name

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
        name = _event_name(name)
        payload = {"name": name, "settings": dict(settings or {})}
        _check_payload(payload)
        now = self._now()
        try:
            with self._writing() as conn:
                event_id = conn.execute(
                    events.insert().values(name=name, created_at=now).returning(events.c.id)
                ).scalar_one()
                self._insert(conn, event_id, [(EVENT_CREATED, payload)], now)
        except IntegrityError:
            raise EventExistsError(f"an event named {name!r} already exists") from None
        return EventInfo(event_id, name, now)

    def find_event(self, name: str) -> EventInfo | None:
        with self._reading() as conn:
            row = conn.execute(select(events).where(events.c.name == name.strip())).first()
        return None if row is None else EventInfo(row.id, row.name, _aware(row.created_at))

    def event(self, name: str) -> EventInfo:
        found = self.find_event(name)
        if found is None:
            known = ", ".join(repr(e.name) for e in self.events()) or "none yet"
            raise UnknownEventError(f"no event named {name!r} (events: {known})")
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
        for kind, payload in items:
            _check_kind(kind)
            _check_payload(payload)
        now = self._now()
        try:
            with self._writing() as conn:
                locked = conn.execute(
                    select(events.c.id).where(events.c.id == event_id).with_for_update()
                ).first()
                if locked is None:
                    raise UnknownEventError(f"no event with id {event_id}")
                return self._insert(conn, event_id, items, now, expect_last)
        except IntegrityError as exc:
            raise StoreError(f"fact not stored, try again: {_cause(exc)}") from None

    def facts(
        self, event_id: int, *, kinds: Iterable[str] | None = None, after: int = 0
    ) -> list[Fact]:
        """The event's facts in order, optionally only some kinds or those after a number."""
        query = select(facts).where(facts.c.event_id == event_id, facts.c.seq > after)
        if kinds is not None:
            query = query.where(facts.c.kind.in_(list(kinds)))
        with self._reading() as conn:
            rows = conn.execute(query.order_by(facts.c.seq)).all()
        return [_fact(r) for r in rows]

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

    # -- internals ------------------------------------------------------------------------

    def _now(self) -> datetime:
        return self._clock().astimezone(UTC)

    @contextmanager
    def _writing(self) -> Iterator[Connection]:
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
        items: Sequence[tuple[str, Mapping[str, Any]]],
        now: datetime,
        expect_last: int | None = None,
    ) -> list[Fact]:
        last = self._last_seq(conn, event_id)
        if expect_last is not None and last != expect_last:
            raise ConflictError(
                f"the event's log grew while this was decided (fact {last} is now the last, "
                f"not {expect_last}): read it again"
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
            fact_id = conn.execute(
                facts.insert().values(**values).returning(facts.c.id)
            ).scalar_one()
            stored.append(Fact(fact_id, event_id, last + offset, kind, dict(payload), now))
        return stored

    @staticmethod
    def _last_seq(conn: Connection, event_id: int) -> int:
        query = select(func.coalesce(func.max(facts.c.seq), 0)).where(facts.c.event_id == event_id)
        return int(conn.execute(query).scalar_one())

    def last_seq(self, event_id: int) -> int:
        """The sequence number of the event's newest fact (0 when it has none)."""
        with self._reading() as conn:
            return self._last_seq(conn, event_id)


def _fact(row: Any) -> Fact:
    return Fact(row.id, row.event_id, row.seq, row.kind, row.payload, _aware(row.recorded_at))


def _aware(moment: datetime) -> datetime:
    """SQLite gives back naive datetimes; everything is stored in UTC."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _event_name(name: str) -> str:
    cleaned = name.strip()
    if not cleaned or len(cleaned) > 200:
        raise StoreError(f"an event name must have 1 to 200 characters, not {name!r}")
    return cleaned


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
