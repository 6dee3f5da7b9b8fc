"""`tagduel event clock` (issue 13): instants bounded before anything is stored, a correcting
command, and a status that says "time called" / "extra turns" once time is called."""

from __future__ import annotations

from cli.test_event_cli import NAME, Runner, run
from tagduel.store import EventStore

__all__ = ["run"]


def clock_facts(db: str) -> int:
    with EventStore.open(db, create=False) as store:
        facts = store.facts(store.event(NAME).id)
    return sum(f.kind == "round.clock" for f in facts)


def started(run: Runner) -> str:
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    return run.ok("clock", NAME, "start", "--at", "2026-11-29T14:00:00+00:00")


def test_a_start_in_the_year_9999_is_refused_in_one_line_and_not_stored(run: Runner) -> None:
    # Issue 13: this start was saved, then the command died with an OverflowError.
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    err = run.fails("clock", NAME, "start", "--at", "9999-12-31T23:59")
    assert err.startswith("tagduel: error: 9999-12-31 23:59:00 is not a plausible time")
    assert len(err.strip().splitlines()) == 1
    assert clock_facts(run.db) == 0
    assert "Round 1 clock: not started" in run.ok("clock", NAME, "status")


def test_the_start_shows_its_date_so_a_wrong_year_is_seen(run: Runner) -> None:
    out = started(run)
    assert out.startswith("Round 1 clock: start at 14:00:00 on 2026-11-29 (fact #")


def test_a_clock_fact_typed_wrong_is_corrected_by_a_new_fact(run: Runner) -> None:
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    out = run.ok("clock", NAME, "start", "--at", "2025-11-29T14:00:00+00:00")
    fact = out.split("(fact #")[1].split(")")[0]
    err = run.fails("clock", NAME, "pause", "--at", "2026-11-29T14:10:00+00:00")
    assert "more than 7 days from the start of round 1's clock (2025-11-29 14:00:00)" in err
    assert "correct --fact N" in err
    assert "needs --fact N, --at TIME and --reason TEXT" in run.fails(
        "clock", NAME, "correct", "--fact", fact, "--at", "2026-11-29T14:00:00+00:00"
    )
    fixed = run.ok(
        "clock", NAME, "correct", "--fact", fact, "--at", "2026-11-29T14:00:00+00:00",
        "--reason", "typed 2025 for 2026",
    )  # fmt: skip
    assert fixed.startswith(f"Round 1 clock: fact #{fact} (started) corrected to 2026-11-29 14:00")
    assert "Reason: typed 2025 for 2026." in fixed
    assert "time will be called at 14:40:00" in fixed
    run.ok("clock", NAME, "pause", "--at", "2026-11-29T14:10:00+00:00")
    assert clock_facts(run.db) == 3, "start, its correction, the pause: nothing edited"


def test_the_status_says_extra_turns_after_time_is_called_not_running(run: Runner) -> None:
    # Issue 13: `clock status` said "running" after time was called.
    started(run)
    running = run.ok("clock", NAME, "status", "--at", "2026-11-29T14:39:00+00:00")
    assert "Round 1 clock: started 14:00:00, 40 min; running." in running
    assert "Time left: 1:00 (time is called at 14:40:00)." in running
    called = run.ok("clock", NAME, "status", "--at", "2026-11-29T14:41:00+00:00")
    assert "Round 1 clock: started 14:00:00, 40 min; extra turns." in called
    assert "running" not in called
    assert "time  extra turns" in called
    for table in ("1", "2"):
        run.ok("report", NAME, "--round", "1", "--table", table, "--result", "team1")
    done = run.ok("clock", NAME, "status", "--at", "2026-11-29T14:50:00+00:00")
    assert "Round 1 clock: started 14:00:00, 40 min; time called." in done
    assert "every table has its result" in done


def test_a_paused_clock_says_paused(run: Runner) -> None:
    started(run)
    run.ok("clock", NAME, "pause", "--at", "2026-11-29T14:10:00+00:00")
    status = run.ok("clock", NAME, "status", "--at", "2026-11-29T15:30:00+00:00")
    assert "; paused." in status and "Time left: 30:00 (paused)." in status


def test_an_at_that_is_not_a_time_is_one_line(run: Runner) -> None:
    started(run)
    err = run.fails("clock", NAME, "status", "--at", "29/11/2026")
    assert "--at '29/11/2026' is not an ISO 8601 time" in err
