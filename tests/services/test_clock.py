"""The round clock as facts, and the end-of-match guide for a physical table (seed 001 B)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from services.kit import AT, EVENT, new_event
from tagduel.errors import TagDuelError
from tagduel.services.clock import (
    ClockAction,
    ClockChange,
    change_clock,
    clock_status,
    end_of_match_guide,
)
from tagduel.services.eventfacts import FactKind, TieSetting
from tagduel.services.events import Events
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result


def minutes(n: float) -> timedelta:
    return timedelta(minutes=n)


def test_a_round_runs_forty_minutes_less_pauses_plus_extensions(events: Events) -> None:
    # seed 001 B: "Tag Dueling rounds are 40 minutes in length."
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    for change in (
        ClockChange(ClockAction.STARTED, AT),
        ClockChange(ClockAction.PAUSED, AT + minutes(10)),
        ClockChange(ClockAction.RESUMED, AT + minutes(15)),
        ClockChange(ClockAction.EXTENDED, AT + minutes(16), minutes=2),
        ClockChange(ClockAction.TABLE_EXTENDED, AT + minutes(20), minutes=3, table=2),
    ):
        fact = change_clock(events, EVENT, change).facts[0]
        assert fact.kind == FactKind.ROUND_CLOCK.value
    report_result(events, EVENT, 1, 1, Result.WIN)
    state = events.tournament(EVENT)
    status = clock_status(state, AT + minutes(46))
    assert status.remaining == minutes(1)  # 40 + 2 + 5 paused - 46
    assert not status.time_called
    later = clock_status(state, AT + minutes(48))
    assert later.time_called
    by_table = {t.table: t for t in later.tables}
    assert by_table[1].called and by_table[1].reported
    assert not by_table[2].called and by_table[2].remaining == minutes(2)
    assert by_table[2].extra == minutes(3)


def test_clock_changes_out_of_order_are_refused_and_not_recorded(events: Events) -> None:
    new_event(events, 4)
    with pytest.raises(TagDuelError, match="no round paired yet"):
        change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT))
    pair_next(events, EVENT, seed=1)
    with pytest.raises(TagDuelError, match="has not been started"):
        change_clock(events, EVENT, ClockChange(ClockAction.PAUSED, AT))
    change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT))
    before = events.tournament(EVENT).last_seq
    with pytest.raises(TagDuelError, match="already started"):
        change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT))
    with pytest.raises(TagDuelError, match="not paused"):
        change_clock(events, EVENT, ClockChange(ClockAction.RESUMED, AT + minutes(1)))
    with pytest.raises(TagDuelError, match="no table 7"):
        change = ClockChange(ClockAction.TABLE_EXTENDED, AT, minutes=3, table=7)
        change_clock(events, EVENT, change)
    with pytest.raises(TagDuelError, match="before the round started"):
        change_clock(events, EVENT, ClockChange(ClockAction.PAUSED, AT - minutes(1)))
    assert events.tournament(EVENT).last_seq == before


def test_the_guide_has_the_turn_duelist_finish_then_three_extra_turns(events: Events) -> None:
    # seed 001 B: "Turn Duelist will end his/her turn, and each other Duelist will count as
    # the (3) Extra Turns."
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    pairing, lines = end_of_match_guide(events.tournament(EVENT), 1, "1b")
    assert pairing.table == 1
    assert lines[0] == "1. Time is called. 1B finishes the current turn."
    assert lines[1:4] == [
        "2. Extra turn 1 of 3: 2B.",
        "3. Extra turn 2 of 3: 1A.",
        "4. Extra turn 3 of 3: 2A.",
    ]
    assert "keep playing in turn order (1B next)" in lines[-1]


def test_the_guide_follows_the_events_tie_rule(events: Events) -> None:
    new_event(events, 4, tie_rule=TieSetting.DRAW)
    pair_next(events, EVENT, seed=1)
    _, lines = end_of_match_guide(events.tournament(EVENT), 2, "2A", first_team=2)
    # team 2 went first: turn order 2A, 1A, 2B, 1B
    assert lines[1:4] == [
        "2. Extra turn 1 of 3: 1A.",
        "3. Extra turn 2 of 3: 2B.",
        "4. Extra turn 3 of 3: 1B.",
    ]
    assert lines[-1] == "7. If both teams have the same Life Points, the match is a draw."


def test_a_zero_minute_round_and_an_extension_before_the_start_are_refused(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    with pytest.raises(TagDuelError, match="at least 1 \\(not 0\\)"):
        change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT, minutes=0))
    change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT))
    with pytest.raises(TagDuelError, match="at most 1440 minutes"):
        change_clock(events, EVENT, ClockChange(ClockAction.EXTENDED, AT, minutes=100_000))
    before = events.tournament(EVENT).last_seq
    for action, table in ((ClockAction.EXTENDED, None), (ClockAction.TABLE_EXTENDED, 1)):
        early = ClockChange(action, AT - minutes(5), minutes=3, table=table)
        with pytest.raises(TagDuelError, match="before the round started"):
            change_clock(events, EVENT, early)
    assert events.tournament(EVENT).last_seq == before
