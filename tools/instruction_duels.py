"""The six seeded duels whose instructions `tools/count-instructions.sh` counts under valgrind.

    PYTHONPATH=src .venv/bin/python tools/instruction_duels.py [--rules] [--setup-only]
        [--data ../shared/data]

Plays seeds 0-5 as the benchmark plays them (four of the eight classic decks drawn by the seed,
every script on, the choices from `choices:<seed>`), or the rules' scripted decks with `--rules`;
`--setup-only` makes the duels without playing them, so that its count can be taken from the
full run's. Prints `decisions N`.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Mapping, Sequence
from pathlib import Path

from tagduel.cards.model import Card
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine.duel import Duel
from tagduel.engine.random_play import play_randomly
from tagduel.engine.seats import Seat

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
SEEDS = range(6)


def seat_decks(rules: bool, data: Path) -> list[Mapping[Seat, Sequence[Card]]]:
    if rules:
        decks = scripted_decks(builtin_cards(), rule_passcodes())
        return [decks for _ in SEEDS]
    db = builtin_cards().merged(load_cdb(data / "cards.cdb"))
    cards = classic.read_decks(data / "decks", db)
    return [classic.seat_decks(classic.seat_names([classic.RANDOM], s), cards) for s in SEEDS]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rules", action="store_true", help="the rules' scripted decks")
    parser.add_argument("--setup-only", action="store_true", help="make the duels, play nothing")
    parser.add_argument("--data", type=Path, default=DATA, help="cards.cdb and decks/ (classic)")
    args = parser.parse_args(argv)
    if not args.rules and not (args.data / "cards.cdb").is_file():
        parser.error(f"the classic decks need {args.data / 'cards.cdb'}")
    scripts, decisions = all_scripts(), 0
    for seed, decks in zip(SEEDS, seat_decks(args.rules, args.data), strict=True):
        duel = Duel.new(decks, seed=seed, scripts=scripts)
        if not args.setup_only:
            rng = random.Random(f"choices:{seed}")
            decisions += play_randomly(duel, rng, with_text=False).decisions
    print("decisions", decisions)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
