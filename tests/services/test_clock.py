"""The round clock as facts, and the end-of-match guide for a physical table (seed 001 B)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from services.kit import AT, EVENT, new_event, play_round
from tagduel.errors import TagDuelError
from tagduel.services.clock import (
    ClockAction,
    ClockChange,
    change_clock,
    correct_clock,
    round_clock,
)
from tagduel.services.clockstatus import clock_status
from tagduel.services.endofmatchguide import end_of_match_guide
from tagduel.services.eventfacts import FactKind, TieSetting
from tagduel.services.events import Events
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.tournament.clock import ClockState
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


# -- issue 13: instants near the event, corrections, the clock's states ------------------------


def test_a_start_in_a_year_no_event_is_held_is_refused_before_anything_is_stored(
    sqlite_events: Events,
) -> None:
    # Issue 13: `clock start --at 9999-12-31T23:59` was saved, then overflowed.
    events = sqlite_events
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    before = events.tournament(EVENT).last_seq
    far = AT.replace(year=9999, month=12, day=31, hour=23, minute=59)
    with pytest.raises(TagDuelError, match="9999-12-31 23:59:00 is not a plausible time"):
        change_clock(events, EVENT, ClockChange(ClockAction.STARTED, far))
    assert events.tournament(EVENT).last_seq == before
    status = clock_status(events.tournament(EVENT), AT)
    assert status.state is ClockState.NOT_STARTED and status.tables == ()


def test_a_clock_time_more_than_a_week_from_the_first_start_is_refused(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    new_event(events, 4)
    play_round(events, seed=1)
    change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT), round_number=1)
    pair_next(events, EVENT, seed=2)
    before = events.tournament(EVENT).last_seq
    next_year = ClockChange(ClockAction.STARTED, AT.replace(year=2027))
    with pytest.raises(TagDuelError, match="more than 7 days from the start of round 1's clock"):
        change_clock(events, EVENT, next_year)
    earlier = ClockChange(ClockAction.STARTED, AT - minutes(30))
    with pytest.raises(TagDuelError, match="before round 1's started"):
        change_clock(events, EVENT, earlier)
    assert events.tournament(EVENT).last_seq == before
    change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT + timedelta(days=7)))


def test_a_start_typed_with_the_wrong_year_is_corrected_by_a_new_fact_naming_it(
    events: Events,
) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    wrong = AT.replace(year=2025)
    start = change_clock(events, EVENT, ClockChange(ClockAction.STARTED, wrong)).facts[0]
    pause = change_clock(events, EVENT, ClockChange(ClockAction.PAUSED, wrong + minutes(10))).facts[
        0
    ]
    before = events.tournament(EVENT).last_seq
    with pytest.raises(TagDuelError, match=r"before the round started; .* correct them first"):
        # the start moved a year on would come after its own pause: refused, nothing stored
        correct_clock(events, EVENT, start.seq, AT, "wrong year")
    assert events.tournament(EVENT).last_seq == before
    correct_clock(events, EVENT, pause.seq, AT + minutes(10), "wrong year")
    # the pause now lies a year after the start; then the start is corrected too
    fix = correct_clock(events, EVENT, start.seq, AT, "typed 2025 for 2026")
    fact = fix.facts[0]
    assert fact.kind == FactKind.ROUND_CLOCK.value
    assert (fact.payload["action"], fact.payload["replaces"]) == ("corrected", start.seq)
    assert fact.payload["reason"] == "typed 2025 for 2026"
    clock = round_clock(events.tournament(EVENT), 1)
    assert clock is not None and clock.start == AT and clock.paused_at == AT + minutes(10)
    state = events.tournament(EVENT)
    kept = [f for f in state.clock_facts if f.seq == start.seq]
    assert kept[0].at == wrong, "the fact itself is never edited"


def test_a_correction_can_fix_the_minutes_of_an_extension(sqlite_events: Events) -> None:
    events = sqlite_events
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT))
    typo = ClockChange(ClockAction.EXTENDED, AT + minutes(5), minutes=30)
    extension = change_clock(events, EVENT, typo).facts[0]
    fixed = correct_clock(events, EVENT, extension.seq, AT + minutes(5), "3, not 30", minutes=3)
    assert fixed.value.clock.ends_at() == AT + minutes(43)
    assert clock_status(events.tournament(EVENT), AT + minutes(42)).remaining == minutes(1)


def test_a_correction_names_a_clock_fact_and_gives_a_reason(sqlite_events: Events) -> None:
    events = sqlite_events
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    start = change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT)).facts[0]
    with pytest.raises(TagDuelError, match="needs a written reason"):
        correct_clock(events, EVENT, start.seq, AT, "  ")
    with pytest.raises(TagDuelError, match=f"fact #2 is not a clock fact .*#{start.seq}"):
        correct_clock(events, EVENT, 2, AT, "oops")
    pause = change_clock(events, EVENT, ClockChange(ClockAction.PAUSED, AT + minutes(1))).facts[0]
    with pytest.raises(TagDuelError, match="is a pause: it has no minutes"):
        correct_clock(events, EVENT, pause.seq, AT + minutes(2), "late", minutes=5)


def test_the_clock_says_not_started_running_paused_extra_turns_then_time_called(
    sqlite_events: Events,
) -> None:
    # Issue 13: `clock status` said "running" after time was called.
    events = sqlite_events
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)

    def state_at(at: datetime) -> ClockState:
        return clock_status(events.tournament(EVENT), at).state

    assert state_at(AT) is ClockState.NOT_STARTED
    change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT))
    assert state_at(AT + minutes(39)) is ClockState.RUNNING
    change_clock(events, EVENT, ClockChange(ClockAction.PAUSED, AT + minutes(20)))
    assert state_at(AT + minutes(25)) is ClockState.PAUSED
    change_clock(events, EVENT, ClockChange(ClockAction.RESUMED, AT + minutes(25)))
    # 40 minutes of play plus 5 paused: time is called at 14:45
    assert state_at(AT + minutes(44)) is ClockState.RUNNING
    assert state_at(AT + minutes(45)) is ClockState.EXTRA_TURNS
    report_result(events, EVENT, 1, 1, Result.WIN)
    assert state_at(AT + minutes(50)) is ClockState.EXTRA_TURNS
    status = clock_status(events.tournament(EVENT), AT + minutes(50))
    assert [t.state for t in status.tables] == ["reported", "extra turns"]
    report_result(events, EVENT, 1, 2, Result.DRAW)
    assert state_at(AT + minutes(50)) is ClockState.TIME_CALLED
