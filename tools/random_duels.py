"""Many seeded random duels with the classic decks, every invariant checked after every step.

    .venv/bin/python tools/random_duels.py [--duels 10000] [--first-seed 0] [--replay-every 50]
        [--data ../shared/data] [--minutes 120]

Four of the eight classic decks are drawn for each duel by its seed (as in `tagduel duel --decks
classic --seed N`); every `--replay-every`-th duel is also replayed from its answers and its
state round-tripped through JSON, both checked to reach the same state hash. Prints progress,
the duels' end reasons, and stops at the first failure with the seed that shows it (exit 1).
Bounded: stops after `--duels` duels or `--minutes` minutes, whichever comes first.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.engine.soak import end_reason, soak_duel

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--duels", type=int, default=10_000)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--replay-every", type=int, default=50)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--minutes", type=float, default=120.0)
    args = parser.parse_args(argv)
    if not (args.data / "cards.cdb").is_file():
        parser.error(f"no cards.cdb in {args.data}: give the folder with --data")
    db = builtin_cards().merged(load_cdb(args.data / "cards.cdb"))
    decks = classic.read_decks(args.data / "decks", db)
    scripts, endings = all_scripts(), Counter[str]()
    started, decisions, played = time.monotonic(), 0, 0
    for seed in range(args.first_seed, args.first_seed + args.duels):
        if time.monotonic() - started > args.minutes * 60:
            print(f"stopped after {args.minutes} minutes")
            break
        names = classic.seat_names([classic.RANDOM], seed)
        replay = args.replay_every > 0 and seed % args.replay_every == 0
        try:
            result = soak_duel(classic.seat_decks(names, decks), seed, scripts, check_replay=replay)
        except Exception as exc:  # report the seed of any failure, then stop
            print(f"seed {seed} ({', '.join(names.values())}): {type(exc).__name__}: {exc}")
            return 1
        played += 1
        decisions += result.decisions
        endings[end_reason(result.duel)] += 1
        if played % 500 == 0:
            print(f"{played} duels, {decisions:,} decisions, {time.monotonic() - started:.0f} s")
            sys.stdout.flush()
    print(f"{played} duels, {decisions:,} decisions, every invariant held")
    print("endings: " + ", ".join(f"{n} {how}" for how, n in endings.most_common()))
    return 0 if endings["unfinished"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
