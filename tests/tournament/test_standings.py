"""Standings: points, OMW%, OOMW%, the loss-round tiebreaker and the AABBBCCCDDD number (issue 6)."""

from __future__ import annotations

import pytest

from tagduel.tournament.errors import TournamentError
from tagduel.tournament.model import Result, Roster, Round, Standing
from tagduel.tournament.standings import (
    ByeCount,
    DropCount,
    LossTiming,
    StandingsSettings,
    standings,
    tiebreaker_code,
)
from tournament.history import history

ABCD = Roster.of("ABCD")
# A beats B and C; C beats D then loses to A; B loses to A then beats D; D loses twice.
TWO_ROUNDS = history(
    [("A", "B", "win"), ("C", "D", "win")],
    [("A", "C", "win"), ("B", "D", "win")],
)


def by_team(rows: list[Standing]) -> dict[object, Standing]:
    return {row.team: row for row in rows}


def test_a_win_scores_three_a_draw_one_and_a_loss_or_double_loss_nothing() -> None:
    rounds = history(
        [("A", "B", "win"), ("C", "D", "draw")], [("A", "C", "double_loss"), ("B", "D", "loss")]
    )
    rows = by_team(standings(rounds, ABCD))
    assert [rows[t].points for t in "ABCD"] == [3, 0, 1, 4]
    assert (rows["A"].losses, rows["A"].double_losses) == (1, 1)


def test_a_bye_scores_as_a_win() -> None:
    rows = by_team(standings(history([("A", "B", "win"), ("C", None, "bye")]), Roster.of("ABC")))
    assert (rows["C"].points, rows["C"].byes, rows["C"].wins) == (3, 1, 0)
    assert rows["C"].record_text == "1-0-0"


def test_opponents_match_win_percentage_averages_opponents_with_the_floor() -> None:
    rows = by_team(standings(TWO_ROUNDS, ABCD))
    # B's opponents: A (100%) and D (0%, floored to 25%).
    assert rows["B"].omw == pytest.approx(0.625)
    assert rows["A"].omw == pytest.approx(0.5)
    assert rows["D"].omw == pytest.approx(0.5)


def test_opponents_opponents_percentage_averages_the_opponents_omw() -> None:
    rows = by_team(standings(TWO_ROUNDS, ABCD))
    assert rows["A"].oomw == pytest.approx(0.625)
    assert rows["B"].oomw == pytest.approx(0.5)
    assert rows["D"].oomw == pytest.approx(0.625)


def test_without_a_floor_a_winless_opponent_counts_as_zero() -> None:
    rows = by_team(standings(TWO_ROUNDS, ABCD, StandingsSettings(min_percentage=0.0)))
    assert rows["B"].omw == pytest.approx(0.5)


def test_a_later_loss_ranks_above_an_earlier_one_by_default() -> None:
    rows = standings(TWO_ROUNDS, ABCD)
    # B and C: 3 points, same OMW and OOMW; B lost in round 1 (1), C in round 2 (4).
    assert [r.team for r in rows] == ["A", "C", "B", "D"]
    assert (rows[1].loss_round_squares, rows[2].loss_round_squares) == (4, 1)


def test_the_earlier_loss_setting_reverses_the_last_tiebreaker() -> None:
    settings = StandingsSettings(loss_timing=LossTiming.EARLIER_RANKS_HIGHER)
    rows = standings(TWO_ROUNDS, ABCD, settings)
    assert [r.team for r in rows] == ["A", "B", "C", "D"]
    assert rows[1].code_text.endswith("998")


def test_the_tiebreaker_number_follows_the_aabbbcccddd_layout() -> None:
    rows = by_team(standings(TWO_ROUNDS, ABCD))
    assert rows["A"].code_text == "06500625000"
    assert rows["C"].code_text == "03625500004"
    assert rows["D"].code_text == "00500625005"


def test_a_higher_tiebreaker_number_means_a_higher_place() -> None:
    rows = standings(TWO_ROUNDS, ABCD)
    assert [r.code for r in rows] == sorted((r.code for r in rows), reverse=True)


def test_each_part_of_the_tiebreaker_number_is_capped_to_its_digits() -> None:
    assert tiebreaker_code(120, 1.0, 1.0, 1015, LossTiming.LATER_RANKS_HIGHER) == 99_999_999_999
    assert tiebreaker_code(3, 0.0, 0.0, 1015, LossTiming.EARLIER_RANKS_HIGHER) == 3_000_000_000


def test_a_bye_is_never_an_opponent() -> None:
    rows = by_team(standings(history([("A", "B", "win"), ("C", None, "bye")]), Roster.of("ABC")))
    assert rows["C"].omw == 0.0
    assert rows["A"].omw == pytest.approx(0.25)


def test_a_bye_counts_as_a_win_in_the_teams_own_percentage_by_default() -> None:
    rounds = history(
        [("A", "B", "win"), ("C", None, "bye")], [("C", "A", "loss"), ("B", None, "bye")]
    )
    roster = Roster.of("ABC")
    assert by_team(standings(rounds, roster))["A"].omw == pytest.approx((0.5 + 0.5) / 2)
    excluded = StandingsSettings(bye=ByeCount.EXCLUDED)
    # Without the bye, B is 0-1 (floored 25%) and C is 0-1 (floored 25%).
    assert by_team(standings(rounds, roster, excluded))["A"].omw == pytest.approx(0.25)


def test_a_dropped_team_keeps_its_record_and_still_counts_as_an_opponent() -> None:
    roster = Roster(tuple("ABCD"), dropped={"D": 2})
    rows = by_team(standings(TWO_ROUNDS, roster))
    assert rows["D"].dropped and rows["D"].losses == 2
    assert rows["B"].omw == pytest.approx(0.625)


def test_the_dropped_setting_leaves_dropped_opponents_out_of_the_averages() -> None:
    roster = Roster(tuple("ABCD"), dropped={"D": 2})
    rows = by_team(standings(TWO_ROUNDS, roster, StandingsSettings(dropped=DropCount.EXCLUDED)))
    assert rows["B"].omw == pytest.approx(1.0)


def test_a_late_entry_has_a_match_loss_for_each_round_it_missed() -> None:
    roster = Roster(tuple("ABCDEF"), joined={"E": 3, "F": 3})
    rows = by_team(standings(TWO_ROUNDS, roster))
    assert (rows["E"].points, rows["E"].losses, rows["E"].loss_round_squares) == (0, 2, 5)
    assert rows["E"].omw == 0.0


def test_an_unreported_table_is_left_out_until_its_result_comes_in() -> None:
    rounds = history([("A", "B", "win"), ("C", "D", "win")])
    rounds[0] = Round(1, rounds[0].pairings, {1: rounds[0].results[1]})
    rows = by_team(standings(rounds, ABCD))
    assert rows["C"].points == 0 and rows["A"].points == 3


def test_teams_tied_on_everything_keep_registration_order() -> None:
    rows = standings([], Roster.of(["z", "y", "x"]))
    assert [r.team for r in rows] == ["z", "y", "x"]
    assert [r.rank for r in rows] == [1, 2, 3]


def test_a_floor_outside_zero_to_one_is_refused() -> None:
    with pytest.raises(TournamentError, match="minimum percentage"):
        StandingsSettings(min_percentage=1.5)


@pytest.mark.parametrize(
    ("rounds", "message"),
    [
        (history([("A", "X", "win")]), "not registered"),
        (history([("A", "B", "win"), ("B", "C", "win")]), "paired twice"),
        ([history([("A", "B", "win")])[0], history([("A", "B", "win")])[0]], "expected"),
    ],
)
def test_a_history_the_roster_cannot_hold_is_refused(rounds: list[Round], message: str) -> None:
    with pytest.raises(TournamentError, match=message):
        standings(rounds, ABCD)


def test_a_result_for_a_table_that_is_not_in_the_round_is_refused() -> None:
    rounds = [Round(1, history([("A", "B", "win")])[0].pairings, {1: Result.WIN, 4: Result.LOSS})]
    with pytest.raises(TournamentError, match=r"round 1 has results for unknown table\(s\) 4"):
        standings(rounds, ABCD)


def test_a_team_paired_after_it_dropped_is_refused() -> None:
    with pytest.raises(TournamentError, match="after it dropped"):
        standings(TWO_ROUNDS, Roster(tuple("ABCD"), dropped={"D": 1}))
