"""Plain-text deck lists, as a person writes them or a deck site exports them.

    Main Deck (40)
    3 Mystic Tomato
    1x Dark Hole
    Extra Deck
    2 Number 39: Utopia
    Side Deck:
    Mirror Force x2

Headings `Main`, `Main Deck`, `Extra`, `Extra Deck`, `Side`, `Side Deck` (any letter case, an
optional colon, an optional count such as `(40)`) start a section; cards before any heading are
Main Deck cards. `Monsters`, `Spells`, `Traps` sub-headings (also `Monster Cards` etc., with
counts) stay in the current section. A card line is `3 Name`, `3x Name`, `Name x3` or a bare
`Name` (one copy); names are matched through the CardDB, ignoring letter case and spacing. A
line whose count form names no card is tried whole, so `7 Colored Fish` means that card. A
trailing `[passcode]` pins an exact printing (`1 Dark Magician [46986415]`); its name may then
be left out, and when both are known they must agree. Blank lines and lines starting with `#`
or `//` are ignored.

Writing groups the copies of each card (in the order of its first copy), so reading the text
back gives the same cards per section (`Deck.same_cards`), not always the same order. A card
is pinned with `[passcode]` whenever its name alone would read back as another passcode (an
alternate art, a name clash) and written as `N [passcode]` when the database does not know it.
"""

from __future__ import annotations

import re

from tagduel.cards.db import CardDB, name_key
from tagduel.cards.model import Card
from tagduel.decks.formats.ydk import parse_passcode, shown
from tagduel.decks.model import Deck, Section
from tagduel.errors import InputError
from tagduel.i18n import lazy

MAX_COPIES_PER_LINE = 999
MAX_CARDS = 100_000
"""A text deck holding more cards than this is refused rather than built."""

# Possessive quantifiers (`*+`, `?+`) keep matching linear on long lines of spaces.
_COUNT = r"(?:\(\s*+[0-9]++\s*+\)|\[\s*+[0-9]++\s*+\]|[0-9]++)"
_TAIL = rf"\s*+:?+\s*+(?:{_COUNT})?+\s*+:?+"
_HEADING = re.compile(rf"(main|extra|side)(?:\s++deck)?+{_TAIL}", re.IGNORECASE)
_SUBHEADING = re.compile(rf"(?:monster|spell|trap)s?+(?:\s++cards?+)?+{_TAIL}", re.IGNORECASE)
_PIN = re.compile(r"\[\s*([0-9]+)\s*\]$")
_DIGITS = re.compile(r"[0-9]+")
_SUGGEST_UP_TO = 100
"""Names longer than this get no suggestions (matching them would be slow and useless)."""
_LEADING = re.compile(r"([0-9]++)[xX]?\s++(.+)")
_TRAILING = re.compile(r"(.*\S)\s+[xX]([0-9]+)")
_SECTION_BY_WORD = {"main": Section.MAIN, "extra": Section.EXTRA, "side": Section.SIDE}

Reading = tuple[int, str]
"""One way to read a card line: (copies, name)."""


def parse(text: str, db: CardDB, *, source: str = "") -> Deck:
    """Read a text deck list into a Deck (unnamed), resolving names through `db`."""
    cards: dict[Section, list[int]] = {section: [] for section in Section}
    current, total = Section.MAIN, 0
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")) or _SUBHEADING.fullmatch(line):
            continue
        heading = _HEADING.fullmatch(line)
        if heading is not None:
            current = _SECTION_BY_WORD[heading.group(1).lower()]
            continue
        copies, passcode = read_line(line, db, source=source, line=number)
        total += copies
        if total > MAX_CARDS:
            raise InputError(
                lazy("more than {most} cards in one deck", most=MAX_CARDS),
                source=source,
                line=number,
            )
        cards[current].extend([passcode] * copies)
    return Deck(tuple(cards[Section.MAIN]), tuple(cards[Section.EXTRA]), tuple(cards[Section.SIDE]))


def write(deck: Deck, db: CardDB) -> str:
    """The deck as a text list: a heading with its count per section, then `N Name` lines."""
    blocks = []
    for section, cards in deck.sections():
        lines = [f"{section.title} ({len(cards)})"]
        for passcode, copies in _grouped(cards).items():
            while copies > 0:
                run = min(copies, MAX_COPIES_PER_LINE)
                lines.append(_card_line(run, passcode, db))
                copies -= run
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def read_line(
    text: str, db: CardDB, *, source: str = "", line: int | None = None
) -> tuple[int, int]:
    """One card line (already stripped) as (copies, passcode), or an InputError."""
    pin = _PIN.search(text)
    if pin is None:
        return _by_name(_readings(text), db, source, line)
    passcode = parse_passcode(pin.group(1), source=source, line=line)
    rest = text[: pin.start()].rstrip()
    if not rest:
        return _pinned([(1, "")], passcode, db, source, line)
    readings = [(_copies(rest), "")] if _DIGITS.fullmatch(rest) else _readings(rest)
    return _pinned(readings, passcode, db, source, line)


def _readings(text: str) -> list[Reading]:
    """The ways to read `text`, most likely first: a count form, then the whole text as a name."""
    found: list[Reading] = []
    leading = _LEADING.fullmatch(text)
    if leading is not None:
        found.append((_copies(leading.group(1)), leading.group(2)))
    trailing = _TRAILING.fullmatch(text)
    if trailing is not None:
        found.append((_copies(trailing.group(2)), trailing.group(1)))
    found.append((1, text))
    return found


def _copies(digits: str) -> int:
    """A count as written; a huge number is kept out of range so `_checked` refuses it."""
    return int(digits) if len(digits) <= 6 else MAX_COPIES_PER_LINE + 1


def _by_name(readings: list[Reading], db: CardDB, source: str, line: int | None) -> tuple[int, int]:
    for copies, name in readings:
        card = db.find(name)
        if card is not None:
            return _checked(copies, source, line), card.passcode
    name = readings[0][1]
    message = lazy("unknown card name {name}", name=shown(name))
    suggestions = db.suggest(name) if len(name) <= _SUGGEST_UP_TO else []
    if suggestions:
        message = lazy(
            "unknown card name {name}; did you mean {names}?",
            name=shown(name),
            names=", ".join(repr(s) for s in suggestions),
        )
    raise InputError(message, source=source, line=line)


def _pinned(
    readings: list[Reading], passcode: int, db: CardDB, source: str, line: int | None
) -> tuple[int, int]:
    card = db.get(passcode)
    if card is None:
        return _checked(readings[0][0], source, line), passcode
    for copies, name in readings:
        if not name or _names(card, name):
            return _checked(copies, source, line), passcode
    raise InputError(
        lazy(
            "[{passcode}] is {card!r}, but the line names {named}",
            passcode=passcode,
            card=card.name,
            named=shown(readings[0][1]),
        ),
        source=source,
        line=line,
    )


def _names(card: Card, name: str) -> bool:
    return name_key(name) == name_key(card.name)


def _checked(copies: int, source: str, line: int | None) -> int:
    if copies < 1:
        raise InputError(lazy("a card line needs at least 1 copy, not 0"), source=source, line=line)
    if copies > MAX_COPIES_PER_LINE:
        raise InputError(
            lazy("too many copies on one line (at most {most})", most=MAX_COPIES_PER_LINE),
            source=source,
            line=line,
        )
    return copies


def _grouped(cards: tuple[int, ...]) -> dict[int, int]:
    """Copies per passcode, keyed in the order of each passcode's first copy."""
    counts: dict[int, int] = {}
    for code in cards:
        counts[code] = counts.get(code, 0) + 1
    return counts


def _card_line(copies: int, passcode: int, db: CardDB) -> str:
    """The plainest line that reads back as exactly these copies of this passcode."""
    card = db.get(passcode)
    if card is not None:
        for line in (f"{copies} {card.name}", f"{copies} {card.name} [{passcode}]"):
            if _reads_back(line, copies, passcode, db):
                return line
    return f"{copies} [{passcode}]"


def _reads_back(line: str, copies: int, passcode: int, db: CardDB) -> bool:
    if line.splitlines() != [line] or line != line.strip():
        return False
    try:
        return read_line(line, db) == (copies, passcode)
    except InputError:
        return False
