"""Time to load ../shared/data/cards.cdb with load_cdb (target: at most 0.5 s; aim ~0.15 s).

Loads the real database --repeat times (default 5; `--quick`: 3) in this process and prints the
best and the median wall time and the number of cards; the last line is
`RESULT ... target=median_s<=0.5 ok=yes|no` (ok=no when the file is missing).
Run: .venv/bin/python benchmarks/bench_cdb_load.py [--quick] [--repeat N] [path/to/cards.cdb]
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from benchkit import add_quick, busy_note, median, repeat_timed, result_line
from tagduel.cards.sources.cdb import load_cdb

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cards.cdb"
TARGET_SECONDS = 0.5
TARGET = f"median_s<={TARGET_SECONDS:g}"


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT, help="the cards.cdb")
    parser.add_argument("--repeat", type=int, default=5, help="loads (default 5)")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.repeat = min(args.repeat, 3)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    path: Path = args.path
    if not path.is_file():
        print(f"{path.name} not found (looked for {path}): nothing to measure")
        print(result_line("cdb_load", {"missing": path.name}, TARGET, False))
        return 1
    timed = repeat_timed(lambda: load_cdb(path), args.repeat)
    best, middle, cpu = min(timed.wall), median(timed.wall), median(timed.cpu)
    print(f"load_cdb({path.name}): {len(timed.value):,} cards")
    print(f"best of {args.repeat}: {best * 1000:.1f} ms   median: {middle * 1000:.1f} ms wall")
    print(f"median CPU time: {cpu * 1000:.1f} ms{busy_note(middle, cpu)}")
    fields = {"cards": len(timed.value), "runs": args.repeat, "best_s": best, "median_s": middle}
    fields["median_cpu_s"] = cpu
    print(result_line("cdb_load", fields, TARGET, middle <= TARGET_SECONDS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
