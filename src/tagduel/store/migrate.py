"""Schema migrations with Alembic, run from code on every open (no alembic.ini needed).

`upgrade(engine)` brings the database to the newest revision inside one write transaction,
holding a lock so two processes opening a new database at once do not both create it.
Developers can still use the alembic command with `alembic_config(connection)`.
"""

from __future__ import annotations

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, inspect
from sqlalchemy.engine import Connection

from tagduel.i18n import lazy
from tagduel.store.engine import WRITE
from tagduel.store.errors import StoreError

SCRIPT_LOCATION = "tagduel.store:migrations"
_PG_LOCK = 0x7A6D_7472  # any fixed number: the advisory lock held while migrating


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic configuration pointing at tagduel's migrations (and a connection, if given)."""
    config = Config()
    config.set_main_option("script_location", SCRIPT_LOCATION)
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "tagduel has at least one migration"
    return head


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine) -> None:
    """Run every migration the database lacks; does nothing when it is up to date.

    A database that holds tables but no tagduel schema belongs to another application:
    it is refused, never extended with tagduel's tables.
    """
    head = head_revision()
    with engine.connect() as conn:
        conn = conn.execution_options(**{WRITE: True})
        with conn.begin():
            if conn.dialect.name == "postgresql":
                conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_PG_LOCK})")
            revision = current_revision(conn)
            if revision is None:
                _refuse_foreign(conn)
            if revision != head:
                command.upgrade(alembic_config(conn), "head")


def require_current(engine: Engine) -> None:
    """For a database opened read-only: it must hold tagduel's newest schema already."""
    with engine.connect() as conn:
        revision = current_revision(conn)
        if revision is None:
            _refuse_foreign(conn)
            raise StoreError(lazy("the database holds no tagduel event log yet, and is read-only"))
        if revision != head_revision():
            raise StoreError(
                lazy(
                    "the database was written by an older tagduel (schema {revision}); open it "
                    "once with write access to bring it up to date",
                    revision=revision,
                )
            )


def _refuse_foreign(conn: Connection) -> None:
    tables = sorted(inspect(conn).get_table_names())
    if tables:
        shown = ", ".join(tables[:5]) + (", …" if len(tables) > 5 else "")
        raise StoreError(
            lazy(
                "the database holds tables of another application ({tables}) and no tagduel "
                "event log: give tagduel a database of its own (a new file or schema)",
                tables=shown,
            )
        )
