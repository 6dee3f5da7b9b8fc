"""Throughput of parse + validate for team deck pairs (issue 2 target: >= 5,000 per second).

Uses the real decks of ../shared/data/decks with the real cards.cdb and TCG 2026.05 list: every
pair of the 18 decks, parsed from .ydk text and validated as a team, round after round.
Run: .venv/bin/python benchmarks/bench_deck_check.py
"""

from __future__ import annotations

import itertools
import sys
import time
from collections.abc import Callable
from pathlib import Path

from tagduel.cards.sources.cdb import load_cdb
from tagduel.decks.banlist import parse_lflist
from tagduel.decks.formats import ydk
from tagduel.decks.validate import DeckChecker, DeckRules, validate_team

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data"


def _rate(check: Callable[[str, str], object], pairs: list[tuple[str, str]]) -> float:
    """Best of 5 one-second runs, in team checks per second."""
    best = 0.0
    for _ in range(5):
        start = time.perf_counter()
        done = 0
        while time.perf_counter() - start < 1.0:
            for a, b in pairs:
                check(a, b)
            done += len(pairs)
        best = max(best, done / (time.perf_counter() - start))
    return best


def main() -> int:
    if not (SHARED / "cards.cdb").is_file():
        print("../shared/data is absent: nothing to measure")
        return 1
    db = load_cdb(SHARED / "cards.cdb")
    rules = DeckRules(
        banlist=parse_lflist((SHARED / "lflist/TCG-2026.05.lflist.conf").read_text()).get()
    )
    texts = [p.read_text("utf-8") for p in sorted((SHARED / "decks").glob("*.ydk"))]
    pairs = list(itertools.combinations(texts, 2))
    checker = DeckChecker(db, rules)
    shared = _rate(lambda a, b: checker.check_team({"A": ydk.parse(a), "B": ydk.parse(b)}), pairs)
    one_off = _rate(
        lambda a, b: validate_team({"A": ydk.parse(a), "B": ydk.parse(b)}, db, rules), pairs
    )
    print(f"decks: {len(texts)}, team pairs: {len(pairs)}")
    print(f"parse + validate, one DeckChecker:    {shared:8,.0f} teams/second (target >= 5,000)")
    print(f"parse + validate, validate_team each: {one_off:8,.0f} teams/second")
    return 0


if __name__ == "__main__":
    sys.exit(main())
