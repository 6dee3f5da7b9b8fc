"""Names people type: event, team, duelist, judge and person names. One rule everywhere.

A name is kept as typed (after trimming and collapsing runs of spaces), but it may hold no
control characters (newlines, tabs, escape sequences reach terminals and tables raw) and no more
than `NAME_MAX` characters. Two names are the same name when their `name_key`s are equal: after
Unicode NFKC normalisation (a full-width "Ａｋｉ" is "Aki"), case folding and collapsing spaces.
Pure functions, no I/O; every layer uses them.
"""

from __future__ import annotations

import unicodedata

from tagduel.errors import TagDuelError
from tagduel.i18n import lazy

NAME_MAX = 100
"""The most characters any name may have (event, team, duelist, judge, person)."""

_JOINERS = frozenset({"\u200c", "\u200d"})  # zero-width (non-)joiners inside emoji and scripts


class BadNameError(TagDuelError):
    """A name that cannot be used, with the reason."""


def clean_name(text: str, *, what: str = lazy("name"), limit: int = NAME_MAX) -> str:
    """`text` trimmed with runs of spaces collapsed to one; refused when empty, too long, or
    holding a control or other invisible format character."""
    for char in text:
        if char not in _JOINERS and unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            raise BadNameError(
                lazy(
                    "{what} {text!r} holds a control character ({code}): type it on one line, "
                    "without tabs, escapes or direction marks",
                    what=what,
                    text=text,
                    code=_code(char),
                )
            )
    cleaned = " ".join(text.split())
    if not cleaned:
        raise BadNameError(lazy("{what} is empty", what=what))
    if len(cleaned) > limit:
        raise BadNameError(
            lazy(
                "{what} has {count} characters; the most is {limit}",
                what=what,
                count=len(cleaned),
                limit=limit,
            )
        )
    return cleaned


TEXT_MAX = 500
"""The most characters of a free text a person types with a name (a reason, a note)."""


def clean_text(text: str, *, what: str = lazy("text"), limit: int = TEXT_MAX) -> str:
    """A free text such as a reason, by the rule of `clean_name` (one line, no control
    characters, at most `limit` characters), except that it may be empty ("")."""
    if not text.strip():
        return ""
    return clean_name(text, what=what, limit=limit)


def name_key(text: str) -> str:
    """The form names are compared in: NFKC, case folded, spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def same_name(a: str, b: str) -> bool:
    return name_key(a) == name_key(b)


def display_width(text: str) -> int:
    """Columns `text` takes in a terminal: East Asian wide and full-width characters take two,
    combining marks none."""
    width = 0
    for char in text:
        if unicodedata.combining(char):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def pad(text: str, width: int, *, right: bool = False) -> str:
    """`text` padded with spaces to `width` terminal columns (left-aligned unless `right`)."""
    fill = " " * max(0, width - display_width(text))
    return fill + text if right else text + fill


def _code(char: str) -> str:
    return f"U+{ord(char):04X}"
