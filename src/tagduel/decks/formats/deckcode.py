"""The YGOPro "deck code": a compact base64url token for a whole deck.

The token is base64url without padding of little-endian unsigned 32-bit words, one word per
run of copies of a card in one section:

    bits 0-27   passcode (so passcodes above 2**28 - 1 cannot be written)
    bits 28-29  section: 0 Main Deck, 1 Extra Deck, 2 Side Deck
    bits 30-31  copies - 1 (1 to 4 copies)

Writing lists the Main Deck, then the Extra Deck, then the Side Deck; inside a section, each
distinct passcode gets one word, in the order its first copy appears, holding all its copies
(more than 4 copies take further words). So copies of a card come out side by side: reading a
written code gives the same cards per section (`Deck.same_cards`), in grouped order. Reading
accepts words in any order and also forgives `=` padding and surrounding whitespace.
"""

from __future__ import annotations

import base64
import binascii
import re
import struct

from tagduel.decks.formats.ydk import shown
from tagduel.decks.model import Deck, Section
from tagduel.errors import InputError
from tagduel.i18n import lazy

MAX_PASSCODE = 2**28 - 1
MAX_COPIES = 4

_SECTIONS = (Section.MAIN, Section.EXTRA, Section.SIDE)
_TOKEN = re.compile(r"[A-Za-z0-9_-]*={0,2}")


def parse(code: str, *, source: str = "") -> Deck:
    """Read a deck code into a Deck (unnamed)."""
    cards: dict[Section, list[int]] = {section: [] for section in _SECTIONS}
    for number, word in enumerate(_words(code.strip(), source), start=1):
        section_bits = (word >> 28) & 0x3
        if section_bits >= len(_SECTIONS):
            raise InputError(
                lazy(
                    "word {number} of the deck code names section {section}; "
                    "only 0 (Main), 1 (Extra) and 2 (Side) exist",
                    number=number,
                    section=section_bits,
                ),
                source=source,
            )
        copies = (word >> 30) + 1
        cards[_SECTIONS[section_bits]].extend([word & MAX_PASSCODE] * copies)
    return Deck(tuple(cards[Section.MAIN]), tuple(cards[Section.EXTRA]), tuple(cards[Section.SIDE]))


def write(deck: Deck) -> str:
    """The deck as a deck code. Every passcode must be at most 2**28 - 1."""
    words: list[int] = []
    for index, section in enumerate(_SECTIONS):
        for code, copies in _grouped(deck.section(section)).items():
            if not 0 <= code <= MAX_PASSCODE:
                raise InputError(
                    lazy(
                        "passcode {code} does not fit in a deck code (0 to {most})",
                        code=code,
                        most=MAX_PASSCODE,
                    )
                )
            while copies > 0:
                run = min(copies, MAX_COPIES)
                words.append(((run - 1) << 30) | (index << 28) | code)
                copies -= run
    raw = struct.pack(f"<{len(words)}I", *words)
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _grouped(cards: tuple[int, ...]) -> dict[int, int]:
    """Copies per passcode, keyed in the order of each passcode's first copy."""
    counts: dict[int, int] = {}
    for code in cards:
        counts[code] = counts.get(code, 0) + 1
    return counts


def _words(token: str, source: str) -> tuple[int, ...]:
    if not _TOKEN.fullmatch(token):
        raise InputError(
            lazy("a deck code is one base64url token, got {token}", token=shown(token)),
            source=source,
        )
    body = token.rstrip("=")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise InputError(
            lazy("the deck code is not valid base64url: {token}", token=shown(token)),
            source=source,
        ) from None
    if len(raw) % 4:
        raise InputError(
            lazy(
                "the deck code decodes to {count} bytes, not a whole number of 4-byte words",
                count=len(raw),
            ),
            source=source,
        )
    return struct.unpack(f"<{len(raw) // 4}I", raw)
