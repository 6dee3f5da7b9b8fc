"""One event's log while its write lock is held (`EventStore.writer`): read what a decision
needs, append facts (or stage them, to store a whole batch in two statements), and remember the
idempotency key of each request so that a repeat of it writes nothing."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from sqlalchemy import bindparam, select
from sqlalchemy.engine import Connection

from tagduel.errors import TagDuelError
from tagduel.store.errors import StoreError
from tagduel.store.rows import (
    Fact,
    Items,
    check_kind,
    check_payload,
    check_request_key,
    good_request_key,
    read_facts,
)
from tagduel.store.schema import facts, requests

if TYPE_CHECKING:
    from tagduel.store.log import EventStore

_FIND_REQUEST = select(requests.c.first_seq, requests.c.last_seq).where(
    requests.c.event_id == bindparam("event_id"), requests.c.key == bindparam("key")
)
_FIND_REQUESTS = select(requests.c.key, requests.c.first_seq, requests.c.last_seq).where(
    requests.c.event_id == bindparam("event_id"),
    requests.c.key.in_(bindparam("keys", expanding=True)),
)
_INSERT_FACTS = facts.insert().returning(facts.c.seq, facts.c.id, sort_by_parameter_order=True)
_INSERT_REQUEST = requests.insert()
_INSERT_REQUESTS = requests.insert().returning(requests.c.key)
"""Many keys at once: with RETURNING, the rows go in one statement (without it, psycopg sends
one INSERT per row)."""


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
        return read_facts(self._conn, self.event_id, None, after)

    def last_seq(self) -> int:
        if self._last is None:
            self._last = self._store.last_seq_in(self._conn, self.event_id)
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
        check_request_key(key)
        row = self._conn.execute(_FIND_REQUEST, {"event_id": self.event_id, "key": key}).first()
        if row is not None:
            raise Repeated(key, int(row.first_seq), int(row.last_seq))

    def recorded(self, keys: Iterable[str]) -> dict[str, tuple[int, int]]:
        """The requests among `keys` that wrote facts already: key -> (first, last fact)."""
        wanted = sorted({k for k in keys if good_request_key(k)})
        if not wanted:
            return {}
        rows = self._conn.execute(_FIND_REQUESTS, {"event_id": self.event_id, "keys": wanted})
        return {str(r.key): (int(r.first_seq), int(r.last_seq)) for r in rows}

    def stage(self, items: Items, *, request_key: str | None = None) -> list[Fact]:
        """Facts numbered after every fact written or staged, checked as `append_all` checks
        them, stored (with the request's key) by `flush` in one statement with the others.
        Their `id` is 0 until then (the store's number, which nothing decides on)."""
        for kind, payload in items:
            check_kind(kind)
            check_payload(payload)
        if request_key is not None:
            check_request_key(request_key)
        if not items:
            return []
        now = self._store.now()
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
        if not facts:
            return
        if not self._staged or self._staged[-1][0] != list(facts):
            raise StoreError("only the facts staged last can be taken back")
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
            self._conn.execute(_INSERT_REQUESTS, keys).all()
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
            check_kind(kind)
            check_payload(payload)
        if request_key is not None and not checked:
            self.check_request(request_key)
        now = self._store.now()
        last = self.last_seq()
        stored = self._store.insert_facts(self._conn, self.event_id, items, now, expect_last, last)
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
