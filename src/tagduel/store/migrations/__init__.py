"""Alembic migrations of the event store (run by `tagduel.store.migrate`)."""
