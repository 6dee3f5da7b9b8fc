"""Service fixtures: an `Events` service on each database of tests/databases.py (SQLite and
PostgreSQL), and one on SQLite alone for pure derivations."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tagduel.services.events import Events
from tagduel.store import EventStore


@pytest.fixture
def events(db_url: str) -> Iterator[Events]:
    with EventStore.open(db_url) as store:
        yield Events(store)


@pytest.fixture
def sqlite_events(sqlite_url: str) -> Iterator[Events]:
    """For tests of pure derivation that need not run twice."""
    with EventStore.open(sqlite_url) as store:
        yield Events(store)
