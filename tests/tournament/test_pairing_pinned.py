"""Pairing's settings, diagnostics and weights pinned by hand-worked rounds (issue 14).

What is pinned, from the module's contract (docstring of `tagduel.tournament.pairing`) and
issue 6's rules: an edge's cost ranks, in strict priority, a rematch, the points gap, the squared
gap, then a random tie-break; the band of edges is `window` places wide at first (only for events
above `exact_up_to` teams), else at once the exact window 4r + 1 (r = the most opponents any team
has had), capped by `max_window` and by the number of teams; runs of the pairing order are
matched apart where no two teams near the cut have met, cuts more than 2 × width apart. The
diagnostics report what was done: the window last used, the edges in the graph, the tries.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.tournament.errors import TournamentError
from tagduel.tournament.matching import Solver
from tagduel.tournament.model import Pairing, Roster, Round, TeamId
from tagduel.tournament.pairing import (
    PairingSettings,
    _edges,
    assess_pairing,
    pair_round,
)
from tournament.history import history
from tournament.oracle import pairing_cost, perfect_matchings

# Round 1 of four teams: A beat B, C beat D. Points A 3, C 3, B 0, D 0; each has met one team.
FOUR = Roster.of("ABCD")
FOUR_R1 = history([("A", "B", "win"), ("C", "D", "win")])


def diagnostics_of(
    rounds: list[Round], roster: Roster, pairing: PairingSettings, seed: int = 1
) -> tuple[int, int, int, bool]:
    d = pair_round(rounds, roster, random.Random(seed), pairing).diagnostics
    return (d.window, d.edges, d.attempts, d.proven_optimal)


def test_a_small_event_uses_the_exact_window_at_once() -> None:
    # r = 1 → 4r + 1 = 5 places, capped at n - 1 = 3 for four teams: the complete graph,
    # 3 + 2 + 1 = 6 edges, one try, optimal by construction.
    assert diagnostics_of(FOUR_R1, FOUR, PairingSettings()) == (3, 6, 1, True)


def test_the_exact_window_is_four_times_the_most_opponents_plus_one() -> None:
    # Eight teams after one round: r = 1 → 5 places (below n - 1 = 7). Edges: from places
    # 0-7, min(5, 7 - i) each: 5 + 5 + 5 + 4 + 3 + 2 + 1 + 0 = 25.
    roster = Roster.of("ABCDEFGH")
    rounds = history([("A", "B", "win"), ("C", "D", "win"), ("E", "F", "win"), ("G", "H", "win")])
    assert diagnostics_of(rounds, roster, PairingSettings()) == (5, 25, 1, True)
    # The first window is tried only above `exact_up_to` teams, so a narrow one changes nothing.
    assert diagnostics_of(rounds, roster, PairingSettings(window=1)) == (5, 25, 1, True)


def test_above_exact_up_to_the_narrow_window_is_tried_first_and_kept_when_it_reaches_the_bound() -> (
    None
):
    # Four teams, exact_up_to 2, window 1: the path A|C - C|A - B|D - D|B (3 edges) pairs the
    # two winners and the two losers: no rematch, gaps 0 + 0 = the bound. Kept after one try.
    narrow = PairingSettings(window=1, exact_up_to=2)
    assert diagnostics_of(FOUR_R1, FOUR, narrow) == (1, 3, 1, True)
    # At exactly exact_up_to teams the exact window is used at once.
    at_limit = PairingSettings(window=1, exact_up_to=4)
    assert diagnostics_of(FOUR_R1, FOUR, at_limit) == (3, 6, 1, True)


def test_a_forced_rematch_is_found_in_one_try_when_the_first_window_is_already_exact() -> None:
    # Two teams that met: r = 1, exact window min(5, 1) = 1 = the first window: no narrow try.
    rounds = history([("A", "B", "win")])
    paired = pair_round(rounds, Roster.of("AB"), random.Random(2), PairingSettings(exact_up_to=1))
    d = paired.diagnostics
    assert (d.window, d.edges, d.attempts, d.rematches, d.proven_optimal) == (1, 1, 1, 1, True)


def test_max_window_caps_the_band_and_proof_then_rests_on_the_bound() -> None:
    # max_window 1 on the four teams: the path of 3 edges; it reaches the bound (0 rematches,
    # gaps 0 + 0), so the pairing is still proven optimal though the window is below exact.
    capped = PairingSettings(max_window=1)
    assert diagnostics_of(FOUR_R1, FOUR, capped) == (1, 3, 1, True)


def test_a_round_splits_into_runs_where_no_two_nearby_teams_have_met() -> None:
    # Sixteen teams, round 1: team 2k+1 beat team 2k+2. Pairing order: the 8 winners, then the 8
    # losers. max_window 2 → width 2; block 2. No two winners and no two losers have met, so
    # every even place is a safe cut; cuts must lie more than 2 × 2 = 4 places apart and are
    # looked for at 2, 4, 6, … : 2 and 4 are too close to 0; 6 is the first cut; 8 and 10 too
    # close to 6; 12 the next. Runs of 6, 6 and 4 teams, 2 edges a place within a run:
    # 2+2+2+2+1 = 9, 9, and 2+2+1 = 5: 23 edges. The runs reach the bound (all gaps 0).
    teams: list[TeamId] = list(range(1, 17))
    rounds = history([(a, a + 1, "win") for a in range(1, 17, 2)])
    split = PairingSettings(max_window=2, block=2)
    assert diagnostics_of(rounds, Roster.of(teams), split) == (2, 23, 1, True)


def test_round_one_of_twelve_teams_in_blocks_of_four_is_three_runs() -> None:
    # Round 1: nobody has met, r = 0, window 1. Cuts at 4 and 8 (more than 2 places apart):
    # runs of 4, 3 edges each: 9 edges (one run of 12 would have 11).
    d = pair_round([], Roster.of(range(12)), random.Random(5), PairingSettings(block=4))
    assert (d.diagnostics.window, d.diagnostics.edges, d.diagnostics.attempts) == (1, 9, 1)


def test_a_lone_team_gets_the_bye_and_nothing_is_matched() -> None:
    d = pair_round([], Roster.of("A"), random.Random(1)).diagnostics
    assert (d.teams, d.rematches, d.pair_downs, d.score_difference, d.lower_bound) == (0,) * 5
    assert (d.window, d.edges, d.attempts, d.proven_optimal) == (0, 0, 0, True)


def test_the_diagnostics_name_the_solver_used() -> None:
    assert pair_round(FOUR_R1, FOUR, random.Random(1)).diagnostics.solver is Solver.RUSTWORKX
    pytest.importorskip("networkx")
    by_networkx = PairingSettings(solver=Solver.NETWORKX)
    assert pair_round(FOUR_R1, FOUR, random.Random(1), by_networkx).diagnostics.solver is (
        Solver.NETWORKX
    )


def test_a_given_pairing_reports_no_window_edges_or_tries() -> None:
    tables = [Pairing(2, 1, "A", "C"), Pairing(2, 2, "B", "D")]
    d = assess_pairing(FOUR_R1, FOUR, tables)
    assert (d.window, d.edges, d.attempts, d.solver) == (0, 0, 0, None)


def test_when_every_pairing_is_a_rematch_the_smallest_points_gaps_still_decide() -> None:
    # A round robin of four: A 9 (beat B, C, D), B 6 (beat C, D), C 3 (beat D), D 0. Every
    # pairing has 2 rematches; gaps: A-B + C-D = 3 + 3 = 6, A-C + B-D = 12, A-D + B-C = 12.
    rounds = history(
        [("A", "B", "win"), ("C", "D", "win")],
        [("A", "C", "win"), ("B", "D", "win")],
        [("A", "D", "win"), ("B", "C", "win")],
    )
    for seed in range(6):
        paired = pair_round(rounds, FOUR, random.Random(seed))
        assert {frozenset(p.teams) for p in paired.pairings} == {frozenset("AB"), frozenset("CD")}
        assert (paired.diagnostics.rematches, paired.diagnostics.score_difference) == (2, 6)


def test_pairing_waits_for_every_unreported_table_and_names_them_all() -> None:
    rounds = [Round(1, FOUR_R1[0].pairings, {})]
    with pytest.raises(TournamentError) as waiting:
        pair_round(rounds, FOUR, random.Random(1))
    assert str(waiting.value) == "round 1 has no result yet for table(s) 1, 2"


def test_pairing_settings_accept_their_smallest_values() -> None:
    smallest = PairingSettings(window=1, max_window=1, block=2)
    assert (smallest.window, smallest.max_window, smallest.block) == (1, 1, 2)


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({"window": 0}, "the pairing window must be at least 1"),
        ({"max_window": 0}, "the pairing window must be at least 1"),
        ({"block": 0}, "the pairing block must be an even number of teams, at least 2"),
        ({"block": 5}, "the pairing block must be an even number of teams, at least 2"),
    ],
)
def test_pairing_settings_refuse_nonsense_with_a_clear_message(
    bad: dict[str, int], message: str
) -> None:
    with pytest.raises(TournamentError) as refused:
        PairingSettings(**bad)  # type: ignore[arg-type]
    assert str(refused.value) == message


def heaviest_and_best(
    points: list[int], met_pairs: set[tuple[int, int]], seed: int
) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The cost of the heaviest perfect matching under `_edges`'s weights (complete graph), and
    the least cost of any perfect matching, both counted by the oracle."""
    places = range(len(points))
    order: list[TeamId] = list(places)
    met_sets: list[set[TeamId]] = [set() for _ in places]
    for a, b in met_pairs:
        met_sets[a].add(b)
        met_sets[b].add(a)
    edges = _edges(order, points, met_sets, len(order), random.Random(seed))
    weight: dict[tuple[TeamId, TeamId], int] = {(i, j): w for i, j, w in edges}
    point_of = dict(zip(order, points, strict=True))
    met_of: dict[TeamId, list[TeamId]] = {i: list(met_sets[i]) for i in places}
    scored = [
        (sum(weight[pair] for pair in matching), pairing_cost(matching, point_of, met_of))
        for matching in perfect_matchings(order)
    ]
    return max(scored)[1], min(cost for _, cost in scored)


def test_a_lone_last_team_does_not_make_a_rematch_cheaper_than_a_pair_down() -> None:
    # Points 25, 25, 4, 0; the two leaders have met, and the leader has met the last team.
    # Without a rematch: leader-third (gap 21) and second-last (25): gaps 46. A rematch of the
    # leaders would leave gaps 0 + 4. Issue 6: no rematch while one can be avoided.
    for seed in range(4):
        heaviest, best = heaviest_and_best([25, 25, 4, 0], {(0, 1), (0, 3)}, seed)
        assert heaviest == best == (0, 46, 21 * 21 + 25 * 25)


@settings(max_examples=150)
@given(
    data=st.data(),
    n=st.sampled_from([2, 4, 6, 8]),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_edge_weights_rank_matchings_by_rematches_then_gaps_then_squared_gaps(
    data: st.DataObject, n: int, seed: int
) -> None:
    # The matching keeps the heaviest perfect matching, so the weights must make it one of least
    # (rematches, sum of gaps, sum of squared gaps), whatever the points (a leader far ahead, a
    # lone last team, all level) and whoever has met. Checked on the complete graph against every
    # perfect matching, with the costs counted independently.
    raw = data.draw(st.lists(st.integers(0, 40), min_size=n, max_size=n))
    points = sorted((p - min(raw) for p in raw), reverse=True)
    every_pair = list(itertools.combinations(range(n), 2))
    met_pairs = data.draw(st.sets(st.sampled_from(every_pair))) if every_pair else set()
    heaviest, best = heaviest_and_best(points, met_pairs, seed)
    assert heaviest == best
