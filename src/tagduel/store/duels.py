"""Live duel tables in the store: a row per table (`duel_tables`) and each table's append-only
log (`duel_rows`): seats taken, the duel's start, every answer with its seat and decision id,
consents, chat lines, a judge's pause and rewind. A table's state is folded from its rows (see
`tagduel.services.tablerooms`); rows are never changed (the database refuses it), a rewind is a
row of its own.

One writer per table: `writer(table_id)` holds the table's lock until its block commits (SQLite's
write lock; a PostgreSQL advisory lock per table, so several server processes can share one
database), and reads the rows written since, so a decision is always taken on the whole log.
`writers_in` does the same for many tables in one transaction with a fixed number of statements
(the locks, the rows since, one insert, the notifications), however many tables and rows: the
write path of live tables commits every answer that arrived together this way. On PostgreSQL
each table written sends `NOTIFY tagduel_tables, '<table id>:<last seq>'` in the transaction:
every process learns of it at commit.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import and_, bindparam, or_, select, text
from sqlalchemy.engine import Connection

from tagduel.store.errors import StoreError
from tagduel.store.log import EventStore
from tagduel.store.rows import aware
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
            writer = TableWriter(int(table_id), 0, now)
            rows = writer.append_all(first)
            self.flush(conn, [writer])
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

    def rows_after(self, after: Mapping[int, int]) -> list[Row]:
        """The rows of several tables written after the last one known of each (table id →
        seq), in one read, in table and seq order."""
        if not after:
            return []
        with self._store.reading() as conn:
            return _rows_after(conn, after)

    @contextmanager
    def writer(self, table_id: int, *, after: int = 0) -> Iterator[TableWriter]:
        """The table's write lock, held until the block ends, when what it wrote commits. The
        writer holds the rows written after `after` (by other processes, say) in `new`."""
        with self.transaction() as conn:
            writer = self.writer_in(conn, table_id, after=after)
            yield writer
            self.flush(conn, [writer])

    def transaction(self) -> AbstractContextManager[Connection]:
        """One write transaction for several tables (their writers: `writers_in`), committed
        when the block ends: answers to many tables that arrive together commit once."""
        return self._store.writing()

    def writer_in(self, conn: Connection, table_id: int, *, after: int = 0) -> TableWriter:
        """The table's writer within `conn`'s transaction (see `writers_in`)."""
        writer = self.writers_in(conn, {table_id: after})[table_id]
        if not writer.new and after == 0 and conn.execute(_KNOWN, {"t": table_id}).first() is None:
            raise StoreError(f"no duel table {table_id}")
        return writer

    def writers_in(self, conn: Connection, after: Mapping[int, int]) -> dict[int, TableWriter]:
        """The writers of several tables within `conn`'s transaction (table id → the last row
        known): their locks taken in table order (PostgreSQL: an advisory lock per table, held
        until commit; one statement for them all) and the rows written since read (one
        statement). What they append is sent by `flush`, once for them all."""
        ids = sorted(after)
        if not ids:
            return {}
        if conn.dialect.name == "postgresql":
            conn.execute(_LOCK_ALL, {"cls": _TABLE_LOCK_CLASS, "ids": ids})
        new: dict[int, list[Row]] = {t: [] for t in ids}
        for row in _rows_after(conn, after):
            new[row.table_id].append(row)
        now = self._store.now()
        return {t: TableWriter(t, new[t][-1].seq if new[t] else after[t], now, new[t]) for t in ids}

    def flush(self, conn: Connection, writers: Iterable[TableWriter]) -> None:
        """Send the rows the writers appended: one insert for them all and, on PostgreSQL, one
        `NOTIFY` per table that wrote, in one statement."""
        rows = [row for writer in writers for row in writer.take()]
        if not rows:
            return
        conn.execute(
            _INSERT,
            [
                {
                    "table_id": row.table_id,
                    "seq": row.seq,
                    "kind": row.kind,
                    "seat": row.seat,
                    "decision": row.decision,
                    "payload": row.payload,
                    "recorded_at": row.recorded_at,
                }
                for row in rows
            ],
        )
        if conn.dialect.name == "postgresql":
            last: dict[int, int] = {}
            for row in rows:
                last[row.table_id] = max(row.seq, last.get(row.table_id, 0))
            notes = [f"{table}:{seq}" for table, seq in sorted(last.items())]
            conn.execute(_NOTIFY_ALL, {"channel": NOTIFY_TABLES, "notes": notes})


_LOCK_ALL = text(
    "SELECT pg_advisory_xact_lock(:cls, t) FROM unnest(CAST(:ids AS integer[])) AS u(t)"
)
"""The tables' locks, taken in the order of the (sorted) ids: no two writers wait on each
other."""
_NOTIFY_ALL = text(
    "SELECT pg_notify(:channel, note) FROM unnest(CAST(:notes AS text[])) AS n(note)"
)
_KNOWN = select(duel_tables.c.id).where(duel_tables.c.id == bindparam("t"))
_AFTER = (
    select(duel_rows)
    .where(duel_rows.c.table_id == bindparam("t"), duel_rows.c.seq > bindparam("s"))
    .order_by(duel_rows.c.seq)
)
_INSERT = duel_rows.insert()


class TableWriter:
    """One table's log while its lock is held: what others wrote (`new`), and the rows
    appended, kept until `DuelStore.flush` sends them (before the commit)."""

    def __init__(
        self, table_id: int, last: int, now: datetime, new: list[Row] | None = None
    ) -> None:
        self.table_id = table_id
        self.last = last
        self._now = now
        self.new = new or []
        """The rows other writers added after the point the writer was asked from."""
        self._kept: list[Row] = []

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
            out.append(row)
        self._kept.extend(out)
        return out

    def mark(self) -> int:
        """Where the rows appended so far end (for `undo`)."""
        return len(self._kept)

    def undo(self, mark: int) -> None:
        """Take back the rows appended since `mark`: they are never sent."""
        dropped = self._kept[mark:]
        if dropped:
            self.last = dropped[0].seq - 1
            del self._kept[mark:]

    def take(self) -> list[Row]:
        kept, self._kept = self._kept, []
        return kept


def _rows(conn: Connection, table_id: int, after: int) -> list[Row]:
    return [_row(r) for r in conn.execute(_AFTER, {"t": table_id, "s": after}).all()]


def _rows_after(conn: Connection, after: Mapping[int, int]) -> list[Row]:
    """The rows of several tables written after the last one known of each, in table and
    seq order."""
    known = [
        and_(duel_rows.c.table_id == table, duel_rows.c.seq > seq)
        for table, seq in sorted(after.items())
    ]
    query = select(duel_rows).where(or_(*known)).order_by(duel_rows.c.table_id, duel_rows.c.seq)
    return [_row(r) for r in conn.execute(query).all()]


def _row(r: Any) -> Row:
    return Row(
        r.table_id,
        r.seq,
        r.kind,
        r.seat,
        r.decision,
        r.payload if isinstance(r.payload, dict) else json.loads(r.payload),
        aware(r.recorded_at),
    )


def _info(row: Any) -> TableInfo:
    return TableInfo(
        int(row.id),
        str(row.kind),
        str(row.title),
        row.event_id,
        row.round,
        row.table_no,
        aware(row.created_at),
    )


def _check(kind: str, payload: Mapping[str, Any]) -> None:
    if not _KIND.fullmatch(kind) or len(kind) > 64:
        raise StoreError(f"bad row kind {kind!r}: use dotted lower-case words")
    try:
        json.dumps(payload, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise StoreError(f"a row's payload must be JSON: {exc}") from None
