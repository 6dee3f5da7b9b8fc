"""Connecting to the database: SQLite (default, a file) or PostgreSQL (through psycopg 3).

SQLite is set up for durability and for one writer at a time: WAL journal, `synchronous=FULL`
(a committed fact survives a crash), foreign keys on, a 60 s busy timeout, and SQLAlchemy
(not the sqlite3 module) emits BEGIN, so a write transaction takes the write lock at once
(`BEGIN IMMEDIATE`) and two writers never read the same next sequence number.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError

from tagduel.i18n import lazy
from tagduel.store.errors import DatabaseNotFoundError, StoreError

DEFAULT_URL = "sqlite:///tagduel.sqlite"
WRITE = "tagduel_write"
"""Execution option marking a connection whose transaction will write."""

_EXAMPLES = "e.g. sqlite:///tagduel.sqlite or postgresql+psycopg://user@127.0.0.1:5432/db"


def parse_url(text: str) -> URL:
    """A database URL; plain `postgresql://` means psycopg 3. Only SQLite and PostgreSQL."""
    try:
        url = make_url(text)
    except ArgumentError:
        raise StoreError(
            lazy("not a database URL: {text!r} ({examples})", text=text, examples=_EXAMPLES)
        ) from None
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")
    if url.get_backend_name() not in ("sqlite", "postgresql"):
        raise StoreError(
            lazy(
                "unsupported database {backend!r}: use SQLite or PostgreSQL ({examples})",
                backend=url.get_backend_name(),
                examples=_EXAMPLES,
            )
        )
    return url


def sqlite_path(url: URL) -> Path | None:
    """The file of a SQLite URL, or None for an in-memory database."""
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    return Path(url.database)


def make_engine(url: URL, *, create: bool = True, read_only: bool = False) -> Engine:
    """An engine for `url`; with `create=False` a missing SQLite file is an error; with
    `read_only` a SQLite file is opened read-only (nothing can be written through it)."""
    path = sqlite_path(url)
    if path is not None and not create and not path.exists():
        raise DatabaseNotFoundError(
            lazy("no database at {path} (give --db, or record a penalty first)", path=path)
        )
    if url.get_backend_name() == "sqlite":
        if path is not None and read_only:
            url = url.set(database=f"file:{path}", query={"mode": "ro", "uri": "true"})
        return _sqlite_engine(url, file_backed=path is not None, read_only=read_only)
    return create_engine(url, pool_pre_ping=True)


def cannot_write(url: URL) -> bool:
    """True for an existing SQLite file this process may not write (the file or its folder,
    where SQLite keeps its journal): it can still be read, opened read-only."""
    path = sqlite_path(url)
    if path is None or not path.exists():
        return False
    folder = path.resolve().parent
    return not (os.access(path, os.W_OK) and os.access(folder, os.W_OK))


def _sqlite_engine(url: URL, *, file_backed: bool, read_only: bool) -> Engine:
    engine = create_engine(url, connect_args={"timeout": 60})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        if file_backed and not read_only:
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        writes = conn.get_execution_options().get(WRITE, False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if writes else "BEGIN")

    return engine
