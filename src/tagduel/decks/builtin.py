"""The Forbidden & Limited list shipped with tagduel (an example, not an official list)."""

from __future__ import annotations

from functools import cache
from importlib import resources

from tagduel.decks.banlist import LFListFile, parse_lflist

EXAMPLE_LIST = "example.lflist.conf"


@cache
def builtin_lflist() -> LFListFile:
    """The lists of `decks/data/example.lflist.conf` (package data, read once)."""
    text = resources.files("tagduel.decks").joinpath("data", EXAMPLE_LIST).read_text("utf-8")
    return parse_lflist(text, source=f"builtin:{EXAMPLE_LIST}", strict=True)


EXAMPLE_DECKS = ("example-light.ydk", "example-dark.ydk")
"""Two decks of the built-in card set that are legal together as a team under the example
list (the demo event registers its teams with them)."""


def example_deck_bytes(name: str) -> bytes:
    """The bytes of one of `EXAMPLE_DECKS` (package data)."""
    if name not in EXAMPLE_DECKS:
        raise ValueError(f"no example deck {name!r}")
    return resources.files("tagduel.decks").joinpath("data", name).read_bytes()
