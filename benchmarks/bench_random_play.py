"""Random-legal-play throughput of the engine on one core, with decks from the built-in card set.

    .venv/bin/python benchmarks/bench_random_play.py [--duels N] [--seed S]

Prints decisions per second and complete tag duels per second (targets: 20,000 and 50).
"""

from __future__ import annotations

import argparse
import time

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.engine.random_play import decks_from, random_duel


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duels", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    decks = decks_from(builtin_cards())
    decisions = turns = unfinished = 0
    start = time.perf_counter()
    for seed in range(args.seed, args.seed + args.duels):
        result = random_duel(decks, seed, with_text=False)
        decisions += result.decisions
        turns += result.turns
        unfinished += result.outcome is None
    elapsed = time.perf_counter() - start
    print(f"duels:              {args.duels} ({unfinished} unfinished)")
    print(f"decisions:          {decisions} ({decisions / args.duels:.0f} per duel)")
    print(f"turns per duel:     {turns / args.duels:.1f}")
    print(f"time:               {elapsed:.2f} s")
    print(f"decisions/second:   {decisions / elapsed:,.0f}")
    print(f"duels/second:       {args.duels / elapsed:.1f}")


if __name__ == "__main__":
    main()
