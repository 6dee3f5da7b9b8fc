"""What `event pair` prints besides the tables (issue 13, items 11 and 14): the teams that play
the round (a late entry makes 65 of a field planned for 64), a warning for each rematch the
pairing could not avoid (issue 6: "never a rematch while one can be avoided"), and a warning
when the plan has more rounds than the field can play without one (n teams meet each other in
n - 1 rounds, or n rounds with a bye each round when n is odd). The pairing is never refused."""

from __future__ import annotations

from services.kit import EVENT, cards, new_event, play_round, team
from tagduel.services.events import Events
from tagduel.services.registration import register_team
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.services.views import paired_text, rematch_free_rounds
from tagduel.tournament.model import Result


def pair_text(events: Events, seed: int) -> str:
    outcome = pair_next(events, EVENT, seed).value
    return paired_text(events.tournament(EVENT), outcome)


def test_the_heading_counts_the_teams_that_play_not_those_the_plan_was_made_for(
    sqlite_events: Events,
) -> None:
    new_event(sqlite_events, 4)
    play_round(sqlite_events, seed=1)
    register_team(sqlite_events, EVENT, team(5, late=True), cards())
    text = pair_text(sqlite_events, seed=2)
    assert text.startswith(
        "Round 2 of 3 (5 teams play; 3 Swiss rounds and no top cut, planned for the 4 teams of "
        "round 1)\n"
    )


def test_a_round_of_the_planned_field_keeps_the_plain_heading(sqlite_events: Events) -> None:
    new_event(sqlite_events, 4)
    assert pair_text(sqlite_events, seed=1).startswith(
        "Round 1 of 3 (4 teams: 3 Swiss rounds, no top cut)\n"
    )


def test_a_forced_rematch_is_named_with_the_round_the_teams_met_in(sqlite_events: Events) -> None:
    new_event(sqlite_events, 2, rounds=2, top_cut=0)
    first = pair_text(sqlite_events, seed=1)
    assert "rematch could not be avoided" not in first
    assert (
        "Warning: 2 Swiss rounds for 2 teams: at most 1 can be paired without a rematch, so "
        "later rounds will have rematches.\n" in first
    )
    report_result(sqlite_events, EVENT, 1, 1, Result.WIN)
    second = pair_text(sqlite_events, seed=2)
    assert (
        "Warning: 1 rematch could not be avoided: table 1, Team 1 vs Team 2 (met in round 1).\n"
        in second
    ), second
    assert "Swiss rounds for 2 teams" not in second, "said once, at round 1"
    assert "Pairing: 1 rematch, 1 pair-down," in second, "3 points meet 0: a pair-down"


def test_more_rounds_than_the_field_allows_is_warned_of_but_paired(sqlite_events: Events) -> None:
    new_event(sqlite_events, 4, rounds=5, top_cut=0)
    text = pair_text(sqlite_events, seed=1)
    assert "Warning: 5 Swiss rounds for 4 teams: at most 3 can be paired without a rematch" in text
    assert "table  team 1" in text


def test_an_odd_field_plays_as_many_rounds_as_teams_without_a_rematch() -> None:
    # 5 teams: each round one bye; in 5 rounds every team meets the 4 others and has one bye.
    assert [rematch_free_rounds(n) for n in (2, 3, 4, 5, 8, 9)] == [1, 3, 3, 5, 7, 9]


def test_an_event_the_chart_planned_gets_no_warning(sqlite_events: Events) -> None:
    new_event(sqlite_events, 8)  # 8 teams: 3 Swiss rounds
    for seed in (1, 2):
        play_round(sqlite_events, seed)
    text = pair_text(sqlite_events, seed=3)
    assert "Warning" not in text
