"""Two server processes over one PostgreSQL database serve one event: a report sent to one is
seen by the other's projector stream (PostgreSQL LISTEN/NOTIFY), and both accept reports."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx2 as httpx

from services.kit import cards
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.events import Events
from tagduel.services.rounds import pair_next
from tagduel.store import EventStore
from tagduel.tournament.model import Result
from web.conftest import free_port

ROOT = Path(__file__).resolve().parents[2]
START_S = 120.0  # a busy CI machine: generous


@contextmanager
def _server(url: str) -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tagduel.cli", "serve", "--db", url, "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_S
        while True:
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else "the server stopped"
            try:
                if httpx.get(f"{base}/healthz", timeout=5).text == "ok":
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=30)
        if proc.stderr is not None:
            proc.stderr.close()


def _watch(base: str, event_id: int, seen: list[str], stop: threading.Event) -> None:
    with (
        httpx.Client(base_url=base, timeout=None) as client,
        client.stream("GET", f"/p/{event_id}/stream?parts=standings") as r,
    ):
        try:
            for line in r.iter_lines():
                if stop.is_set():
                    return
                if line.startswith("data: ") and "<td" in line:
                    seen.append(line)
        except httpx.RemoteProtocolError:  # the server stopped: it closes the open streams
            return


def test_a_change_written_through_one_process_reaches_the_others_projector(
    postgres_url: str,
) -> None:
    with EventStore.open(postgres_url) as store:
        events = Events(store)
        info = ensure_demo(events, cards())
        paired = pair_next(events, DEMO_EVENT, seed=1).value.pairing
    with _server(postgres_url) as one, _server(postgres_url) as two:
        seen: list[str] = []
        stop = threading.Event()
        watcher = threading.Thread(target=_watch, args=(two, info.id, seen, stop), daemon=True)
        watcher.start()
        deadline = time.monotonic() + 60
        while not seen and time.monotonic() < deadline:
            time.sleep(0.05)
        assert seen, "the stream sends the standings when it opens"
        opened = len(seen)
        with EventStore.open(postgres_url) as store:
            from tagduel.services.access import new_join_code

            code = new_join_code(Events(store), DEMO_EVENT)
        state_pairing = paired.pairings[0]
        for base, team_index in ((one, 0), (two, 1)):
            with httpx.Client(
                base_url=base, headers={"sec-fetch-site": "same-origin"}, timeout=60
            ) as c:
                with EventStore.open(postgres_url) as store:
                    entry = (
                        Events(store)
                        .tournament(DEMO_EVENT)
                        .team(str(state_pairing.teams[team_index]))
                    )
                r = c.post(
                    "/join", data={"code": code, "name": entry.a.name}, follow_redirects=False
                )
                assert r.status_code == 303, r.text
                r = c.post(
                    f"/e/{info.id}/rounds/1/tables/{state_pairing.table}/report-mine",
                    data={"result": "team1", "key": f"k{team_index}"},
                    follow_redirects=False,
                )
                assert r.status_code == 303
        deadline = time.monotonic() + 60
        while len(seen) == opened and time.monotonic() < deadline:
            time.sleep(0.05)
        stop.set()
        assert len(seen) > opened, "server two's projector saw the result recorded through both"
        with EventStore.open(postgres_url) as store:
            assert (
                Events(store).tournament(DEMO_EVENT).result_at(1, state_pairing.table) is Result.WIN
            )
