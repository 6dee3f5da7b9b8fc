"""`tagduel duel`: four players choosing random legal actions play a whole tag duel, with decks
built from the cards the Team Dueling Rules name (`tagduel.cardscripts.decks`), or with the
classic decks (`--decks`, `tagduel.cardscripts.classic`) from a real card database.

Prints the duel's log and the result; the same seed gives the same duel. The log is the public
one by default (what a spectator sees: drawn and Set cards unnamed); `--reveal` prints the full
log, every card named, the opening hands included. `--lang ja` prints it in Japanese (card names
as the card database writes them).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tagduel.cards.model import Card
from tagduel.cardscripts import all_scripts, classic
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.cli.common import add_cards_option, add_lang_option, card_db, read_text, say_in
from tagduel.engine.errors import RulesError
from tagduel.engine.playbyplay import FULL, PUBLIC, log_lines
from tagduel.engine.random_play import random_duel
from tagduel.engine.seats import Seat, Team, turn_order
from tagduel.engine.tablerecord import TableRecord
from tagduel.engine.wording import with_team_names
from tagduel.errors import InputError
from tagduel.i18n import Say, lazy, message_of


def register(sub: argparse._SubParsersAction[Any]) -> None:
    duel = sub.add_parser(
        "duel",
        help=lazy("play a random tag duel with the scripted cards"),
        description=lazy(
            "Four players choosing random legal actions play a whole Tag Duel under "
            "the Team Dueling Rules. Prints the duel's public log (drawn and Set cards unnamed) "
            "and the result; the same seed always plays the same duel. Exit status 0 when the "
            "duel ended, 1 when it was cut off."
        ),
    )
    duel.add_argument(
        "--seed",
        type=int,
        default=0,
        help=lazy("the duel's seed: shuffles and choices (default 0)"),
    )
    duel.add_argument(
        "--first-team",
        choices=("1", "2"),
        default="1",
        help=lazy("the team that opens: its Duelist A takes turn 1 (default 1)"),
    )
    shown = duel.add_mutually_exclusive_group()
    shown.add_argument("--quiet", action="store_true", help=lazy("print only the result"))
    shown.add_argument(
        "--reveal",
        action="store_true",
        help=lazy("print the full log: the opening hands, every drawn and Set card named"),
    )
    duel.add_argument(
        "--debug", action="store_true", help=lazy("check the engine's invariants after every step")
    )
    duel.add_argument(
        "--decks",
        metavar="NAME[,NAME,NAME,NAME]",
        help=lazy(
            "play the classic decks: one name for all four seats, four names for 1A, 1B, 2A "
            "and 2B, or 'classic' for four of them drawn by the seed (Blackwing, Burn, ChainBurn, "
            "CyberDragon, DarkMagician, Frog, Lightsworn, OldSchool); needs --cards"
        ),
    )
    duel.add_argument(
        "--deck-dir",
        metavar="DIR",
        help=lazy(
            "the folder holding the classic decks' .ydk files (default: the decks folder "
            "beside the --cards file)"
        ),
    )
    add_cards_option(duel)
    duel.add_argument(
        "--replay",
        metavar="FILE",
        help=lazy(
            "play again a duel's record (a live table's downloaded record: how it began, its "
            "seed and every answer) and print its log; --seed and --first-team are then ignored"
        ),
    )
    add_lang_option(duel)
    duel.set_defaults(handler=_duel)


def _duel(args: argparse.Namespace) -> int:
    if args.replay:
        return _replay(args)
    say = say_in(args.lang)
    decks, names = _decks(args)
    first_team = Team.parse(args.first_team)
    result = random_duel(
        decks,
        args.seed,
        first_team=first_team,
        scripts=all_scripts(),
        debug=args.debug,
        with_text=not args.quiet,
        reveal=args.reveal,
    )
    if not args.quiet:
        opener = turn_order(first_team)[0].value
        heading = lazy(
            "Tag Duel, seed {seed}: Team 1 (1A, 1B) vs Team 2 (2A, 2B); {opener} opens ({log})",
            seed=args.seed,
            opener=opener,
            log=_log_name(args.reveal),
        )
        print(say(heading))
        if names:
            shown = ", ".join(f"{seat.value} {name}" for seat, name in names.items())
            print(say(lazy("Decks: {decks}", decks=shown)))
        print(_said(say, result.lines))
    print(say(lazy("Result (seed {seed}): {result}", seed=args.seed, result=result.to_text())))
    return 0 if result.outcome is not None else 1


def _log_name(reveal: bool) -> str:
    return lazy("full log") if reveal else lazy("public log")


def _said(say: Say, lines: tuple[str, ...] | list[str]) -> str:
    """The log's lines in the reader's language, one a line."""
    return "\n".join(say(line) for line in lines)


def _decks(args: argparse.Namespace) -> tuple[dict[Seat, list[Card]], dict[Seat, str]]:
    """The four decks, and the classic decks' names by seat when `--decks` chose them."""
    if not args.decks:
        if args.deck_dir:
            raise InputError(lazy("--deck-dir goes with --decks"))
        return scripted_decks(card_db(args.cards), rule_passcodes()), {}
    if not args.cards:
        raise InputError(
            lazy("the classic decks need a full card database: give a cards.cdb with --cards")
        )
    names = classic.seat_names(args.decks.split(","), args.seed)
    folder = Path(args.deck_dir) if args.deck_dir else Path(args.cards).parent / "decks"
    db = card_db(args.cards)
    cards = classic.read_decks(folder, db, list(dict.fromkeys(names.values())))
    return classic.seat_decks(names, cards), names


def _replay(args: argparse.Namespace) -> int:
    """Rebuild the recorded duel answer by answer (each checked by the rules) and print it."""
    say = say_in(args.lang)
    record = TableRecord.from_json(read_text(args.replay, what="duel record"), source=args.replay)
    try:
        duel = record.play(scripts=all_scripts())
    except RulesError as exc:
        raise InputError(
            lazy("the record does not replay: {reason}", reason=message_of(exc)),
            source=args.replay,
        ) from None
    answers = len(record.answers)
    if not args.quiet:
        opener = turn_order(duel.state.first_team)[0].value
        heading = lazy(
            "Tag Duel record {file}: {answers} answers; {opener} opens ({log})",
            file=args.replay,
            answers=answers,
            opener=opener,
            log=_log_name(args.reveal),
        )
        print(say(heading))
        print(_said(say, log_lines(duel.events, FULL if args.reveal else PUBLIC)))
    outcome = with_team_names(duel.outcome.to_text()) if duel.outcome else lazy("not over")
    result = lazy(
        "Result: {outcome} after {turns} turns and {answers} answers",
        outcome=outcome,
        turns=duel.state.turn,
        answers=answers,
    )
    print(say(result))
    return 0 if duel.outcome is not None else 1
