"""Hypothesis fuzzing of every deck parser and round-trip properties of every writer.

Parsers, fed anything, return a Deck or raise InputError, nothing else; writers' output reads back
as the deck (exactly for ydk and ydke, card for card per section for deck codes and text).
"""

from __future__ import annotations

import contextlib
import string
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card, CardType
from tagduel.decks.formats import (
    DeckFormat,
    deckcode,
    detect,
    read_deck,
    text,
    write_deck,
    ydk,
    ydke,
)
from tagduel.decks.model import Deck
from tagduel.errors import InputError

FUZZ = settings(max_examples=120, deadline=None)

SMALL_DB = CardDB(
    [
        Card(53129443, "Dark Hole", CardType.SPELL),
        Card(44095762, "Mirror Force", CardType.TRAP),
        Card(46986414, "Dark Magician", CardType.MONSTER | CardType.NORMAL),
        Card(46986415, "Dark Magician", CardType.MONSTER | CardType.NORMAL, alias=46986414),
        Card(23771716, "7 Colored Fish", CardType.MONSTER | CardType.NORMAL),
        Card(67048711, "7", CardType.SPELL),
        Card(84013237, "Number 39: Utopia", CardType.MONSTER | CardType.XYZ),
        Card(11, "Main", CardType.SPELL),
        Card(12, "Trap x2", CardType.TRAP),
        Card(13, "# not a comment", CardType.TRAP),
    ]
)

NAMES = sorted({card.name for card in SMALL_DB})
WORDS = [
    *NAMES,
    "Main Deck",
    "Extra:",
    "Side (3)",
    "Monsters",
    "#",
    "//",
    "x3",
    "3x",
    "[46986415]",
    "[",
    "]",
]
LINE = st.lists(st.sampled_from(WORDS) | st.text(max_size=12), max_size=4).map(" ".join)
LISTING = st.lists(LINE, max_size=12).map("\n".join)
ANY_TEXT = st.text(max_size=300) | LISTING


def _never_anything_but_input_error(call: Callable[[], object]) -> None:
    with contextlib.suppress(InputError):
        call()


@FUZZ
@given(
    ANY_TEXT
    | st.lists(st.sampled_from(["#main", "#extra", "!side", "1", "", " 42 ", "# c"])).map("\n".join)
)
def test_ydk_parse_raises_only_input_error(content: str) -> None:
    _never_anything_but_input_error(lambda: ydk.parse(content))


@FUZZ
@given(
    ANY_TEXT
    | st.text(alphabet=string.ascii_letters + string.digits + "+/=!", max_size=60).map(
        "ydke://".__add__
    )
)
def test_ydke_parse_raises_only_input_error(content: str) -> None:
    _never_anything_but_input_error(lambda: ydke.parse(content))


@FUZZ
@given(ANY_TEXT | st.text(alphabet=string.ascii_letters + string.digits + "-_=", max_size=60))
def test_deckcode_parse_raises_only_input_error(content: str) -> None:
    _never_anything_but_input_error(lambda: deckcode.parse(content))


@FUZZ
@given(ANY_TEXT)
def test_text_parse_raises_only_input_error(content: str) -> None:
    _never_anything_but_input_error(lambda: text.parse(content, SMALL_DB))


@FUZZ
@given(
    st.binary(max_size=300) | ANY_TEXT | ANY_TEXT.map(str.encode),
    st.sampled_from([None, *DeckFormat]),
    st.sampled_from([None, SMALL_DB]),
    st.sampled_from(["", "a.ydk", "b.txt", "c"]),
)
def test_read_deck_raises_only_input_error(
    data: bytes | str, fmt: DeckFormat | None, db: CardDB | None, source: str
) -> None:
    _never_anything_but_input_error(lambda: read_deck(data, source=source, db=db, fmt=fmt))


@FUZZ
@given(ANY_TEXT, st.sampled_from(["", "x.ydk", "x.TXT", "x.dat"]))
def test_detect_always_names_a_format(content: str, filename: str) -> None:
    assert isinstance(detect(content, filename), DeckFormat)


def _decks(passcode: st.SearchStrategy[int]) -> st.SearchStrategy[Deck]:
    section = st.lists(passcode, max_size=20).map(tuple)
    return st.builds(Deck, section, section, section)


def _small_passcodes(top: int) -> st.SearchStrategy[int]:
    """Mostly a few repeated passcodes (so copies occur), sometimes any passcode up to `top`."""
    return st.sampled_from([0, 1, 53129443, 89631139, top]) | st.integers(0, top)


@FUZZ
@given(_decks(_small_passcodes(2**32 - 1)))
def test_ydk_write_then_parse_gives_back_the_deck(deck: Deck) -> None:
    written = ydk.write(deck)
    assert ydk.parse(written) == deck
    assert detect(written) is DeckFormat.YDK


@FUZZ
@given(_decks(_small_passcodes(2**32 - 1)))
def test_ydke_write_then_parse_gives_back_the_deck(deck: Deck) -> None:
    written = ydke.write(deck)
    assert ydke.parse(written) == deck
    assert read_deck(written, source="deck") == deck.with_name("deck")


@FUZZ
@given(_decks(_small_passcodes(2**28 - 1)))
def test_deckcode_write_then_parse_gives_back_the_same_cards(deck: Deck) -> None:
    code = deckcode.write(deck)
    back = deckcode.parse(code)
    assert back.same_cards(deck)
    assert deckcode.write(back) == code


@FUZZ
@given(_decks(st.sampled_from([card.passcode for card in SMALL_DB]) | st.integers(0, 2**32 - 1)))
def test_text_write_then_parse_gives_back_the_same_cards(deck: Deck) -> None:
    listing = write_deck(deck, DeckFormat.TEXT, SMALL_DB)
    assert read_deck(listing, db=SMALL_DB, fmt=DeckFormat.TEXT).same_cards(deck)


NAME = st.text(
    alphabet=string.ascii_letters + string.digits + " #/[]():x\t", min_size=0, max_size=12
)


@settings(max_examples=80, deadline=None)
@given(st.lists(NAME, min_size=1, max_size=6), st.data())
def test_text_round_trips_whatever_the_card_names_are(
    names: list[str], data: st.DataObject
) -> None:
    db = CardDB(Card(100 + index, name, CardType.SPELL) for index, name in enumerate(names))
    deck = data.draw(_decks(st.integers(100, 100 + len(names))))
    assert text.parse(text.write(deck, db), db).same_cards(deck)


@pytest.mark.parametrize("fmt", [DeckFormat.YDK, DeckFormat.YDKE, DeckFormat.DECKCODE])
def test_the_empty_deck_round_trips_through_every_exact_writer(fmt: DeckFormat) -> None:
    written = write_deck(Deck(), fmt)
    assert (written == "") is (fmt is DeckFormat.DECKCODE)
    if written:
        assert read_deck(written, fmt=fmt) == Deck()
