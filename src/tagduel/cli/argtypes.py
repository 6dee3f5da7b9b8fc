"""Argument types with bounds for `tagduel event`: a bad number stops at the parser, in one line.

The bounds are the domain's and the services' own (`tournament.attendance.MAX_ROUNDS`, …), read
when an option is given, so the web form and the command line refuse the same values; the
services check again for callers that do not come through here. Refusals are marked messages
(`lazy`), said in the command line's language by `tagduel.cli.parser.Parser`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from tagduel.errors import for_cli
from tagduel.i18n import Text, lazy

MAX_NUMBER = 100_000
"""The largest round, table or match number a command takes."""
MAX_SEED = 2**63 - 1
"""Pairing seeds are stored in the event's log as JSON integers: 0 to 2^63 - 1."""


def whole(low: int, high: int, what: Text) -> Callable[[str], int]:
    """A whole number from `low` to `high`."""

    def parse(text: str) -> int:
        word = text.strip()
        digits = word.removeprefix("-")
        if not digits.isdigit() or not digits.isascii():
            raise argparse.ArgumentTypeError(
                lazy("{what} must be a whole number, not {text!r}", what=what, text=text)
            )
        if len(digits) > len(str(high)) or not low <= int(word) <= high:
            shown = word if len(word) <= 12 else f"{word[:12]}…"
            raise argparse.ArgumentTypeError(
                lazy(
                    "{what} must be {low} to {high}, not {shown}",
                    what=what,
                    low=low,
                    high=high,
                    shown=shown,
                )
            )
        return int(word)

    return parse


def number(text: str) -> int:
    """A round, table or match number."""
    return whole(1, MAX_NUMBER, lazy("the number"))(text)


def seed(text: str) -> int:
    return whole(0, MAX_SEED, lazy("the pairing seed"))(text)


def rounds(text: str) -> int:
    from tagduel.tournament.attendance import MAX_ROUNDS

    return whole(1, MAX_ROUNDS, lazy("the number of Swiss rounds"))(text)


def top_cut(text: str) -> int:
    from tagduel.tournament.attendance import MAX_TOP_CUT

    value = whole(0, MAX_TOP_CUT, lazy("the top cut"))(text)
    if value == 1:
        raise argparse.ArgumentTypeError(
            lazy("a top cut needs at least 2 teams (0 for none), not 1")
        )
    return value


def minutes(text: str) -> int:
    from tagduel.services.eventfacts import MAX_MINUTES

    return whole(1, MAX_MINUTES, lazy("minutes"))(text)


def fraction(what: Text) -> Callable[[str], float]:
    """A share from 0 to 1: `1/3`, `0.25` or `25%`."""

    def parse(text: str) -> float:
        from tagduel.errors import TagDuelError
        from tagduel.tournament.standings import parse_fraction

        try:
            return parse_fraction(text, what)
        except TagDuelError as exc:
            raise argparse.ArgumentTypeError(for_cli(exc)) from None

    return parse
