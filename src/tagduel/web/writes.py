"""Writes from a request served on the event loop, with no worker thread waiting for them.

A sync route runs in a worker thread that blocks until its write is committed; at a round end
(every table reporting at once) that is dozens of threads handing the interpreter to each other.
`write_soon` queues the write with `Events.submit` and awaits its outcome: the thread leading the
event's batches commits it with the others (one thread, one commit per batch) and hands the
outcome back to the loop. The durability is the same: the answer comes after the commit.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, TypeVar

from tagduel.services.events import Decide, Events, Written

T = TypeVar("T")

_LEADING: set[asyncio.Future[None]] = set()
"""The batches being led in a thread for the loop's requests (kept until they end)."""


async def write_soon(
    events: Events, name: str, decide: Decide[T], *, request_key: str | None = None
) -> Written[T]:
    """`events.write(name, decide, request_key=...)`, awaited on the event loop."""
    loop = asyncio.get_running_loop()
    outcome: asyncio.Future[Written[T]] = loop.create_future()

    def settle(written: Written[Any] | None, error: BaseException | None) -> None:
        def apply() -> None:
            if outcome.done():
                return
            if error is not None:
                outcome.set_exception(error)
            else:
                outcome.set_result(written)  # type: ignore[arg-type]

        with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits for the answer
            loop.call_soon_threadsafe(apply)

    lead = events.submit(name, decide, settle, request_key=request_key)
    if lead is not None:
        leading = loop.run_in_executor(None, lead)
        _LEADING.add(leading)
        leading.add_done_callback(_LEADING.discard)
    return await outcome
