"""Alembic environment: runs migrations on the connection `tagduel.store.migrate` hands over."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from tagduel.store.schema import metadata

connection = context.config.attributes.get("connection")
if not isinstance(connection, Connection):
    raise RuntimeError(
        "tagduel migrations run from code: use tagduel.store.migrate.upgrade(engine), or "
        "pass a connection in alembic_config(connection)"
    )
context.configure(connection=connection, target_metadata=metadata)
with context.begin_transaction():
    context.run_migrations()
