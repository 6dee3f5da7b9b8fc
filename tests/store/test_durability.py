"""Every acknowledged fact survives its writer being killed (SIGKILL) mid-stream."""

from __future__ import annotations

import subprocess
import sys

from tagduel.store import EventStore

WRITER = """
import sys
from tagduel.store import EventStore

store = EventStore.open(sys.argv[1])
event, _ = store.ensure_event("Crash")
for i in range(5000):
    fact = store.append(event.id, "note.added", {"i": i})
    print(fact.seq, flush=True)
"""

ACKNOWLEDGED = 30


def test_a_writer_killed_mid_stream_loses_no_acknowledged_fact(db_url: str) -> None:
    acknowledged: list[int] = []
    with subprocess.Popen(
        [sys.executable, "-c", WRITER, db_url], stdout=subprocess.PIPE, text=True
    ) as proc:
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                acknowledged.append(int(line))
                if len(acknowledged) == ACKNOWLEDGED:
                    proc.kill()
                    break
        finally:
            proc.kill()
            proc.wait(timeout=30)
    assert len(acknowledged) == ACKNOWLEDGED, "the writer stopped before it was killed"
    with EventStore.open(db_url) as store:
        stored = [f.seq for f in store.facts(store.event("Crash").id)]
    assert set(acknowledged) <= set(stored)
    assert stored == list(range(1, len(stored) + 1)), "no gaps in the log"
