"""Throughput of parse + validate for team deck pairs (issue 2 target: >= 5,000 per second).

Uses the real decks of ../shared/data/decks with the real cards.cdb and TCG 2026.05 list: every
pair of the 18 decks, parsed from .ydk text and validated as a team, round after round, two
ways: one `DeckChecker` shared by every check, and `validate_team` each time (a fresh checker per
team, as `deck check` and event registration do). Each rate is the median of --repeat timed
runs of --seconds each (`--quick`: 3 runs of 0.5 s). The last line is `RESULT ...
target=... ok=yes|no`; the target holds when both ways reach 5,000 teams per second.
Run: .venv/bin/python benchmarks/bench_deck_check.py [--quick] [--repeat N] [--seconds S]
"""

from __future__ import annotations

import argparse
import itertools
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from benchkit import add_quick, median, result_line
from tagduel.cards.sources.cdb import load_cdb
from tagduel.decks.banlist import parse_lflist
from tagduel.decks.formats import ydk
from tagduel.decks.validate import DeckChecker, DeckRules, validate_team

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data"
TARGET_RATE = 5_000
TARGET = f"shared_per_s>={TARGET_RATE},fresh_per_s>={TARGET_RATE}"


def _rate(
    check: Callable[[str, str], object], pairs: list[tuple[str, str]], runs: int, seconds: float
) -> float:
    """The median of `runs` timed runs of about `seconds` each, in team checks per second."""
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        done = 0
        while time.perf_counter() - start < seconds:
            for a, b in pairs:
                check(a, b)
            done += len(pairs)
        rates.append(done / (time.perf_counter() - start))
    return median(rates)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per way (default 5)")
    parser.add_argument("--seconds", type=float, default=1.0, help="length of a run (default 1)")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.repeat, args.seconds = min(args.repeat, 3), min(args.seconds, 0.5)
    if args.repeat < 1 or not 0 < args.seconds <= 60:
        parser.error("--repeat must be at least 1 and --seconds between 0 and 60")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if not (SHARED / "cards.cdb").is_file():
        print("../shared/data is absent: nothing to measure")
        print(result_line("deck_check", {"missing": "shared_data"}, TARGET, False))
        return 1
    db = load_cdb(SHARED / "cards.cdb")
    rules = DeckRules(
        banlist=parse_lflist((SHARED / "lflist/TCG-2026.05.lflist.conf").read_text()).get()
    )
    texts = [p.read_text("utf-8") for p in sorted((SHARED / "decks").glob("*.ydk"))]
    pairs = list(itertools.combinations(texts, 2))
    checker = DeckChecker(db, rules)
    shared = _rate(
        lambda a, b: checker.check_team({"A": ydk.parse(a), "B": ydk.parse(b)}),
        pairs,
        args.repeat,
        args.seconds,
    )
    fresh = _rate(
        lambda a, b: validate_team({"A": ydk.parse(a), "B": ydk.parse(b)}, db, rules),
        pairs,
        args.repeat,
        args.seconds,
    )
    print(f"decks: {len(texts)}, team pairs: {len(pairs)}; medians of {args.repeat} runs")
    print(f"parse + validate, one DeckChecker:    {shared:8,.0f} teams/second (target >= 5,000)")
    print(f"parse + validate, validate_team each: {fresh:8,.0f} teams/second (target >= 5,000)")
    fields = {"pairs": len(pairs), "runs": args.repeat, "shared_per_s": round(shared)}
    fields["fresh_per_s"] = round(fresh)
    ok = min(shared, fresh) >= TARGET_RATE
    print(result_line("deck_check", fields, TARGET, ok))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
