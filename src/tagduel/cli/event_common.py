"""What every `tagduel event` subcommand shares: the NAME, --db and --lang options, the event
store, and `say`, which puts a message in the language the command was asked for.

The database is `--db URL`, else $TAGDUEL_DB, else `sqlite:///tagduel.sqlite` in the current
directory, as for `tagduel judge`. The store (SQLAlchemy, Alembic) is imported only when a
command runs, so `tagduel --help` stays fast.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from tagduel.cli.common import add_lang_option, say_in
from tagduel.cli.judge import DB_ENV, DEFAULT_URL
from tagduel.errors import TagDuelError
from tagduel.i18n import Say, lazy

if TYPE_CHECKING:
    from tagduel.services.events import Events


def common_options(p: argparse.ArgumentParser) -> None:
    """The event's NAME, the --db URL and the --lang options."""
    p.add_argument("name", metavar="NAME", help=lazy("the event's name"))
    db_option(p)


def db_option(p: argparse.ArgumentParser) -> None:
    """The --db URL and --lang options."""
    p.add_argument(
        "--db",
        metavar="URL",
        help=lazy(
            "database URL (default: ${env}, else {url} in the current directory)",
            env=DB_ENV,
            url=DEFAULT_URL,
        ),
    )
    add_lang_option(p)


def say(args: argparse.Namespace) -> Say:
    """Puts a message in the command's --lang."""
    return say_in(args.lang)


def show(args: argparse.Namespace, text: str) -> None:
    """Print the message `text` (a `lazy(...)` text) in the command's --lang."""
    print(say(args)(text))


@contextmanager
def open_events(
    args: argparse.Namespace, *, create: bool = False, read_only: bool = False
) -> Iterator[Events]:
    """The tournament services over the database the arguments name; commands that only read
    open it read-only (so a database this user may not write can still be read)."""
    from tagduel.services.events import Events
    from tagduel.store import DatabaseNotFoundError, EventStore

    url = str(args.db or os.environ.get(DB_ENV) or DEFAULT_URL)
    try:
        store = EventStore.open(url, create=create, read_only=read_only)
    except DatabaseNotFoundError:
        raise TagDuelError(
            lazy(
                "no database at {url} (give --db URL, or create an event with `tagduel event new`)",
                url=url,
            )
        ) from None
    with store:
        yield Events(store)
