"""The event store on SQLite and PostgreSQL: an append-only, durable log of facts per event."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from sqlalchemy import text

from tagduel.store import (
    EVENT_CREATED,
    AppendOnlyError,
    ConflictError,
    DatabaseNotFoundError,
    EventExistsError,
    EventStore,
    StoreError,
    UnknownEventError,
)


def test_a_new_event_starts_its_log_with_an_event_created_fact(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("Fall Regional", {"rounds": 5})
        facts = store.facts(event.id)
    assert [(f.seq, f.kind) for f in facts] == [(1, EVENT_CREATED)]
    assert facts[0].payload == {"name": "Fall Regional", "settings": {"rounds": 5}}


def test_appended_facts_get_consecutive_numbers_per_event(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        first = store.create_event("First")
        second = store.create_event("Second")
        a = store.append(first.id, "penalty.issued", {"n": 1})
        b = store.append(second.id, "penalty.issued", {"n": 2})
        c = store.append(first.id, "penalty.issued", {"n": 3})
    assert (a.seq, b.seq, c.seq) == (2, 2, 3)
    assert a.id < b.id < c.id


def test_reopening_the_database_finds_every_fact(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("Kept")
        written = [store.append(event.id, "note.added", {"i": i, "text": "警告"}) for i in range(5)]
    with EventStore.open(db_url) as store:
        found = store.facts(store.event("Kept").id)
    assert [(f.seq, f.kind, dict(f.payload)) for f in found[1:]] == [
        (f.seq, f.kind, dict(f.payload)) for f in written
    ]
    assert [f.recorded_at for f in found[1:]] == [f.recorded_at for f in written]


def test_the_database_refuses_to_update_or_delete_a_fact(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("Audited")
        store.append(event.id, "note.added", {"i": 1})
        for statement in ("UPDATE facts SET kind = 'x'", "DELETE FROM facts"):
            with pytest.raises(AppendOnlyError, match="append-only"), store._writing() as conn:
                conn.execute(text(statement))
        assert len(store.facts(event.id)) == 2


def test_recorded_at_comes_from_the_clock_in_utc(db_url: str) -> None:
    tokyo = timezone(timedelta(hours=9))
    moment = datetime(2026, 11, 29, 23, 30, tzinfo=tokyo)
    with EventStore.open(db_url, clock=lambda: moment) as store:
        fact = store.append(store.create_event("Clocked").id, "note.added", {})
        stored = store.facts(fact.event_id)[-1]
    assert stored.recorded_at == moment
    assert stored.recorded_at.tzinfo == UTC


def test_event_names_are_unique(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        store.create_event("Once")
        with pytest.raises(EventExistsError, match="Once"):
            store.create_event("Once")
        event, created = store.ensure_event("Once")
        assert not created
        assert event.name == "Once"
        assert [e.name for e in store.events()] == ["Once"]


def test_ensure_event_creates_a_missing_event(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event, created = store.ensure_event("  New Open  ")
        assert created
        assert event.name == "New Open"
        assert store.event("New Open").id == event.id


def test_an_unknown_event_is_an_error_naming_the_known_ones(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        store.create_event("Spring Open")
        with pytest.raises(UnknownEventError, match="'Spring Open'"):
            store.event("Autumn Open")
        with pytest.raises(UnknownEventError):
            store.append(999, "note.added", {})


def test_a_conditional_append_fails_when_the_log_grew_since_it_was_read(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("Busy")
        seen = store.last_seq(event.id)
        store.append(event.id, "note.added", {"by": "another judge"})
        with pytest.raises(ConflictError, match="read it again"):
            store.append(event.id, "note.added", {"by": "me"}, expect_last=seen)
        stored = store.append(event.id, "note.added", {"by": "me"}, expect_last=seen + 1)
        assert stored.seq == seen + 2


def test_append_all_stores_every_fact_in_one_transaction(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("Batch")
        stored = store.append_all(event.id, [("a.one", {"i": 1}), ("a.two", {"i": 2})])
        assert [f.seq for f in stored] == [2, 3]
        with pytest.raises(StoreError, match="JSON"):
            store.append_all(event.id, [("a.one", {"i": 3}), ("a.two", {"bad": object()})])
        assert store.last_seq(event.id) == 3


@pytest.mark.parametrize("kind", ["", "Penalty", "penalty issued", "penalty..issued", "9.x"])
def test_a_fact_kind_must_be_a_dotted_lower_case_name(sqlite_url: str, kind: str) -> None:
    with EventStore.open(sqlite_url) as store:
        event = store.create_event("Kinds")
        with pytest.raises(StoreError, match="bad fact kind"):
            store.append(event.id, kind, {})


def test_facts_of_kind_reads_across_events_in_storage_order(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        one, two = store.create_event("One"), store.create_event("Two")
        store.append(two.id, "penalty.issued", {"n": 1})
        store.append(one.id, "note.added", {"n": 2})
        store.append(one.id, "penalty.issued", {"n": 3})
        found = store.facts_of_kind(["penalty.issued"])
    assert [(e.name, f.payload["n"]) for e, f in found] == [("Two", 1), ("One", 3)]


def test_facts_can_be_read_by_kind_and_after_a_number(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("Filter")
        for kind in ("a.x", "b.y", "a.x"):
            store.append(event.id, kind, {})
        assert [f.seq for f in store.facts(event.id, kinds=["a.x"])] == [2, 4]
        assert [f.seq for f in store.facts(event.id, after=2)] == [3, 4]


def test_a_bad_url_or_unsupported_database_is_a_clear_error() -> None:
    with pytest.raises(StoreError, match="not a database URL"):
        EventStore.open("nonsense")
    with pytest.raises(StoreError, match="unsupported database 'mysql'"):
        EventStore.open("mysql://root@127.0.0.1/test")


def test_an_unreachable_server_is_a_clear_error() -> None:
    with pytest.raises(StoreError, match="cannot open database"):
        EventStore.open("postgresql+psycopg://postgres@127.0.0.1:1/test?connect_timeout=2")


def test_opening_without_create_refuses_a_missing_sqlite_file(tmp_path: Path) -> None:
    with pytest.raises(DatabaseNotFoundError, match="no database at"):
        EventStore.open(f"sqlite:///{tmp_path}/absent.sqlite", create=False)


def test_a_sqlite_file_uses_the_wal_journal_and_full_sync(sqlite_url: str) -> None:
    with EventStore.open(sqlite_url) as store, store._engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
