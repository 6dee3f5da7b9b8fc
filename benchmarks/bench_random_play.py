"""Random-legal-play throughput of the engine on one core.

    .venv/bin/python benchmarks/bench_random_play.py [--duels N] [--seed S] [--decks scripted|vanilla]

`--decks scripted` (the default) plays the decks `tagduel duel` plays: every scripted card, with
all card scripts on. `--decks vanilla` plays the whole built-in set with no scripts (every card
a Normal Monster or a Spell/Trap that does nothing), the engine's bare rules.

Prints decisions per second and complete tag duels per second (targets: 20,000 and 50), by
wall-clock time and by the process's CPU time (steadier on a shared machine). Every decision is
a uniform choice among the legal actions; with auto-pass on, a seat whose only answer is Pass
is not asked (and not counted).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts, scripted_passcodes
from tagduel.cardscripts.decks import scripted_decks
from tagduel.engine.effects import Scripts
from tagduel.engine.random_play import decks_from, random_duel


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--duels", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", choices=("scripted", "vanilla"), default="scripted")
    args = parser.parse_args()
    if args.decks == "scripted":
        decks, scripts = scripted_decks(builtin_cards(), scripted_passcodes()), all_scripts()
    else:
        decks, scripts = decks_from(builtin_cards()), Scripts()
    decisions = turns = unfinished = 0
    endings: Counter[str] = Counter()
    start, cpu = time.perf_counter(), time.process_time()
    for seed in range(args.seed, args.seed + args.duels):
        result = random_duel(decks, seed, scripts=scripts, with_text=False)
        decisions += result.decisions
        turns += result.turns
        unfinished += result.outcome is None
        endings[result.outcome.to_text().split(" ", 2)[-1] if result.outcome else "unfinished"] += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"decks:              {args.decks}")
    print(f"duels:              {args.duels} ({unfinished} unfinished)")
    print(f"endings:            {', '.join(f'{n} {how}' for how, n in endings.most_common())}")
    print(f"decisions:          {decisions} ({decisions / args.duels:.0f} per duel)")
    print(f"turns per duel:     {turns / args.duels:.1f}")
    print(f"time:               {elapsed:.2f} s wall, {cpu:.2f} s CPU")
    print(f"decisions/second:   {decisions / elapsed:,.0f} wall, {decisions / cpu:,.0f} CPU")
    print(f"duels/second:       {args.duels / elapsed:.1f} wall, {args.duels / cpu:.1f} CPU")


if __name__ == "__main__":
    main()
