"""A penalty in a tournament event must name the event's own duelist, team, seat, round and
table, a plausible duration and a time near the event's days; a refusal writes nothing.

Seed 001 A: "Duelist A is the first name on the registration, Duelist B the second; the
designation never changes"; a penalty is recorded against the duelist and a loss is the
duelist's team's (../shared/seeds/README.md, section A). A typo in the team, a wrong seat, a
round that does not exist or a wrong date would put a wrong line in the official record
(issue 12, the record, items 2, 3 and 7).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from services.kit import AT, EVENT, new_event, penalty
from tagduel.penalties.model import Offender, Seat
from tagduel.services.errors import EventError, UnknownTeamError
from tagduel.services.events import Events
from tagduel.services.penaltytarget import Target, check_target, issue_checked
from tagduel.services.rounds import pair_next
from tagduel.store import EventStore


class Clock:
    """The store's clock, moved by the test: the event's facts are recorded at its time."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock(AT + timedelta(hours=1))


@pytest.fixture
def events(sqlite_url: str, clock: Clock) -> Iterator[Events]:
    with EventStore.open(sqlite_url, clock=clock) as store:
        yield Events(store)


def _paired(events: Events, teams: int = 4, **settings: object) -> None:
    new_event(events, teams, **settings)
    pair_next(events, EVENT, seed=1)


def _table_of(events: Events, team: str) -> tuple[int, int]:
    paired = events.tournament(EVENT).paired_round(1)
    mine = next(p.table for p in paired.pairings if team in p.teams)
    other = next(p.table for p in paired.pairings if team not in p.teams)
    return mine, other


def _last_seq(events: Events) -> int:
    return events.store.last_seq(events.store.event(EVENT).id)


def test_the_registered_duelist_at_their_own_table_passes(events: Events) -> None:
    _paired(events)
    mine, _ = _table_of(events, "Team 1")
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1, table=mine)
    assert check_target(events.tournament(EVENT), request) is Target.DUELIST


def test_a_team_name_the_event_does_not_hold_is_refused_naming_similar_teams(
    events: Events,
) -> None:
    _paired(events)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team One", round_=1)
    with pytest.raises(UnknownTeamError, match=r"has no team “Team One”. Did you mean “Team \d”"):
        check_target(events.tournament(EVENT), request)


def test_a_person_named_with_another_team_is_refused(events: Events) -> None:
    _paired(events)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 2", round_=1)
    with pytest.raises(UnknownTeamError, match="not a duelist of team 'Team 2'"):
        check_target(events.tournament(EVENT), request)


def test_a_seat_other_than_the_registered_designation_is_refused(events: Events) -> None:
    _paired(events)
    request = penalty("marked_cards_no_pattern", "Duelist 1B", "Team 1", round_=1)
    assert request.offender.seat is Seat.A
    with pytest.raises(EventError, match="Duelist 1B is Duelist B of team 'Team 1', not Duelist A"):
        check_target(events.tournament(EVENT), request)


def test_a_round_beyond_the_next_one_is_refused_and_the_next_one_is_accepted(
    events: Events,
) -> None:
    _paired(events)
    state = events.tournament(EVENT)
    later = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=3)
    with pytest.raises(EventError, match=r"round 3 .* is not paired"):
        check_target(state, later)
    assert check_target(state, replace(later, round=2)) is Target.DUELIST, "the next round"


def test_a_round_after_the_events_last_round_is_refused(events: Events) -> None:
    """An event of 2 Swiss rounds and a Top 4 (2 rounds more) has no round 5."""
    _paired(events, rounds=2, top_cut=4)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=5)
    with pytest.raises(EventError, match="has 4 rounds: there is no round 5"):
        check_target(events.tournament(EVENT), request)


def test_a_table_where_the_team_does_not_play_is_refused(events: Events) -> None:
    _paired(events)
    _, other = _table_of(events, "Team 1")
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1, table=other)
    with pytest.raises(EventError, match=f"'Team 1' does not play at round 1 table {other}"):
        check_target(events.tournament(EVENT), request)


def test_a_table_the_round_does_not_have_is_refused_even_for_a_spectator(events: Events) -> None:
    """4 teams: 2 tables in round 1, and at most 2 in round 2, not yet paired."""
    _paired(events)
    state = events.tournament(EVENT)
    fan = replace(
        penalty("slow_play_intentional", "Fan", "", round_=1, table=3),
        offender=Offender("Fan"),
        not_registered=True,
    )
    with pytest.raises(EventError, match="round 1 has no table 3"):
        check_target(state, fan)
    with pytest.raises(
        EventError, match="4 teams: round 2 will have at most 2 tables, not table 3"
    ):
        check_target(state, replace(fan, round=2))


def test_a_person_not_registered_is_refused_naming_the_closest_duelists(events: Events) -> None:
    """Issue 12 (the record, 3): a misspelt duelist would get a penalty that changes no result;
    the refusal names the registered duelists closest to the name given."""
    _paired(events)
    request = replace(
        penalty("slow_play_intentional", "Duelist 1 A", "", round_=1),
        offender=Offender("Duelist 1 A"),
    )
    with pytest.raises(UnknownTeamError) as caught:
        check_target(events.tournament(EVENT), request)
    message = str(caught.value)
    assert "'Duelist 1 A' is not a registered duelist of event 'City Cup'" in message
    assert "closest registered: Duelist 1A (Duelist A of 'Team 1')" in message
    assert message.endswith("say so explicitly")  # the pages and the API: no option
    assert str(caught.value.cli).endswith("say so explicitly (--not-registered)")


def test_a_person_the_judge_says_is_not_registered_is_accepted_changing_no_result(
    events: Events,
) -> None:
    _paired(events)
    request = replace(
        penalty("marked_cards_no_pattern", "Fan", "", round_=1),
        offender=Offender("Fan"),
        not_registered=True,
    )
    assert check_target(events.tournament(EVENT), request) is Target.NOT_REGISTERED


def test_a_registered_duelist_cannot_be_penalised_as_not_registered(events: Events) -> None:
    _paired(events)
    state = events.tournament(EVENT)
    registered = replace(
        penalty("slow_play_intentional", "duelist 1a", "", round_=1),
        offender=Offender("duelist 1a"),
        not_registered=True,
    )
    with pytest.raises(EventError, match="Duelist 1A is Duelist A of team 'Team 1'"):
        check_target(state, registered)
    with_team = replace(registered, offender=Offender("Fan", "Team 1"))
    with pytest.raises(EventError, match="has no team or seat in the event"):
        check_target(state, with_team)


def test_minutes_late_beyond_the_round_are_refused(events: Events) -> None:
    """Seed 001 B: a round is 40 minutes; 40:01 late is past the end of the round."""
    _paired(events)
    state = events.tournament(EVENT)
    late = penalty("tardiness", "Duelist 1A", "Team 1", round_=1, facts={"minutes_late": "40"})
    assert check_target(state, late) is Target.DUELIST
    with pytest.raises(EventError, match=r"minutes_late=40:01 is longer than a round .*40 minutes"):
        check_target(state, replace(late, facts={"minutes_late": "40:01"}))


def test_an_event_with_longer_rounds_accepts_more_minutes_late(events: Events) -> None:
    _paired(events, round_minutes=50)
    late = penalty("tardiness", "Duelist 1A", "Team 1", round_=1, facts={"minutes_late": "45"})
    assert check_target(events.tournament(EVENT), late) is Target.DUELIST


def test_issue_checked_records_nothing_when_the_check_fails(events: Events) -> None:
    _paired(events)
    before = _last_seq(events)
    request = penalty("slow_play_intentional", "Duelist 1A", "Team One", round_=1)
    with pytest.raises(UnknownTeamError):
        issue_checked(events, EVENT, request)
    with pytest.raises(UnknownTeamError):
        issue_checked(events, EVENT, replace(request, offender=Offender("Fan")))
    assert _last_seq(events) == before
    fan = replace(request, offender=Offender("Fan"), not_registered=True)
    stored, target = issue_checked(events, EVENT, fan)
    assert stored.penalty.number == before + 1 and target is Target.NOT_REGISTERED


def test_a_penalty_refused_for_a_new_event_leaves_no_event_behind(events: Events) -> None:
    """Issue 12 (the record, 2): the refused penalty would have created "Town Cup"."""
    late = penalty("tardiness", "Aki", "", round_=1, facts={"minutes_late": "55"})
    with pytest.raises(EventError, match="longer than a round"):
        issue_checked(events, "Town Cup", late)
    assert events.store.events() == []
    stored, target = issue_checked(events, "Town Cup", replace(late, facts={"minutes_late": "12"}))
    assert stored.event_created and target is Target.UNCHECKED


def test_a_time_far_from_the_events_days_is_refused(events: Events, clock: Clock) -> None:
    """The event's facts are recorded around AT; a week before is a slip (a wrong date), a
    few hours before (a penalty entered after the round) is not."""
    _paired(events)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1)
    with pytest.raises(EventError, match=r"is far from the days of event 'City Cup' \(2026-11-29"):
        issue_checked(events, EVENT, replace(request, at=AT - timedelta(days=7)))
    assert issue_checked(events, EVENT, replace(request, at=AT - timedelta(hours=5)))[0]


def test_a_time_long_after_the_event_is_refused_unless_it_is_recent(
    events: Events, clock: Clock
) -> None:
    _paired(events)
    clock.now = AT + timedelta(days=30)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1)
    with pytest.raises(EventError, match="far from the days of event 'City Cup'"):
        issue_checked(events, EVENT, replace(request, at=AT + timedelta(days=10)))
    recent = issue_checked(events, EVENT, replace(request, at=clock.now - timedelta(hours=2)))
    assert recent[0].penalty.number is not None, "a penalty entered while the event runs"


def test_penalties_entered_after_the_fact_define_the_days_of_a_penalties_only_event(
    events: Events, clock: Clock
) -> None:
    """An event holding only penalties may be entered weeks later: its days are its
    penalties' times, not when they were entered."""
    clock.now = AT + timedelta(days=20)
    late = penalty("tardiness", "Aki", "", round_=1, facts={"minutes_late": "3"})
    issue_checked(events, "Town Cup", late)
    second = replace(late, offender=Offender("Jack"), at=AT + timedelta(hours=3))
    assert issue_checked(events, "Town Cup", second)[0].penalty.number == 3
    with pytest.raises(EventError, match="far from the days of event 'Town Cup'"):
        issue_checked(events, "Town Cup", replace(second, at=AT - timedelta(days=40)))


def test_an_event_name_differing_only_in_case_or_spacing_is_that_event_not_a_new_one(
    events: Events,
) -> None:
    """One rule for event names everywhere (store, `event new`, `judge`): case, width and
    spacing make no different name, so the penalty lands on the event and is checked there."""
    _paired(events)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1)
    stored, _ = issue_checked(events, "city  cup", request)
    assert not stored.event_created and stored.event.name == EVENT
    assert [e.name for e in events.store.events()] == [EVENT]
    with pytest.raises(UnknownTeamError):
        issue_checked(
            events,
            "ＣＩＴＹ ＣＵＰ",
            penalty("marked_cards_no_pattern", "X", "Nope", round_=1),
        )
    created, _ = issue_checked(events, "Town Cup", request)
    assert created.event_created, "a name unlike any event's still starts a new event"


def test_a_repeated_request_is_answered_with_the_first_penalty_and_no_target(
    events: Events,
) -> None:
    _paired(events)
    request = replace(
        penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1), key="web-form-1"
    )
    first, target = issue_checked(events, EVENT, request)
    again, none = issue_checked(events, EVENT, request)
    assert target is Target.DUELIST and none is None
    assert again.repeated and again.penalty.number == first.penalty.number


def test_the_events_listeners_hear_of_a_recorded_penalty_once(events: Events) -> None:
    _paired(events)
    heard: list[tuple[int, int]] = []
    events.listeners.append(lambda event_id, seq: heard.append((event_id, seq)))
    request = replace(
        penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1), key="form-2"
    )
    first, _ = issue_checked(events, EVENT, request)
    issue_checked(events, EVENT, request)
    assert heard == [(first.event.id, first.penalty.number)]
