"""Deck file formats: recognise one, read any input into a `Deck`, write a `Deck` out.

`read_deck` is the one door for input from outside (a file's bytes, a pasted string): whatever
it is given, it returns a Deck or raises `InputError` with a message a person can act on. Each
format module (`ydk`, `ydke`, `deckcode`, `text`) has its own `parse`/`write` pair.

Formats carry cards only; `read_deck` names the deck after its source (`decks/Burn.ydk` →
`Burn`).
"""

from __future__ import annotations

import enum
import re
from pathlib import PurePath

from tagduel.cards.db import CardDB
from tagduel.decks.formats import deckcode, text, ydk, ydke
from tagduel.decks.model import Deck
from tagduel.errors import InputError
from tagduel.i18n import lazy

__all__ = [
    "MAX_DECK_BYTES",
    "DeckFormat",
    "deckcode",
    "detect",
    "read_deck",
    "text",
    "write_deck",
    "ydk",
    "ydke",
]

MAX_DECK_BYTES = 1_000_000
"""Input larger than this is refused before it is decoded: no deck list comes near it."""


class DeckFormat(enum.Enum):
    """The deck formats tagduel reads and writes."""

    YDK = "ydk"
    YDKE = "ydke"
    DECKCODE = "deckcode"
    TEXT = "text"


_YDK_HEADINGS = frozenset({"#main", "#extra", "!side"})
_TOKEN = re.compile(r"[A-Za-z0-9_-]+={0,2}")
_CODE_MARK = re.compile(r"[0-9_-]")
_LONG_CODE = 22
"""A token at least this long (four or more card words) counts as a deck code even when it is
all letters; shorter ones must hold a digit, `-` or `_` so a lone card name stays text."""


def detect(content: str) -> DeckFormat:
    """The format of `content`, read from the content alone, whatever the file is called.

    A `ydke://` prefix is YDKE; a `#main`/`#extra`/`!side` line, or only passcodes, is YDK; a
    single base64url token that decodes to whole 4-byte words is a deck code; anything else is
    TEXT. So a ydke URL or a deck code saved as `deck.txt` or `deck.ydk` reads as what it is.
    """
    body = content.removeprefix("\ufeff").strip()
    if body[: len(ydke.PREFIX)].lower() == ydke.PREFIX:
        return DeckFormat.YDKE
    lines = [line.strip() for line in body.splitlines()]
    if any(line.lower() in _YDK_HEADINGS for line in lines) or _only_passcodes(lines):
        return DeckFormat.YDK
    if _looks_like_code(body):
        return DeckFormat.DECKCODE
    return DeckFormat.TEXT


def read_deck(
    data: bytes | str,
    *,
    source: str = "",
    db: CardDB | None = None,
    fmt: DeckFormat | None = None,
) -> Deck:
    """Read a deck from a file's bytes or a string, in `fmt` or the format its content shows.

    Raises InputError for empty, binary, oversized or malformed input, and for a TEXT deck
    without a card database. The deck is named after `source`'s file stem.
    """
    content = _decoded(data, source)
    if not content.removeprefix("\ufeff").strip():
        raise InputError(lazy("deck file is empty"), source=source)
    fmt = fmt or detect(content)
    if fmt is DeckFormat.TEXT:
        if db is None:
            raise InputError(
                lazy("this looks like a text deck list; reading card names needs a card database"),
                source=source,
            )
        deck = text.parse(content, db, source=source)
    else:
        deck = _PARSERS[fmt](content, source=source)
    return deck if deck.name else deck.with_name(_stem(source))


def write_deck(deck: Deck, fmt: DeckFormat, db: CardDB | None = None) -> str:
    """The deck in `fmt`. TEXT needs `db` to name the cards."""
    if fmt is DeckFormat.TEXT:
        if db is None:
            raise InputError(
                lazy("writing a text deck list needs a card database to name the cards")
            )
        return text.write(deck, db)
    return _WRITERS[fmt](deck)


_PARSERS = {
    DeckFormat.YDK: ydk.parse,
    DeckFormat.YDKE: ydke.parse,
    DeckFormat.DECKCODE: deckcode.parse,
}
_WRITERS = {
    DeckFormat.YDK: ydk.write,
    DeckFormat.YDKE: ydke.write,
    DeckFormat.DECKCODE: deckcode.write,
}


def _decoded(data: bytes | str, source: str) -> str:
    """`data` as text, checking its size first, or an InputError for binary or huge input."""
    if len(data) > MAX_DECK_BYTES:
        raise _too_big(len(data), "bytes" if isinstance(data, bytes) else "characters", source)
    if isinstance(data, str):
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(
                lazy("not a text deck file (it holds invalid characters)"), source=source
            ) from None
        if len(data) > MAX_DECK_BYTES:
            raise _too_big(len(data), "bytes", source)
    if b"\0" in data:
        raise InputError(lazy("not a text deck file (it holds NUL bytes)"), source=source)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(
            lazy("not a text deck file (it is not UTF-8 text)"), source=source
        ) from None


def _too_big(size: int, unit: str, source: str) -> InputError:
    values = {"size": f"{size:,}", "limit": f"{MAX_DECK_BYTES:,}"}
    if unit == "bytes":
        message = lazy(
            "deck file is too large: {size} bytes (the limit is {limit} bytes)", **values
        )
    else:
        message = lazy(
            "deck file is too large: {size} characters (the limit is {limit} bytes)", **values
        )
    return InputError(message, source=source)


def _only_passcodes(lines: list[str]) -> bool:
    cards = [line for line in lines if line and not line.startswith("#")]
    return bool(cards) and all(line.isascii() and line.isdigit() for line in cards)


def _looks_like_code(body: str) -> bool:
    if not _TOKEN.fullmatch(body):
        return False
    length = len(body.rstrip("="))
    if length % 16 not in (0, 6, 11):
        return False
    return len(body) >= _LONG_CODE or _CODE_MARK.search(body) is not None


def _stem(source: str) -> str:
    return PurePath(source).stem if source else ""
