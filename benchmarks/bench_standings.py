"""Standings speed (issue 6 target: 4,096 teams after 12 rounds in under 0.2 s).

Builds a 12-round event of 4,096 teams plus 32 late entries (joining in round 3) and 64 drops:
rounds paired at random within score groups (fast, so the setup stays short; the standings do
not care how teams were paired), results from a seeded RNG with a few draws and double losses.
Then times `standings` (records, OMW%, OOMW%, loss-round squares, sorting, AABBBCCCDDD) over
20 runs.
It measures, it does not assert: read the figures.
Run: .venv/bin/python benchmarks/bench_standings.py [teams] [rounds]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from tagduel.tournament.model import Pairing, Result, Roster, Round, TeamId
from tagduel.tournament.standings import standings

TARGET_SECONDS = 0.2
RUNS = 20


def build(teams: int, rounds: int, seed: int) -> tuple[Roster, list[Round]]:
    rng = random.Random(seed)
    late: dict[TeamId, int] = {teams + i: 3 for i in range(1, 33)}
    drops: dict[TeamId, int] = {
        t: rng.randrange(1, rounds) for t in rng.sample(range(1, teams + 1), 64)
    }
    roster = Roster(tuple(range(1, teams + 1)) + tuple(late), late, drops)
    outcomes = [Result.WIN, Result.LOSS] * 24 + [Result.DRAW, Result.DOUBLE_LOSS]
    points: dict[TeamId, int] = dict.fromkeys(roster.teams, 0)
    done: list[Round] = []
    for number in range(1, rounds + 1):
        active = roster.active(number)
        rng.shuffle(active)
        active.sort(key=lambda t: -points[t])
        pairings = [
            Pairing(number, i // 2 + 1, a, b)
            for i, (a, b) in enumerate(zip(active[::2], active[1::2], strict=False))
        ]
        if len(active) % 2:
            pairings.append(Pairing(number, len(pairings) + 1, active[-1]))
        results = {p.table: rng.choice(outcomes) for p in pairings if p.team2 is not None}
        done.append(Round(number, tuple(pairings), results))
        for p in pairings:
            result = results.get(p.table, Result.BYE)
            points[p.team1] += result.points
            if p.team2 is not None:
                points[p.team2] += result.for_opponent.points
    return roster, done


def main(argv: list[str]) -> int:
    teams = int(argv[0]) if argv else 4096
    rounds = int(argv[1]) if len(argv) > 1 else 12
    roster, done = build(teams, rounds, seed=12)
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        rows = standings(done, roster)
        times.append(time.perf_counter() - start)
    best, median = min(times), statistics.median(times)
    print(f"standings: {len(rows):,} teams after {rounds} rounds ({len(roster.dropped)} dropped)")
    print(f"best of {RUNS}: {best * 1000:.1f} ms   median: {median * 1000:.1f} ms")
    print(f"leader: {rows[0].team} {rows[0].record_text} {rows[0].code_text}")
    verdict = "met" if median < TARGET_SECONDS else "MISSED"
    print(f"target < {TARGET_SECONDS * 1000:.0f} ms: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
