"""Writers of one event queue for its write lock instead of being refused "too busy": 32
processes reporting different tables at once all succeed, on SQLite and on PostgreSQL."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

import pytest

from services.kit import EVENT, new_event
from tagduel.cli import main
from tagduel.services.events import Events
from tagduel.services.rounds import pair_next
from tagduel.store import EventStore
from tagduel.tournament.model import Result

WRITERS = 32


def _report(url: str, table: int, barrier: multiprocessing.synchronize.Barrier) -> None:
    """A child process: wait for every writer, then `tagduel event report` one table."""
    import contextlib
    import io

    barrier.wait(timeout=120)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(
            [
                "event",
                "report",
                EVENT,
                "--db",
                url,
                "--round",
                "1",
                "--table",
                str(table),
                "--result",
                "team1",
            ]
        )
    Path(os.environ["TAGDUEL_TEST_OUT"], f"{table}.txt").write_text(f"{status}\n{err.getvalue()}")
    os._exit(0)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to start 32 writers cheaply")
def test_thirty_two_concurrent_report_processes_are_all_stored_none_refused(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with EventStore.open(db_url) as store:
        events = Events(store)
        new_event(events, WRITERS * 2, rounds=3)
        tables = [p.table for p in pair_next(events, EVENT, seed=1).value.pairing.pairings]
    assert len(tables) == WRITERS
    monkeypatch.setenv("TAGDUEL_TEST_OUT", str(tmp_path))
    context = multiprocessing.get_context("fork")
    barrier = context.Barrier(WRITERS)
    children = [context.Process(target=_report, args=(db_url, t, barrier)) for t in tables]
    for child in children:
        child.start()
    for child in children:
        child.join(timeout=600)
        assert child.exitcode == 0
    outcomes = {t: (tmp_path / f"{t}.txt").read_text().split("\n", 1) for t in tables}
    refused = {t: err for t, (status, err) in outcomes.items() if status != "0"}
    assert refused == {}
    with EventStore.open(db_url) as store:
        state = Events(store).tournament(EVENT)
        assert state.unreported(1) == []
        assert {state.result_at(1, t) for t in tables} == {Result.WIN}
        assert len(state.reports) == WRITERS
