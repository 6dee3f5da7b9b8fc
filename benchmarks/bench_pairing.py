"""Swiss pairing speed (issue 6 target: 4,096 teams after 8 rounds in under 1 s, no avoidable
rematch), against a straightforward networkx maximum-weight matching over ALL pairs.

For each size it simulates 8 rounds (pairings by `pair_round`, results from a seeded RNG with a
few draws and double losses), then times the pairing of round 9: ours with rustworkx (best of
5) and with networkx (the same small graph), and the all-pairs networkx matching (one run; only
up to --all-pairs-up-to teams, 1,024 by default, since 1,024 already takes ~45 s and it grows
as n³). All runs are in this process, so the ratios are same-run. It measures, it does not
assert: read the figures.
Run: .venv/bin/python benchmarks/bench_pairing.py [--all-pairs-up-to N] [--sizes 512,1024,4096]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from importlib.metadata import version

import networkx  # type: ignore[import-untyped, unused-ignore]
import rustworkx

from tagduel.tournament.matching import Solver
from tagduel.tournament.model import Result, Roster, Round
from tagduel.tournament.pairing import PairingSettings, RoundPairing, pair_round
from tagduel.tournament.records import team_records

ROUNDS = 8
TARGET_SECONDS = 1.0


def simulate(teams: int, seed: int) -> tuple[Roster, list[Round]]:
    """Eight rounds; prints the slowest of their pairings (the split exact path shows here)."""
    roster = Roster.of(range(1, teams + 1))
    pair_rng, result_rng = random.Random(seed), random.Random(seed + 1)
    outcomes = [Result.WIN, Result.LOSS] * 24 + [Result.DRAW, Result.DOUBLE_LOSS]
    done: list[Round] = []
    slowest = (0.0, 0, 0)
    for _ in range(ROUNDS):
        start = time.perf_counter()
        paired = pair_round(done, roster, pair_rng)
        took = time.perf_counter() - start
        slowest = max(slowest, (took, paired.round, paired.diagnostics.attempts))
        results = {p.table: result_rng.choice(outcomes) for p in paired.pairings if p.team2}
        done.append(Round(paired.round, paired.pairings, results))
    took, number, attempts = slowest
    print(
        f"  pairing rounds 1-{ROUNDS}: slowest {took:.3f} s (round {number}, attempts {attempts})"
    )
    return roster, done


def timed(run: Callable[[], object], repeat: int) -> tuple[float, float, object]:
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = run()
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times), value


def all_pairs(roster: Roster, rounds: list[Round], library: str) -> tuple[int, int]:
    """The straightforward way: one edge per pair of active teams, the same priorities
    (rematch, points gap, squared gap) as weights. Returns (rematches, sum of gaps)."""
    records = team_records(rounds, roster)
    teams = roster.active(len(rounds) + 1)
    points = [records[t].points for t in teams]
    met = [set(records[t].opponents) for t in teams]
    top = 10**15
    edges = []
    for i in range(len(teams)):
        for j in range(i + 1, len(teams)):
            gap = abs(points[i] - points[j])
            rematch = teams[j] in met[i]
            edges.append((i, j, top - rematch * 10**12 - gap * 10**6 - gap * gap))
    if library == "networkx":
        graph = networkx.Graph()
        graph.add_weighted_edges_from(edges)
        pairs = networkx.max_weight_matching(graph, maxcardinality=True)
    else:
        rgraph: rustworkx.PyGraph[None, int] = rustworkx.PyGraph()
        rgraph.add_nodes_from([None] * len(teams))
        rgraph.add_edges_from(edges)
        pairs = rustworkx.max_weight_matching(rgraph, max_cardinality=True, weight_fn=int)
    return (
        sum(teams[b] in met[a] for a, b in pairs),
        sum(abs(points[a] - points[b]) for a, b in pairs),
    )


def bench_size(teams: int, all_pairs_up_to: int) -> None:
    print(f"\n{teams:,} teams after {ROUNDS} rounds")
    roster, rounds = simulate(teams, seed=teams)

    def ours(solver: Solver) -> RoundPairing:
        return pair_round(rounds, roster, random.Random(9), PairingSettings(solver=solver))

    best, median, value = timed(lambda: ours(Solver.RUSTWORKX), 5)
    assert isinstance(value, RoundPairing)
    d = value.diagnostics
    print(f"  ours, rustworkx   best {best:8.3f} s  median {median:8.3f} s")
    print(
        f"    rematches {d.rematches}, pair-downs {d.pair_downs}, points gap {d.score_difference}"
        f" (lower bound {d.lower_bound}), proven optimal: {d.proven_optimal},"
        f" edges {d.edges:,}, attempts {d.attempts}"
    )
    nx_best, _, _ = timed(lambda: ours(Solver.NETWORKX), 1 if teams > 1024 else 3)
    print(f"  ours, networkx    best {nx_best:8.3f} s  (rustworkx {nx_best / best:5.1f}x faster)")
    if teams >= 4096:
        verdict = "met" if median < TARGET_SECONDS else "MISSED"
        print(f"  target < {TARGET_SECONDS:.0f} s: {verdict}; avoidable rematches: {d.rematches}")
    if teams > all_pairs_up_to:
        print(f"  all pairs: skipped above {all_pairs_up_to:,} teams (see --all-pairs-up-to)")
        return
    for library in ("rustworkx", "networkx"):
        t, _, quality = timed(lambda lib=library: all_pairs(roster, rounds, lib), 1)  # type: ignore[misc]
        print(
            f"  all pairs, {library:9} {t:8.3f} s  = {t / best:7.1f}x ours;"
            f" (rematches, gap) {quality} vs ours {(d.rematches, d.score_difference)}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="512,1024,4096")
    parser.add_argument("--all-pairs-up-to", type=int, default=1024)
    args = parser.parse_args()
    print(f"rustworkx {version('rustworkx')}, networkx {version('networkx')}")
    for teams in (int(s) for s in args.sizes.split(",")):
        bench_size(teams, args.all_pairs_up_to)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
