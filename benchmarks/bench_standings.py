"""Standings speed (issue 6 target: 4,096 teams after 12 rounds in under 0.2 s).

Builds a 12-round event of 4,096 teams plus 32 late entries (joining in round 3) and 64 drops:
rounds paired at random within score groups (fast, so the setup stays short; the standings do
not care how teams were paired), results from a seeded RNG with a few draws and double losses.
Then times `standings` (records, OMW%, OOMW%, loss-round squares, sorting, AABBBCCCDDD) over
--repeat runs (default 20; `--quick`: 5) and reports the best and the median. The last line is
`RESULT ... target=median_s<0.2 ok=yes|no` (judged on 4,096 teams or more after 12 rounds).
Run: .venv/bin/python benchmarks/bench_standings.py [--quick] [--repeat N] [teams] [rounds]
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

from benchkit import add_quick, busy_note, median, repeat_timed, result_line
from tagduel.tournament.model import Pairing, Result, Roster, Round, TeamId
from tagduel.tournament.standings import standings

TARGET_SECONDS = 0.2
TARGET_TEAMS = 4096
TARGET_ROUNDS = 12


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


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("teams", nargs="?", type=int, default=TARGET_TEAMS, help="default 4096")
    parser.add_argument("rounds", nargs="?", type=int, default=TARGET_ROUNDS, help="default 12")
    parser.add_argument("--repeat", type=int, default=20, help="timed runs (default 20)")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.repeat = min(args.repeat, 5)
    if args.teams < 64 or args.rounds < 2 or args.repeat < 1:
        parser.error("needs at least 64 teams, 2 rounds and 1 run")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    roster, done = build(args.teams, args.rounds, seed=12)
    timed = repeat_timed(lambda: standings(done, roster), args.repeat)
    rows = timed.value
    best, middle, cpu = min(timed.wall), median(timed.wall), median(timed.cpu)
    print(
        f"standings: {len(rows):,} teams after {args.rounds} rounds ({len(roster.dropped)} dropped)"
    )
    print(f"best of {args.repeat}: {best * 1000:.1f} ms   median: {middle * 1000:.1f} ms wall")
    print(f"median CPU time: {cpu * 1000:.1f} ms{busy_note(middle, cpu)}")
    print(f"leader: {rows[0].team} {rows[0].record_text} {rows[0].code_text}")
    fields = {"teams": len(rows), "rounds": args.rounds, "runs": args.repeat}
    fields |= {"best_s": best, "median_s": middle, "median_cpu_s": cpu}
    full_size = args.teams >= TARGET_TEAMS and args.rounds >= TARGET_ROUNDS
    target = f"teams>={TARGET_TEAMS},rounds>={TARGET_ROUNDS},median_s<{TARGET_SECONDS:g}"
    print(result_line("standings", fields, target, full_size and middle < TARGET_SECONDS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
