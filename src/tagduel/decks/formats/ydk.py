"""The EDOPro/YGOPro `.ydk` deck file: one passcode per line under `#main`, `#extra`, `!side`.

Reading is tolerant of what real files contain: a byte order mark, CRLF or LF line ends,
trailing whitespace, blank lines, any other `#` line as a comment (`#created by ...`), headings
in any letter case and in any order. Cards listed before any heading belong to the Main Deck, as
YGOPro reads them. Anything else on a line (a name, a sign, a second number) is an `InputError`
naming the line. The deck name is not stored in the file: the caller names the deck after it.

Writing gives `#created by tagduel`, `#main`, `#extra`, `!side`, one passcode per line, LF line
ends and a final newline, so `parse(write(deck)) == deck` for every unnamed deck.
"""

from __future__ import annotations

import re

from tagduel.decks.model import Deck, Section
from tagduel.errors import InputError
from tagduel.i18n import lazy

MAX_PASSCODE = 2**32 - 1
"""Passcodes are unsigned 32-bit numbers in every deck format (0 is allowed)."""

_HEADINGS: dict[str, Section] = {
    "#main": Section.MAIN,
    "#extra": Section.EXTRA,
    "!side": Section.SIDE,
}
_DIGITS = re.compile(r"[0-9]+")
_SHOWN = 60


def parse(text: str, *, source: str = "") -> Deck:
    """Read a `.ydk` text into a Deck (unnamed), raising InputError at the first bad line."""
    cards: dict[Section, list[int]] = {section: [] for section in Section}
    current = cards[Section.MAIN]
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if len(line) < 10 and line.isdigit() and line.isascii():
            current.append(int(line))  # the common case: a passcode that cannot be out of range
            continue
        heading = _HEADINGS.get(line.lower())
        if heading is not None:
            current = cards[heading]
        elif line and not line.startswith("#"):
            current.append(parse_passcode(line, source=source, line=number))
    return Deck(tuple(cards[Section.MAIN]), tuple(cards[Section.EXTRA]), tuple(cards[Section.SIDE]))


def write(deck: Deck) -> str:
    """The deck as `.ydk` text (LF line ends, final newline)."""
    lines = ["#created by tagduel"]
    for heading, section in _HEADINGS.items():
        lines.append(heading)
        lines.extend(str(code) for code in deck.section(section))
    return "\n".join(lines) + "\n"


def parse_passcode(word: str, *, source: str = "", line: int | None = None) -> int:
    """A passcode written in decimal ASCII digits, in 0..2**32-1, or an InputError."""
    if not _DIGITS.fullmatch(word):
        raise InputError(
            lazy("expected a passcode, got {word}", word=shown(word)), source=source, line=line
        )
    if len(word.lstrip("0")) > 10 or int(word) > MAX_PASSCODE:
        raise InputError(
            lazy(
                "passcode {word} is out of range (0 to {most})", word=shown(word), most=MAX_PASSCODE
            ),
            source=source,
            line=line,
        )
    return int(word)


def shown(text: str) -> str:
    """`text` quoted for an error message, cut short when long."""
    if len(text) > _SHOWN:
        text = text[:_SHOWN] + "..."
    return repr(text)
