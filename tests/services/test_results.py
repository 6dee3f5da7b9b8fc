"""Results on SQLite and PostgreSQL: reports per table, corrections as new facts naming the one
they replace, and imports that store every row or none (issue 6)."""

from __future__ import annotations

import pytest

from services.kit import EVENT, new_event, play_round
from tagduel.services.errors import ConflictingReportError, EventError, ImportRowsError
from tagduel.services.eventfacts import FactKind, parse_result
from tagduel.services.events import Events
from tagduel.services.exports import What, parse_results_csv, rows, to_csv
from tagduel.services.results import (
    ResultRow,
    RowKind,
    correct_result,
    import_results,
    report_result,
    winner_result,
)
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result


def test_an_equal_second_report_stores_nothing_and_a_different_one_is_refused(
    events: Events,
) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    first = report_result(events, EVENT, 1, 1, Result.WIN)
    again = report_result(events, EVENT, 1, 1, Result.WIN)
    assert again.facts == ()
    assert again.value.already is not None and again.value.already.seq == first.facts[0].seq
    with pytest.raises(ConflictingReportError, match=r"already has a result .* correct it") as e:
        report_result(events, EVENT, 1, 1, Result.DRAW)
    assert "`tagduel event correct" in str(e.value.cli)
    assert events.tournament(EVENT).result_at(1, 1) is Result.WIN


def test_a_correction_is_a_new_fact_naming_the_report_it_replaces(events: Events) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    reported = report_result(events, EVENT, 1, 1, Result.WIN).facts[0]
    written = correct_result(events, EVENT, 1, 1, Result.LOSS, "slip signed by the wrong team")
    fact = written.facts[0]
    assert fact.kind == FactKind.RESULT_CORRECTED.value
    assert fact.payload["replaces"] == reported.seq
    assert fact.payload["reason"] == "slip signed by the wrong team"
    assert fact.payload["previous"] == "team1"
    state = events.tournament(EVENT)
    assert state.result_at(1, 1) is Result.LOSS
    kinds = [f.kind for f in events.store.facts(state.info.id)]
    assert kinds.count(FactKind.RESULT_REPORTED.value) == 1, "the first report is still there"
    team2 = state.paired_round(1).pairing_at(1).team2
    assert next(s for s in state.standings() if s.team == team2).points == 3


def test_a_correction_needs_a_reason_a_report_and_a_change(events: Events) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    with pytest.raises(EventError, match="written reason"):
        correct_result(events, EVENT, 1, 1, Result.LOSS, "  ")
    with pytest.raises(EventError, match="no result to correct"):
        correct_result(events, EVENT, 1, 1, Result.LOSS, "typo")
    report_result(events, EVENT, 1, 1, Result.LOSS)
    with pytest.raises(EventError, match="nothing to correct"):
        correct_result(events, EVENT, 1, 1, Result.LOSS, "typo")


def test_a_result_needs_a_paired_round_a_real_table_and_not_a_bye(events: Events) -> None:
    new_event(events, 5)
    bye = next(p for p in pair_next(events, EVENT, seed=1).value.pairing.pairings if p.is_bye)
    with pytest.raises(EventError, match="round 2 of 'City Cup' is not paired"):
        report_result(events, EVENT, 2, 1, Result.WIN)
    with pytest.raises(EventError, match="round 1 has no table 9 \\(its tables are 1-3\\)"):
        report_result(events, EVENT, 1, 9, Result.WIN)
    with pytest.raises(EventError, match="bye: it needs no result"):
        report_result(events, EVENT, 1, bye.table, Result.WIN)


def test_the_winner_can_be_named_instead_of_the_table_side(events: Events) -> None:
    new_event(events, 4)
    table = pair_next(events, EVENT, seed=1).value.pairing.pairings[0]
    state = events.tournament(EVENT)
    assert winner_result(state, 1, 1, str(table.team2).lower()) is Result.LOSS
    other = next(t for t in state.teams if t not in table.teams)
    with pytest.raises(EventError, match="does not play at round 1 table 1"):
        winner_result(state, 1, 1, other)


@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("team1", Result.WIN),
        ("Team2", Result.LOSS),
        ("draw", Result.DRAW),
        ("double loss", Result.DOUBLE_LOSS),
    ],
)
def test_result_words_read_as_team_one_point_of_view(text: str, result: Result) -> None:
    assert parse_result(text) is result


def test_an_unknown_result_word_lists_the_accepted_ones() -> None:
    with pytest.raises(EventError, match="use team1, team2, draw or double-loss"):
        parse_result("win")


def test_an_import_with_a_bad_row_names_it_and_stores_nothing(events: Events) -> None:
    new_event(events, 6)
    pair_next(events, EVENT, seed=1)
    before = events.tournament(EVENT).last_seq
    lines = [
        ResultRow(2, "1", "1", "team1"),
        ResultRow(3, "1", "2", "maybe"),
        ResultRow(4, "1", "7", "draw"),
        ResultRow(5, "x", "3", "draw"),
    ]
    with pytest.raises(ImportRowsError) as caught:
        import_results(events, EVENT, lines, "r1.csv")
    problems = caught.value.problems
    assert [p.split(":")[0] for p in problems] == ["line 3", "line 4", "line 5"]
    assert "not a result: 'maybe'" in problems[0]
    assert "no table 7" in problems[1]
    assert events.tournament(EVENT).last_seq == before


def test_an_import_refuses_a_row_that_contradicts_a_report(events: Events) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    report_result(events, EVENT, 1, 1, Result.WIN)
    rows_ = [ResultRow(2, "1", "1", "team2"), ResultRow(3, "1", "2", "team1")]
    with pytest.raises(ImportRowsError, match="line 2: round 1 table 1 is recorded as team1"):
        import_results(events, EVENT, rows_, "r1.csv")
    same = [ResultRow(2, "1", "1", "team1"), ResultRow(3, "1", "2", "team2")]
    stored = import_results(events, EVENT, same, "r1.csv")
    assert [(r.pairing.table, r.result) for r in stored.value.stored] == [(2, Result.LOSS)]
    assert stored.value.skipped == {RowKind.ALREADY: 1}
    assert len(stored.facts) == 1


def test_exported_results_import_into_a_twin_event_with_the_same_standings(events: Events) -> None:
    new_event(events, 7, name="Original")
    new_event(events, 7, name="Twin")
    for seed in (1, 2, 3):
        play_round(events, seed, lambda p: Result.DRAW if p.table == 2 else Result.LOSS, "Original")
        pair_next(events, "Twin", seed)
        exported = to_csv(rows(events.tournament("Original"), What.RESULTS))
        import_results(events, "Twin", parse_results_csv(exported, "results.csv"), "results.csv")
    original, twin = events.tournament("Original"), events.tournament("Twin")
    assert [(s.team, s.points, s.code) for s in twin.standings()] == [
        (s.team, s.points, s.code) for s in original.standings()
    ]
    again = import_results(events, "Twin", parse_results_csv(exported, "r.csv"), "r.csv")
    assert again.facts == (), "importing the same results again changes nothing"


def test_an_import_counts_skipped_rows_by_kind_byes_apart_from_results_on_record(
    events: Events,
) -> None:
    new_event(events, 5)  # 5 teams: two tables and a bye (table 3)
    pair_next(events, EVENT, seed=1)
    report_result(events, EVENT, 1, 1, Result.WIN)
    rows_ = [
        ResultRow(2, "1", "1", "team1"),
        ResultRow(3, "1", "2", ""),
        ResultRow(4, "1", "3", "bye"),
    ]
    imported = import_results(events, EVENT, rows_, "r1.csv").value
    assert imported.stored == []
    assert imported.skipped == {RowKind.ALREADY: 1, RowKind.EMPTY: 1, RowKind.BYE: 1}


def test_an_import_row_naming_a_team_with_a_control_character_is_a_bad_row(
    events: Events,
) -> None:
    new_event(events, 4)
    pair_next(events, EVENT, seed=1)
    row = ResultRow(2, "1", "1", "team1", ("Team\x1b[2J 1", "Team 2"))
    with pytest.raises(ImportRowsError, match=r"line 2: the file's team name .* control character"):
        import_results(events, EVENT, [row], "r1.csv")


def test_an_import_row_names_the_table_s_teams_in_any_width_or_case(events: Events) -> None:
    new_event(events, 4)
    table = pair_next(events, EVENT, seed=1).value.pairing.pairings[0]
    wide = str(table.team1).upper().replace("TEAM", "ＴＥＡＭ")
    row = ResultRow(2, "1", "1", "team1", (wide, str(table.team2)))
    assert len(import_results(events, EVENT, [row], "r1.csv").value.stored) == 1
