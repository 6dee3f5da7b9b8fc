"""Calling time before the round's time runs out: the organiser's "call time" (seed 001 B: the
end-of-match procedure then begins at every table: the turn duelist ends the turn, then 3 extra
turns). A table given extra time after a judge call keeps it on top of the call."""

from __future__ import annotations

from datetime import timedelta

import pytest

from services.kit import AT, EVENT, new_event
from tagduel.errors import TagDuelError
from tagduel.services.clock import ClockAction, ClockChange, change_clock
from tagduel.services.clockstatus import clock_status
from tagduel.services.events import Events
from tagduel.services.rounds import pair_next
from tagduel.tournament.clock import ClockState


def _minutes(n: float) -> timedelta:
    return timedelta(minutes=n)


def test_time_called_at_minute_30_ends_the_round_there_and_table_time_adds_on_top(
    sqlite_events: Events,
) -> None:
    new_event(sqlite_events, 4)
    pair_next(sqlite_events, EVENT, seed=1)
    for change in (
        ClockChange(ClockAction.STARTED, AT),
        ClockChange(ClockAction.TABLE_EXTENDED, AT + _minutes(5), minutes=3, table=2),
        ClockChange(ClockAction.CALLED, AT + _minutes(30)),
    ):
        change_clock(sqlite_events, EVENT, change)
    state = sqlite_events.tournament(EVENT)
    before = clock_status(state, AT + _minutes(29))
    assert before.state is ClockState.RUNNING
    assert before.remaining == _minutes(1)  # 30 minutes run when time is called, not 40
    after = clock_status(state, AT + _minutes(31))
    assert after.state is ClockState.EXTRA_TURNS  # no table has its result yet
    times = {t.table: t for t in after.tables}
    assert times[1].called and times[1].remaining == timedelta(0)
    assert not times[2].called and times[2].remaining == _minutes(2)  # 30 + 3 - 31


def test_time_cannot_be_called_twice_or_before_the_clock_starts(sqlite_events: Events) -> None:
    new_event(sqlite_events, 4)
    pair_next(sqlite_events, EVENT, seed=1)
    with pytest.raises(TagDuelError, match="has not been started"):
        change_clock(sqlite_events, EVENT, ClockChange(ClockAction.CALLED, AT))
    change_clock(sqlite_events, EVENT, ClockChange(ClockAction.STARTED, AT))
    change_clock(sqlite_events, EVENT, ClockChange(ClockAction.CALLED, AT + _minutes(10)))
    with pytest.raises(TagDuelError, match="already been called"):
        change_clock(sqlite_events, EVENT, ClockChange(ClockAction.CALLED, AT + _minutes(11)))
