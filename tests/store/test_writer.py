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
