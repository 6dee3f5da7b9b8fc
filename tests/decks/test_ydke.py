"""ydke:// URLs (tagduel.decks.formats.ydke), checked against the shared vectors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tagduel.decks.formats import ydk, ydke
from tagduel.decks.model import Deck
from tagduel.errors import InputError

URL = "ydke://o6lXBZyFNAI=!viOnAg==!7ydRAA==!"
URL_DECK = Deck((89631139, 36996508), (44508094,), (5318639,))


def _vectors(shared_data: Path) -> list[dict[str, Any]]:
    data = json.loads((shared_data / "ydke-test-vectors.json").read_text(encoding="utf-8"))
    vectors: list[dict[str, Any]] = data["roundtrip"]
    return vectors


def _deck(vector: dict[str, Any]) -> Deck:
    return Deck(tuple(vector["main"]), tuple(vector["extra"]), tuple(vector["side"]))


def test_every_roundtrip_vector_url_parses_to_its_deck(shared_data: Path) -> None:
    vectors = _vectors(shared_data)
    assert len(vectors) >= 9
    for vector in vectors:
        assert ydke.parse(vector["url"]) == _deck(vector), vector["source"]


def test_every_roundtrip_vector_deck_writes_its_exact_url(shared_data: Path) -> None:
    for vector in _vectors(shared_data):
        assert ydke.write(_deck(vector)) == vector["url"], vector["source"]


def test_every_vector_ydk_text_reads_as_the_deck_whose_ydke_is_the_url(shared_data: Path) -> None:
    with_ydk = [vector for vector in _vectors(shared_data) if "ydk" in vector]
    assert len(with_ydk) >= 5
    for vector in with_ydk:
        for text in (vector["ydk"], vector["ydk"].replace("\n", "\r\n")):
            deck = ydk.parse(text)
            assert deck == _deck(vector), vector["source"]
            assert ydke.write(deck) == vector["url"], vector["source"]


def test_parse_forgives_whitespace_a_capital_prefix_and_a_missing_final_bang() -> None:
    assert ydke.parse("  YDKE://o6lXBZyFNAI=!viOnAg==!7ydRAA==\n") == URL_DECK


def test_parse_forgives_missing_base64_padding() -> None:
    assert ydke.parse("ydke://o6lXBZyFNAI!viOnAg!7ydRAA!") == URL_DECK


def test_the_empty_deck_is_three_empty_parts() -> None:
    assert ydke.write(Deck()) == "ydke://!!!"
    assert ydke.parse("ydke://!!!") == Deck()


def test_a_url_without_the_prefix_is_refused_and_says_what_is_expected() -> None:
    with pytest.raises(InputError, match="starts with 'ydke://'") as info:
        ydke.parse("o6lXBZyFNAI=!viOnAg==!7ydRAA==!", source="clip")
    assert info.value.source == "clip"


@pytest.mark.parametrize(
    ("url", "parts"),
    [("ydke://o6lXBZyFNAI=!", 2), ("ydke://AAAAAA==", 1), ("ydke://!!!!", 5), ("ydke://!!!x", 4)],
)
def test_a_wrong_number_of_parts_is_refused_with_the_count(url: str, parts: int) -> None:
    with pytest.raises(InputError, match=f"got {parts} part"):
        ydke.parse(url)


@pytest.mark.parametrize("part", ["o6lX*ZyFNAI=", "o6lX BZyF", "o6l=XBZy", "-_-_"])
def test_a_part_that_is_not_base64_is_refused_naming_the_section(part: str) -> None:
    with pytest.raises(InputError, match="Extra Deck part of the ydke URL is not"):
        ydke.parse(f"ydke://!{part}!!")


def test_impossible_base64_length_is_refused() -> None:
    with pytest.raises(InputError, match=r"Side Deck part .* not valid base64"):
        ydke.parse("ydke://!!AAAAA!")


def test_a_byte_length_that_is_not_a_multiple_of_four_is_refused() -> None:
    with pytest.raises(InputError, match="decodes to 3 bytes, not a whole number"):
        ydke.parse("ydke://AAAA!!!")


def test_write_refuses_a_passcode_that_does_not_fit_in_32_bits() -> None:
    with pytest.raises(InputError, match=str(2**32)):
        ydke.write(Deck((2**32,)))


def test_parse_of_write_keeps_order_and_repeats() -> None:
    deck = Deck((5, 1, 5, 0, 2**32 - 1), (), (9, 9))
    assert ydke.parse(ydke.write(deck)) == deck
