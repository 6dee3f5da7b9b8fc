"""The event store: an append-only log of facts per event, on SQLite or PostgreSQL.

The start of tagduel's persistence: penalties now, the tournament (teams, pairings, results)
next. State is derived from the facts; facts are never updated or deleted.
"""

from __future__ import annotations

from tagduel.store.engine import DEFAULT_URL
from tagduel.store.errors import (
    AppendOnlyError,
    ConflictError,
    DatabaseNotFoundError,
    EventExistsError,
    StoreError,
    UnknownEventError,
)
from tagduel.store.log import EVENT_CREATED, EventInfo, EventStore, EventWriter, Fact, Repeated

__all__ = [
    "DEFAULT_URL",
    "EVENT_CREATED",
    "AppendOnlyError",
    "ConflictError",
    "DatabaseNotFoundError",
    "EventExistsError",
    "EventInfo",
    "EventStore",
    "EventWriter",
    "Fact",
    "Repeated",
    "StoreError",
    "UnknownEventError",
]
