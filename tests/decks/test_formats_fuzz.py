"""Hypothesis fuzzing of every deck parser and round-trip properties of every writer.

Parsers, fed anything, return a Deck or raise InputError, nothing else (issue 14 item 8):
- a parse that succeeds round-trips: writing the deck and parsing it again gives the same deck
  (exactly for ydk and ydke, card for card per section for deck codes and text);
- an error of a format with lines (ydk, text) names the line, and that line is in the text;
  every error is one line.
Writers' output reads back as the deck.
"""

from __future__ import annotations

import string
from pathlib import PurePath

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


def _line_count(content: str) -> int:
    """Lines as the parsers number them (a leading byte order mark is not a line)."""
    return len(content.removeprefix("\ufeff").splitlines())


def _names_its_line(error: InputError, content: str) -> None:
    assert error.line is not None, str(error)
    assert 1 <= error.line <= _line_count(content)
    assert str(error).startswith(f"line {error.line}: ")
    _one_line(error)


def _one_line(error: InputError) -> None:
    assert str(error) and "\n" not in str(error) and "\r" not in str(error)


@FUZZ
@given(
    ANY_TEXT
    | st.lists(st.sampled_from(["#main", "#extra", "!side", "1", "", " 42 ", "# c"])).map("\n".join)
)
def test_ydk_parse_round_trips_or_names_the_bad_line(content: str) -> None:
    try:
        deck = ydk.parse(content)
    except InputError as error:
        _names_its_line(error, content)
    else:
        assert ydk.parse(ydk.write(deck)) == deck


@FUZZ
@given(
    ANY_TEXT
    | st.text(alphabet=string.ascii_letters + string.digits + "+/=!", max_size=60).map(
        "ydke://".__add__
    )
)
def test_ydke_parse_round_trips_or_gives_a_one_line_error(content: str) -> None:
    try:
        deck = ydke.parse(content)
    except InputError as error:
        _one_line(error)  # a URL has no lines to name
    else:
        assert ydke.parse(ydke.write(deck)) == deck


@FUZZ
@given(ANY_TEXT | st.text(alphabet=string.ascii_letters + string.digits + "-_=", max_size=60))
def test_deckcode_parse_round_trips_or_gives_a_one_line_error(content: str) -> None:
    try:
        deck = deckcode.parse(content)
    except InputError as error:
        _one_line(error)  # a code is one token, no lines to name
    else:
        again = deckcode.parse(deckcode.write(deck))
        assert again.same_cards(deck)
        assert deckcode.write(again) == deckcode.write(deck)


@FUZZ
@given(ANY_TEXT)
def test_text_parse_round_trips_or_names_the_bad_line(content: str) -> None:
    try:
        deck = text.parse(content, SMALL_DB)
    except InputError as error:
        _names_its_line(error, content)
    else:
        assert text.parse(text.write(deck, SMALL_DB), SMALL_DB).same_cards(deck)


@FUZZ
@given(
    st.binary(max_size=300) | ANY_TEXT | ANY_TEXT.map(str.encode),
    st.sampled_from([None, *DeckFormat]),
    st.sampled_from([None, SMALL_DB]),
    st.sampled_from(["", "a.ydk", "b.txt", "c"]),
)
def test_read_deck_round_trips_or_names_where_the_input_is_bad(
    data: bytes | str, fmt: DeckFormat | None, db: CardDB | None, source: str
) -> None:
    try:
        deck = read_deck(data, source=source, db=db, fmt=fmt)
    except InputError as error:
        _one_line(error)
        assert error.source == source
        if error.line is not None:
            content = data.decode("utf-8") if isinstance(data, bytes) else data
            assert 1 <= error.line <= _line_count(content)
    else:
        cards = Deck(deck.main, deck.extra, deck.side)
        assert deck.name == PurePath(source).stem
        assert ydk.parse(write_deck(deck, DeckFormat.YDK)) == cards


@FUZZ
@given(ANY_TEXT)
def test_detect_always_names_a_format(content: str) -> None:
    assert isinstance(detect(content), DeckFormat)


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
