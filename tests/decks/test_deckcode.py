"""YGOPro deck codes (tagduel.decks.formats.deckcode), checked against the shared vectors."""

from __future__ import annotations

import base64
import json
import struct
from pathlib import Path
from typing import Any

import pytest

from tagduel.decks.formats import deckcode, ydke
from tagduel.decks.model import Deck
from tagduel.errors import InputError


def _vectors(shared_data: Path) -> list[dict[str, Any]]:
    data = json.loads((shared_data / "ydke-test-vectors.json").read_text(encoding="utf-8"))
    vectors: list[dict[str, Any]] = data["ygopro_deck_code"]
    return vectors


def _deck(vector: dict[str, Any]) -> Deck:
    return Deck(tuple(vector["main"]), tuple(vector["extra"]), tuple(vector["side"]))


def _code(*words: int) -> str:
    raw = struct.pack(f"<{len(words)}I", *words)
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def test_every_vector_deck_writes_its_exact_deck_code(shared_data: Path) -> None:
    vectors = _vectors(shared_data)
    assert len(vectors) >= 6
    for vector in vectors:
        assert deckcode.write(_deck(vector)) == vector["deck_code"], vector


def test_every_vector_deck_code_reads_as_its_deck_and_ydke(shared_data: Path) -> None:
    for vector in _vectors(shared_data):
        deck = deckcode.parse(vector["deck_code"])
        assert deck == _deck(vector), vector
        assert ydke.write(deck) == vector["ydke"], vector


def test_copies_of_a_card_share_one_word_with_the_count_in_the_top_bits() -> None:
    assert deckcode.write(Deck((7, 7, 7))) == _code((2 << 30) | 7)


def test_section_bits_say_extra_and_side() -> None:
    assert deckcode.write(Deck((), (7,), (8, 8))) == _code((1 << 28) | 7, (1 << 30) | (2 << 28) | 8)


def test_copies_scattered_in_a_section_are_grouped_at_the_first_copy() -> None:
    deck = Deck((5, 9, 5))
    assert deckcode.write(deck) == _code((1 << 30) | 5, 9)
    assert deckcode.parse(deckcode.write(deck)) == Deck((5, 5, 9))


def test_more_than_four_copies_take_another_word() -> None:
    assert deckcode.write(Deck((3,) * 6)) == _code((3 << 30) | 3, (1 << 30) | 3)
    assert deckcode.parse(deckcode.write(Deck((3,) * 6))) == Deck((3,) * 6)


def test_words_in_any_section_order_are_read() -> None:
    assert deckcode.parse(_code((2 << 28) | 8, 7, (1 << 28) | 6)) == Deck((7,), (6,), (8,))


def test_the_empty_code_is_the_empty_deck() -> None:
    assert deckcode.write(Deck()) == ""
    assert deckcode.parse("") == Deck()


def test_padding_and_surrounding_whitespace_are_forgiven() -> None:
    assert deckcode.parse("  o6lXBZyFNAK-I6cS7ydRIA==\n") == deckcode.parse(
        "o6lXBZyFNAK-I6cS7ydRIA"
    )


def test_write_refuses_a_passcode_above_28_bits() -> None:
    with pytest.raises(InputError, match="does not fit in a deck code"):
        deckcode.write(Deck((2**28,)))


def test_section_three_is_refused_naming_the_word() -> None:
    with pytest.raises(InputError, match="word 2 of the deck code names section 3"):
        deckcode.parse(_code(7, (3 << 28) | 7))


@pytest.mark.parametrize("code", ["o6lX+ZyF", "o6lX/ZyF", "o6 lXBZyF", "ydke://!!!", "a=b"])
def test_characters_outside_base64url_are_refused(code: str) -> None:
    with pytest.raises(InputError, match="one base64url token") as info:
        deckcode.parse(code, source="paste")
    assert info.value.source == "paste"


def test_an_impossible_base64_length_is_refused() -> None:
    with pytest.raises(InputError, match="not valid base64url"):
        deckcode.parse("AAAAA")


def test_a_byte_length_that_is_not_whole_words_is_refused() -> None:
    with pytest.raises(InputError, match="decodes to 3 bytes"):
        deckcode.parse("AAAA")
