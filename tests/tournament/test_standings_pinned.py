"""Standings rules pinned by hand-worked events (issue 14, items 4 and 5).

Every expected value below is worked out by hand from the tournament policy in force (issue 6
and the module docstring of `tagduel.tournament.standings`): 3 points for a win or a bye, 1 for
a draw; OMW% = average of the opponents' match-win percentages (a draw adds `draw_value` = 0 by
default, no floor by default, a bye counts as a won match); OOMW% = average of the opponents'
OMW%; then the sum of the squares of the rounds lost, a later loss ranking higher by default;
then registration order. The `AABBBCCCDDD` number: points, OMW% and OOMW% in tenths of a percent,
and the loss-round sum (999 minus it when an earlier loss ranks higher).
"""

from __future__ import annotations

import pytest

from tagduel.tournament.errors import TournamentError
from tagduel.tournament.model import Roster, Standing, TeamId
from tagduel.tournament.standings import (
    ByeCount,
    LossTiming,
    StandingsSettings,
    fraction_text,
    parse_fraction,
    sort_key,
    standings,
)
from tournament.history import history

# Eight teams, three rounds, no rematch; each tuple is (team 1, team 2, team 1's result).
EIGHT = Roster.of("ABCDEFGH")
THREE_ROUNDS = history(
    [("B", "F", "win"), ("D", "G", "win"), ("C", "H", "loss"), ("A", "E", "win")],
    [("A", "F", "loss"), ("B", "C", "win"), ("G", "H", "win"), ("E", "D", "win")],
    [("B", "A", "loss"), ("D", "H", "loss"), ("G", "F", "win"), ("E", "C", "win")],
)
# By hand. Records (opponents; rounds lost → sum of squares):
#   A 2-1 (E, F, B; lost R2 → 4)     B 2-1 (F, C, A; R3 → 9)      C 0-3 (H, B, E; 1+4+9 = 14)
#   D 1-2 (G, E, H; R2, R3 → 13)     E 2-1 (A, D, C; R1 → 1)       F 1-2 (B, A, G; R1, R3 → 10)
#   G 2-1 (D, H, F; R1 → 1)          H 2-1 (C, G, D; R2 → 4)
# Match-win %: A B E G H 2/3, D F 1/3, C 0.
# OMW%: A (2/3 + 1/3 + 2/3)/3 = 5/9   B (1/3 + 0 + 2/3)/3 = 1/3   C (2/3 × 3)/3 = 2/3
#       D 2/3   E (2/3 + 1/3 + 0)/3 = 1/3   F 2/3   G (1/3 + 2/3 + 1/3)/3 = 4/9
#       H (0 + 2/3 + 1/3)/3 = 1/3
# OOMW%: A (1/3 + 2/3 + 1/3)/3 = 4/9   B (2/3 + 2/3 + 5/9)/3 = 17/27   C (1/3 × 3)/3 = 1/3
#        D (4/9 + 1/3 + 1/3)/3 = 10/27  E (5/9 + 2/3 + 2/3)/3 = 17/27  F (1/3 + 5/9 + 4/9)/3 = 4/9
#        G (2/3 + 1/3 + 2/3)/3 = 5/9    H (2/3 + 4/9 + 2/3)/3 = 16/27
OMW = {
    "A": 5 / 9,
    "B": 1 / 3,
    "C": 2 / 3,
    "D": 2 / 3,
    "E": 1 / 3,
    "F": 2 / 3,
    "G": 4 / 9,
    "H": 1 / 3,
}
OOMW = {
    "A": 4 / 9,
    "B": 17 / 27,
    "C": 1 / 3,
    "D": 10 / 27,
    "E": 17 / 27,
    "F": 4 / 9,
    "G": 5 / 9,
    "H": 16 / 27,
}


def by_team(rows: list[Standing]) -> dict[TeamId, Standing]:
    return {row.team: row for row in rows}


def order(rows: list[Standing]) -> str:
    return "".join(str(row.team) for row in rows)


def test_the_hand_worked_eight_team_event_has_the_hand_worked_percentages() -> None:
    rows = by_team(standings(THREE_ROUNDS, EIGHT))
    assert {t: rows[t].points for t in "ABCDEFGH"} == dict(
        zip("ABCDEFGH", [6, 6, 0, 3, 6, 3, 6, 6], strict=True)
    )
    assert {t: rows[t].loss_round_squares for t in "ABCDEFGH"} == dict(
        zip("ABCDEFGH", [4, 9, 14, 13, 1, 10, 1, 4], strict=True)
    )
    for team in "ABCDEFGH":
        assert rows[team].omw == pytest.approx(OMW[team])
        assert rows[team].oomw == pytest.approx(OOMW[team])


def test_omw_ranks_teams_tied_on_points_even_against_oomw_and_loss_timing() -> None:
    # 6 points: A (OMW 5/9) above G (4/9) above B, E, H (1/3), although G's OOMW (5/9) beats
    # A's (4/9) and B's (17/27) beats both: OMW% comes before OOMW%.
    rows = standings(THREE_ROUNDS, EIGHT)
    assert order(rows)[:2] == "AG"


def test_oomw_ranks_teams_tied_on_points_and_omw_even_against_loss_timing() -> None:
    # 6 points and OMW 1/3: B and E (OOMW 17/27) above H (16/27), although H lost later (4)
    # than E (1). 3 points and OMW 2/3: F (OOMW 4/9 = 12/27) above D (10/27) though D's losses
    # came later (13 against 10).
    rows = standings(THREE_ROUNDS, EIGHT)
    assert order(rows) == "AGBEHFDC"


def test_when_oomw_also_ties_the_later_loss_ranks_higher() -> None:
    # B and E tie on points, OMW and OOMW; B lost in round 3 (9), E in round 1 (1): B first.
    rows = standings(THREE_ROUNDS, EIGHT)
    assert order(rows)[2:4] == "BE"


def test_with_earlier_losses_ranking_higher_only_the_last_tiebreaker_turns_round() -> None:
    settings = StandingsSettings(loss_timing=LossTiming.EARLIER_RANKS_HIGHER)
    rows = standings(THREE_ROUNDS, EIGHT, settings)
    assert order(rows) == "AGEBHFDC"
    assert by_team(rows)["E"].code_text == "06333630998"  # DDD = 999 - 1


def test_the_tiebreaker_numbers_of_the_hand_worked_event() -> None:
    # AA points; BBB, CCC the percentages in tenths (5/9 = 55.56% → 556); DDD the loss sum.
    rows = by_team(standings(THREE_ROUNDS, EIGHT))
    assert {t: rows[t].code_text for t in "ABCDEFGH"} == {
        "A": "06556444004",
        "B": "06333630009",
        "C": "00667333014",
        "D": "03667370013",
        "E": "06333630001",
        "F": "03667444010",
        "G": "06444556001",
        "H": "06333593004",
    }


# Round 1: A beats B, C has the bye. Round 2: C beats A, B has the bye.
BYES = history([("A", "B", "win"), ("C", None, "bye")], [("C", "A", "win"), ("B", None, "bye")])
ABC = Roster.of("ABC")


def test_a_bye_counts_as_a_won_match_in_the_teams_own_percentage_by_default() -> None:
    # B: a loss and a bye = 1/2; C: a bye and a win = 2/2. A's opponents B and C: (1/2 + 1)/2.
    rows = by_team(standings(BYES, ABC))
    assert (rows["B"].win_pct, rows["C"].win_pct) == (0.5, 1.0)
    assert rows["A"].omw == pytest.approx(0.75)


def test_with_byes_excluded_the_bye_round_leaves_both_counts_of_a_winning_team() -> None:
    # Issue 14 item 5, with teams that won: without its bye C is 1 win of 1 match (100%, not
    # 1/3), B is 0 of 1 (0%); A's OMW% = (0 + 1)/2 = 1/2. A played two matches, no bye: 1/2.
    excluded = StandingsSettings(bye=ByeCount.EXCLUDED)
    rows = by_team(standings(BYES, ABC, excluded))
    assert (rows["A"].win_pct, rows["B"].win_pct, rows["C"].win_pct) == (0.5, 0.0, 1.0)
    assert rows["A"].omw == pytest.approx(0.5)
    # B's only opponent A: 1/2; C's only opponent A: 1/2. The bye still scores 3 points.
    assert rows["B"].omw == pytest.approx(0.5)
    assert rows["C"].omw == pytest.approx(0.5)
    assert (rows["B"].points, rows["C"].points) == (3, 6)


def test_a_team_with_no_match_yet_has_a_match_win_percentage_of_zero() -> None:
    rows = standings([], Roster.of("XY"))
    assert [(r.win_pct, r.omw, r.oomw, r.code_text) for r in rows] == [
        (0.0, 0.0, 0.0, "00000000000")
    ] * 2


def test_with_byes_excluded_a_team_whose_only_round_was_a_bye_has_zero_percent() -> None:
    rows = by_team(standings(BYES[:1], ABC, StandingsSettings(bye=ByeCount.EXCLUDED)))
    assert rows["C"].win_pct == 0.0  # no match counted: 0, not 100%
    assert rows["C"].points == 3


def test_a_share_of_exactly_one_is_a_valid_setting() -> None:
    everything = StandingsSettings(min_percentage=1.0, draw_value=1.0)
    assert (everything.min_percentage, everything.draw_value) == (1.0, 1.0)


def test_a_bad_setting_names_the_setting_in_its_error() -> None:
    with pytest.raises(TournamentError) as floor:
        StandingsSettings(min_percentage=2.0)
    assert str(floor.value) == "the minimum percentage must be between 0 and 1, not 2"
    with pytest.raises(TournamentError) as draw:
        StandingsSettings(draw_value=-0.5)
    assert str(draw.value) == "the value of a draw must be between 0 and 1, not -0.5"


def test_a_setting_that_is_not_a_number_or_too_big_is_shown_as_written_in_the_error() -> None:
    with pytest.raises(TournamentError) as huge:
        StandingsSettings(min_percentage=1e20)
    assert str(huge.value) == "the minimum percentage must be between 0 and 1, not 1e+20"
    with pytest.raises(TournamentError) as nan:
        StandingsSettings(draw_value=float("nan"))
    assert str(nan.value) == "the value of a draw must be between 0 and 1, not nan"


def test_a_share_above_one_is_refused_quoting_it() -> None:
    with pytest.raises(TournamentError) as caught:
        parse_fraction(" 3/2 ", "the value of a draw")
    assert str(caught.value) == "the value of a draw must be between 0 and 1, not '3/2'"


def test_a_share_that_cannot_be_read_is_called_the_value_by_default() -> None:
    with pytest.raises(TournamentError) as caught:
        parse_fraction("lots")
    assert str(caught.value) == (
        "the value 'lots' is not a number from 0 to 1 (write 1/3, 0.25 or 25%)"
    )


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (1 / 3, "1/3"),
        (1 / 6, "1/6"),
        (5 / 6, "5/6"),
        (1 / 7, "1/7"),
        (2 / 9, "2/9"),
        (1 / 11, "1/11"),
        (1 / 12, "1/12"),
        (0.125, "0.125"),
        (0.1, "0.1"),
        (1 / 13, "0.0769231"),
        (1.0, "1"),
    ],
)
def test_thirds_sixths_sevenths_ninths_elevenths_and_twelfths_are_shown_as_fractions(
    value: float, text: str
) -> None:
    # Fractions a decimal cannot write exactly are shown as fractions; the rest as decimals.
    assert fraction_text(value) == text


def row(team: str, points: int, omw: float, oomw: float, squares: int) -> Standing:
    return Standing(1, team, points, 0, 0, 0, 0, 0, 0.0, omw, oomw, squares, 0)


def ranked(rows: list[Standing], timing: LossTiming = LossTiming.LATER_RANKS_HIGHER) -> str:
    return "".join(str(r.team) for r in sorted(rows, key=lambda r: sort_key(r, timing)))


def test_the_sort_key_puts_more_points_first() -> None:
    assert ranked([row("L", 3, 1.0, 1.0, 100), row("M", 6, 0.0, 0.0, 0)]) == "ML"


def test_the_sort_key_puts_the_higher_omw_first_between_equal_points() -> None:
    # 75% against 62.5%: equal when rounded to whole numbers, so the rounding must keep digits.
    assert ranked([row("L", 3, 0.625, 0.9, 9), row("M", 3, 0.75, 0.1, 1)]) == "ML"


def test_the_sort_key_puts_the_higher_oomw_first_between_equal_points_and_omw() -> None:
    assert ranked([row("L", 3, 0.5, 0.625, 9), row("M", 3, 0.5, 0.75, 1)]) == "ML"


def test_the_sort_key_follows_the_loss_timing_setting() -> None:
    early, late = row("E", 3, 0.5, 0.5, 1), row("L", 3, 0.5, 0.5, 4)
    assert ranked([early, late]) == "LE"
    assert ranked([early, late], LossTiming.EARLIER_RANKS_HIGHER) == "EL"


def test_the_sort_key_counts_a_percentage_equal_to_a_dozen_places() -> None:
    # 1/3 computed two ways differs in the 17th digit: the same percentage, a full tie.
    a, b = row("A", 3, 1 / 3, 0.5, 4), row("B", 3, (0.1 + 0.2) / 0.9, 0.5, 4)
    assert a.omw != b.omw
    assert (
        sort_key(a, LossTiming.LATER_RANKS_HIGHER)[1:]
        == sort_key(b, LossTiming.LATER_RANKS_HIGHER)[1:]
    )
