"""The round clock: 40 minutes (seed 001 B), pauses, extensions and per-table extensions."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tagduel.tournament.clock import ClockState, RoundClock, table_times
from tagduel.tournament.errors import ClockError

START = datetime(2026, 5, 2, 10, 0, tzinfo=UTC)


def minutes(n: float) -> timedelta:
    return timedelta(minutes=n)


def test_a_tag_duel_round_lasts_forty_minutes() -> None:
    # seed 001 B: "Tag Dueling rounds are 40 minutes in length."
    clock = RoundClock(1, START)
    assert clock.remaining(START + minutes(10)) == minutes(30)
    assert clock.ends_at() == START + minutes(40)
    assert not clock.time_called(START + minutes(39.9)) and clock.time_called(START + minutes(40))


def test_remaining_time_never_goes_below_zero() -> None:
    assert RoundClock(1, START).remaining(START + minutes(55)) == timedelta(0)


def test_a_pause_stops_the_clock_until_it_resumes() -> None:
    clock = RoundClock(1, START).pause(START + minutes(10))
    assert clock.remaining(START + minutes(25)) == minutes(30) and clock.ends_at() is None
    clock = clock.resume(START + minutes(15))
    assert clock.remaining(START + minutes(20)) == minutes(25)
    assert clock.ends_at() == START + minutes(45)


def test_a_round_extension_gives_every_table_more_time() -> None:
    clock = RoundClock(1, START).extend(minutes(5))
    assert clock.remaining(START + minutes(40), table=3) == minutes(5)


def test_a_table_extension_after_a_judge_call_adds_to_that_table_only() -> None:
    clock = RoundClock(1, START).extend_table(4).extend_table(4, minutes(2))
    at = START + minutes(40)
    assert clock.time_called(at, table=1) and not clock.time_called(at, table=4)
    assert table_times(clock, at, [1, 4]) == {1: timedelta(0), 4: minutes(5)}
    assert clock.ends_at(4) == START + minutes(45)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c: c.pause(START).pause(START), "already paused"),
        (lambda c: c.resume(START), "not paused"),
        (lambda c: c.pause(START + minutes(5)).resume(START + minutes(1)), "resumed before"),
        (lambda c: c.remaining(START - minutes(1)), "before the round started"),
        (lambda c: c.extend(timedelta(0)), "must add time"),
        (lambda c: c.extend_table(0, minutes(3)), "no table 0"),
    ],
)
def test_a_clock_refuses_what_its_state_does_not_allow(change: object, message: str) -> None:
    with pytest.raises(ClockError, match=message):
        change(RoundClock(1, START))  # type: ignore[operator]


def test_a_round_needs_a_positive_length() -> None:
    with pytest.raises(ClockError, match="positive length"):
        RoundClock(1, START, length=timedelta(0))


def test_a_clock_is_running_then_paused_then_time_called() -> None:
    # Issue 13: the status said "running" after time was called.
    clock = RoundClock(1, START)
    assert clock.state(START + minutes(39)) is ClockState.RUNNING
    assert clock.state(START + minutes(40)) is ClockState.TIME_CALLED
    paused = clock.pause(START + minutes(10))
    assert paused.state(START + minutes(9)) is ClockState.RUNNING
    assert paused.state(START + minutes(60)) is ClockState.PAUSED
    resumed = paused.resume(START + minutes(20))
    assert resumed.state(START + minutes(49)) is ClockState.RUNNING
    assert resumed.state(START + minutes(50)) is ClockState.TIME_CALLED
