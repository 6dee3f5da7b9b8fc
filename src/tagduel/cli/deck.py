"""`tagduel deck`: check a team's decks, convert between formats, compare a list with a deck.

Exit status of `check`: 0 legal, 1 illegal, 2 unusable input; of `diff`: 0 same, 1 different.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.cards.model import Availability
from tagduel.cli.common import (
    add_cards_option,
    card_db,
    print_json,
    read_bytes,
    read_text,
    write_text,
)
from tagduel.decks.banlist import BanList, parse_lflist
from tagduel.decks.builtin import builtin_lflist
from tagduel.decks.compare import REMEDY, diff_decks
from tagduel.decks.formats import MAX_DECK_BYTES, DeckFormat, read_deck, write_deck
from tagduel.decks.model import Deck
from tagduel.decks.problems import Report
from tagduel.decks.validate import DeckRules, validate_team
from tagduel.errors import InputError

DUELISTS = ("A", "B")
POOLS = {
    "tcg": Availability.TCG,
    "ocg": Availability.OCG,
    "any": Availability.TCG | Availability.OCG,
}
FORMAT_NAMES = {f.name.lower(): f for f in DeckFormat}


def register(sub: argparse._SubParsersAction[Any]) -> None:
    deck = sub.add_parser("deck", help="check, convert and compare decks")
    verbs = deck.add_subparsers(dest="verb", metavar="VERB", required=True)

    check = verbs.add_parser("check", help="check one duelist's deck or a team's two decks")
    check.add_argument("decks", nargs="+", metavar="DECK", help="Duelist A's deck, then B's")
    check.add_argument(
        "--banlist",
        metavar="FILE[:LIST]",
        help="an lflist.conf file, optionally ':' and the list's name (default: the first list); "
        "'builtin' or 'builtin:NAME' for the example list shipped with tagduel",
    )
    check.add_argument(
        "--pool", choices=sorted(POOLS), help="card pool (default: from the list's name)"
    )
    check.add_argument("--json", action="store_true", help="print the report as JSON")
    add_cards_option(check)
    check.set_defaults(handler=_check)

    convert = verbs.add_parser(
        "convert", help="convert a deck between ydk, ydke, deck code and text"
    )
    convert.add_argument("deck", metavar="DECK")
    convert.add_argument("--to", required=True, choices=sorted(FORMAT_NAMES))
    convert.add_argument("--from", dest="source_format", choices=sorted(FORMAT_NAMES))
    convert.add_argument("-o", "--output", metavar="FILE", help="write here instead of printing")
    add_cards_option(convert)
    convert.set_defaults(handler=_convert)

    diff = verbs.add_parser("diff", help="compare a deck list with the deck presented")
    diff.add_argument("deck_list", metavar="LIST")
    diff.add_argument("deck", metavar="DECK")
    diff.add_argument("--json", action="store_true")
    add_cards_option(diff)
    diff.set_defaults(handler=_diff)


def load_deck(path: str, db: CardDB, fmt: DeckFormat | None = None) -> Deck:
    """A deck file, a `ydke://` URL given in place of a path, or '-' for standard input."""
    if path.startswith("ydke://"):
        return read_deck(path, source="ydke URL", db=db, fmt=DeckFormat.YDKE)
    data = read_bytes(path, limit=MAX_DECK_BYTES, what="deck file")
    return read_deck(data, source=path, db=db, fmt=fmt)


def load_banlist(spec: str) -> BanList:
    """`FILE`, `FILE:LIST_NAME`, `builtin` or `builtin:LIST_NAME`."""
    path, name = spec, None
    if not Path(spec).is_file() and ":" in spec:
        path, name = spec.rsplit(":", 1)
    if path == "builtin":
        return builtin_lflist().get(name)
    lists = parse_lflist(read_text(path, what="ban list file"), source=path)
    return lists.get(name)


def _check(args: argparse.Namespace) -> int:
    paths: list[str] = args.decks
    if len(paths) > len(DUELISTS):
        raise InputError(f"a team has two duelists: give one or two decks, not {len(paths)}")
    db = card_db(args.cards)
    banlist = load_banlist(args.banlist) if args.banlist else None
    rules = DeckRules(banlist=banlist, pool=POOLS[args.pool] if args.pool else None)
    decks = {d: load_deck(p, db) for d, p in zip(DUELISTS, paths, strict=False)}
    report = validate_team(decks, db, rules)
    if args.json:
        print_json(report.to_dict())
    else:
        print(
            "\n".join(render_report(report, decks, rules, dict(zip(DUELISTS, paths, strict=False))))
        )
    return 0 if report.legal else 1


def render_report(
    report: Report, decks: dict[str, Deck], rules: DeckRules, paths: dict[str, str]
) -> list[str]:
    """The team report as lines a person reads."""
    listed = f"{rules.banlist.name}" if rules.banlist else "none (construction rules only)"
    pools = [
        n for n, f in (("TCG", Availability.TCG), ("OCG", Availability.OCG)) if rules.card_pool & f
    ]
    lines = [f"Forbidden & Limited list: {listed}; card pool: {' + '.join(pools)}"]
    for duelist, deck in decks.items():
        mine = report.for_duelist(duelist)
        verdict = "legal" if not mine else f"{len(mine)} problem{'s' * (len(mine) != 1)}"
        sizes = f"Main {len(deck.main)}, Extra {len(deck.extra)}, Side {len(deck.side)}"
        lines.append(f"Duelist {duelist}: {paths[duelist]} ({sizes}): {verdict}")
    if report.legal:
        lines.append("LEGAL: the team may play these decks." if len(decks) > 1 else "LEGAL.")
        return lines
    lines.append(f"ILLEGAL: {len(report.problems)} problem{'s' * (len(report.problems) != 1)}")
    for problem in report.problems:
        lines.append(f"  - {problem.message} [{problem.infraction.value}]")
    lines.append("Seed 000 infractions (default penalty: duel loss):")
    for infraction in report.infractions():
        lines.append(f"  - {infraction.value}: {infraction.english}")
    return lines


def _convert(args: argparse.Namespace) -> int:
    db = card_db(args.cards)
    source = FORMAT_NAMES[args.source_format] if args.source_format else None
    deck = load_deck(args.deck, db, source)
    text = write_deck(deck, FORMAT_NAMES[args.to], db)
    if args.output:
        write_text(args.output, text if text.endswith("\n") else text + "\n")
    else:
        print(text, end="" if text.endswith("\n") else "\n")
    return 0


def _diff(args: argparse.Namespace) -> int:
    db = card_db(args.cards)
    result = diff_decks(load_deck(args.deck_list, db), load_deck(args.deck, db), db)
    if args.json:
        print_json(result.to_dict(db))
    elif result.matches:
        print("The deck matches the deck list.")
    else:
        print("The deck differs from the deck list (seed 000 deck_list_mismatch: duel loss):")
        for line in result.lines(db):
            print(f"  - {line}")
        print(f"Remedy: {REMEDY}")
    return 0 if result.matches else 1
