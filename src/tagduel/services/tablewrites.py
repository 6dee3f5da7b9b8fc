"""The write path of live tables: each table of a server process held in memory as a `Room`,
and every change written before anyone hears of it.

A change is a request (table, decide). Requests queue; whichever thread holds the commit lock
next writes every queued request, of any table, in one transaction: it takes the locks of their
tables (one writer per table, across processes) and folds the rows other processes wrote, then
decides each request (checks it against the room, appends its rows and folds them) and lets the
automatic answers that follow be given (`tablebots`); the rows of them all are sent in one
insert and the transaction commits once (group commit: one disk sync, and on PostgreSQL the same
few statements however many answers arrived together). A request that fails takes back its own
rows only. Only then do the listeners hear of it
(the web pushes each seat its own view). A commit that fails takes every room of the batch out
of memory: they are folded again from the rows that were stored.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import Seat
from tagduel.i18n import lazy
from tagduel.services.tablebots import automatic
from tagduel.services.tableopen import TableError
from tagduel.services.tablerooms import Room
from tagduel.store.duels import DuelStore, Row, TableWriter

T = TypeVar("T")
AUTO_BATCH = 2000
"""Automatic answers (bots, "pass for me") written in one transaction at most."""


@dataclass(eq=False)
class _Request(Generic[T]):
    """A write waiting for the group commit, and what came of it."""

    table_id: int
    decide: Callable[[Room, Batch], T]
    done: bool = False
    value: T | None = None
    error: Exception | None = None
    room: Room | None = None


class Batch:
    """Rows written in one transaction, each folded into the room as it is written."""

    def __init__(self, room: Room, writer: TableWriter) -> None:
        self.room, self.writer, self.rows = room, writer, 0

    def add(self, kind: str, payload: dict[str, Any], seat: Seat | None = None) -> Row:
        decision = self.room.version
        row = self.writer.append(kind, payload, None if seat is None else seat.value, decision)
        self.rows += 1
        self.room.fold(row)
        return row


class RoomKeeper:
    """The tables of one process in memory, and their write path."""

    def __init__(self, duels: DuelStore, scripts: Scripts) -> None:
        self.duels = duels
        self.scripts = scripts
        self.listeners: list[Callable[[int, int], None]] = []
        self._rooms: dict[int, Room] = {}
        self._loading: dict[int, threading.Lock] = {}
        self._lock = threading.Lock()
        self._queue: list[_Request[Any]] = []
        self._queue_lock = threading.Lock()
        self._commit_lock = threading.Lock()

    def keep(self, room: Room) -> None:
        with self._lock:
            self._rooms[room.id] = room

    def rooms(self) -> list[Room]:
        with self._lock:
            return list(self._rooms.values())

    def room(self, table_id: int, *, at_least: int = 0) -> Room:
        """The table as committed (folding what other processes wrote since, when `at_least`
        says there is more)."""
        with self._lock:
            room = self._rooms.get(table_id)
        if room is None:
            return self._load(table_id)
        if room.seq < at_least:
            with room.lock:
                if room.seq < at_least:  # not folded meanwhile (by another reader's thread)
                    for row in self.duels.rows(table_id, after=room.seq):
                        room.fold(row)
        return room

    def catch_up(self, announced: Mapping[int, int]) -> None:
        """Fold what other processes wrote to the tables this process holds in memory (table →
        the last row they announced), in one read for them all: then the readers of those
        tables find their rooms up to date."""
        with self._lock:
            behind = {
                t: room.seq
                for t, last in announced.items()
                if (room := self._rooms.get(t)) is not None and room.seq < last
            }
        if not behind:
            return
        new: dict[int, list[Row]] = {}
        for row in self.duels.rows_after(behind):
            new.setdefault(row.table_id, []).append(row)
        for table_id, rows in new.items():
            with self._lock:
                room = self._rooms.get(table_id)
            if room is None:
                continue
            with room.lock:  # rows already folded (by a write meanwhile) are passed over
                for row in rows:
                    room.fold(row)

    def _load(self, table_id: int) -> Room:
        """Fold the table from its rows, once: the other threads asking meanwhile wait."""
        with self._lock:
            loading = self._loading.setdefault(table_id, threading.Lock())
        with loading:
            with self._lock:
                found = self._rooms.get(table_id)
            if found is not None:
                return found
            info = self.duels.table(table_id)
            if info is None:
                raise TableError(lazy("there is no table {n}", n=table_id))
            room = Room(info, self.scripts)
            for row in self.duels.rows(table_id):
                room.fold(row)
            with self._lock:
                self._loading.pop(table_id, None)
                return self._rooms.setdefault(table_id, room)

    def forget(self, table_id: int) -> None:
        """Drop the table from memory (it is folded again from its rows when next asked for)."""
        with self._lock:
            self._rooms.pop(table_id, None)

    def _write(self, table_id: int, decide: Callable[[Room, Batch], T]) -> T:
        """Decide and write in one transaction, then let the automatic answers that follow
        (a duel of bots) go on, batch by batch."""
        value, room = self._write_once(table_id, decide)
        while automatic(room) is not None:
            _, room = self._write_once(table_id, lambda r, b: None)
        return value

    def _write_once(self, table_id: int, decide: Callable[[Room, Batch], T]) -> tuple[T, Room]:
        """Queue the request; whichever thread holds the commit lock next writes every queued
        request (of any table) in one transaction, and commits once (group commit: one disk
        sync for all the answers that arrived together)."""
        request: _Request[T] = _Request(table_id, decide)
        with self._queue_lock:
            self._queue.append(request)
        with self._commit_lock:
            if not request.done:
                with self._queue_lock:
                    taken, self._queue = self._queue, []
                self._commit(taken)
        if request.error is not None:
            raise request.error
        if request.room is None:  # the writing thread was interrupted: nothing was stored
            raise TableError(lazy("nothing was recorded: try again"))
        return request.value, request.room  # type: ignore[return-value]

    def _commit(self, requests: list[_Request[Any]]) -> None:
        rooms: dict[int, Room] = {}
        for request in requests:
            try:
                rooms.setdefault(request.table_id, self.room(request.table_id))
            except TableError as exc:
                request.error, request.done = exc, True
        ordered = sorted(rooms.values(), key=lambda r: r.id)  # locks in one order: no deadlock
        with contextlib.ExitStack() as held:
            for room in ordered:
                held.enter_context(room.lock)
            try:
                with self.duels.transaction() as conn:
                    writers = self.duels.writers_in(conn, {r.id: r.seq for r in ordered})
                    for room in ordered:
                        for row in writers[room.id].new:
                            room.fold(row)
                    spoiled: set[int] = set()
                    for request in requests:
                        if not request.done:
                            writer = writers[request.table_id]
                            self._decide(rooms[request.table_id], writer, request, spoiled)
                    self.duels.flush(conn, writers.values())
            except Exception as exc:  # the commit failed: nothing of the batch is stored
                for room in ordered:
                    self.forget(room.id)
                for request in requests:
                    if request.error is None:
                        request.error = exc
                    request.done = True
                return
        for room in ordered:
            self._publish(room)

    def _decide(
        self, room: Room, writer: TableWriter, request: _Request[Any], spoiled: set[int]
    ) -> None:
        """One request: an error takes back its rows alone (they are never sent); the room
        that folded some of them is dropped from memory, and the batch's later requests to
        that table are refused (nothing of them is recorded)."""
        request.done, request.room = True, room
        if room.id in spoiled:
            request.error = TableError(lazy("nothing was recorded: try again"))
            return
        mark = writer.mark()
        batch = Batch(room, writer)
        try:
            request.value = request.decide(room, batch)
            self._drive(room, batch)
        except Exception as exc:
            writer.undo(mark)
            if not isinstance(exc, TableError) or batch.rows:
                self.forget(room.id)
                spoiled.add(room.id)
            request.error = exc

    def _publish(self, room: Room) -> None:
        for listener in self.listeners:
            listener(room.id, room.seq)

    def _drive(self, room: Room, batch: Batch) -> None:
        for _ in range(AUTO_BATCH):
            step = automatic(room)
            if step is None:
                return
            kind, payload, seat = step
            batch.add(kind, payload, seat)
