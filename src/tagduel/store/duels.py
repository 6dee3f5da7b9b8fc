"""Live duel tables in the store: a row per table (`duel_tables`) and each table's append-only
log (`duel_rows`): seats taken, the duel's start, every answer with its seat and decision id,
consents, chat lines, a judge's pause and rewind. A table's state is folded from its rows (see
`tagduel.services.tablerooms`); rows are never changed (the database refuses it), a rewind is a
row of its own.

One writer per table: `writer(table_id)` holds the table's lock until its block commits (SQLite's
write lock; a PostgreSQL advisory lock per table, so several server processes can share one
database), and reads the rows written since, so a decision is always taken on the whole log.
On PostgreSQL each write sends `NOTIFY tagduel_tables, '<table id>:<last seq>'` in its
transaction: every process learns of it at commit.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, select, text
from sqlalchemy.engine import Connection

from tagduel.store.errors import StoreError
from tagduel.store.log import EventStore, _aware
from tagduel.store.schema import duel_rows, duel_tables

NOTIFY_TABLES = "tagduel_tables"
_TABLE_LOCK_CLASS = 0x7A74  # PostgreSQL advisory locks (class, table id): one writer per table
_KIND = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*")

NewRow = tuple[str, Mapping[str, Any], str | None, int | None]
"""A row to write: kind, payload, seat (or None), decision id (or None)."""


@dataclass(frozen=True, slots=True)
class TableInfo:
    """A table: `kind` casual or tournament; a tournament table names its event, round and
    table number."""

    id: int
    kind: str
    title: str
    event_id: int | None
    round: int | None
    table_no: int | None
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a table's log: `seq` is its place in the log (from 1)."""

    table_id: int
    seq: int
    kind: str
    seat: str | None
    decision: int | None
    payload: Mapping[str, Any]
    recorded_at: datetime


class DuelStore:
    """The live tables of one database (beside the event log, in the same store)."""

    def __init__(self, store: EventStore) -> None:
        self._store = store

    @property
    def dialect(self) -> str:
        return self._store.dialect

    def create(
        self,
        kind: str,
        title: str,
        first: Sequence[NewRow],
        *,
        event_id: int | None = None,
        round_number: int | None = None,
        table_no: int | None = None,
    ) -> tuple[TableInfo, list[Row]]:
        """A new table and its first rows, in one transaction."""
        now = self._store.now()
        with self._store.writing() as conn:
            table_id = conn.execute(
                duel_tables.insert()
                .values(
                    kind=kind,
                    title=title,
                    event_id=event_id,
                    round=round_number,
                    table_no=table_no,
                    created_at=now,
                )
                .returning(duel_tables.c.id)
            ).scalar_one()
            rows = TableWriter(conn, int(table_id), 0, now).append_all(first)
        return TableInfo(int(table_id), kind, title, event_id, round_number, table_no, now), rows

    def table(self, table_id: int) -> TableInfo | None:
        with self._store.reading() as conn:
            row = conn.execute(select(duel_tables).where(duel_tables.c.id == table_id)).first()
        return None if row is None else _info(row)

    def tables(self, *, event_id: int | None = None, limit: int = 200) -> list[TableInfo]:
        """The newest tables first (those of one event, when given)."""
        query = select(duel_tables).order_by(duel_tables.c.id.desc()).limit(limit)
        if event_id is not None:
            query = query.where(duel_tables.c.event_id == event_id)
        with self._store.reading() as conn:
            return [_info(r) for r in conn.execute(query).all()]

    def rows(self, table_id: int, *, after: int = 0) -> list[Row]:
        with self._store.reading() as conn:
            return _rows(conn, table_id, after)

    @contextmanager
    def writer(self, table_id: int, *, after: int = 0) -> Iterator[TableWriter]:
        """The table's write lock, held until the block ends, when what it wrote commits. The
        writer holds the rows written after `after` (by other processes, say) in `new`."""
        with self.transaction() as conn:
            yield self.writer_in(conn, table_id, after=after)

    def transaction(self) -> AbstractContextManager[Connection]:
        """One write transaction for several tables (their writers: `writer_in`), committed
        when the block ends: answers to many tables that arrive together commit once."""
        return self._store.writing()

    def writer_in(self, conn: Connection, table_id: int, *, after: int = 0) -> TableWriter:
        """The table's writer within `conn`'s transaction: its lock taken (PostgreSQL: an
        advisory lock per table, held until commit), the rows written after `after` read."""
        if conn.dialect.name == "postgresql":
            conn.execute(_LOCK, {"cls": _TABLE_LOCK_CLASS, "obj": table_id})
        new = _rows(conn, table_id, after)
        last = new[-1].seq if new else after
        if not new and after == 0 and conn.execute(_KNOWN, {"t": table_id}).first() is None:
            raise StoreError(f"no duel table {table_id}")
        return TableWriter(conn, table_id, last, self._store.now(), new)


_LOCK = text("SELECT pg_advisory_xact_lock(:cls, :obj)")
_KNOWN = select(duel_tables.c.id).where(duel_tables.c.id == bindparam("t"))
_AFTER = (
    select(duel_rows)
    .where(duel_rows.c.table_id == bindparam("t"), duel_rows.c.seq > bindparam("s"))
    .order_by(duel_rows.c.seq)
)
_INSERT = duel_rows.insert()


class TableWriter:
    """One table's log while its lock is held: read what others wrote, append rows."""

    def __init__(
        self,
        conn: Connection,
        table_id: int,
        last: int,
        now: datetime,
        new: list[Row] | None = None,
    ) -> None:
        self._conn = conn
        self.table_id = table_id
        self.last = last
        self._now = now
        self.new = new or []
        """The rows other writers added after the point the writer was asked from."""

    def append(
        self,
        kind: str,
        payload: Mapping[str, Any],
        seat: str | None = None,
        decision: int | None = None,
    ) -> Row:
        return self.append_all([(kind, payload, seat, decision)])[0]

    def append_all(self, items: Sequence[NewRow]) -> list[Row]:
        out = []
        for kind, payload, seat, decision in items:
            _check(kind, payload)
            self.last += 1
            row = Row(self.table_id, self.last, kind, seat, decision, dict(payload), self._now)
            self._conn.execute(
                _INSERT,
                {
                    "table_id": self.table_id,
                    "seq": row.seq,
                    "kind": kind,
                    "seat": seat,
                    "decision": decision,
                    "payload": row.payload,
                    "recorded_at": self._now,
                },
            )
            out.append(row)
        if out and self._conn.dialect.name == "postgresql":
            self._conn.execute(
                text("SELECT pg_notify(:channel, :payload)"),
                {"channel": NOTIFY_TABLES, "payload": f"{self.table_id}:{self.last}"},
            )
        return out


def _rows(conn: Connection, table_id: int, after: int) -> list[Row]:
    return [
        Row(
            r.table_id,
            r.seq,
            r.kind,
            r.seat,
            r.decision,
            r.payload if isinstance(r.payload, dict) else json.loads(r.payload),
            _aware(r.recorded_at),
        )
        for r in conn.execute(_AFTER, {"t": table_id, "s": after}).all()
    ]


def _info(row: Any) -> TableInfo:
    return TableInfo(
        int(row.id),
        str(row.kind),
        str(row.title),
        row.event_id,
        row.round,
        row.table_no,
        _aware(row.created_at),
    )


def _check(kind: str, payload: Mapping[str, Any]) -> None:
    if not _KIND.fullmatch(kind) or len(kind) > 64:
        raise StoreError(f"bad row kind {kind!r}: use dotted lower-case words")
    try:
        json.dumps(payload, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise StoreError(f"a row's payload must be JSON: {exc}") from None
