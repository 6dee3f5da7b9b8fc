"""`tagduel serve`: the web application (organiser console, duelists' pages, projector screens,
printed slips, the JSON API) on one address, over the event database."""

from __future__ import annotations

import argparse
import gc
import os
from datetime import UTC, datetime, timedelta
from typing import Any

from tagduel.cli.common import add_cards_option, card_db
from tagduel.i18n import lazy
from tagduel.store import DEFAULT_URL

DB_ENV = "TAGDUEL_DB"


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser(
        "serve",
        help=lazy("start the web application (organisers, duelists, projectors, judges)"),
        description=lazy(
            "Start the web application. On the first start (no organiser account yet) "
            "it prints a one-time setup link that creates the organiser's account."
        ),
    )
    p.add_argument(
        "--db",
        metavar="URL",
        help=lazy(
            "database URL (default: ${env}, else {url} in the current directory)",
            env=DB_ENV,
            url=DEFAULT_URL,
        ),
    )
    p.add_argument(
        "--host", default="127.0.0.1", help=lazy("address to listen on (default 127.0.0.1)")
    )
    p.add_argument("--port", type=int, default=8000, help=lazy("port to listen on (default 8000)"))
    p.add_argument(
        "--base-url",
        metavar="URL",
        help=lazy(
            "where people reach the server, for setup links and the QR codes on match slips "
            "(default: http://HOST:PORT)"
        ),
    )
    p.add_argument(
        "--demo",
        action="store_true",
        help=lazy(
            "add a demo event (16 teams registered, ready to pair) and print a one-time "
            "organiser login"
        ),
    )
    p.add_argument(
        "--secure", action="store_true", help=lazy("mark cookies Secure (when served behind HTTPS)")
    )
    add_cards_option(p)
    p.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from tagduel.services.demo import ensure_demo
    from tagduel.web import WebConfig, create_app

    url = str(args.db or os.environ.get(DB_ENV) or DEFAULT_URL)
    base = args.base_url or f"http://{_shown_host(args.host)}:{args.port}"
    cards = card_db(args.cards) if args.cards else None
    config = WebConfig(db_url=url, base_url=base, secure=args.secure, cards=cards)
    app = create_app(config)
    ctx = app.state.ctx
    print(f"tagduel is serving {url} at {base}")
    if args.demo:
        info = ensure_demo(ctx.events, ctx.cards)
        print(f"Demo event: {info.name} ({base}/e/{info.id}): 16 teams, ready to pair round 1")
    setup = ctx.accounts.setup_token()
    if setup is not None:
        print(f"Create the organiser's account (this link works once): {base}/setup/{setup}")
    elif args.demo:
        organiser = ctx.accounts.first_organiser()
        if organiser is not None:
            token = ctx.accounts.one_time_login(organiser)
            print(f"Log in as {organiser.name} (this link works once): {base}/login/once/{token}")
    read = ctx.events.warm(datetime.now(UTC) - timedelta(days=WARM_DAYS), WARM_MOST)
    if read:
        print(f"Events in play, read before serving: {', '.join(read)}")
    print("Stop with Ctrl-C.", flush=True)
    _calm_the_collector()
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_level="warning",
        access_log=False,  # nothing below warnings is logged: the line is not even worked out
        timeout_graceful_shutdown=GRACE_SECONDS,
    )
    return 0


GRACE_SECONDS = 3
"""On Ctrl-C, requests under way get this long to finish; then the live streams (projectors,
the judges' desk, which never end by themselves) are closed and the server stops."""
WARM_DAYS = 2
"""Before serving, the events active in the last `WARM_DAYS` days are read (their kept states
made), at most `WARM_MOST`, the most recently active first: a 2,048-team event takes about a
second to read from its log, and its first request, and every request behind it, would wait
for that."""
WARM_MOST = 8


def _calm_the_collector() -> None:
    """Keep the cyclic garbage collector's passes rare: what is loaded at start (the card set,
    the templates, the events in play) is frozen out of them, a young pass waits for 10,000
    new objects instead of 700, and a full pass for ten times as many survivors. With 200 live
    duels a full pass took 150-300 ms, a pause every table of the process felt (measured with
    benchmarks/bench_table_load.py); at a round end each write makes a new state of the event
    whose large tables the young passes went through again and again (a quarter of the
    server's time; with 10,000, most of those states are gone before a pass)."""
    gc.collect()
    gc.freeze()
    _, middle, _ = gc.get_threshold()
    gc.set_threshold(10_000, middle, 100)


def _shown_host(host: str) -> str:
    return "127.0.0.1" if host in ("0.0.0.0", "") else host
