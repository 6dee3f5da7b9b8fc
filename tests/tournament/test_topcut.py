"""The top cut: single elimination seeded from the standings, 1 vs 8, 4 vs 5, … (issue 6)."""

from __future__ import annotations

import pytest

from tagduel.tournament.errors import TournamentError
from tagduel.tournament.model import Roster
from tagduel.tournament.standings import standings
from tagduel.tournament.topcut import Bracket, bracket_order, cut_from_standings
from tournament.history import simulate


def test_eight_seeds_meet_one_eight_four_five_two_seven_three_six() -> None:
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]


@pytest.mark.parametrize("size", [2, 4, 8, 16, 32])
def test_seeds_one_and_two_sit_in_opposite_halves_and_first_round_seeds_add_up(size: int) -> None:
    order = bracket_order(size)
    assert sorted(order) == list(range(1, size + 1))
    assert (1 in order[: size // 2]) != (2 in order[: size // 2])
    assert {order[i] + order[i + 1] for i in range(0, size, 2)} == {size + 1}


def test_a_bracket_size_that_is_not_a_power_of_two_is_refused() -> None:
    with pytest.raises(TournamentError, match="power of two"):
        bracket_order(6)


def play_favourites(bracket: Bracket, seeds: list[str]) -> Bracket:
    while bracket.ready_matches():
        match = bracket.ready_matches()[0]
        best = min((match.team1, match.team2), key=seeds.index)  # type: ignore[arg-type]
        bracket = bracket.report(best)  # type: ignore[arg-type]
    return bracket


def test_when_the_better_seed_always_wins_one_and_two_meet_in_the_final() -> None:
    seeds = [f"s{n}" for n in range(1, 9)]
    bracket = play_favourites(Bracket.start(seeds), seeds)
    final = bracket.rounds()[-1][0]
    assert (final.team1, final.team2, bracket.champion) == ("s1", "s2", "s1")
    assert bracket.placings()[:2] == [("s1", 4), ("s2", 3)]


def test_the_first_round_of_a_top_eight_is_seeded_from_the_standings() -> None:
    seeds = [f"s{n}" for n in range(1, 9)]
    first = Bracket.start(seeds).rounds()[0]
    assert [(m.team1, m.team2) for m in first] == [
        ("s1", "s8"),
        ("s4", "s5"),
        ("s2", "s7"),
        ("s3", "s6"),
    ]


def test_a_top_six_gives_byes_to_the_two_best_seeds() -> None:
    seeds = [f"s{n}" for n in range(1, 7)]
    bracket = Bracket.start(seeds)
    first = bracket.rounds()[0]
    assert [m.winner for m in first if m.is_bye] == ["s1", "s2"]
    assert {frozenset((m.team1, m.team2)) for m in bracket.ready_matches()} == {
        frozenset(("s4", "s5")),
        frozenset(("s3", "s6")),
    }
    assert play_favourites(bracket, seeds).champion == "s1"


def test_a_top_two_is_just_the_final() -> None:
    bracket = Bracket.start(["a", "b"]).report("b")
    assert (bracket.round_count, bracket.champion) == (1, "b")


def test_an_upset_advances_the_winner_not_the_better_seed() -> None:
    seeds = ["a", "b", "c", "d"]
    bracket = Bracket.start(seeds).report("d")  # 4 beats 1
    assert [(m.team1, m.team2) for m in bracket.ready_matches()] == [("b", "c")]
    bracket = bracket.report("b")
    final = bracket.ready_matches()[0]
    assert (final.team1, final.team2) == ("d", "b")


def test_a_team_without_a_match_to_play_cannot_be_reported_as_winner() -> None:
    bracket = Bracket.start(["a", "b", "c", "d"]).report("a")
    with pytest.raises(TournamentError, match="team a has no match to win"):
        bracket.report("a")


def test_the_cut_takes_the_best_teams_still_in_the_event() -> None:
    roster = Roster.of(range(1, 17))
    rounds = simulate(roster, 4, seed=9)
    rows = standings(rounds, roster)
    leader = rows[0].team
    rows_after_drop = standings(rounds, roster.with_drop(leader, 4))
    cut = cut_from_standings(rows_after_drop, 4)
    assert leader not in cut and cut == [r.team for r in rows if r.team != leader][:4]
    with pytest.raises(TournamentError, match="Top 16 needs 16 teams"):
        cut_from_standings(rows_after_drop, 16)
