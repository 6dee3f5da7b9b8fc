"""A round end through the real HTTP application: every team of a large event reports at once.

Builds an event of N teams (2,048; `--quick`: 256) after 5 Swiss rounds, pairs round 6, starts
`tagduel serve` in a process of its own on 127.0.0.1, and sends round 6's reports, both teams of
every table (two-sided: the second report of a table records the result), from C concurrent
clients (64; `--quick`: 32), each request a real HTTP POST of the duelist's report form with the
session a match slip's QR code gives, each client on a keep-alive connection of its own (a lean
HTTP/1.1 client, so the server, not the client sharing its machine, is measured). Measured: every
report accepted (HTTP 303), none refused, the latency of each (p50, p99), the whole burst; on
SQLite, and on PostgreSQL (127.0.0.1:5432, database `test`; skipped, saying so, when unreachable)
with one server process and with two sharing the clients (a database meets the latency targets
in one of its set-ups).

In the same run, the ratio against the re-projecting path: a sample of reports written the old
way (every request re-reading and re-projecting the whole log, decks decoded again) and the new
way (the state kept and advanced fact by fact), medians compared.

On PostgreSQL also: two server processes on one database serving one event; reports go through
both; each server's projector stream (server-sent events) must show every recorded result within
1 s (LISTEN/NOTIFY carries the change to the other process).

Targets: all accepted, 0 refused, p99 < 100 ms, the burst < 20 s (at 2,048 teams and 64
clients), every change seen on both projectors within 1 s. Loopback only; every loop bounded in
count and time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import socket
import statistics
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

import httpx2 as httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchkit import add_quick, result_line  # noqa: E402
from tagduel.cards.sources.builtin import builtin_cards  # noqa: E402
from tagduel.decks.builtin import EXAMPLE_DECKS, builtin_lflist, example_deck_bytes  # noqa: E402
from tagduel.decks.formats import read_deck  # noqa: E402
from tagduel.services.accounts import Accounts  # noqa: E402
from tagduel.services.eventfacts import EventSettings, FactKind  # noqa: E402
from tagduel.services.events import Events  # noqa: E402
from tagduel.services.projection import project  # noqa: E402
from tagduel.services.registration import DuelistEntry, TeamRequest, register_team  # noqa: E402
from tagduel.services.results import report_result  # noqa: E402
from tagduel.services.rounds import pair_next  # noqa: E402
from tagduel.store import EventStore  # noqa: E402
from tagduel.tournament.model import Result  # noqa: E402

EVENT = "Burst Cup"
PG_URL = os.environ.get("TAGDUEL_BENCH_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
SERVER_START_S = 120.0
BURST_LIMIT_S = 600.0
SAMPLE = 24
CHOICES = (Result.WIN, Result.LOSS, Result.DRAW)


@dataclass
class Backend:
    name: str
    url: str
    cleanup: list[str]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# -- building the event -----------------------------------------------------------------------


def _in_threads(jobs: list[object], run: object, threads: int = 16) -> None:
    """Run `run(job)` for every job on a few threads (their writes commit together)."""
    queue = list(jobs)
    lock = threading.Lock()
    errors: list[BaseException] = []

    def work() -> None:
        while True:
            with lock:
                if not queue or errors:
                    return
                job = queue.pop()
            try:
                run(job)  # type: ignore[operator]
            except BaseException as exc:
                errors.append(exc)

    workers = [threading.Thread(target=work) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=BURST_LIMIT_S)
    if errors:
        raise errors[0]


def build_event(url: str, teams: int, rounds: int, rng: random.Random) -> tuple[int, float]:
    """The event after `rounds` Swiss rounds, round `rounds`+1 paired; the old/new ratio."""
    db = builtin_cards()
    light, dark = (read_deck(example_deck_bytes(n), source=n, db=db) for n in EXAMPLE_DECKS)
    with EventStore.open(url) as store:
        events = Events(store)
        settings = EventSettings(rounds=rounds + 3, top_cut=0, banlist=builtin_lflist().get(None))
        info, _ = events.create(EVENT, settings)
        requests = [
            TeamRequest(
                f"Team {i:04d}", DuelistEntry(f"A{i:04d}", light), DuelistEntry(f"B{i:04d}", dark)
            )
            for i in range(teams)
        ]
        _in_threads(requests, lambda r: register_team(events, EVENT, r, db))
        ratio = 0.0
        for number in range(1, rounds + 1):
            paired = pair_next(events, EVENT, seed=number).value.pairing
            tables = [p for p in paired.pairings if not p.is_bye]
            if number == rounds:
                ratio = _ratio(store, events, tables[-SAMPLE:], rng)
                tables = tables[:-SAMPLE]
            _in_threads(
                tables,
                lambda p: report_result(events, EVENT, p.round, p.table, rng.choice(CHOICES)),
            )
        pair_next(events, EVENT, seed=rounds + 1)
        return info.id, ratio


def _ratio(store: EventStore, events: Events, tables: list[object], rng: random.Random) -> float:
    """Median time of a report written the old way (re-project the whole log per request) over
    the new way (the kept state), on the same event, alternating."""
    old: list[float] = []
    new: list[float] = []
    info = store.event(EVENT)
    catalogue = events.penalties.catalogue
    for i, pairing in enumerate(tables):
        p = pairing  # a Pairing
        payload = {
            "round": p.round,
            "table": p.table,
            "result": "team1",
            "team1": p.team1,
            "team2": p.team2,
            "source": "report",
        }  # type: ignore[attr-defined]
        start = time.perf_counter()
        if i % 2 == 0:
            state = project(info, store.facts(info.id), catalogue)  # what every request did before
            state.paired_round(p.round).pairing_at(p.table)  # type: ignore[attr-defined]
            store.append(
                info.id, FactKind.RESULT_REPORTED.value, payload, expect_last=state.last_seq
            )
            old.append(time.perf_counter() - start)
        else:
            report_result(events, EVENT, p.round, p.table, Result.WIN)  # type: ignore[attr-defined]
            new.append(time.perf_counter() - start)
    return statistics.median(old) / statistics.median(new)


# -- the servers ------------------------------------------------------------------------------


@contextlib.contextmanager
def server(url: str) -> Iterator[str]:
    """`tagduel serve` on a free loopback port, in a process of its own."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tagduel.cli", "serve", "--db", url, "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + SERVER_START_S
        while True:
            if proc.poll() is not None:
                raise RuntimeError(
                    f"the server stopped: {proc.stderr.read().decode() if proc.stderr else ''}"
                )
            try:
                if httpx.get(f"{base}/healthz", timeout=2).text == "ok":
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not start in time")
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


@dataclass(frozen=True)
class Report:
    cookie: str
    path: str
    team: str


def prepare_reports(url: str, event_id: int, base: str) -> list[Report]:
    """Each team's reporter: a session from its table's match-slip code (not timed)."""
    from tagduel.web.auth import TableAccess
    from tagduel.web.slips import SALT

    with EventStore.open(url) as store:
        secret = Accounts(store).session_key()
        state = Events(store).tournament(EVENT)
    from itsdangerous import URLSafeTimedSerializer

    signer = URLSafeTimedSerializer(secret, salt=SALT)
    number = len(state.paired)
    reports = []
    with httpx.Client(
        base_url=base, headers={"sec-fetch-site": "same-origin"}, timeout=60
    ) as client:
        for p in state.paired_round(number).pairings:
            if p.is_bye:
                continue
            token = signer.dumps([event_id, number, p.table])
            access = TableAccess(event_id, number, p.table)
            client.cookies.clear()  # each table's duelists have a phone, and a session, of their own
            r = client.get(f"/t/{token}", follow_redirects=False)
            cookie = r.headers["set-cookie"].split(";")[0]
            path = f"/e/{access.event_id}/rounds/{number}/tables/{p.table}/report-mine"
            reports += [Report(cookie, path, str(p.team1)), Report(cookie, path, str(p.team2))]
    return reports


class _Connection:
    """One keep-alive HTTP/1.1 connection that sends form POSTs and reads the status line and
    headers of each answer: a load generator lean enough (a few tens of microseconds of CPU per
    request, against well over a millisecond for a general HTTP client) that the server, not the
    client sharing its machine, is what the latencies measure."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, host: str):
        self.reader, self.writer, self.host = reader, writer, host

    @classmethod
    async def open(cls, base: str) -> _Connection:
        host = base.removeprefix("http://")
        name, _, port = host.partition(":")
        reader, writer = await asyncio.open_connection(name, int(port))
        return cls(reader, writer, host)

    async def post(
        self, path: str, form: dict[str, str], headers: dict[str, str]
    ) -> tuple[int, str]:
        """(status, Location header) of the answer to a urlencoded form POST."""
        body = urlencode(form).encode()
        lines = [f"POST {path} HTTP/1.1", f"Host: {self.host}"]
        lines += [f"{k}: {v}" for k, v in headers.items()]
        lines += [
            "Content-Type: application/x-www-form-urlencoded",
            f"Content-Length: {len(body)}",
        ]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        head = (await self.reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        status = int(head[0].split(" ", 2)[1])
        fields = {
            k.strip().lower(): v.strip() for k, _, v in (h.partition(":") for h in head[1:] if h)
        }
        if "content-length" not in fields:
            raise RuntimeError(f"an answer without Content-Length: {head[0]}")
        await self.reader.readexactly(int(fields["content-length"]))
        return status, fields.get("location", "")

    async def close(self) -> None:
        self.writer.close()
        await self.writer.wait_closed()


async def _burst(
    bases: list[str], reports: list[Report], clients: int
) -> tuple[list[float], int, float]:
    """Send every report, `clients` at a time, each client on a keep-alive connection of its
    own; latencies of the accepted, count of the others."""
    queue: asyncio.Queue[tuple[int, Report]] = asyncio.Queue()
    for i, report in enumerate(reports):
        queue.put_nowait((i, report))
    latencies: list[float] = []
    refused = 0
    connections = [await _Connection.open(bases[n % len(bases)]) for n in range(clients)]

    async def worker(connection: _Connection) -> None:
        nonlocal refused
        while not queue.empty():
            _, report = queue.get_nowait()
            form = {"result": "team1", "team": report.team, "key": uuid.uuid4().hex}
            headers = {"Cookie": report.cookie, "Sec-Fetch-Site": "same-origin"}
            start = time.perf_counter()
            status, location = await connection.post(report.path, form, headers)
            if status == 303 and "report" in location:
                latencies.append(time.perf_counter() - start)
            else:
                refused += 1

    try:
        start = time.perf_counter()
        await asyncio.wait_for(asyncio.gather(*(worker(c) for c in connections)), BURST_LIMIT_S)
        return latencies, refused, time.perf_counter() - start
    finally:
        for c in connections:
            await c.close()


def _check_recorded(url: str, tables: int) -> tuple[int, int]:
    """Tables of the last round with a result, and the teams' reports stored for it."""
    with EventStore.open(url) as store:
        state = Events(store).tournament(EVENT)
        number = len(state.paired)
        claims = sum(len(c) for (r, _), c in state.claims.items() if r == number)
        return tables - len(state.unreported(number)), claims


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def run_backend(
    backend: Backend, teams: int, clients: int, rng: random.Random, processes: int = 1
) -> dict[str, object]:
    """The burst on `backend`, the clients spread over `processes` server processes (more than
    one only on PostgreSQL, whose advisory locks and LISTEN/NOTIFY let them share the event)."""
    start = time.perf_counter()
    event_id, ratio = build_event(backend.url, teams, 5, rng)
    built = time.perf_counter() - start
    with contextlib.ExitStack() as stack:
        bases = [stack.enter_context(server(backend.url)) for _ in range(processes)]
        reports = prepare_reports(backend.url, event_id, bases[0])
        latencies, refused, total = asyncio.run(_burst(bases, reports, clients))
    recorded, stored = _check_recorded(backend.url, len(reports) // 2)
    return {
        "backend": backend.name if processes == 1 else f"{backend.name} ({processes} processes)",
        "key": backend.name[:2] if processes == 1 else f"{backend.name[:2]}{processes}",
        "teams": teams,
        "clients": clients,
        "reports": len(reports),
        "accepted": min(len(latencies), stored),
        "refused": refused + max(0, len(latencies) - stored),
        "recorded_tables": recorded,
        "p50_ms": 1000 * _p(latencies, 0.50),
        "p99_ms": 1000 * _p(latencies, 0.99),
        "burst_s": total,
        "ratio": ratio,
        "setup_s": built,
    }


# -- two processes on PostgreSQL ---------------------------------------------------------------


async def _watch(
    base: str, event_id: int, seen: list[tuple[float, str]], ready: asyncio.Event
) -> None:
    async with (
        httpx.AsyncClient(base_url=base, timeout=None) as client,
        client.stream("GET", f"/p/{event_id}/stream?parts=standings") as r,
    ):
        async for line in r.aiter_lines():
            if line.startswith("event: standings"):
                seen.append((time.perf_counter(), line))
                ready.set()


async def _two_processes(
    bases: list[str], event_id: int, reports: list[Report], tables: int
) -> float:
    """Report `tables` tables one at a time, alternating servers; the slowest time from the
    recording report's answer to both projector streams showing the change."""
    seen: list[list[tuple[float, str]]] = [[], []]
    ready = [asyncio.Event(), asyncio.Event()]
    watchers = [
        asyncio.create_task(_watch(b, event_id, seen[i], ready[i])) for i, b in enumerate(bases)
    ]
    await asyncio.wait_for(asyncio.gather(*(r.wait() for r in ready)), 60)
    slowest = 0.0
    async with httpx.AsyncClient(timeout=60) as client:
        for t in range(tables):
            first, second = reports[2 * t], reports[2 * t + 1]
            before = [len(s) for s in seen]
            for i, report in enumerate((first, second)):
                r = await client.post(
                    bases[(t + i) % 2] + report.path,
                    data={"result": "team1", "team": report.team, "key": uuid.uuid4().hex},
                    headers={"cookie": report.cookie, "sec-fetch-site": "same-origin"},
                )
                assert r.status_code == 303, r.text
            done = time.perf_counter()
            deadline = done + 10
            while (
                any(len(s) <= b for s, b in zip(seen, before, strict=True))
                and time.perf_counter() < deadline
            ):
                await asyncio.sleep(0.005)
            arrivals = [
                s[-1][0] if len(s) > b else float("inf") for s, b in zip(seen, before, strict=True)
            ]
            slowest = max(slowest, max(arrivals) - done)
    for w in watchers:
        w.cancel()
    return slowest


def run_two_processes(backend: Backend, teams: int, tables: int, rng: random.Random) -> float:
    event_id, _ = build_event(backend.url, teams, 2, rng)
    with server(backend.url) as one, server(backend.url) as two:
        reports = prepare_reports(backend.url, event_id, one)
        return asyncio.run(_two_processes([one, two], event_id, reports, tables))


# -- databases --------------------------------------------------------------------------------


@contextlib.contextmanager
def sqlite_backend(folder: Path) -> Iterator[Backend]:
    path = folder / f"burst-{uuid.uuid4().hex[:8]}.sqlite"
    try:
        yield Backend("sqlite", f"sqlite:///{path}", [])
    finally:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)


@contextlib.contextmanager
def postgres_backend() -> Iterator[Backend | None]:
    from sqlalchemy import create_engine, text
    from sqlalchemy.exc import OperationalError

    engine = create_engine(
        PG_URL, isolation_level="AUTOCOMMIT", connect_args={"connect_timeout": 3}
    )
    schema = f"burst_{uuid.uuid4().hex[:10]}"
    try:
        with engine.connect() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    except OperationalError as exc:
        print(f"PostgreSQL unreachable at {PG_URL}: {str(exc.orig).splitlines()[0]} (skipped)")
        yield None
        return
    try:
        yield Backend("postgresql", f"{PG_URL}?options=-csearch_path%3D{schema}", [schema])
    finally:
        with engine.connect() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        engine.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_quick(parser)
    parser.add_argument("--teams", type=int, help="teams in the event (default 2048; quick 256)")
    parser.add_argument("--clients", type=int, help="concurrent clients (default 64; quick 32)")
    parser.add_argument("--backends", default="sqlite,postgresql", help="sqlite,postgresql")
    parser.add_argument("--seed", type=int, default=6)
    args = parser.parse_args()
    teams = args.teams or (256 if args.quick else 2048)
    clients = args.clients or (32 if args.quick else 64)
    if not 4 <= teams <= 8192 or not 1 <= clients <= 256:
        parser.error("teams must be 4-8192 and clients 1-256")
    rng = random.Random(args.seed)
    rows: list[dict[str, object]] = []
    spread = float("nan")
    folder = Path(os.environ.get("TMPDIR", "/tmp"))
    names = args.backends.split(",")
    if "sqlite" in names:
        with sqlite_backend(folder) as backend:
            rows.append(run_backend(backend, teams, clients, rng))
    if "postgresql" in names:
        with postgres_backend() as pg:
            if pg is not None:
                rows.append(run_backend(pg, teams, clients, rng))
        with postgres_backend() as pg:
            if pg is not None:
                rows.append(run_backend(pg, teams, clients, rng, processes=2))
        with postgres_backend() as pg:
            if pg is not None:
                spread = run_two_processes(
                    pg, min(teams, 64 if args.quick else 256), 16 if args.quick else 32, rng
                )
    for row in rows:
        print(
            f"{row['backend']}: {row['teams']} teams, {row['reports']} reports from {row['clients']} clients: "
            f"{row['accepted']} accepted, {row['refused']} refused, {row['recorded_tables']} tables recorded; "
            f"p50 {row['p50_ms']:.1f} ms, p99 {row['p99_ms']:.1f} ms, burst {row['burst_s']:.2f} s; "
            f"re-projecting path / kept state: {row['ratio']:.1f}x (setup {row['setup_s']:.0f} s)"
        )
    if spread == spread:
        print(
            f"two server processes on PostgreSQL: slowest change seen on both projectors after {spread * 1000:.0f} ms"
        )
    fields: dict[str, object] = {}
    ok = bool(rows)
    met: dict[str, bool] = {}
    for row in rows:
        key = str(row["key"])
        fields |= {
            f"{key}_refused": row["refused"],
            f"{key}_p99_ms": row["p99_ms"],
            f"{key}_burst_s": row["burst_s"],
            f"{key}_ratio": row["ratio"],
        }
        ok &= row["refused"] == 0 and row["accepted"] == row["reports"]
        ok &= row["recorded_tables"] == int(row["reports"]) // 2  # type: ignore[call-overload]
        fast = float(row["p99_ms"]) < 100 and float(row["burst_s"]) < 20  # type: ignore[arg-type]
        # A database meets the latency targets in one of its set-ups (PostgreSQL: one server
        # process or two; SQLite: one, its live updates being in-process).
        met[key[:2]] = met.get(key[:2], False) or fast
    ok &= all(met.values())
    fields["two_process_ms"] = spread * 1000
    ok &= spread < 1.0 and teams >= 2048 and clients >= 64
    fields = {"teams": teams, "clients": clients, **fields}
    print(
        result_line(
            "web_burst",
            fields,
            "refused=0,p99_ms<100,burst_s<20,two_process_ms<1000,teams>=2048",
            ok,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
