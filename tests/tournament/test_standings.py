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
    fraction_text,
    parse_fraction,
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


FLOOR_25 = StandingsSettings(min_percentage=0.25)


def test_opponents_match_win_percentage_averages_opponents_with_the_floor() -> None:
    rows = by_team(standings(TWO_ROUNDS, ABCD, FLOOR_25))
    # B's opponents: A (100%) and D (0%, floored to 25%).
    assert rows["B"].omw == pytest.approx(0.625)
    assert rows["A"].omw == pytest.approx(0.5)
    assert rows["D"].omw == pytest.approx(0.5)


def test_opponents_opponents_percentage_averages_the_opponents_omw() -> None:
    rows = by_team(standings(TWO_ROUNDS, ABCD, FLOOR_25))
    # OMW% with the floor: A 50%, B 62.5%, C (opponents D 25%, A 100%) 62.5%, D 50%.
    assert rows["A"].oomw == pytest.approx(0.625)
    assert rows["B"].oomw == pytest.approx(0.5)
    assert rows["D"].oomw == pytest.approx(0.625)


def test_without_a_floor_a_winless_opponent_counts_as_zero() -> None:
    rows = by_team(standings(TWO_ROUNDS, ABCD, StandingsSettings(min_percentage=0.0)))
    assert rows["B"].omw == pytest.approx(0.5)


def test_by_default_there_is_no_floor_and_a_draw_is_not_a_win() -> None:
    # The Yu-Gi-Oh! TCG tournament policy ("Tie-Breakers", "Tie-Breaker Explanation") ranks by
    # opponents' *match-win* percentage and names no floor. By hand: A beats B, C and D draw;
    # then A beats C, B and D draw. A 2-0-0 = 100%; B 0-1-1, C 0-1-1, D 0-0-2 = 0%.
    rounds = history(
        [("A", "B", "win"), ("C", "D", "draw")], [("A", "C", "win"), ("B", "D", "draw")]
    )
    rows = by_team(standings(rounds, ABCD))
    assert [rows[t].win_pct for t in "ABCD"] == [1.0, 0.0, 0.0, 0.0]
    assert rows["A"].omw == 0.0  # B and C: no wins, no floor
    assert rows["B"].omw == pytest.approx(0.5)  # A 100%, D 0%
    assert rows["D"].omw == 0.0


def test_with_mtr_conventions_a_draw_is_a_third_of_a_win_and_the_floor_a_third() -> None:
    # MTR (melee.gg): match points / (3 x rounds), floor 1/3. Same rounds as above, by hand:
    # A 6/6 = 1; B 1/6, C 1/6, D 2/6 = 1/3. Floored: B and C 1/3, D 1/3.
    rounds = history(
        [("A", "B", "win"), ("C", "D", "draw")], [("A", "C", "win"), ("B", "D", "draw")]
    )
    rows = by_team(standings(rounds, ABCD, StandingsSettings.mtr()))
    assert rows["B"].win_pct == pytest.approx(1 / 6)
    assert rows["D"].win_pct == pytest.approx(1 / 3)
    assert rows["A"].omw == pytest.approx(1 / 3)  # B 1/3 (floored), C 1/3 (floored)
    assert rows["B"].omw == pytest.approx((1 + 1 / 3) / 2)  # A 1, D 1/3
    assert rows["C"].omw == pytest.approx((1 / 3 + 1) / 2)  # D 1/3, A 1


def test_the_value_of_a_draw_alone_changes_a_drawing_teams_percentage() -> None:
    rounds = history([("A", "B", "draw"), ("C", "D", "win")])
    half = StandingsSettings(draw_value=0.5)
    rows = by_team(standings(rounds, ABCD, half))
    # A and B: one draw worth half a win; C's only opponent D: 0%.
    assert rows["A"].win_pct == pytest.approx(0.5)
    assert rows["B"].omw == pytest.approx(0.5)
    assert rows["C"].omw == 0.0


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
    rows = by_team(standings(TWO_ROUNDS, ABCD, FLOOR_25))
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
    rounds = history([("A", "B", "win"), ("C", None, "bye")])
    rows = by_team(standings(rounds, Roster.of("ABC"), FLOOR_25))
    assert rows["C"].omw == 0.0
    assert rows["A"].omw == pytest.approx(0.25)


def test_a_bye_counts_as_a_win_in_the_teams_own_percentage_by_default() -> None:
    rounds = history(
        [("A", "B", "win"), ("C", None, "bye")], [("C", "A", "loss"), ("B", None, "bye")]
    )
    roster = Roster.of("ABC")
    assert by_team(standings(rounds, roster))["A"].omw == pytest.approx((0.5 + 0.5) / 2)
    excluded = StandingsSettings(bye=ByeCount.EXCLUDED, min_percentage=0.25)
    # Without the bye, B is 0-1 (floored 25%) and C is 0-1 (floored 25%).
    assert by_team(standings(rounds, roster, excluded))["A"].omw == pytest.approx(0.25)


def test_a_dropped_team_keeps_its_record_and_still_counts_as_an_opponent() -> None:
    roster = Roster(tuple("ABCD"), dropped={"D": 2})
    rows = by_team(standings(TWO_ROUNDS, roster))
    assert rows["D"].dropped and rows["D"].losses == 2
    assert rows["B"].omw == pytest.approx(0.5)  # A 100%, D 0%


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
    with pytest.raises(TournamentError, match="value of a draw"):
        StandingsSettings(draw_value=float("nan"))


@pytest.mark.parametrize(
    ("text", "value"),
    [("1/3", 1 / 3), ("0.33", 0.33), ("25%", 0.25), ("0", 0.0), ("1", 1.0), (" 2 / 3 ", 2 / 3)],
)
def test_a_share_is_read_as_a_fraction_a_decimal_or_a_percentage(text: str, value: float) -> None:
    assert parse_fraction(text) == pytest.approx(value)


@pytest.mark.parametrize("text", ["1/0", "3/2", "101%", "1e20", "nan", "-0.5", "", "a third"])
def test_a_share_that_is_not_between_zero_and_one_is_refused(text: str) -> None:
    with pytest.raises(TournamentError, match=r"between 0 and 1|not a number from 0 to 1"):
        parse_fraction(text, "the value of a draw")


def test_a_share_is_shown_as_a_person_writes_it() -> None:
    assert [fraction_text(v) for v in (0.0, 1 / 3, 0.25, 0.33, 2 / 3)] == [
        "0",
        "1/3",
        "0.25",
        "0.33",
        "2/3",
    ]


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
