"""`tagduel cards`: show, search and list cards of the built-in set (plus a user's card file).

`--cards FILE` merges a user's database into the built-in set for the look-up: an EDOPro/YGOPro
`cards.cdb`, or a saved YGOPRODeck API response when the name ends in `.json`. An unknown name
raises `UnknownCardError` (exit status 2, with the closest names). `show` takes several cards,
each quoted or given as a passcode; an unquoted name spread over several words is found too.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from tagduel.cards.db import CardDB, UnknownCardError, name_key
from tagduel.cards.model import Card, CardType, Kind
from tagduel.cards.sources import builtin_archetype_names
from tagduel.cards.sources.words import (
    attribute_word,
    availability_words,
    race_word,
    type_words,
)
from tagduel.cardscripts import summaries
from tagduel.cli.common import add_cards_option, card_db
from tagduel.i18n import lazy

CardFilter = Callable[[Card], bool]

DEFAULT_LIMIT = 20
NO_MATCH = 1
TABLE_HEADERS = ("Passcode", "Name", "Card type", "Attribute", "Monster Type", "Lv", "ATK", "DEF")


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser("cards", help=lazy("show, search and list cards"))
    actions = parser.add_subparsers(dest="cards_action", metavar="ACTION", required=True)

    show = actions.add_parser(
        "show",
        help=lazy("the stats of every card named, by name or passcode"),
        description=lazy(
            "Show the stats of every card named. Quote a name of several words when "
            "naming more than one card ('tagduel cards show \"Dark Hole\" 44095762'); one unquoted "
            "name is found too ('tagduel cards show mystic tomato')."
        ),
    )
    show.add_argument(
        "card",
        nargs="+",
        metavar="NAME_OR_PASSCODE",
        help=lazy("a card's name (any letter case) or its passcode; give several to show several"),
    )
    add_cards_option(show)
    show.set_defaults(handler=_show)

    search = actions.add_parser("search", help=lazy("cards whose name contains TEXT"))
    search.add_argument(
        "text",
        nargs="+",
        metavar="TEXT",
        help=lazy("part of a name (any letter case; words joined)"),
    )
    search.add_argument(
        "--limit",
        type=_positive,
        default=DEFAULT_LIMIT,
        metavar="N",
        help=lazy("show at most N cards (default {limit})", limit=DEFAULT_LIMIT),
    )
    add_cards_option(search)
    _add_filter_options(search)
    search.set_defaults(handler=_search)

    listing = actions.add_parser(
        "list", help=lazy("every card as a table (the built-in set by default)")
    )
    add_cards_option(listing)
    _add_filter_options(listing)
    listing.set_defaults(handler=_list)


def _add_filter_options(parser: argparse.ArgumentParser) -> None:
    """Options that narrow `search` and `list`."""
    parser.add_argument(
        "--scripted",
        action="store_true",
        help=lazy(
            "only cards whose effects tagduel plays, each with a sentence saying what it does"
        ),
    )


def _filters(args: argparse.Namespace) -> list[CardFilter]:
    """Predicates from the filter options: `--scripted` keeps cards with a card script."""
    if not args.scripted:
        return []
    scripted = summaries()
    return [lambda card: card.original in scripted or card.passcode in scripted]


def _positive(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")
    return int(text)


def find_card(db: CardDB, query: str) -> Card:
    """A card by passcode (all digits) or by name; UnknownCardError lists the closest names."""
    card = _lookup(db, query)
    if card is None:
        raise _unknown(db, query)
    return card


# ---- show -------------------------------------------------------------------------------------


MAX_NAME_WORDS = 40
"""No card name has more words than this: longer runs of arguments are not tried as one name."""


def find_cards(db: CardDB, words: Sequence[str]) -> list[Card]:
    """The cards `words` name, in order, each once: every argument is a quoted name or a
    passcode, or several unquoted words make one name ("mystic tomato"). Words are grouped into
    the fewest names; a part that names no card raises UnknownCardError for that part."""
    ahead = _groupings(db, words)
    found: dict[int, Card] = {}
    index = 0
    while index < len(words):
        end = ahead[index]
        if end is None:
            start, stop = _unknown_part(db, words, ahead)
            raise _unknown(db, " ".join(words[start:stop]))
        card = find_card(db, " ".join(words[index:end]))
        found.setdefault(card.passcode, card)
        index = end
    return list(found.values())


def _groupings(db: CardDB, words: Sequence[str]) -> list[int | None]:
    """For each start, where its first name ends in the grouping of `words[start:]` into the
    fewest names (None when the rest cannot be grouped)."""
    n = len(words)
    fewest: list[int | None] = [None] * n + [0]
    ahead: list[int | None] = [None] * n + [n]
    for start in range(n - 1, -1, -1):
        for end in range(start + 1, min(n, start + MAX_NAME_WORDS) + 1):
            rest = fewest[end]
            if rest is None or _lookup(db, _run(words, start, end)) is None:
                continue
            best = fewest[start]
            if best is None or rest + 1 < best:
                fewest[start], ahead[start] = rest + 1, end
    return ahead


def _unknown_part(db: CardDB, words: Sequence[str], ahead: list[int | None]) -> tuple[int, int]:
    """The words naming no card: from the furthest point the words before it group into names,
    to the nearest point the words after it do."""
    reached = {0}
    for start in range(len(words)):
        if start in reached:
            stop = min(len(words), start + MAX_NAME_WORDS)
            reached.update(
                e for e in range(start + 1, stop + 1) if _lookup(db, _run(words, start, e))
            )
    start = max(reached - {len(words)})
    end = next((e for e in range(start + 1, len(words)) if ahead[e] is not None), len(words))
    return start, end


def _run(words: Sequence[str], start: int, end: int) -> str:
    return " ".join(words[start:end])


def _unknown(db: CardDB, query: str) -> UnknownCardError:
    query = query.strip()
    if query.isascii() and query.isdigit():
        return UnknownCardError(int(query))
    return UnknownCardError(query, db.suggest(query))


def _lookup(db: CardDB, query: str) -> Card | None:
    """A card by passcode (all ASCII digits; else a name of digits) or by name, or None."""
    query = query.strip()
    if query.isascii() and query.isdigit():
        return db.get(int(query)) or db.find(query)
    return db.find(query)


def _show(args: argparse.Namespace) -> int:
    db = card_db(args.cards)
    cards = find_cards(db, args.card)
    print("\n\n".join("\n".join(describe(card, db)) for card in cards))
    return 0


def describe(card: Card, db: CardDB) -> list[str]:
    """A readable summary of `card`: one "Label: value" line per stat, then its text if any."""
    rows = [("Passcode", passcode_text(card.passcode)), ("Card type", card_type(card))]
    rows.append(("Types", ", ".join(type_words(card.types))))
    if card.is_monster:
        rows += _monster_rows(card)
    rows += _identity_rows(card, db)
    width = max(len(label) for label, _ in rows) + 1
    lines = [card.name, *(f"  {label + ':':<{width}} {value}" for label, value in rows)]
    if card.text:
        lines += ["", *(f"  {line}" for line in card.text.splitlines())]
    return lines


def _monster_rows(card: Card) -> list[tuple[str, str]]:
    level_label = "Link Rating" if card.has(CardType.LINK) else "Rank" if card.rank else "Level"
    rows = [
        ("Attribute", attribute_word(card.attribute) or "-"),
        ("Monster Type", race_word(card.race) or "-"),
        (level_label, str(card.level)),
    ]
    if card.has(CardType.LINK):
        return [*rows, ("ATK", _stat(card.atk))]
    return [*rows, ("ATK / DEF", f"{_stat(card.atk)} / {_stat(card.defense)}")]


def _identity_rows(card: Card, db: CardDB) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    if card.alias:
        original = db.get(card.alias)
        name = f" ({original.name})" if original else ""
        rows.append(("Alias", passcode_text(card.alias) + name))
    arts = sorted(c.passcode for c in db if c.alias == card.passcode)
    if arts:
        rows.append(("Alternate arts", ", ".join(map(passcode_text, arts))))
    rows.append(("Availability", ", ".join(availability_words(card.availability)) or "-"))
    rows.append(("Archetypes", ", ".join(map(archetype_label, card.archetypes)) or "-"))
    return rows


def passcode_text(passcode: int) -> str:
    """A passcode as printed on the card: at least eight digits."""
    return f"{passcode:08d}"


def archetype_label(code: int) -> str:
    name = builtin_archetype_names().get(code)
    return f"0x{code:x}" + (f" ({name})" if name else "")


def card_type(card: Card) -> str:
    """The card's kind with its main property: "Effect Monster", "Quick-Play Spell", "Counter Trap"."""
    if card.kind is not Kind.MONSTER:
        props = [word for flag, word in _PROPERTIES if card.has(flag)]
        return " ".join([*(props or ["Normal"]), card.kind.value.title()])
    main = [word for flag, word in _SUMMON_TYPES if card.has(flag)]
    main = main or ["Effect" if card.has(CardType.EFFECT) else "Normal"]
    return " ".join([*main, "Monster"])


_PROPERTIES = [
    (CardType.QUICK_PLAY, "Quick-Play"),
    (CardType.CONTINUOUS, "Continuous"),
    (CardType.EQUIP, "Equip"),
    (CardType.FIELD, "Field"),
    (CardType.RITUAL, "Ritual"),
    (CardType.COUNTER, "Counter"),
]
_SUMMON_TYPES = [
    (CardType.FUSION, "Fusion"),
    (CardType.RITUAL, "Ritual"),
    (CardType.SYNCHRO, "Synchro"),
    (CardType.XYZ, "Xyz"),
    (CardType.LINK, "Link"),
    (CardType.TOKEN, "Token"),
]


def _stat(value: int | None) -> str:
    return "?" if value is None else str(value)


# ---- search and list --------------------------------------------------------------------------


def _search(args: argparse.Namespace) -> int:
    db = card_db(args.cards)
    text = " ".join(args.text)
    key = name_key(text)
    found = [c for c in _distinct(db, _filters(args)) if key in name_key(c.name)]
    if not found:
        print(f"no card name contains {text!r}")
        return NO_MATCH
    found.sort(key=lambda c: (not name_key(c.name).startswith(key), name_key(c.name)))
    print(table(found[: args.limit]))
    hidden = len(found) - args.limit
    if hidden > 0:
        print(f"... and {hidden} more (use --limit {len(found)} to see them all)")
    return 0


def _list(args: argparse.Namespace) -> int:
    db = card_db(args.cards)
    cards = [c for c in db if all(keep(c) for keep in _filters(args))]
    kinds = list(Kind)
    cards.sort(key=lambda c: (kinds.index(c.kind), name_key(c.name), c.passcode))
    print(table(cards))
    if args.scripted:
        print(_effects(cards))
    print(f"{len(cards)} card{'s' * (len(cards) != 1)} ({db.label or 'built-in'})")
    return 0


def _effects(cards: Sequence[Card]) -> str:
    """What each scripted card does, in our own words (card texts stay in the user's database)."""
    scripted = summaries()
    lines = ["", "Effects:"]
    for card in cards:
        text = scripted.get(card.passcode) or scripted.get(card.original, "")
        lines.append(f"  {card.name}: {text}")
    return "\n".join(lines)


def _distinct(db: CardDB, filters: Sequence[CardFilter]) -> Iterable[Card]:
    """Cards of `db` passing `filters`, leaving out alternate arts that repeat a name."""
    for card in db:
        original = db.get(card.alias) if card.alias else None
        if original is not None and original.name == card.name:
            continue
        if all(keep(card) for keep in filters):
            yield card


def table(cards: Sequence[Card]) -> str:
    """Cards as an aligned text table, one row per card."""
    rows = [TABLE_HEADERS, *(_row(card) for card in cards)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(TABLE_HEADERS))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)) for row in rows]
    return "\n".join(line.rstrip() for line in lines)


def _row(card: Card) -> tuple[str, str, str, str, str, str, str, str]:
    name = card.name + (f" (alias of {passcode_text(card.alias)})" if card.alias else "")
    if not card.is_monster:
        return (passcode_text(card.passcode), name, card_type(card), "", "", "", "", "")
    defense = "-" if card.has(CardType.LINK) else _stat(card.defense)
    return (
        passcode_text(card.passcode),
        name,
        card_type(card),
        attribute_word(card.attribute),
        race_word(card.race),
        str(card.level),
        _stat(card.atk),
        defense,
    )
