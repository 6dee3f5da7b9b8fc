"""The tournament's values: results, rounds and the roster of entries and drops."""

from __future__ import annotations

import pytest

from tagduel.tournament.errors import TournamentError
from tagduel.tournament.model import Pairing, Result, Roster, Round


@pytest.mark.parametrize(
    ("result", "points", "other"),
    [
        (Result.WIN, 3, Result.LOSS),
        (Result.LOSS, 0, Result.WIN),
        (Result.DRAW, 1, Result.DRAW),
        (Result.DOUBLE_LOSS, 0, Result.DOUBLE_LOSS),
        (Result.BYE, 3, Result.BYE),
    ],
)
def test_each_result_scores_its_points_and_reads_the_other_way_for_the_opponent(
    result: Result, points: int, other: Result
) -> None:
    assert (result.points, result.for_opponent) == (points, other)


@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("W", Result.WIN),
        ("double loss", Result.DOUBLE_LOSS),
        ("dl", Result.DOUBLE_LOSS),
        ("Draw", Result.DRAW),
    ],
)
def test_results_parse_from_what_an_organiser_types(text: str, result: Result) -> None:
    assert Result.parse(text) is result
    assert Result.parse(result.to_text()) is result


def test_an_unknown_result_names_the_words_that_work() -> None:
    with pytest.raises(TournamentError, match=r"not a result: 'tie'.*double_loss"):
        Result.parse("tie")


def test_a_correction_replaces_the_tables_result() -> None:
    rnd = Round(1, (Pairing(1, 1, "A", "B"), Pairing(1, 2, "C")))
    fixed = rnd.with_result(1, Result.WIN).with_result(1, Result.LOSS)
    assert fixed.result_at(1) is Result.LOSS and fixed.result_at(2) is Result.BYE
    assert rnd.unreported_tables() == [1] and fixed.unreported_tables() == []


def test_a_bye_takes_no_result_and_an_unknown_table_is_named() -> None:
    rnd = Round(1, (Pairing(1, 1, "A", "B"), Pairing(1, 2, "C")))
    with pytest.raises(TournamentError, match="a bye takes no result"):
        rnd.with_result(2, Result.WIN)
    with pytest.raises(TournamentError, match="round 1 has no table 3"):
        rnd.with_result(3, Result.WIN)


def test_a_pairing_names_each_teams_opponent() -> None:
    table = Pairing(2, 5, "A", "B")
    assert (table.opponent_of("A"), table.opponent_of("B")) == ("B", "A")
    assert Pairing(2, 6, "C").opponent_of("C") is None
    assert table.to_text() == "R2 T5: A vs B" and Pairing(2, 6, "C").to_text() == "R2 T6: C vs BYE"


def test_a_late_entry_is_active_from_the_round_it_joined() -> None:
    roster = Roster.of("AB").with_late_entry("C", 3)
    assert [roster.is_active("C", n) for n in (1, 2, 3, 4)] == [False, False, True, True]


def test_a_dropped_team_is_active_up_to_its_last_round_only() -> None:
    roster = Roster.of("ABC").with_drop("B", 2)
    assert [roster.is_active("B", n) for n in (1, 2, 3)] == [True, True, False]
    assert roster.active(3) == ["A", "C"] and roster.is_dropped("B")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"teams": ("A", "A")}, "registered twice"),
        ({"teams": ("A",), "dropped": {"Z": 1}}, "drop names team Z"),
        ({"teams": ("A",), "joined": {"A": 0}}, "bad round 0"),
    ],
)
def test_a_roster_that_cannot_be_is_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(TournamentError, match=message):
        Roster(**kwargs)  # type: ignore[arg-type]
