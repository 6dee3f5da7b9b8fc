"""The tables of words the moves and summons write in their events (`zones.WORDS`, `PLACES`)
say what the Enum members' values say."""

from __future__ import annotations

from tagduel.engine.seats import ALL_SEATS
from tagduel.engine.zones import PLACES, WORDS, Location, Position


def test_the_words_are_the_members_values() -> None:
    for member in (*Location, *Position):
        assert WORDS[member] == member.value
    for seat in ALL_SEATS:
        for location in Location:
            assert PLACES[seat, location] == f"{seat.value}.{location.value}"
