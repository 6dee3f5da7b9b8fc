"""The store's write path: one writer per event, requests recorded once, databases that are not
tagduel's refused, read-only databases still readable, one rule for event names."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from tagduel.names import BadNameError
from tagduel.store import EventExistsError, EventStore, Repeated, StoreError


def test_a_repeated_request_key_writes_nothing_and_names_what_it_wrote(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("Key Cup")
        with store.writer(event.id) as writer:
            first = writer.append_all(
                [("note.added", {"n": 1}), ("note.added", {"n": 2})], request_key="form-7f3a"
            )
        assert [f.seq for f in first] == [2, 3]
        with (
            pytest.raises(Repeated, match=r"already recorded \(facts #2-3\)"),
            store.writer(event.id) as writer,
        ):
            writer.append_all([("note.added", {"n": 1})], request_key="form-7f3a")
        assert store.last_seq(event.id) == 3
        with store.writer(event.id) as writer:  # another key, or none, writes as usual
            assert writer.append_all([("note.added", {})], request_key="form-other")[0].seq == 4
            assert writer.append_all([("note.added", {})])[0].seq == 5


def test_the_same_request_key_in_another_event_is_another_request(sqlite_url: str) -> None:
    with EventStore.open(sqlite_url) as store:
        one, two = store.create_event("One"), store.create_event("Two")
        for event in (one, two):
            with store.writer(event.id) as writer:
                writer.append_all([("note.added", {})], request_key="k")
        assert store.last_seq(one.id) == store.last_seq(two.id) == 2


def test_a_writer_that_fails_midway_stores_none_of_its_facts(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("All Or None")
        with pytest.raises(RuntimeError), store.writer(event.id) as writer:
            writer.append_all([("note.added", {})], request_key="half")
            raise RuntimeError("the decision failed after the first append")
        assert store.last_seq(event.id) == 1
        with store.writer(event.id) as writer:  # the key was rolled back with the facts
            writer.append_all([("note.added", {})], request_key="half")


@pytest.mark.parametrize("name", ["city cup", "CITY  CUP", " Ｃｉｔｙ Ｃｕｐ "])
def test_event_names_differing_only_in_case_width_or_spacing_are_one_event(
    sqlite_url: str, name: str
) -> None:
    with EventStore.open(sqlite_url) as store:
        store.create_event("City Cup")
        with pytest.raises(EventExistsError, match="an event named 'City Cup' already exists"):
            store.create_event(name)
        assert store.event(name).name == "City Cup"
        assert [e.name for e in store.events()] == ["City Cup"]


def test_an_event_name_with_a_control_character_is_refused(sqlite_url: str) -> None:
    with (
        EventStore.open(sqlite_url) as store,
        pytest.raises(BadNameError, match="control character"),
    ):
        store.create_event("City\nCup")


def test_a_sqlite_file_of_another_application_is_refused_and_left_untouched(
    tmp_path: Path,
) -> None:
    path = tmp_path / "inventory.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT)")
    with pytest.raises(StoreError, match=r"tables of another application \(products\)"):
        EventStore.open(f"sqlite:///{path}")
    with sqlite3.connect(path) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    assert tables == ["products"]


def test_a_postgresql_schema_of_another_application_is_refused(postgres_url: str) -> None:
    engine = create_engine(postgres_url)
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE orders (id integer)"))
    try:
        with pytest.raises(StoreError, match=r"another application \(orders\)"):
            EventStore.open(postgres_url)
        with engine.connect() as conn:
            names = (
                conn.execute(
                    text(
                        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
                    )
                )
                .scalars()
                .all()
            )
        assert names == ["orders"]
    finally:
        engine.dispose()


def test_a_database_opened_read_only_can_be_read_but_refuses_every_write(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'ro.sqlite'}"
    with EventStore.open(url) as store:
        store.append(store.create_event("Read Cup").id, "note.added", {"kept": True})
    with EventStore.open(url, create=False, read_only=True) as store:
        event = store.event("Read Cup")
        assert [f.kind for f in store.facts(event.id)] == ["event.created", "note.added"]
        with pytest.raises(StoreError, match=r"open read-only .*nothing was recorded"):
            store.append(event.id, "note.added", {})
        with pytest.raises(StoreError, match="read-only"):
            store.create_event("Another")
    with EventStore.open(url) as store:
        assert store.last_seq(store.event("Read Cup").id) == 2


def test_a_sqlite_file_this_process_may_not_write_is_opened_read_only(tmp_path: Path) -> None:
    """Without write access (a file of another user, a read-only mount) reading still works."""
    import os

    if os.geteuid() == 0:
        pytest.skip("root may write any file: the permission check cannot be shown as root")
    url = f"sqlite:///{tmp_path / 'ro.sqlite'}"
    with EventStore.open(url) as store:
        store.create_event("Locked Cup")
    (tmp_path / "ro.sqlite").chmod(0o444)
    with EventStore.open(url, create=False) as store:
        assert store.read_only and store.event("Locked Cup").name == "Locked Cup"


def test_a_fact_whose_payload_is_not_json_is_a_clear_error_not_a_traceback(
    tmp_path: Path,
) -> None:
    path = tmp_path / "tampered.sqlite"
    with EventStore.open(f"sqlite:///{path}") as store:
        store.create_event("Tampered")
    with sqlite3.connect(path) as conn:  # written by hand, around tagduel
        conn.execute(
            "INSERT INTO facts (event_id, seq, kind, payload, recorded_at) "
            "VALUES (1, 2, 'note.added', 'not json {', '2026-12-01 10:00:00')"
        )
    with (
        EventStore.open(f"sqlite:///{path}") as store,
        pytest.raises(StoreError, match=r"fact #2 of event 1 \(note.added\) holds no JSON object"),
    ):
        store.facts(1)


def test_staged_facts_are_stored_together_at_flush_with_their_request_keys(db_url: str) -> None:
    """The group commit's path: facts staged request by request, numbered at once, stored in
    two statements by `flush`, which gives their store ids; a key stored so is a repeat after."""
    with EventStore.open(db_url) as store:
        event = store.create_event("Staged Cup")
        with store.writer(event.id) as writer:
            one = writer.stage(
                [("note.added", {"n": 1}), ("note.added", {"n": 2})], request_key="a"
            )
            two = writer.stage([("note.added", {"n": 3})])
            gone = writer.stage([("note.added", {"n": 4})], request_key="b")
            writer.unstage(gone)  # its request failed after staging
            with pytest.raises(StoreError, match="staged last"):
                writer.unstage(one)  # not the last: taking it back would renumber the rest
            three = writer.stage([("note.added", {"n": 5})], request_key="c")
            assert [f.seq for f in (*one, *two, *three)] == [2, 3, 4, 5]
            assert {f.id for f in (*one, *two, *three)} == {0}  # not stored yet
            ids = writer.flush()
        stored = store.facts(event.id, after=1)
        assert [(f.seq, f.payload["n"]) for f in stored] == [(2, 1), (3, 2), (4, 3), (5, 5)]
        assert ids == {f.seq: f.id for f in stored}
        with store.writer(event.id) as writer:
            assert writer.recorded(["a", "b", "c", "never", ""]) == {"a": (2, 3), "c": (5, 5)}
            with pytest.raises(Repeated, match=r"facts #2-3"):
                writer.append_all([("note.added", {})], request_key="a")


def test_staged_facts_must_be_flushed_and_are_checked_as_appended_ones(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        event = store.create_event("Unflushed Cup")
        with pytest.raises(StoreError, match="not flushed"), store.writer(event.id) as writer:
            writer.stage([("note.added", {})])
        assert store.last_seq(event.id) == 1  # nothing of it stored
        with store.writer(event.id) as writer:
            with pytest.raises(StoreError, match="bad fact kind"):
                writer.stage([("Not A Kind", {})])
            with pytest.raises(StoreError, match="must be JSON"):
                writer.stage([("note.added", {"x": object()})])
            with pytest.raises(StoreError, match="request key"):
                writer.stage([("note.added", {})], request_key="x" * 200)
            writer.stage([("note.added", {})])
            with pytest.raises(StoreError, match="flush the staged facts"):
                writer.append_all([("note.added", {})])
            writer.flush()
        assert store.last_seq(event.id) == 2


def test_active_events_are_those_with_a_recent_fact_the_latest_first(db_url: str) -> None:
    from datetime import UTC, datetime, timedelta

    now = [datetime(2026, 5, 1, 12, tzinfo=UTC)]
    with EventStore.open(db_url, clock=lambda: now[0]) as store:
        old = store.create_event("Old Cup")
        quiet = store.create_event("Quiet Cup")
        now[0] += timedelta(days=10)
        busy = store.create_event("Busy Cup")
        now[0] += timedelta(hours=1)
        store.append(quiet.id, "note.added", {})  # newer than Busy Cup's last fact
        since = now[0] - timedelta(days=2)
        assert [e.name for e in store.active_events(since)] == ["Quiet Cup", "Busy Cup"]
        assert old.name not in [e.name for e in store.active_events(since)]
        assert [e.id for e in store.active_events(now[0] + timedelta(seconds=1))] == []
        assert busy.id in [e.id for e in store.active_events(since)]
