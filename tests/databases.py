"""Database fixtures shared by the store and service tests (a pytest plugin, loaded by
tests/conftest.py): a SQLite file in tmp_path, and PostgreSQL in a schema of its own.

PostgreSQL is reached at $TAGDUEL_TEST_PG_URL, default
postgresql+psycopg://postgres@127.0.0.1:5432/test (trust auth). Each test gets a fresh schema,
dropped afterwards; when the server cannot be reached the PostgreSQL cases skip, saying why.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.exc import OperationalError

PG_URL = os.environ.get("TAGDUEL_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


def _pg_engine() -> Engine:
    return create_engine(PG_URL, connect_args={"connect_timeout": 3}, isolation_level="AUTOCOMMIT")


@pytest.fixture(scope="session")
def postgres_server() -> str:
    engine = _pg_engine()
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except OperationalError as exc:
        pytest.skip(f"PostgreSQL unreachable at {PG_URL}: {str(exc.orig).splitlines()[0]}")
    finally:
        engine.dispose()
    return PG_URL


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """A URL whose search_path is a new, empty schema (dropped after the test)."""
    schema = f"tagduel_test_{uuid.uuid4().hex[:12]}"
    engine = _pg_engine()
    with engine.connect() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield f"{postgres_server}?options=-csearch_path%3D{schema}"
    finally:
        with engine.connect() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        engine.dispose()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'events.sqlite'}"


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest) -> str:
    """Each test that takes it runs once on SQLite and once on PostgreSQL."""
    name = "sqlite_url" if request.param == "sqlite" else "postgres_url"
    return str(request.getfixturevalue(name))
