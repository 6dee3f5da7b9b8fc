"""`tagduel deck`: check a team's decks, convert between formats, compare a list with a deck.

Exit status of `check`: 0 legal, 1 illegal, 2 unusable input; of `diff`: 0 same, 1 different.
`load_deck` and `load_banlist` are the loaders every command that takes a deck or a ban list
uses (`event register`, `event new` too), so a deck form or a ban-list problem is read the same
way everywhere.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.cards.model import Availability
from tagduel.cli.common import (
    add_cards_option,
    add_lang_option,
    card_db,
    print_json,
    read_bytes,
    read_text,
    say_in,
    write_text,
)
from tagduel.cli.parser import RawDescriptionFormatter
from tagduel.decks.banlist import BanList, parse_lflist
from tagduel.decks.builtin import builtin_lflist
from tagduel.decks.compare import REMEDY, diff_decks
from tagduel.decks.formats import MAX_DECK_BYTES, DeckFormat, read_deck, write_deck
from tagduel.decks.model import Deck
from tagduel.decks.problems import Report
from tagduel.decks.validate import DeckRules, validate_team
from tagduel.errors import InputError
from tagduel.i18n import Say, Text, english, lazy, lazy_plural, message_of

DUELISTS = ("A", "B")
POOLS = {
    "tcg": Availability.TCG,
    "ocg": Availability.OCG,
    "any": Availability.TCG | Availability.OCG,
}
FORMAT_NAMES = {f.value: f for f in DeckFormat}
STDIN = "-"

DECK_FORMS = lazy(
    """\
deck forms (recognised by what the file holds, whatever it is called; --from forces one):
  ydk       an EDOPro/YGOPro .ydk file: #main, #extra, !side, one passcode a line
  text      a list as people write it: "Main Deck", "3 Dark Hole", "Mirror Force x2"
  ydke      a ydke:// URL (Dueling Book, EDOPro), saved in a file or given in place of one
  deckcode  a YGOPro deck code: one base64url token
  -         read the deck from standard input
"""
)
CHECK_NOTES = lazy(
    """
ban lists: an EDOPro/YGOPro lflist.conf. A line that cannot be read (e.g. the letter O for
a zero), a card listed twice with different counts, or two lists with the same name stop the
check with the file and line; --lenient skips those lines with a warning instead.

exit status:
  0  legal: the team may play these decks
  1  illegal: every problem is listed, with its infraction of the penalty regulations
  2  the input cannot be used (a file missing or unreadable, a bad line, an unknown list name,
     more than two decks)
"""
)
CHECK_EPILOG = Text.joined("", [DECK_FORMS, CHECK_NOTES])
LENIENT_HELP = lazy(
    "skip ban-list lines that cannot be read, printing each as a warning "
    "(default: such a line stops the command)"
)
BANLIST_HELP = lazy(
    "an lflist.conf file, optionally ':' and the list's name (default: the first list); "
    "'builtin' or 'builtin:NAME' for the example list shipped with tagduel"
)


def register(sub: argparse._SubParsersAction[Any]) -> None:
    deck = sub.add_parser("deck", help=lazy("check, convert and compare decks"))
    verbs = deck.add_subparsers(dest="verb", metavar="VERB", required=True)
    _add_check(verbs)
    _add_convert(verbs)
    _add_diff(verbs)


def _add_check(verbs: argparse._SubParsersAction[Any]) -> None:
    check = verbs.add_parser(
        "check",
        help=lazy("check one duelist's deck or a team's two decks"),
        description=lazy(
            "Check one duelist's deck, or a team's two decks under the Team Dueling\n"
            "Rules (Limited and Semi-Limited cards count across the team)."
        ),
        epilog=CHECK_EPILOG,
        formatter_class=RawDescriptionFormatter,
    )
    check.add_argument("decks", nargs="+", metavar="DECK", help=lazy("Duelist A's deck, then B's"))
    check.add_argument("--banlist", metavar="FILE[:LIST]", help=BANLIST_HELP)
    add_lenient_option(check)
    check.add_argument(
        "--pool", choices=sorted(POOLS), help=lazy("card pool (default: from the list's name)")
    )
    check.add_argument("--json", action="store_true", help=lazy("print the report as JSON"))
    add_from_option(check)
    add_cards_option(check)
    add_lang_option(check)
    check.set_defaults(handler=_check)


def _add_convert(verbs: argparse._SubParsersAction[Any]) -> None:
    convert = verbs.add_parser(
        "convert",
        help=lazy("convert a deck between ydk, ydke, deck code and text"),
        epilog=DECK_FORMS,
        formatter_class=RawDescriptionFormatter,
    )
    convert.add_argument("deck", metavar="DECK", help=lazy("the deck to convert (any form below)"))
    convert.add_argument(
        "--to", required=True, choices=sorted(FORMAT_NAMES), help=lazy("the form to write")
    )
    add_from_option(convert)
    convert.add_argument(
        "-o", "--output", metavar="FILE", help=lazy("write here instead of printing")
    )
    add_cards_option(convert)
    convert.set_defaults(handler=_convert)


def _add_diff(verbs: argparse._SubParsersAction[Any]) -> None:
    diff = verbs.add_parser(
        "diff",
        help=lazy("compare a deck list with the deck presented"),
        description=lazy(
            "Compare a deck list with the deck presented. Exit status: 0 when they\n"
            "match, 1 when they differ, 2 when the input cannot be used."
        ),
        epilog=DECK_FORMS,
        formatter_class=RawDescriptionFormatter,
    )
    diff.add_argument("deck_list", metavar="LIST", help=lazy("the deck list handed in"))
    diff.add_argument("deck", metavar="DECK", help=lazy("the deck presented at the table"))
    diff.add_argument("--json", action="store_true", help=lazy("print the difference as JSON"))
    add_from_option(diff)
    add_cards_option(diff)
    diff.set_defaults(handler=_diff)


def add_from_option(parser: argparse.ArgumentParser) -> None:
    """`--from FORMAT`: read every deck of the command in this form instead of detecting it."""
    parser.add_argument(
        "--from",
        dest="source_format",
        choices=sorted(FORMAT_NAMES),
        help=lazy("read the deck(s) in this form (default: recognised by content)"),
    )


def add_lenient_option(parser: argparse.ArgumentParser) -> None:
    """`--lenient`: ban-list lines that cannot be read become warnings (see `load_banlist`)."""
    parser.add_argument("--lenient", action="store_true", help=LENIENT_HELP)


def load_deck(path: str, db: CardDB, from_format: DeckFormat | str | None = None) -> Deck:
    """The deck at `path`: a file in any deck form (recognised by its content), a `ydke://` URL
    given in place of a path, or '-' for standard input. `from_format` (a `DeckFormat` or its
    name, as `--from` gives it) forces the form."""
    fmt = FORMAT_NAMES[from_format] if isinstance(from_format, str) else from_format
    if path[: len("ydke://")].lower() == "ydke://":
        return read_deck(path, source="ydke URL", db=db, fmt=fmt or DeckFormat.YDKE)
    data = read_bytes(path, limit=MAX_DECK_BYTES, what="deck file")
    return read_deck(data, source=path, db=db, fmt=fmt)


def load_banlist(spec: str, *, lenient: bool = False, say: Say = english) -> BanList:
    """`FILE`, `FILE:LIST_NAME`, `builtin` or `builtin:LIST_NAME`.

    A line of the file that cannot be read raises InputError naming the file and the line,
    unless `lenient`: then each such line is printed to standard error as a warning and skipped.
    """
    path, name = spec, None
    if not Path(spec).is_file() and ":" in spec:
        path, name = spec.rsplit(":", 1)
    if path == "builtin":
        return builtin_lflist().get(name)
    lists = parse_lflist(read_text(path, what="ban list file"), source=path)
    _banlist_problems(lists.problems, lenient=lenient, say=say)
    return lists.get(name)


def _banlist_problems(problems: list[InputError], *, lenient: bool, say: Say) -> None:
    if lenient:
        for problem in problems:
            warning = lazy("tagduel: warning: {problem}; skipped", problem=message_of(problem))
            print(say(warning), file=sys.stderr)
        return
    if problems:
        first, more = problems[0], len(problems) - 1
        if more:
            reason = lazy_plural(
                more,
                "{reason}; {count} more line cannot be read either (fix the file, or give "
                "--lenient to skip such lines)",
                "{reason}; {count} more lines cannot be read either (fix the file, or give "
                "--lenient to skip such lines)",
                reason=first.reason,
            )
        else:
            reason = lazy(
                "{reason} (fix the file, or give --lenient to skip such lines)",
                reason=first.reason,
            )
        raise InputError(reason, source=first.source, line=first.line)


def _check(args: argparse.Namespace) -> int:
    paths: list[str] = args.decks
    say = say_in(args.lang)
    if len(paths) > len(DUELISTS):
        raise InputError(
            lazy("a team has two duelists: give one or two decks, not {count}", count=len(paths))
        )
    if paths.count(STDIN) > 1:
        raise InputError(ONE_STDIN)
    db = card_db(args.cards)
    banlist = load_banlist(args.banlist, lenient=args.lenient, say=say) if args.banlist else None
    rules = DeckRules(banlist=banlist, pool=POOLS[args.pool] if args.pool else None)
    decks = {d: load_deck(p, db, args.source_format) for d, p in zip(DUELISTS, paths, strict=False)}
    report = validate_team(decks, db, rules)
    if args.json:
        print_json(report.to_dict())
    else:
        paths_of = dict(zip(DUELISTS, paths, strict=False))
        print("\n".join(render_report(report, decks, rules, paths_of, say)))
    return 0 if report.legal else 1


ONE_STDIN = lazy("only one deck can be read from standard input ('-')")


def render_report(
    report: Report,
    decks: dict[str, Deck],
    rules: DeckRules,
    paths: dict[str, str],
    say: Say = english,
) -> list[str]:
    """The team report as lines a person reads (in English, or in the language of `say`)."""
    listed = rules.banlist.name if rules.banlist else lazy("none (construction rules only)")
    pools = [
        n for n, f in (("TCG", Availability.TCG), ("OCG", Availability.OCG)) if rules.card_pool & f
    ]
    lines: list[Text] = [
        lazy(
            "Forbidden & Limited list: {banlist}; card pool: {pool}",
            banlist=listed,
            pool=" + ".join(pools),
        )
    ]
    for duelist, deck in decks.items():
        lines.append(_duelist_line(duelist, deck, paths[duelist], len(report.for_duelist(duelist))))
    if report.legal:
        lines.append(
            lazy("LEGAL: the team may play these decks.") if len(decks) > 1 else lazy("LEGAL.")
        )
        return [say(line) for line in lines]
    count = len(report.problems)
    lines.append(lazy_plural(count, "ILLEGAL: {count} problem", "ILLEGAL: {count} problems"))
    for problem in report.problems:
        lines.append(Text.joined("", ["  - ", problem.message, f" [{problem.infraction.value}]"]))
    lines.append(
        lazy("Infractions of the penalty regulations (大会罰則規定), default penalty a duel loss:")
    )
    for infraction in report.infractions():
        lines.append(Text.joined("", [f"  - {infraction.value}: ", infraction.english]))
    return [say(line) for line in lines]


def _duelist_line(duelist: str, deck: Deck, path: str, problems: int) -> Text:
    if problems:
        verdict = lazy_plural(problems, "{count} problem", "{count} problems")
    else:
        verdict = lazy("legal")
    return lazy(
        "Duelist {seat}: {path} (Main {main}, Extra {extra}, Side {side}): {verdict}",
        seat=duelist,
        path=path,
        main=len(deck.main),
        extra=len(deck.extra),
        side=len(deck.side),
        verdict=verdict,
    )


def _convert(args: argparse.Namespace) -> int:
    db = card_db(args.cards)
    deck = load_deck(args.deck, db, args.source_format)
    text = write_deck(deck, FORMAT_NAMES[args.to], db)
    if args.output:
        write_text(args.output, text if text.endswith("\n") else text + "\n")
    else:
        print(text, end="" if text.endswith("\n") else "\n")
    return 0


def _diff(args: argparse.Namespace) -> int:
    db = card_db(args.cards)
    if args.deck_list == args.deck == STDIN:
        raise InputError(ONE_STDIN)
    deck_list = load_deck(args.deck_list, db, args.source_format)
    result = diff_decks(deck_list, load_deck(args.deck, db, args.source_format), db)
    if args.json:
        print_json(result.to_dict(db))
    elif result.matches:
        print("The deck matches the deck list.")
    else:
        print(
            "The deck differs from the deck list (deck_list_mismatch under the penalty "
            "regulations (大会罰則規定), default penalty a duel loss):"
        )
        for line in result.lines(db):
            print(f"  - {line}")
        print(f"Remedy: {REMEDY}")
    return 0 if result.matches else 1
