"""Swiss pairing (issue 6): equal points meet, no avoidable rematch, the bye to the lowest-ranked
team without one, drops and late entries, reproducible from a seed."""

from __future__ import annotations

import random

import pytest

from tagduel.tournament.errors import TournamentError
from tagduel.tournament.matching import Solver
from tagduel.tournament.model import Pairing, Result, Roster, Round, TeamId
from tagduel.tournament.pairing import PairingSettings, RoundPairing, pair_round
from tagduel.tournament.records import team_records
from tagduel.tournament.standings import standings
from tournament.history import history, simulate


def matchups(paired: RoundPairing) -> set[frozenset[TeamId]]:
    return {frozenset(p.teams) for p in paired.pairings}


def check_complete(paired: RoundPairing, teams: list[TeamId]) -> None:
    seen = [t for p in paired.pairings for t in p.teams]
    assert sorted(map(str, seen)) == sorted(map(str, teams))
    assert [p.table for p in paired.pairings] == list(range(1, len(paired.pairings) + 1))


def test_the_same_seed_gives_the_same_pairings() -> None:
    roster = Roster.of(range(1, 21))
    rounds = simulate(roster, 3, seed=7)
    first = pair_round(rounds, roster, random.Random(99))
    again = pair_round(rounds, roster, random.Random(99))
    assert first.pairings == again.pairings


def test_round_one_is_a_random_pairing_drawn_from_the_seed() -> None:
    roster = Roster.of(range(1, 17))
    draws = {
        tuple(map(frozenset, (p.teams for p in pair_round([], roster, random.Random(s)).pairings)))
        for s in range(5)
    }
    assert len(draws) > 1


def test_round_one_pairs_every_team_once_at_tables_one_to_n() -> None:
    roster = Roster.of(range(1, 9))
    paired = pair_round([], roster, random.Random(1))
    check_complete(paired, list(range(1, 9)))
    assert paired.bye is None and len(paired.pairings) == 4


def test_a_rematch_is_avoided_even_at_the_cost_of_a_bigger_points_gap() -> None:
    # After two rounds A has 6, B and C 3, D 0; A-B, A-C, B-D and C-D have all been played.
    rounds = history([("A", "B", "win"), ("C", "D", "win")], [("A", "C", "win"), ("B", "D", "win")])
    paired = pair_round(rounds, Roster.of("ABCD"), random.Random(3))
    assert matchups(paired) == {frozenset("AD"), frozenset("BC")}
    assert paired.diagnostics.rematches == 0


def test_a_rematch_is_paired_when_no_other_pairing_exists() -> None:
    rounds = history([("A", "B", "win")])
    paired = pair_round(rounds, Roster.of("AB"), random.Random(3))
    assert matchups(paired) == {frozenset("AB")}
    assert paired.diagnostics.rematches == 1 and paired.diagnostics.proven_optimal


def test_teams_with_equal_points_meet_when_they_can() -> None:
    roster = Roster.of(range(1, 17))
    rounds = simulate(roster, 1, seed=4)
    points = {r.team: r.points for r in standings(rounds, roster)}
    paired = pair_round(rounds, roster, random.Random(5))
    assert all(points[p.team1] == points[p.team2] for p in paired.pairings if p.team2 is not None)
    assert paired.diagnostics.pair_downs == 0


def test_an_odd_score_group_pairs_down_one_step_rather_than_forcing_a_rematch() -> None:
    # A and C on 3, E and F on 1 (they drew each other), B and D on 0.
    rounds = history([("A", "B", "win"), ("C", "D", "win"), ("E", "F", "draw")])
    paired = pair_round(rounds, Roster.of("ABCDEF"), random.Random(8))
    assert frozenset("AC") in matchups(paired)
    assert paired.diagnostics.score_difference == 2 and paired.diagnostics.pair_downs == 2
    assert paired.diagnostics.rematches == 0


def test_the_bye_goes_to_the_lowest_ranked_team_without_one() -> None:
    roster = Roster.of("ABC")
    rounds = history([("A", "B", "win"), ("C", None, "bye")])
    assert pair_round(rounds, roster, random.Random(1)).bye == "B"
    rounds = history(
        [("A", "B", "win"), ("C", None, "bye")], [("C", "A", "win"), ("B", None, "bye")]
    )
    # C 6, A 3, B 3 (a bye): B and C had byes, so A gets one though B ranks below it.
    assert pair_round(rounds, roster, random.Random(1)).bye == "A"


def test_when_everyone_has_had_a_bye_the_lowest_ranked_team_gets_another() -> None:
    rounds = history([("A", None, "bye")], [("A", None, "bye")])
    assert pair_round(rounds, Roster.of("A"), random.Random(1)).bye == "A"


def test_the_bye_table_comes_last_and_a_bye_is_a_win() -> None:
    roster = Roster.of(range(1, 8))
    paired = pair_round([], roster, random.Random(2))
    assert paired.pairings[-1].is_bye and paired.pairings[-1].table == 4
    done = Round(1, paired.pairings, {p.table: Result.WIN for p in paired.pairings if p.team2})
    rows = {r.team: r for r in standings([done], roster)}
    assert rows[paired.bye].points == 3  # type: ignore[index]


def test_dropped_teams_are_never_paired_again() -> None:
    roster = Roster.of(range(1, 11))
    rounds = simulate(roster, 2, seed=11)
    roster = roster.with_drop(3, 2)
    paired = pair_round(rounds, roster, random.Random(4))
    check_complete(paired, [t for t in range(1, 11) if t != 3])
    assert paired.bye is not None


def test_a_late_entry_is_paired_from_the_round_it_joined_with_its_missed_rounds_lost() -> None:
    roster = Roster.of(range(1, 9))
    rounds = simulate(roster, 2, seed=12)
    roster = roster.with_late_entry(9, 3).with_late_entry(10, 3)
    paired = pair_round(rounds, roster, random.Random(4))
    check_complete(paired, list(range(1, 11)))
    assert team_records(rounds, roster)[9].losses == 2


def test_pairing_a_round_with_every_team_dropped_is_refused() -> None:
    roster = Roster(("A", "B"), dropped={"A": 0, "B": 0})
    with pytest.raises(TournamentError, match="round 1: no team is left to pair"):
        pair_round([], roster, random.Random(1))


def test_pairing_waits_for_every_result_of_the_previous_round() -> None:
    rounds = [Round(1, (Pairing(1, 1, "A", "B"), Pairing(1, 2, "C", "D")), {1: Result.WIN})]
    with pytest.raises(TournamentError, match=r"round 1 has no result yet for table\(s\) 2"):
        pair_round(rounds, Roster.of("ABCD"), random.Random(1))


def test_tables_follow_the_standings_and_team_one_is_the_higher_ranked() -> None:
    roster = Roster.of(range(1, 13))
    rounds = simulate(roster, 3, seed=21, draws=0.2)
    rank = {r.team: r.rank for r in standings(rounds, roster)}
    paired = pair_round(rounds, roster, random.Random(6))
    tables = [p for p in paired.pairings if p.team2 is not None]
    assert all(rank[p.team1] < rank[p.team2] for p in tables)  # type: ignore[index]
    assert [rank[p.team1] for p in tables] == sorted(rank[p.team1] for p in tables)


def test_a_big_event_is_paired_block_by_block_and_proven_optimal() -> None:
    roster = Roster.of(range(1, 301))
    settings = PairingSettings(block=64, exact_up_to=32)
    rounds = simulate(roster, 5, seed=3, draws=0.1, settings=settings)
    paired = pair_round(rounds, roster, random.Random(9), settings)
    d = paired.diagnostics
    assert (d.rematches, d.proven_optimal, d.attempts) == (0, True, 1)
    assert d.score_difference == d.lower_bound
    assert d.edges < 300 * settings.window


def test_both_matching_libraries_reach_the_same_quality() -> None:
    pytest.importorskip("networkx")
    roster = Roster.of(range(1, 41))
    rounds = simulate(roster, 4, seed=5, draws=0.15)
    results = [
        pair_round(rounds, roster, random.Random(1), PairingSettings(solver=solver)).diagnostics
        for solver in Solver
    ]
    assert {(d.rematches, d.score_difference, d.pair_downs) for d in results} == {
        (results[0].rematches, results[0].score_difference, results[0].pair_downs)
    }


def test_a_narrow_window_widens_until_a_rematch_is_avoided() -> None:
    roster = Roster.of(range(1, 13))
    rounds = simulate(roster, 5, seed=2, draws=0.1)
    narrow = PairingSettings(window=1, exact_up_to=2, block=2)
    paired = pair_round(rounds, roster, random.Random(3), narrow)
    full = pair_round(rounds, roster, random.Random(3))
    assert paired.diagnostics.rematches == full.diagnostics.rematches
    assert paired.diagnostics.score_difference == full.diagnostics.score_difference


@pytest.mark.parametrize("bad", [{"window": 0}, {"block": 3}, {"max_window": 0}])
def test_pairing_settings_refuse_nonsense(bad: dict[str, int]) -> None:
    with pytest.raises(TournamentError):
        PairingSettings(**bad)  # type: ignore[arg-type]
