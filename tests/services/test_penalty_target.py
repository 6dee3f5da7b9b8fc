"""A penalty in a tournament event must name the event's own team, seat, round and table.

Seed 001 A: "Duelist A is the first name on the registration, Duelist B the second; the
designation never changes"; a penalty is recorded against the duelist and a loss is the
duelist's team's (../shared/seeds/README.md, section A). A typo in the team, a wrong seat or a
round that does not exist would put a wrong line in the official record.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from services.kit import EVENT, new_event, penalty
from tagduel.penalties.model import Offender, Seat
from tagduel.services.errors import EventError, UnknownTeamError
from tagduel.services.events import Events
from tagduel.services.penaltytarget import check_target, issue_checked
from tagduel.services.rounds import pair_next


def _paired(events: Events) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)


def _table_of(events: Events, team: str) -> tuple[int, int]:
    paired = events.tournament(EVENT).paired_round(1)
    mine = next(p.table for p in paired.pairings if team in p.teams)
    other = next(p.table for p in paired.pairings if team not in p.teams)
    return mine, other


def test_the_registered_duelist_at_their_own_table_passes(sqlite_events: Events) -> None:
    _paired(sqlite_events)
    mine, _ = _table_of(sqlite_events, "Team 1")
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1, table=mine)
    assert check_target(sqlite_events.tournament(EVENT), request) is None


def test_a_team_name_the_event_does_not_hold_is_refused_listing_the_teams(
    sqlite_events: Events,
) -> None:
    _paired(sqlite_events)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team One", round_=1)
    with pytest.raises(UnknownTeamError, match=r"has no team 'Team One'.*'Team 1'"):
        check_target(sqlite_events.tournament(EVENT), request)


def test_a_person_named_with_another_team_is_refused(sqlite_events: Events) -> None:
    _paired(sqlite_events)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 2", round_=1)
    with pytest.raises(UnknownTeamError, match="not a duelist of team 'Team 2'"):
        check_target(sqlite_events.tournament(EVENT), request)


def test_a_seat_other_than_the_registered_designation_is_refused(sqlite_events: Events) -> None:
    _paired(sqlite_events)
    request = penalty("marked_cards_no_pattern", "Duelist 1B", "Team 1", round_=1)
    assert request.offender.seat is Seat.A
    with pytest.raises(EventError, match="Duelist 1B is Duelist B of team 'Team 1', not Duelist A"):
        check_target(sqlite_events.tournament(EVENT), request)


def test_a_round_beyond_the_next_one_is_refused_and_the_next_one_is_accepted(
    sqlite_events: Events,
) -> None:
    _paired(sqlite_events)
    state = sqlite_events.tournament(EVENT)
    later = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=3)
    with pytest.raises(EventError, match=r"round 3 .* is not paired"):
        check_target(state, later)
    assert check_target(state, replace(later, round=2)) is None, "between matches: next round"


def test_a_table_where_the_team_does_not_play_is_refused(sqlite_events: Events) -> None:
    _paired(sqlite_events)
    _, other = _table_of(sqlite_events, "Team 1")
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1, table=other)
    with pytest.raises(EventError, match=f"'Team 1' does not play at round 1 table {other}"):
        check_target(sqlite_events.tournament(EVENT), request)


def test_a_person_on_no_team_is_accepted_with_a_note(sqlite_events: Events) -> None:
    _paired(sqlite_events)
    request = replace(
        penalty("marked_cards_no_pattern", "Spectator", "", round_=1), offender=Offender("Fan")
    )
    note = check_target(sqlite_events.tournament(EVENT), request)
    assert note is not None and "changes no result" in note


def test_issue_checked_records_nothing_when_the_check_fails(sqlite_events: Events) -> None:
    _paired(sqlite_events)
    before = sqlite_events.store.last_seq(sqlite_events.tournament(EVENT).info.id)
    request = penalty("slow_play_intentional", "Duelist 1A", "Team One", round_=1)
    with pytest.raises(UnknownTeamError):
        issue_checked(sqlite_events, EVENT, request)
    assert sqlite_events.store.last_seq(sqlite_events.tournament(EVENT).info.id) == before
    stored, note = issue_checked(sqlite_events, EVENT, replace(request, offender=Offender("Fan")))
    assert stored.penalty.number == before + 1 and note is not None


def test_an_event_name_differing_only_in_case_or_spacing_is_that_event_not_a_new_one(
    sqlite_events: Events,
) -> None:
    """One rule for event names everywhere (store, `event new`, `judge`): case, width and
    spacing make no different name, so the penalty lands on the event and is checked there."""
    _paired(sqlite_events)
    request = penalty("marked_cards_no_pattern", "Duelist 1A", "Team 1", round_=1)
    stored, _ = issue_checked(sqlite_events, "city  cup", request)
    assert not stored.event_created and stored.event.name == EVENT
    assert [e.name for e in sqlite_events.store.events()] == [EVENT]
    with pytest.raises(UnknownTeamError):
        issue_checked(
            sqlite_events,
            "ＣＩＴＹ ＣＵＰ",
            penalty("marked_cards_no_pattern", "X", "Nope", round_=1),
        )
    created, _ = issue_checked(sqlite_events, "Town Cup", request)
    assert created.event_created, "a name unlike any event's still starts a new event"
