"""Top-cut corrections: a new fact naming the report it replaces, refused while a later match
rests on the team it takes out (issue 6: "a correction is a new recorded fact that names the one
it replaces, never an edit")."""

from __future__ import annotations

import pytest

from services.kit import EVENT, cut, cut_match, penalty
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events
from tagduel.services.topcut import correct_topcut, numbered, report_topcut
from tagduel.tournament.topcut import Bracket


def bracket(events: Events) -> Bracket:
    found = events.tournament(EVENT).bracket()
    assert found is not None
    return found


def winner(events: Events, match: int) -> str | int | None:
    return cut_match(events, match).winner


def test_a_correction_is_a_new_fact_naming_the_report_it_replaces(events: Events) -> None:
    seeds = cut(events, 4, 4)
    reported = report_topcut(events, EVENT, 1, seeds[0]).facts[0]
    written = correct_topcut(events, EVENT, 1, seeds[3], "  scores swapped at the table ")
    fact = written.facts[0]
    assert fact.kind == FactKind.TOPCUT_CORRECTED.value
    assert fact.payload["replaces"] == reported.seq
    assert (fact.payload["previous"], fact.payload["winner"]) == (seeds[0], seeds[3])
    assert fact.payload["reason"] == "scores swapped at the table"
    assert winner(events, 1) == seeds[3]
    assert numbered(bracket(events))[2].match.team1 == seeds[3], "the final gets the new winner"
    kinds = [f.kind for f in events.store.facts(events.tournament(EVENT).info.id)]
    assert FactKind.TOPCUT_REPORTED.value in kinds, "the report is kept, never edited"


def test_a_correction_is_refused_while_a_later_match_rests_on_the_team_it_takes_out(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 8, 8)
    for match in range(1, 5):
        m = numbered(bracket(events))[match - 1].match
        report_topcut(events, EVENT, match, str(m.team1))
    report_topcut(events, EVENT, 5, seeds[0])
    report_topcut(events, EVENT, 6, seeds[1])
    report_topcut(events, EVENT, 7, seeds[0])
    with pytest.raises(EventError) as refused:
        correct_topcut(events, EVENT, 1, seeds[7], "wrong team entered")
    message = str(refused.value)
    assert "match 7 (Final) already has a result that depends on match 1" in message
    assert "first correct match 7, then match 5" in message
    assert winner(events, 1) == seeds[0], "nothing was recorded"
    correct_topcut(events, EVENT, 7, seeds[1], "wrong team entered")
    opponent_in_5 = numbered(bracket(events))[4].match.team2
    correct_topcut(events, EVENT, 5, str(opponent_in_5), "wrong team entered")
    correct_topcut(events, EVENT, 1, seeds[7], "wrong team entered")
    assert numbered(bracket(events))[4].match.team1 == seeds[7]


def test_a_correction_stands_when_the_team_it_takes_out_lost_its_next_match(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    report_topcut(events, EVENT, 1, seeds[0])
    report_topcut(events, EVENT, 2, seeds[1])
    report_topcut(events, EVENT, 3, seeds[1])
    correct_topcut(events, EVENT, 1, seeds[3], "wrong team entered")
    final = numbered(bracket(events))[2].match
    assert (final.team1, final.team2, final.winner) == (seeds[3], seeds[1], seeds[1])


def test_top_cut_correction_errors_say_what_to_do(sqlite_events: Events) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 3)  # a Top 3: seed 1 has a bye in match 1
    with pytest.raises(EventError, match="needs a written reason"):
        correct_topcut(events, EVENT, 2, seeds[1], " ")
    with pytest.raises(EventError, match=f"match 1 is {seeds[0]}'s bye"):
        correct_topcut(events, EVENT, 1, seeds[0], "typo")
    with pytest.raises(EventError, match="match 2 has no reported result to correct") as e:
        correct_topcut(events, EVENT, 2, seeds[1], "typo")
    assert "report --match 2" in str(e.value.cli)
    report_topcut(events, EVENT, 2, seeds[1])
    with pytest.raises(EventError, match=r"already has a winner .* correct it") as e:
        report_topcut(events, EVENT, 2, seeds[2])
    assert "correct --match 2" in str(e.value.cli)
    with pytest.raises(EventError, match=f"team '{seeds[0]}' does not play in match 2"):
        correct_topcut(events, EVENT, 2, seeds[0], "typo")
    with pytest.raises(EventError, match="nothing to correct"):
        correct_topcut(events, EVENT, 2, seeds[1], "typo")
    with pytest.raises(EventError, match="the top cut has matches 1-3, not 9"):
        correct_topcut(events, EVENT, 9, seeds[1], "typo")


def test_a_later_match_a_penalty_decided_does_not_block_a_correction(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    report_topcut(events, EVENT, 1, seeds[0])
    report_topcut(events, EVENT, 2, seeds[1])
    offender = seeds[1]
    request = penalty("slow_play_intentional", f"Duelist {offender[5:]}A", offender, round_=3)
    events.penalties.issue(EVENT, request)
    assert winner(events, 3) == seeds[0], "the final is decided by the penalty"
    correct_topcut(events, EVENT, 1, seeds[3], "wrong team entered")
    assert winner(events, 3) == seeds[3], "the final is derived again"


def test_the_same_top_cut_report_again_is_accepted_and_changes_nothing(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 3)
    first = report_topcut(events, EVENT, 2, seeds[1])
    again = report_topcut(events, EVENT, 2, seeds[1])
    assert first.facts and not again.facts, "no second fact for an equal report"
    assert again.value.match.winner == seeds[1]
    with pytest.raises(EventError, match="already has a winner"):
        report_topcut(events, EVENT, 2, seeds[2])
