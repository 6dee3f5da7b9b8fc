"""Swiss pairing speed, every round, against an all-pairs matching on the SAME library.

Issue 6 target: pairing 4,096 teams takes under 1 s with no avoidable rematch. For each size the
benchmark simulates 8 rounds (pairings by `pair_round`, results from a seeded RNG with a few
draws and double losses), then times the pairing of every round 1-9 (round r paired after the
r - 1 simulated rounds) four ways:

- ours, rustworkx: `pair_round` end to end (records, standings, the banded graph, matching);
- all pairs, rustworkx: one edge per pair of active teams, the same priorities (rematch, points
  gap, squared gap) as weights, one maximum-weight matching (records included, no standings);
- ours, networkx and all pairs, networkx: the same two with networkx (`Solver.NETWORKX`).

So "all pairs / ours" on one library measures the algorithm, and "networkx / rustworkx" the
library; neither is mixed into the other. Ours is also checked against the all-pairs optimum
(rematches, points gap). Each figure is the median of --repeat runs (a cell whose first run
takes over 2 s is run once, marked *). All runs are in this process, so the ratios are same-run.
All pairs grows as n³: it runs only up to --all-pairs-up-to teams, networkx only up to
--networkx-up-to. `--quick`: 128 teams all four ways (networkx one run each) and 4,096 teams
ours on rustworkx, about 30-45 s on a busy 2-core machine.

The last line is `RESULT ... target=... ok=yes|no`; the target is judged on the largest size,
which must be 4,096 teams or more: every round's median under 1 s (the slowest round counts,
not round 9 alone), no rematch, every round proven optimal.

Run: .venv/bin/python benchmarks/bench_pairing.py [--quick] [--sizes 512,1024,4096]
    [--all-pairs-up-to 1024] [--networkx-up-to 512] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.metadata import version

import networkx  # type: ignore[import-untyped, unused-ignore]
import rustworkx

from benchkit import add_quick, busy_note, result_line
from tagduel.tournament.matching import Solver
from tagduel.tournament.model import Result, Roster, Round
from tagduel.tournament.pairing import PairingSettings, RoundPairing, pair_round
from tagduel.tournament.records import team_records

ROUNDS = 8
TARGET_SECONDS = 1.0
TARGET_TEAMS = 4096
ONE_RUN_ABOVE = 2.0
QUICK = {
    "sizes": "128,4096",
    "all_pairs_up_to": 128,
    "networkx_up_to": 128,
    "repeat": 3,
    "networkx_repeat": 1,
}
METHODS = ("ours/rx", "all/rx", "ours/nx", "all/nx")
Quality = tuple[int, int]
Summary = dict[str, tuple[float, float, float]]


@dataclass(frozen=True)
class Cell:
    """One method on one round: median wall seconds, runs, (rematches, points gap), median CPU
    seconds of this process (below the wall time when the machine is busy)."""

    seconds: float
    runs: int
    quality: Quality
    cpu: float


@dataclass(frozen=True)
class RoundTimes:
    number: int
    cells: dict[str, Cell]
    proven: bool


def simulate(teams: int, seed: int) -> tuple[Roster, list[Round]]:
    """Eight rounds paired by `pair_round`, results from a seeded RNG."""
    roster = Roster.of(range(1, teams + 1))
    pair_rng, result_rng = random.Random(seed), random.Random(seed + 1)
    outcomes = [Result.WIN, Result.LOSS] * 24 + [Result.DRAW, Result.DOUBLE_LOSS]
    done: list[Round] = []
    for _ in range(ROUNDS):
        paired = pair_round(done, roster, pair_rng)
        results = {p.table: result_rng.choice(outcomes) for p in paired.pairings if p.team2}
        done.append(Round(paired.round, paired.pairings, results))
    return roster, done


def timed(run: Callable[[], Quality], repeat: int) -> Cell:
    """The median of `repeat` runs, or one run when it takes over ONE_RUN_ABOVE seconds."""
    times: list[float] = []
    cpu: list[float] = []
    quality: Quality = (0, 0)
    while len(times) < repeat and not (times and times[0] > ONE_RUN_ABOVE):
        start, start_cpu = time.perf_counter(), time.process_time()
        quality = run()
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return Cell(statistics.median(times), len(times), quality, statistics.median(cpu))


def all_pairs(roster: Roster, rounds: Sequence[Round], library: str) -> Quality:
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


def ours(roster: Roster, rounds: Sequence[Round], solver: Solver) -> RoundPairing:
    return pair_round(rounds, roster, random.Random(len(rounds)), PairingSettings(solver=solver))


def time_round(
    roster: Roster, done: list[Round], number: int, args: argparse.Namespace
) -> RoundTimes:
    before, teams = done[: number - 1], len(roster.teams)
    proven: list[bool] = []

    def run_ours(solver: Solver) -> Quality:
        diagnostics = ours(roster, before, solver).diagnostics
        proven.append(diagnostics.proven_optimal)
        return diagnostics.rematches, diagnostics.score_difference

    plan: dict[str, tuple[bool, Callable[[], Quality]]] = {
        "ours/rx": (True, lambda: run_ours(Solver.RUSTWORKX)),
        "all/rx": (teams <= args.all_pairs_up_to, lambda: all_pairs(roster, before, "rustworkx")),
        "ours/nx": (teams <= args.networkx_up_to, lambda: run_ours(Solver.NETWORKX)),
        "all/nx": (
            teams <= min(args.all_pairs_up_to, args.networkx_up_to),
            lambda: all_pairs(roster, before, "networkx"),
        ),
    }
    cells = {
        name: timed(run, args.networkx_repeat if name.endswith("/nx") else args.repeat)
        for name, (wanted, run) in plan.items()
        if wanted
    }
    return RoundTimes(number, cells, all(proven))


def fmt(cell: Cell | None) -> str:
    if cell is None:
        return f"{'-':>9}"
    return f"{cell.seconds:8.3f}{'*' if cell.runs == 1 else ' '}"


def ratio(slow: Cell | None, fast: Cell | None) -> str:
    return f"{slow.seconds / fast.seconds:7.1f}x" if slow and fast else f"{'-':>8}"


def print_rounds(rows: list[RoundTimes]) -> None:
    """One line per round: seconds, the same-library ratios, and ours' (rematches, gap)."""
    print("  round  ours/rx  all/rx   all÷ours  ours/nx  all/nx   all÷ours  nx÷rx(ours)  quality")
    for row in rows:
        c = row.cells.get
        rustworkx_part = f"{fmt(c('ours/rx'))}{fmt(c('all/rx'))} {ratio(c('all/rx'), c('ours/rx'))}"
        networkx_part = f"{fmt(c('ours/nx'))}{fmt(c('all/nx'))} {ratio(c('all/nx'), c('ours/nx'))}"
        library = ratio(c("ours/nx"), c("ours/rx"))
        print(
            f"  {row.number:>5} {rustworkx_part} {networkx_part}     {library}  {quality_text(row)}"
        )


def quality_text(row: RoundTimes) -> str:
    """Ours' (rematches, gap), '= all pairs' when the all-pairs optimum agrees."""
    mine = row.cells["ours/rx"].quality
    others = {cell.quality for name, cell in row.cells.items() if name.startswith("all/")}
    same = "" if not others else (" = all pairs" if others == {mine} else f" vs all pairs {others}")
    return f"{mine}{same}{'' if row.proven else ' NOT PROVEN'}"


def print_summary(rows: list[RoundTimes]) -> Summary:
    """Per method over rounds 1-9: median, max and total seconds (only methods run every round)."""
    summary: Summary = {}
    for name in METHODS:
        times = [row.cells[name].seconds for row in rows if name in row.cells]
        if len(times) == len(rows):
            summary[name] = (statistics.median(times), max(times), sum(times))
            print(
                f"  {name:8} median {summary[name][0]:7.3f} s  max {summary[name][1]:7.3f} s"
                f"  total {summary[name][2]:8.3f} s"
            )
    ours_cpu = max(row.cells["ours/rx"].cpu for row in rows)
    print(
        f"  ours/rx  slowest round by CPU time {ours_cpu:7.3f} s{busy_note(summary['ours/rx'][1], ours_cpu)}"
    )
    for slow, fast in (("all/rx", "ours/rx"), ("all/nx", "ours/nx"), ("ours/nx", "ours/rx")):
        if slow in summary and fast in summary:
            share = summary[slow][2] / summary[fast][2]
            print(f"  total {slow} ÷ {fast}: {share:.1f}x")
    return summary


def bench_size(teams: int, args: argparse.Namespace) -> tuple[list[RoundTimes], Summary]:
    if args.repeat == 1:
        runs = "one run each"
    else:
        networkx = ", networkx one run" if args.networkx_repeat == 1 else ""
        runs = f"median of {args.repeat} runs{networkx}; * one run"
    print(f"\n{teams:,} teams, rounds 1-{ROUNDS + 1} (seconds, {runs})")
    roster, done = simulate(teams, seed=teams)
    rows = [time_round(roster, done, number, args) for number in range(1, ROUNDS + 2)]
    print_rounds(rows)
    return rows, print_summary(rows)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", default="512,1024,4096", help="team counts, comma-separated")
    parser.add_argument(
        "--all-pairs-up-to", type=int, default=1024, help="run all pairs up to this many teams"
    )
    parser.add_argument(
        "--networkx-up-to", type=int, default=512, help="run networkx up to this many teams"
    )
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (median)")
    add_quick(parser)
    args = parser.parse_args(argv)
    args.networkx_repeat = args.repeat
    if args.quick:
        vars(args).update(QUICK)
    try:
        args.sizes = [int(size) for size in str(args.sizes).split(",")]
    except ValueError:
        parser.error(f"--sizes takes whole numbers separated by commas, not {args.sizes!r}")
    if any(size < 2 or size % 2 for size in args.sizes) or args.repeat < 1:
        parser.error("every size must be an even number of teams, at least 2; --repeat at least 1")
    return args


def result_fields(results: dict[int, tuple[list[RoundTimes], Summary]]) -> dict[str, object]:
    """The largest size's figures for ours on rustworkx, and the same-library ratios (totals
    over rounds 1-9) at the largest size where all pairs ran."""
    largest = max(results)
    rows, summary = results[largest]
    median, most, total = summary["ours/rx"]
    fields: dict[str, object] = {
        "teams": largest,
        "rounds": len(rows),
        "ours_rx_median_s": median,
        "ours_rx_max_s": most,
        "ours_rx_total_s": total,
        "ours_rx_max_cpu_s": max(row.cells["ours/rx"].cpu for row in rows),
        "rematches": max(row.cells["ours/rx"].quality[0] for row in rows),
        "proven_optimal": all(row.proven for row in rows),
    }
    for slow, fast, key in (
        ("all/rx", "ours/rx", "all_pairs_over_ours_rustworkx"),
        ("all/nx", "ours/nx", "all_pairs_over_ours_networkx"),
        ("ours/nx", "ours/rx", "networkx_over_rustworkx_ours"),
    ):
        sizes = [n for n, (_, s) in results.items() if slow in s and fast in s]
        if sizes:
            n = max(sizes)
            fields[f"{key}_at_{n}"] = f"{results[n][1][slow][2] / results[n][1][fast][2]:.1f}x"
    return fields


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    print(f"rustworkx {version('rustworkx')}, networkx {version('networkx')}")
    results = {teams: bench_size(teams, args) for teams in args.sizes}
    fields = result_fields(results)
    rows, summary = results[max(results)]
    ok = (
        max(results) >= TARGET_TEAMS
        and summary["ours/rx"][1] < TARGET_SECONDS
        and all(row.cells["ours/rx"].quality[0] == 0 and row.proven for row in rows)
    )
    target = (
        f"teams>={TARGET_TEAMS},ours_rx_max_s<{TARGET_SECONDS:g},rematches=0,proven_optimal=yes"
    )
    print(result_line("pairing", fields, target, ok))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
