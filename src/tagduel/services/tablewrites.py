"""The write path of live tables: each table of a server process held in memory as a `Room`,
and every change written before anyone hears of it.

A change is a request (table, decide). Requests queue; whichever thread holds the commit lock
next writes every queued request, of any table, in one transaction, each in a savepoint of its
own: under the table's lock (one writer per table, across processes) it first folds the rows
other processes wrote, then decides (checks the request against the room, writes its rows and
folds them), lets the automatic answers that follow be given (`tablebots`), and the transaction
commits once for them all (group commit: one disk sync). Only then do the listeners hear of it
(the web pushes each seat its own view). A commit that fails takes every room of the batch out
of memory: they are folded again from the rows that were stored.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from sqlalchemy.engine import Connection

from tagduel.engine.effects import Scripts
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
                for row in self.duels.rows(table_id, after=room.seq):
                    room.fold(row)
        return room

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
        request (of any table) in one transaction, each in a savepoint of its own, and
        commits once (group commit: one disk sync for all the answers that arrived together)."""
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
                    for request in requests:
                        if not request.done:
                            self._decide(conn, rooms[request.table_id], request)
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

    def _decide(self, conn: Connection, room: Room, request: _Request[Any]) -> None:
        """One request in a savepoint: an error takes back its rows alone."""
        request.done, request.room = True, room
        batch: Batch | None = None
        savepoint = conn.begin_nested()
        try:
            writer = self.duels.writer_in(conn, room.id, after=room.seq)
            for row in writer.new:
                room.fold(row)
            batch = Batch(room, writer)
            request.value = request.decide(room, batch)
            self._drive(room, batch)
            savepoint.commit()
        except Exception as exc:
            savepoint.rollback()
            if not isinstance(exc, TableError) or (batch is not None and batch.rows):
                self.forget(room.id)
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
