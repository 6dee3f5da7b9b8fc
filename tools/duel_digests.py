"""One line of digests per seeded random duel with the classic decks, to show that two versions
of the engine play exactly the same duels.

    PYTHONPATH=src .venv/bin/python tools/duel_digests.py [--duels 200] [--first-seed 0]
        [--decks classic|rules] [--data ../shared/data] > after.jsonl

Each line holds the seed, the number of decisions, a digest of every decision (the seat, the
kind of question, the prompt, the legal answers in order and the answer chosen), a digest of the
event log, and the state hash at the end. Run it with the old code on the path and with the new,
then compare the two files (`cmp before.jsonl after.jsonl`): any difference in what was asked,
offered, chosen or logged shows up. The duels are played as the benchmark plays them (four of the
eight classic decks drawn by the seed, every script on, the choices from `choices:<seed>`);
`--decks rules` plays the rules' scripted decks instead (the benchmark's `--decks scripted`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Sequence
from pathlib import Path

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine.codec import state_hash
from tagduel.engine.duel import Duel

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
MAX_DECISIONS = 100_000


def digests(duel: Duel, rng: random.Random) -> tuple[int, str]:
    """Play `duel` at random to its end; the decisions made and their digest."""
    digest, decisions = hashlib.sha256(), 0
    while duel.pending is not None and decisions < MAX_DECISIONS:
        pending = duel.pending
        chosen = rng.choice(pending.actions)
        asked = (pending.seat, pending.kind, pending.prompt, pending.actions, chosen)
        digest.update(repr(asked).encode())
        duel.apply(chosen)
        decisions += 1
    return decisions, digest.hexdigest()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--duels", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--decks", choices=("classic", "rules"), default="classic")
    parser.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args(argv)
    scripts = all_scripts()
    if args.decks == "rules":
        rules_decks = scripted_decks(builtin_cards(), rule_passcodes())
    else:
        if not (args.data / "cards.cdb").is_file():
            parser.error(f"no cards.cdb in {args.data}: give the folder with --data")
        db = builtin_cards().merged(load_cdb(args.data / "cards.cdb"))
        decks = classic.read_decks(args.data / "decks", db)
    for seed in range(args.first_seed, args.first_seed + args.duels):
        if args.decks == "rules":
            chosen = rules_decks
        else:
            chosen = classic.seat_decks(classic.seat_names([classic.RANDOM], seed), decks)
        duel = Duel.new(chosen, seed=seed, scripts=scripts)
        decisions, asked = digests(duel, random.Random(f"choices:{seed}"))
        line = {
            "seed": seed,
            "decisions": decisions,
            "asked": asked,
            "events": hashlib.sha256(repr(duel.events).encode()).hexdigest(),
            "state": state_hash(duel.state),
        }
        print(json.dumps(line))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
