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
