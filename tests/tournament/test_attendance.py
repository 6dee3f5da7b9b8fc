"""The attendance chart by number of teams, and the organiser's overrides (issue 6)."""

from __future__ import annotations

import pytest

from tagduel.tournament.attendance import plan, recommended
from tagduel.tournament.errors import TournamentError


@pytest.mark.parametrize(
    ("teams", "rounds", "cut"),
    [
        (4, 3, 0),
        (8, 3, 0),
        (9, 4, 4),
        (16, 4, 4),
        (17, 5, 4),
        (32, 5, 4),
        (33, 6, 8),
        (64, 6, 8),
        (65, 7, 8),
        (128, 7, 8),
        (129, 8, 8),
        (256, 8, 8),
        (257, 9, 8),
        (512, 9, 8),
        (513, 10, 8),
        (1024, 10, 8),
        (1025, 11, 8),
        (2048, 11, 8),
    ],
)
def test_the_chart_gives_rounds_and_top_cut_at_each_boundary(
    teams: int, rounds: int, cut: int
) -> None:
    structure = recommended(teams)
    assert (structure.rounds, structure.top_cut) == (rounds, cut)


@pytest.mark.parametrize("teams", [3, 2049])
def test_outside_the_chart_the_organiser_is_told_to_choose(teams: int) -> None:
    with pytest.raises(TournamentError, match=f"covers 4 to 2048 teams, not {teams}"):
        recommended(teams)
    with pytest.raises(TournamentError, match="give the number of rounds"):
        plan(teams, rounds=5)


def test_the_organiser_may_override_both_numbers_even_outside_the_chart() -> None:
    structure = plan(4096, rounds=12, top_cut=16)
    assert (structure.rounds, structure.top_cut, structure.overridden) == (12, 16, True)
    assert structure.to_text() == "4096 teams: 12 Swiss rounds, Top 16 (organiser's choice)"


def test_one_override_keeps_the_charts_other_number() -> None:
    structure = plan(20, top_cut=8)
    assert (structure.rounds, structure.top_cut, structure.overridden) == (5, 8, True)
    assert plan(20) == recommended(20) and not plan(20).overridden
    assert plan(6).to_text() == "6 teams: 3 Swiss rounds, no top cut"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"rounds": 0}, "must be 1 to 30, not 0"),
        ({"top_cut": 1}, "needs 2 to 256 teams"),
        ({"top_cut": 32}, "Top 32 needs"),
        ({"rounds": 31}, "must be 1 to 30, not 31"),
        ({"rounds": 10**20}, "not a number of more than 12 digits"),
        ({"top_cut": 257}, "needs 2 to 256 teams"),
        ({"top_cut": 99999999999999999999}, "not a number of more than 12 digits"),
    ],
)
def test_an_impossible_override_is_refused(kwargs: dict[str, int], message: str) -> None:
    with pytest.raises(TournamentError, match=message):
        plan(20, **kwargs)
