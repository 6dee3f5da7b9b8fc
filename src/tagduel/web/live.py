"""Live updates: which events changed, told to every page that watches them, in every process.

`Hub.publish(event_id, seq)` may be called from any thread (a route's thread after a write, the
PostgreSQL listener); each subscriber (an open event stream) gets the newest sequence number on
its queue and re-renders what it shows. Within one process the `Events` service publishes after
each write. Across processes on PostgreSQL every write also sends `NOTIFY tagduel_events` in its
transaction (`store.log`); `PgListener` LISTENs on a connection of its own and publishes what
other processes wrote. On SQLite changes reach the pages of the process that wrote them only.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator
from typing import Any

from tagduel.store.log import NOTIFY_CHANNEL as CHANNEL


class Hub:
    """Subscribers per event; `publish` is thread-safe."""

    def __init__(self) -> None:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._subscribers: dict[int, set[asyncio.Queue[int]]] = {}
        self._lock = threading.Lock()

    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        """The server's event loop (set when the application starts)."""
        self._loop = loop

    def publish(self, event_id: int, seq: int) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        with self._lock:
            queues = list(self._subscribers.get(event_id, ()))
        for queue in queues:
            loop.call_soon_threadsafe(_offer, queue, seq)

    @contextlib.asynccontextmanager
    async def subscribe(self, event_id: int) -> AsyncIterator[asyncio.Queue[int]]:
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
        queue: asyncio.Queue[int] = asyncio.Queue(maxsize=1)
        with self._lock:
            self._subscribers.setdefault(event_id, set()).add(queue)
        try:
            yield queue
        finally:
            with self._lock:
                self._subscribers.get(event_id, set()).discard(queue)

    def subscriber_count(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._subscribers.values())


def _offer(queue: asyncio.Queue[int], seq: int) -> None:
    """Keep only the newest number: a slow page skips intermediate changes, never blocks."""
    while not queue.empty():
        queue.get_nowait()
    queue.put_nowait(seq)


class PgListener:
    """LISTEN on PostgreSQL in a thread of its own; publish every notification to the hub."""

    def __init__(self, conninfo: str, hub: Hub) -> None:
        self._conninfo = conninfo
        self._hub = hub
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tagduel-listen", daemon=True)
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
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.ready.set()
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=1.0):
                            self._deliver(note.payload)
            except psycopg.Error:
                self._stop.wait(2.0)  # the server went away: try again

    def _deliver(self, payload: Any) -> None:
        event, _, seq = str(payload).partition(":")
        if event.isdigit() and seq.isdigit():
            self._hub.publish(int(event), int(seq))
