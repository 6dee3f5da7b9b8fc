"""Alembic migrations run from code on open, and the migrated schema matches the tables."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect

from tagduel.store import EventStore
from tagduel.store.migrate import alembic_config, current_revision, head_revision
from tagduel.store.schema import metadata


def test_opening_a_new_database_migrates_it_to_the_newest_revision(db_url: str) -> None:
    with EventStore.open(db_url) as store, store._engine.connect() as conn:
        assert current_revision(conn) == head_revision() == "0004_duel_tables"
        assert {"events", "facts", "requests", "alembic_version"} <= set(
            inspect(conn).get_table_names()
        )


def test_the_migrated_schema_matches_the_table_definitions(db_url: str) -> None:
    with EventStore.open(db_url) as store, store._engine.connect() as conn:
        differences = compare_metadata(MigrationContext.configure(conn), metadata)
    assert differences == []


def test_reopening_a_migrated_database_keeps_its_facts(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        store.append(store.create_event("Again").id, "note.added", {"kept": True})
    for _ in range(2):
        with EventStore.open(db_url) as store:
            assert [f.kind for f in store.facts(store.event("Again").id)][-1] == "note.added"


def test_migrations_go_down_to_nothing_and_up_again(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        with store._engine.begin() as conn:
            command.downgrade(alembic_config(conn), "base")
            assert "facts" not in inspect(conn).get_table_names()
        with store._engine.begin() as conn:
            command.upgrade(alembic_config(conn), "head")
            assert current_revision(conn) == head_revision()


def test_upgrading_a_first_revision_database_keeps_its_events_and_facts_and_keys_their_names(
    db_url: str,
) -> None:
    """A database written before names were compared by key may hold "City Cup" and
    "city  cup" (the defect: `event new` created both); the upgrade keeps both, one reachable
    by its name, and new names are compared by key from then on."""
    with EventStore.open(db_url) as store:
        with store._engine.begin() as conn:
            command.downgrade(alembic_config(conn), "0001_event_log")
            now = "2026-11-30 10:00:00"
            for event_id, name in ((1, "City Cup"), (2, "city  cup")):
                conn.exec_driver_sql(
                    "INSERT INTO events (id, name, created_at) VALUES "
                    f"({event_id}, '{name}', '{now}')"
                )
                conn.exec_driver_sql(
                    "INSERT INTO facts (event_id, seq, kind, payload, recorded_at) VALUES "
                    f"({event_id}, 1, 'event.created', '{{\"name\": \"{name}\"}}', '{now}')"
                )
        with store._engine.begin() as conn:
            command.upgrade(alembic_config(conn), "head")
    with EventStore.open(db_url) as store:
        assert [e.name for e in store.events()] == ["City Cup", "city  cup"]
        assert store.event("CITY CUP").name == "City Cup"
        assert [f.kind for f in store.facts(2)] == ["event.created"]
