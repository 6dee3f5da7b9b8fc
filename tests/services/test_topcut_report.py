"""Reporting a top-cut match returns the match as the report leaves it (issue 13: the command
printed "Match 1: None wins.", the match as it was before the report)."""

from __future__ import annotations

from services.kit import EVENT, cut
from tagduel.services.events import Events
from tagduel.services.topcut import report_topcut


def test_a_report_returns_the_match_with_the_winner_just_recorded(sqlite_events: Events) -> None:
    seeds = cut(sqlite_events, 4, 4)
    written = report_topcut(sqlite_events, EVENT, 1, seeds[3])
    assert written.facts, "a new report is stored"
    assert written.value.number == 1
    assert written.value.match.winner == seeds[3]
    assert {written.value.match.team1, written.value.match.team2} == {seeds[0], seeds[3]}


def test_the_same_report_again_returns_the_recorded_winner_and_stores_nothing(
    sqlite_events: Events,
) -> None:
    seeds = cut(sqlite_events, 4, 4)
    report_topcut(sqlite_events, EVENT, 2, seeds[1])
    again = report_topcut(sqlite_events, EVENT, 2, seeds[1])
    assert again.facts == () and again.value.match.winner == seeds[1]
