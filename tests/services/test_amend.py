"""Taking back an organiser's step by a new fact (SQLite and PostgreSQL): voiding the latest
round's pairing while no table has a result, and undoing a drop (issue 13, item 11; issue 6:
"a correction is a new recorded fact that names the one it replaces, never an edit")."""

from __future__ import annotations

import pytest

from services.kit import AT, EVENT, cards, new_event, penalty, play_round, team
from tagduel.names import BadNameError
from tagduel.services.amend import undo_drop, void_round
from tagduel.services.clock import ClockAction, ClockChange, change_clock
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events
from tagduel.services.registration import drop_team, register_team
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result


def test_a_voided_pairing_is_a_new_fact_and_the_round_can_be_paired_again(
    events: Events,
) -> None:
    new_event(events, 4)
    first = pair_next(events, EVENT, seed=1)
    written = void_round(events, EVENT, "  wrong seed  ")
    fact = written.facts[0]
    assert fact.kind == FactKind.ROUND_VOIDED.value
    assert dict(fact.payload) == {
        "round": 1,
        "replaces": first.facts[0].seq,
        "reason": "wrong seed",
    }
    assert (written.value.round, written.value.tables) == (1, 2)
    state = events.tournament(EVENT)
    assert state.paired == [] and state.structure() is None
    again = pair_next(events, EVENT, seed=2).value.pairing
    assert again.round == 1
    assert len(events.tournament(EVENT).paired) == 1


def test_a_pairing_with_a_reported_table_cannot_be_voided(events: Events) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    report_result(events, EVENT, 1, 2, Result.DRAW)
    before = events.tournament(EVENT).last_seq
    with pytest.raises(EventError, match="round 1 has results at table 2: only a pairing"):
        void_round(events, EVENT, "typo")
    assert events.tournament(EVENT).last_seq == before


def test_a_pairing_a_penalty_decides_a_table_of_cannot_be_voided(events: Events) -> None:
    # seed 000: a match loss during the match loses it: the table has a result in force.
    new_event(events, 4)
    table = pair_next(events, EVENT, seed=1).value.pairing.pairings[0]
    person = f"Duelist {str(table.team1).removeprefix('Team ')}A"
    events.penalties.issue(
        EVENT, penalty("slow_play_intentional", person, str(table.team1), round_=1, table=1)
    )
    with pytest.raises(EventError, match="a penalty decides the result at table 1 of round 1"):
        void_round(events, EVENT, "typo")


def test_only_the_latest_round_can_be_voided_and_only_with_a_reason(events: Events) -> None:
    new_event(events, 4)
    with pytest.raises(EventError, match="has no paired round to void"):
        void_round(events, EVENT, "typo")
    play_round(events, seed=1)
    pair_next(events, EVENT, seed=2)
    with pytest.raises(
        EventError, match=r"only the latest round's pairing .* round 2, not round 1"
    ):
        void_round(events, EVENT, "typo", round_number=1)
    with pytest.raises(EventError, match="needs a written reason"):
        void_round(events, EVENT, "   ")
    with pytest.raises(BadNameError, match="control character"):
        void_round(events, EVENT, "typo\x1b[2J")
    assert void_round(events, EVENT, "typo", round_number=2).value.round == 2


def test_a_team_dropped_while_the_voided_pairing_stood_is_left_out_of_the_new_one(
    events: Events,
) -> None:
    new_event(events, 6)
    play_round(events, seed=1)
    no_show = str(pair_next(events, EVENT, seed=2).value.pairing.pairings[0].team1)
    assert drop_team(events, EVENT, no_show, "did not come back").value.after_round == 2
    void_round(events, EVENT, "re-pair without the no-show")
    state = events.tournament(EVENT)
    assert state.drops[no_show].after_round == 1, "it played round 1 only"
    repaired = pair_next(events, EVENT, seed=3).value.pairing
    assert all(no_show not in p.teams for p in repaired.pairings)
    assert len(repaired.pairings) == 3, "5 teams: two tables and a bye"


def test_a_late_entry_made_while_the_voided_pairing_stood_plays_the_round_again_paired(
    events: Events,
) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    pair_next(events, EVENT, seed=2)
    late = register_team(events, EVENT, team(5, late=True), cards()).value
    assert late.first_round == 3
    void_round(events, EVENT, "let the late team play round 2")
    assert events.tournament(EVENT).teams["Team 5"].first_round == 2
    repaired = pair_next(events, EVENT, seed=2).value.pairing
    assert any("Team 5" in p.teams for p in repaired.pairings)
    row = next(s for s in events.tournament(EVENT).standings() if s.team == "Team 5")
    assert row.losses == 1, "a match loss for round 1 only (issue 6: rounds already paired)"


def test_the_clock_of_a_voided_round_goes_with_it(events: Events) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    change_clock(events, EVENT, ClockChange(ClockAction.STARTED, AT, None, None), None)
    assert events.tournament(EVENT).clock_facts_of(1)
    void_round(events, EVENT, "typo")
    pair_next(events, EVENT, seed=2)
    assert events.tournament(EVENT).clock_facts_of(1) == []


def test_a_drop_is_undone_by_a_new_fact_and_the_team_is_paired_again(events: Events) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    dropped = drop_team(events, EVENT, "Team 3", "left early")
    written = undo_drop(events, EVENT, "team 3", "came back")
    assert written.facts[0].kind == FactKind.DROP_UNDONE.value
    payload = dict(written.facts[0].payload)
    assert payload == {"team": "Team 3", "replaces": dropped.facts[0].seq, "reason": "came back"}
    state = events.tournament(EVENT)
    assert not state.is_dropped("Team 3")
    assert any("Team 3" in p.teams for p in play_round(events, seed=2))


def test_a_drop_cannot_be_undone_once_a_round_was_paired_without_the_team(
    events: Events,
) -> None:
    new_event(events, 5)
    play_round(events, seed=1)
    drop_team(events, EVENT, "Team 3")
    pair_next(events, EVENT, seed=2)
    with pytest.raises(EventError, match="round 2 was paired without it: it cannot come back") as e:
        undo_drop(events, EVENT, "Team 3")
    assert "while round 2 has no result, voiding its pairing withdraws it" in str(e.value)
    assert "while round 2 has no result, `tagduel event void-pairing` withdraws it" in str(
        e.value.cli
    )
    void_round(events, EVENT, "Team 3 is here after all")
    undo_drop(events, EVENT, "Team 3")
    assert any("Team 3" in p.teams for p in pair_next(events, EVENT, seed=2).value.pairing.pairings)


def test_undoing_a_drop_needs_a_team_the_organiser_dropped(events: Events) -> None:
    new_event(events, 4)
    table = pair_next(events, EVENT, seed=1).value.pairing.pairings[0]
    with pytest.raises(EventError, match="team 'Team 2' is not dropped"):
        undo_drop(events, EVENT, "Team 2")
    # seed 000: falsely reporting a result: disqualification with loss of prize eligibility.
    person = f"Duelist {str(table.team1).removeprefix('Team ')}A"
    events.penalties.issue(
        EVENT, penalty("fraud_false_report", person, str(table.team1), round_=1, table=1)
    )
    with pytest.raises(EventError, match="disqualified by a penalty: a judge voids the penalty"):
        undo_drop(events, EVENT, str(table.team1))
