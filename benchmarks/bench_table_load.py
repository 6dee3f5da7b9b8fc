"""Live tables under load: many concurrent Tag Duels, a bot in every seat, all through real
WebSockets to `tagduel serve`.

Opens N casual tables (200; `--quick`: 20) with a deck in each of their 4 seats (so 4N seats;
the duels start at once), starts `tagduel serve` in a process of its own on 127.0.0.1, and
connects one WebSocket per seat, with that seat's key. Each socket is a bot: when the server
asks its seat, it waits a think time (uniform around `--think`, 1 s) and answers a random legal
answer (and agrees to a teammate's play). Measured over `--seconds` (30; quick 5): for every
answer, the time from sending it to the moment all four seats of its table have received the
table's new state (p50, p99); messages per second received; the server's memory per duel (its
resident memory once every table is loaded and playing, less before, over N).

Backends: SQLite, one process; PostgreSQL (127.0.0.1:5432, database `test`; skipped, saying
so, when unreachable), one process, then the same split across two server processes (each
table's seats 1A and 2A on one, 1B and 2B on the other: every change crosses processes by
LISTEN/NOTIFY).

Target: p99 < 100 ms on one process with 200 duels. Loopback only; every loop is bounded in
count and time.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

import httpx2 as httpx
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchkit import add_quick, result_line  # noqa: E402
from tagduel.cards.sources.builtin import builtin_cards  # noqa: E402
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks  # noqa: E402
from tagduel.decks.formats import DeckFormat, write_deck  # noqa: E402
from tagduel.decks.model import Deck  # noqa: E402
from tagduel.engine.seats import ALL_SEATS, Seat  # noqa: E402
from tagduel.services.accounts import Accounts  # noqa: E402
from tagduel.services.tableopen import TableSettings  # noqa: E402
from tagduel.services.tables import Tables  # noqa: E402
from tagduel.store import EventStore  # noqa: E402
from tagduel.web.routes.table_live import seat_key  # noqa: E402

PG_URL = os.environ.get("TAGDUEL_BENCH_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
SERVER_START_S = 120.0
CONNECT_S = 120.0
TARGET_MS = 100.0
TARGET_DUELS = 200
SEQ = re.compile(r'"seq":(\d+)')


@dataclass
class Pending:
    """An answer sent: when, the table's seq then, and which seats have seen what followed."""

    sent: float
    seq: int
    seen: set[str] = field(default_factory=set)


@dataclass
class Load:
    """What the sockets measured."""

    latencies: list[float] = field(default_factory=list)
    messages: int = 0
    errors: int = 0
    connected: int = 0
    measuring: bool = False
    pending: dict[int, Pending] = field(default_factory=dict)


# -- the tables ---------------------------------------------------------------------------------


def decks_text() -> dict[Seat, str]:
    chosen = scripted_decks(builtin_cards(), rule_passcodes())
    out = {}
    for seat, cards in chosen.items():
        deck = Deck(
            main=tuple(c.passcode for c in cards if not c.is_extra_deck),
            extra=tuple(c.passcode for c in cards if c.is_extra_deck),
        )
        out[seat] = write_deck(deck, DeckFormat.YDKE)
    return out


def open_tables(url: str, duels: int) -> list[dict[str, str]]:
    """N full tables (their duels started); each table's seat keys."""
    decks = decks_text()
    out = []
    with EventStore.open(url) as store:
        tables = Tables(store, builtin_cards())
        signer = SimpleNamespace(secret=Accounts(store).session_key())
        for n in range(duels):
            room = tables.open_casual(f"Load {n}", "bench", TableSettings("random", n))
            keys = {}
            for seat in ALL_SEATS:
                since = tables.take_seat(room.id, seat, f"Bot {seat.value}", decks[seat])
                keys[seat.value] = seat_key(signer, room.id, seat, since)  # type: ignore[arg-type]
            out.append({"table": str(room.id), **keys})
    return out


# -- the servers --------------------------------------------------------------------------------


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def server(url: str) -> Iterator[tuple[str, int]]:
    """`tagduel serve` on a free loopback port, in a process of its own: (address, pid)."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tagduel.cli", "serve", "--db", url, "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
    )
    base = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + SERVER_START_S
        while True:
            if proc.poll() is not None:
                err = proc.stderr.read().decode() if proc.stderr else ""
                raise RuntimeError(f"the server stopped: {err}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"http://{base}/healthz", timeout=2).text == "ok":
                    break
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not start in time")
            time.sleep(0.2)
        yield base, proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=30)
        if proc.stderr is not None:
            proc.stderr.close()


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


# -- the bots -----------------------------------------------------------------------------------


async def bot(
    base: str, table: int, seat: str, key: str, load: Load, think: float, stop: float
) -> None:
    """One seat: read every state, answer its own requests after a think time."""
    rng = random.Random(f"{table}:{seat}")
    async with connect(f"ws://{base}/tables/{table}/ws?key={key}", max_size=2**22) as ws:
        first, answered = True, -1
        while time.monotonic() < stop:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, stop - time.monotonic()))
            except TimeoutError:
                return
            text = raw if isinstance(raw, str) else raw.decode()
            if first:
                load.connected, first = load.connected + 1, False
            if not text.startswith('{"type":"state"'):
                load.errors += 1
                if load.errors <= 3:
                    print(f"table {table} {seat}: {text[:200]}", file=sys.stderr)
                continue
            _seen(load, table, seat, text)
            if '"request":null' in text and '"consent":null' in text:
                continue  # not this seat's decision: nothing to parse
            message = json.loads(text)
            reply = _reply(message, rng)
            if reply is not None and reply["decision"] != answered:
                answered = reply["decision"]
                await asyncio.sleep(think * (0.5 + rng.random()))
                load.pending.setdefault(table, Pending(time.perf_counter(), message["seq"]))
                await ws.send(json.dumps(reply))


def _seen(load: Load, table: int, seat: str, text: str) -> None:
    if load.measuring:
        load.messages += 1
    waiting = load.pending.get(table)
    found = SEQ.search(text)
    if waiting is None or found is None or int(found.group(1)) <= waiting.seq:
        return
    waiting.seen.add(seat)
    if len(waiting.seen) == 4:
        if load.measuring:
            load.latencies.append(time.perf_counter() - waiting.sent)
        del load.pending[table]


def _reply(message: dict[str, object], rng: random.Random) -> dict[str, object] | None:
    consent = message.get("consent")
    if isinstance(consent, dict):
        return {"type": "consent", "decision": consent["decision"], "agree": True}
    request = message.get("request")
    if isinstance(request, dict):
        actions = request["actions"]
        assert isinstance(actions, list)
        return {
            "type": "answer",
            "decision": request["decision"],
            "action": rng.randrange(len(actions)),
        }
    return None


async def drive(
    bases: list[str], tables: list[dict[str, str]], think: float, seconds: float
) -> tuple[Load, float]:
    """Every seat's bot, connected (spread over `bases`: 1A and 2A to the first, 1B and 2B to
    the last); measure for `seconds` once all are connected."""
    load = Load()
    warmup = min(5.0, seconds / 3)
    stop = time.monotonic() + CONNECT_S + warmup + seconds
    tasks = []
    for entry in tables:
        for seat in ("1A", "1B", "2A", "2B"):
            base = bases[0] if seat[1] == "A" else bases[-1]
            task = bot(base, int(entry["table"]), seat, entry[seat], load, think, stop)
            tasks.append(asyncio.create_task(task))
            await asyncio.sleep(0)
    deadline = time.monotonic() + CONNECT_S
    while load.connected < len(tasks) and time.monotonic() < deadline:
        await asyncio.sleep(0.1)  # every seat connected and sent its table
    await asyncio.sleep(warmup)
    load.measuring, started = True, time.monotonic()
    await asyncio.sleep(seconds)
    load.measuring = False
    measured = time.monotonic() - started
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return load, measured


# -- runs ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Figures:
    name: str
    p50_ms: float
    p99_ms: float
    answers: int
    messages_per_s: float
    mem_per_duel_kb: float
    errors: int


def run(
    name: str, urls: list[str], tables: list[dict[str, str]], args: argparse.Namespace
) -> Figures:
    with contextlib.ExitStack() as stack:
        servers = [stack.enter_context(server(url)) for url in urls]
        before = sum(rss_kb(pid) for _, pid in servers)
        load, measured = asyncio.run(
            drive([b for b, _ in servers], tables, args.think, args.seconds)
        )
        after = sum(rss_kb(pid) for _, pid in servers)
    lat = sorted(load.latencies) or [float("nan")]
    p99 = lat[min(len(lat) - 1, int(0.99 * len(lat)))]
    figures = Figures(
        name,
        statistics.median(lat) * 1000,
        p99 * 1000,
        len(load.latencies),
        load.messages / measured,
        (after - before) / max(1, len(tables)),
        load.errors,
    )
    print(
        f"{name:>24}: {figures.answers} answers measured in {measured:.0f} s, "
        f"answer→4 seats p50 {figures.p50_ms:.1f} ms p99 {figures.p99_ms:.1f} ms, "
        f"{figures.messages_per_s:.0f} messages/s, {figures.mem_per_duel_kb:.0f} KB per duel, "
        f"{figures.errors} error messages",
        flush=True,
    )
    return figures


@contextlib.contextmanager
def sqlite_url() -> Iterator[str]:
    with tempfile.TemporaryDirectory(prefix="tagduel-bench-") as folder:
        yield f"sqlite:///{folder}/tables.sqlite"


@contextlib.contextmanager
def postgres_url() -> Iterator[str | None]:
    from sqlalchemy import create_engine, text

    engine = create_engine(
        PG_URL, isolation_level="AUTOCOMMIT", connect_args={"connect_timeout": 3}
    )
    schema = f"bench_tables_{uuid.uuid4().hex[:10]}"
    try:
        with engine.connect() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    except Exception as exc:
        print(f"PostgreSQL skipped: {str(exc).splitlines()[0]}")
        engine.dispose()
        yield None
        return
    try:
        yield f"{PG_URL}?options=-csearch_path%3D{schema}"
    finally:
        with engine.connect() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        engine.dispose()


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_quick(parser)
    parser.add_argument(
        "--duels", type=int, help=f"concurrent duels (default {TARGET_DUELS}; quick 20)"
    )
    parser.add_argument("--seconds", type=float, help="seconds measured (default 30; quick 5)")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a bot thinks (1)")
    parser.add_argument("--backends", default="sqlite,postgresql", help="sqlite,postgresql")
    args = parser.parse_args(argv)
    args.duels = args.duels or (20 if args.quick else TARGET_DUELS)
    args.seconds = args.seconds or (5.0 if args.quick else 30.0)
    backends = set(args.backends.split(","))
    if (
        args.duels < 1
        or args.seconds <= 0
        or args.think < 0
        or not backends <= {"sqlite", "postgresql"}
    ):
        parser.error(
            "--duels at least 1, --seconds above 0, --think 0 or more, --backends sqlite,postgresql"
        )
    args.backends = backends
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    print(
        f"{args.duels} duels, {4 * args.duels} seats (bots over WebSockets), think {args.think} s"
    )
    results: list[Figures] = []
    if "sqlite" in args.backends:
        with sqlite_url() as url:
            results.append(run("sqlite, one process", [url], open_tables(url, args.duels), args))
    if "postgresql" in args.backends:
        with postgres_url() as url:
            if url is not None:
                tables = open_tables(url, args.duels)
                results.append(run("postgresql, one process", [url], tables, args))
                results.append(run("postgresql, two processes", [url, url], tables, args))
    one = [r for r in results if "one process" in r.name]
    worst = max((r.p99_ms for r in one), default=float("nan"))
    fields: dict[str, object] = {"duels": args.duels}
    for r in results:
        tag = r.name.replace(", ", "_").replace(" ", "_")
        fields[f"p99_ms_{tag}"] = r.p99_ms
    fields["messages_per_s"] = max((r.messages_per_s for r in results), default=0.0)
    fields["kb_per_duel"] = max((r.mem_per_duel_kb for r in results), default=0.0)
    ok = bool(one) and worst < TARGET_MS and args.duels >= TARGET_DUELS
    ok = ok and all(r.answers > 0 and r.errors == 0 for r in results)
    print(result_line("table_load", fields, f"p99_ms<{TARGET_MS:.0f},duels>={TARGET_DUELS}", ok))
    return 0


if __name__ == "__main__":
    sys.exit(main())
