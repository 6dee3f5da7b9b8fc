"""The .ydk reader and writer (tagduel.decks.formats.ydk)."""

from __future__ import annotations

import pytest

from tagduel.decks.formats import ydk
from tagduel.decks.model import Deck
from tagduel.errors import InputError

SAMPLE = (
    "#created by someone\n#main\n89631139\n89631139\n46986414\n#extra\n44508094\n!side\n5318639\n"
)
SAMPLE_DECK = Deck((89631139, 89631139, 46986414), (44508094,), (5318639,))


def test_parse_reads_each_section_in_order() -> None:
    assert ydk.parse(SAMPLE) == SAMPLE_DECK


def test_parse_reads_crlf_line_ends_like_lf() -> None:
    assert ydk.parse(SAMPLE.replace("\n", "\r\n")) == SAMPLE_DECK


def test_parse_skips_a_byte_order_mark() -> None:
    assert ydk.parse("\ufeff" + SAMPLE) == SAMPLE_DECK


def test_parse_ignores_comments_blank_lines_and_trailing_whitespace() -> None:
    text = "#created by x\n\n#main\n  89631139 \t\n# a note\n\n#extra\n44508094  \n!side\n\n"
    assert ydk.parse(text) == Deck((89631139,), (44508094,), ())


def test_parse_accepts_headings_in_any_case_and_order() -> None:
    text = "!SIDE\n5318639\n#Extra\n44508094\n#MAIN\n89631139\n"
    assert ydk.parse(text) == Deck((89631139,), (44508094,), (5318639,))


def test_cards_before_any_heading_belong_to_the_main_deck() -> None:
    assert ydk.parse("89631139\n#extra\n44508094\n") == Deck((89631139,), (44508094,), ())


def test_passcode_zero_and_the_largest_32_bit_passcode_are_read() -> None:
    assert ydk.parse(f"#main\n0\n{2**32 - 1}\n").main == (0, 2**32 - 1)


def test_a_junk_line_is_an_input_error_naming_the_line_and_its_text() -> None:
    with pytest.raises(InputError) as info:
        ydk.parse("#main\n89631139\nDark Magician\n", source="deck.ydk")
    assert info.value.line == 3
    assert info.value.source == "deck.ydk"
    assert "'Dark Magician'" in str(info.value)
    assert str(info.value).startswith("deck.ydk:3:")


@pytest.mark.parametrize("word", ["-1", "+5", "12a", "1.0", "1 2", "١٢٣", "1_000"])
def test_anything_but_plain_decimal_digits_is_refused(word: str) -> None:
    with pytest.raises(InputError, match="expected a passcode"):
        ydk.parse(f"#main\n{word}\n")


@pytest.mark.parametrize("word", [str(2**32), "99999999999", "1" + "0" * 5000])
def test_a_passcode_above_32_bits_is_out_of_range(word: str) -> None:
    with pytest.raises(InputError, match="out of range") as info:
        ydk.parse(f"#main\n{word}\n")
    assert info.value.line == 2
    assert len(str(info.value)) < 200


def test_leading_zeros_are_read_as_the_same_passcode() -> None:
    assert ydk.parse("#main\n00000000000046986414\n").main == (46986414,)


def test_an_unknown_bang_line_is_not_a_heading() -> None:
    with pytest.raises(InputError, match="'!sideboard'"):
        ydk.parse("#main\n!sideboard\n")


def test_write_gives_the_standard_layout_with_lf_and_a_final_newline() -> None:
    assert ydk.write(SAMPLE_DECK) == (
        "#created by tagduel\n#main\n89631139\n89631139\n46986414\n"
        "#extra\n44508094\n!side\n5318639\n"
    )


def test_an_empty_deck_writes_only_the_headings_and_reads_back_empty() -> None:
    text = ydk.write(Deck())
    assert text == "#created by tagduel\n#main\n#extra\n!side\n"
    assert ydk.parse(text) == Deck()


def test_parse_of_write_gives_back_the_same_deck_order_included() -> None:
    deck = Deck((3, 1, 2, 1, 0), (2**32 - 1, 7), (5, 5))
    assert ydk.parse(ydk.write(deck)) == deck
