"""Errors of the event store a user can cause: a bad database URL, an unknown event, …"""

from __future__ import annotations

from tagduel.errors import TagDuelError


class StoreError(TagDuelError):
    """The database cannot be opened or does not hold what was asked for."""


class DatabaseNotFoundError(StoreError):
    """A read-only command was pointed at a SQLite file that does not exist."""


class UnknownEventError(StoreError, LookupError):
    """No event of that name in the database."""


class EventExistsError(StoreError):
    """An event of that name is already in the database."""


class AppendOnlyError(StoreError):
    """Something tried to change or remove a stored fact: facts are append-only."""


class ConflictError(StoreError):
    """A conditional append found that the event's log had grown since it was read."""
