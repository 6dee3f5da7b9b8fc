"""`tagduel duel`: four players choosing random legal actions play a whole tag duel, with decks
built from the scripted cards (`tagduel.cardscripts.decks`).

Prints a readable play-by-play and the result; the same seed gives the same duel.
"""

from __future__ import annotations

import argparse
from typing import Any

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts, scripted_passcodes
from tagduel.cardscripts.decks import scripted_decks
from tagduel.engine.random_play import random_duel
from tagduel.engine.seats import Team


def register(sub: argparse._SubParsersAction[Any]) -> None:
    duel = sub.add_parser("duel", help="play a random tag duel with the scripted cards")
    duel.add_argument("--seed", type=int, default=0, help="the duel's seed (default 0)")
    duel.add_argument("--first-team", choices=("1", "2"), default="1", help="the team that opens")
    duel.add_argument("--quiet", action="store_true", help="print only the result")
    duel.add_argument(
        "--debug", action="store_true", help="check the engine's invariants after every step"
    )
    duel.set_defaults(handler=_duel)


def _duel(args: argparse.Namespace) -> int:
    decks = scripted_decks(builtin_cards(), scripted_passcodes())
    result = random_duel(
        decks,
        args.seed,
        first_team=Team.parse(args.first_team),
        scripts=all_scripts(),
        debug=args.debug,
        with_text=not args.quiet,
    )
    if not args.quiet:
        opener = "1A" if args.first_team == "1" else "2A"
        print(f"Tag Duel, seed {args.seed}: team1 (1A, 1B) vs team2 (2A, 2B); {opener} opens")
        print(result.text)
    print(f"Result (seed {args.seed}): {result.to_text()}")
    return 0 if result.outcome is not None else 1
