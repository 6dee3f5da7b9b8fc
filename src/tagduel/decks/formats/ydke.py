"""`ydke://` deck URLs, as Dueling Book, EDOPro and deck sites share them.

A URL is `ydke://` + b64(main) + `!` + b64(extra) + `!` + b64(side) + `!`, where b64 is
standard base64 (with `=` padding) of the section's passcodes as little-endian unsigned 32-bit
numbers, one per copy, in deck order; an empty section is the empty string. Order is kept both
ways, so `parse(write(deck)) == deck` for every unnamed deck.

Reading forgives surrounding whitespace, a prefix in any letter case, a missing final `!` and
missing `=` padding; every other fault is an `InputError` that says what is wrong.
"""

from __future__ import annotations

import base64
import binascii
import re
import struct

from tagduel.decks.formats.ydk import shown
from tagduel.decks.model import Deck
from tagduel.errors import InputError
from tagduel.i18n import lazy

PREFIX = "ydke://"

_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")
_NAMES = (lazy("Main Deck"), lazy("Extra Deck"), lazy("Side Deck"))


def parse(url: str, *, source: str = "") -> Deck:
    """Read a `ydke://` URL into a Deck (unnamed)."""
    text = url.strip()
    if not text.lower().startswith(PREFIX):
        raise InputError(
            lazy("a ydke URL starts with {prefix!r}, got {text}", prefix=PREFIX, text=shown(text)),
            source=source,
        )
    parts = text[len(PREFIX) :].split("!")
    if len(parts) == 4 and parts[3] == "":
        parts.pop()
    if len(parts) != 3:
        raise InputError(
            lazy(
                "a ydke URL has 3 parts (Main, Extra, Side Deck) each ended by '!', "
                "got {count} part(s)",
                count=len(parts),
            ),
            source=source,
        )
    main, extra, side = (
        _section(part, name, source) for part, name in zip(parts, _NAMES, strict=True)
    )
    return Deck(main, extra, side)


def write(deck: Deck) -> str:
    """The deck as a `ydke://` URL. Every passcode must fit in 32 bits."""
    return PREFIX + "".join(_encode(cards) + "!" for _, cards in deck.sections())


def _encode(cards: tuple[int, ...]) -> str:
    try:
        raw = struct.pack(f"<{len(cards)}I", *cards)
    except struct.error:
        bad = next(code for code in cards if not 0 <= code < 2**32)
        raise InputError(
            lazy(
                "passcode {code} does not fit in a ydke URL (0 to {most})", code=bad, most=2**32 - 1
            )
        ) from None
    return base64.b64encode(raw).decode("ascii")


def _section(part: str, name: str, source: str) -> tuple[int, ...]:
    if not _BASE64.fullmatch(part):
        raise InputError(
            lazy(
                "the {name} part of the ydke URL is not base64: {part}", name=name, part=shown(part)
            ),
            source=source,
        )
    padded = part + "=" * (-len(part) % 4)
    try:
        raw = base64.b64decode(padded, validate=True)
    except binascii.Error:
        raise InputError(
            lazy(
                "the {name} part of the ydke URL is not valid base64: {part}",
                name=name,
                part=shown(part),
            ),
            source=source,
        ) from None
    if len(raw) % 4:
        raise InputError(
            lazy(
                "the {name} part of the ydke URL decodes to {count} bytes, "
                "not a whole number of 4-byte passcodes",
                name=name,
                count=len(raw),
            ),
            source=source,
        )
    return struct.unpack(f"<{len(raw) // 4}I", raw)
