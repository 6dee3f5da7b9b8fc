"""Time to load ../shared/data/cards.cdb with load_cdb (target: at most 0.5 s; aim ~0.15 s).

Loads the real database five times in this process and prints the best and the median wall time
and the number of cards. It measures, it does not assert: read the figures.
Run: .venv/bin/python benchmarks/bench_cdb_load.py [path/to/cards.cdb]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from tagduel.cards.sources.cdb import load_cdb

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards.cdb"
RUNS = 5
TARGET_SECONDS = 0.5


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else DEFAULT
    if not path.is_file():
        print(f"{path.name} not found (looked for {path}): nothing to measure")
        return 1
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        db = load_cdb(path)
        times.append(time.perf_counter() - start)
    best, median = min(times), statistics.median(times)
    print(f"load_cdb({path.name}): {len(db):,} cards")
    print(f"best of {RUNS}: {best * 1000:.1f} ms   median: {median * 1000:.1f} ms")
    print(
        f"target <= {TARGET_SECONDS * 1000:.0f} ms: {'met' if median <= TARGET_SECONDS else 'MISSED'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
