"""Pairing against a brute-force optimum on small random tournaments (≤ 12 teams, ≤ 5 rounds).

The brute force lists every perfect matching of the teams left after the bye and keeps the best
by (rematches, sum of points gaps, sum of squared gaps): the pairer must reach the same cost, so
it never makes an avoidable rematch and never a bigger pair-down than needed (issue 6),
whether the first graph is complete or a narrow band that must be widened. The bye is checked
against standings computed independently (`tournament.oracle`), and bigger fields against
networkx's own matching on weights built here, never against the code under test (issue 14)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.tournament.model import Roster, TeamId
from tagduel.tournament.pairing import PairingSettings, pair_round
from tagduel.tournament.records import team_records
from tournament.history import random_history, simulate
from tournament.oracle import Policy, oracle_standings, rank_key

Cost = tuple[int, int, int]
# Forces the block-by-block try and the window widening even on a handful of teams.
NARROW = PairingSettings(window=1, exact_up_to=2, block=2)


def matchings(teams: list[TeamId]) -> Iterator[list[tuple[TeamId, TeamId]]]:
    if not teams:
        yield []
        return
    first, rest = teams[0], teams[1:]
    for i, other in enumerate(rest):
        for tail in matchings(rest[:i] + rest[i + 1 :]):
            yield [(first, other), *tail]


def cost(
    pairs: list[tuple[TeamId, TeamId]], points: dict[TeamId, int], met: dict[TeamId, set[TeamId]]
) -> Cost:
    gaps = [abs(points[a] - points[b]) for a, b in pairs]
    return sum(b in met[a] for a, b in pairs), sum(gaps), sum(g * g for g in gaps)


@settings(max_examples=60, deadline=None)
@given(
    teams=st.integers(min_value=2, max_value=12),
    rounds=st.integers(min_value=0, max_value=5),
    drops=st.integers(min_value=0, max_value=2),
    seed=st.integers(min_value=0, max_value=2**32),
    narrow=st.booleans(),
)
def test_pairing_matches_the_brute_force_optimum(
    teams: int, rounds: int, drops: int, seed: int, narrow: bool
) -> None:
    rng = random.Random(seed)
    names: list[TeamId] = list(range(1, teams + 1))
    done = random_history(names, rounds, rng)
    dropped: dict[TeamId, int] = {t: rounds for t in rng.sample(names, min(drops, teams - 1))}
    roster = Roster(tuple(names), dropped=dropped)
    paired = pair_round(
        done, roster, random.Random(seed + 1), NARROW if narrow else PairingSettings()
    )

    records = team_records(done, roster)
    points = {t: r.points for t, r in records.items()}
    met = {t: set(r.opponents) for t, r in records.items()}
    active = [t for t in names if t not in dropped]
    players = [t for t in active if t != paired.bye]
    best = min(cost(m, points, met) for m in matchings(players))
    ours = [(p.team1, p.team2) for p in paired.pairings if p.team2 is not None]
    assert cost(ours, points, met) == best
    assert sorted(map(str, (t for p in paired.pairings for t in p.teams))) == sorted(
        map(str, active)
    )

    if paired.bye is not None:
        policy = Policy()
        key = {r.team: rank_key(r, policy) for r in oracle_standings(done, roster, policy)}
        below = [t for t in active if key[t] > key[paired.bye]]
        if records[paired.bye].byes == 0:
            assert all(records[t].byes > 0 for t in below)
        else:
            assert all(records[t].byes > 0 for t in active)


def complete_graph_optimum(
    players: list[TeamId], points: dict[TeamId, int], met: dict[TeamId, set[TeamId]]
) -> Cost:
    """The true optimum: every pair an edge, lexicographic weights built here, and networkx's
    maximum-weight matching (not the pairer's default library, nor its wrapper)."""
    networkx = pytest.importorskip("networkx")
    unit = 10**6
    graph = networkx.Graph()
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            b = players[j]
            gap = abs(points[a] - points[b])
            penalty = (b in met[a]) * unit**3 + gap * unit**2 + gap * gap * unit
            graph.add_edge(i, j, weight=unit**4 - penalty)
    pairs = networkx.max_weight_matching(graph, maxcardinality=True)
    return cost([(players[i], players[j]) for i, j in pairs], points, met)


@settings(max_examples=25, deadline=None)
@given(
    teams=st.integers(min_value=20, max_value=90),
    rounds=st.integers(min_value=1, max_value=7),
    seed=st.integers(min_value=0, max_value=2**32),
    adversarial=st.booleans(),
)
def test_the_split_exact_pairing_equals_the_complete_graph_optimum(
    teams: int, rounds: int, seed: int, adversarial: bool
) -> None:
    names: list[TeamId] = list(range(1, teams + 1))
    roster = Roster.of(names)
    done = (
        random_history(names, rounds, random.Random(seed))
        if adversarial
        else simulate(roster, rounds, seed, draws=0.3)
    )
    # Tiny blocks and a one-place first window force the split exact path on every round.
    split = PairingSettings(window=1, exact_up_to=2, block=8)
    paired = pair_round(done, roster, random.Random(seed + 1), split)
    records = team_records(done, roster)
    points = {t: r.points for t, r in records.items()}
    met = {t: set(r.opponents) for t, r in records.items()}
    ours = [(p.team1, p.team2) for p in paired.pairings if p.team2 is not None]
    players = [t for t in names if t != paired.bye]
    assert paired.diagnostics.proven_optimal
    assert cost(ours, points, met) == complete_graph_optimum(players, points, met)
