"""Plain-text deck lists (tagduel.decks.formats.text) over a small hand-built CardDB."""

from __future__ import annotations

import pytest

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card, CardType
from tagduel.decks.formats import text
from tagduel.decks.model import Deck
from tagduel.errors import InputError

TOMATO, DARK_HOLE, UTOPIA, MIRROR_FORCE = 83011277, 53129443, 84013237, 44095762
DARK_MAGICIAN, DARK_MAGICIAN_ALT, FISH, SEVEN = 46986414, 46986415, 23771716, 67048711
MONSTER = CardType.MONSTER | CardType.NORMAL

DB = CardDB(
    [
        Card(TOMATO, "Mystic Tomato", CardType.MONSTER | CardType.EFFECT),
        Card(DARK_HOLE, "Dark Hole", CardType.SPELL),
        Card(UTOPIA, "Number 39: Utopia", CardType.MONSTER | CardType.XYZ | CardType.EFFECT),
        Card(MIRROR_FORCE, "Mirror Force", CardType.TRAP),
        Card(DARK_MAGICIAN, "Dark Magician", MONSTER),
        Card(DARK_MAGICIAN_ALT, "Dark Magician", MONSTER, alias=DARK_MAGICIAN),
        Card(FISH, "7 Colored Fish", MONSTER),
        Card(SEVEN, "7", CardType.SPELL | CardType.CONTINUOUS),
    ]
)

BRIEF_EXAMPLE = """Main Deck
3 Mystic Tomato
1x Dark Hole
Extra Deck
2 Number 39: Utopia
Side Deck
Mirror Force x2
"""


def test_the_example_list_reads_every_count_form_into_its_section() -> None:
    assert text.parse(BRIEF_EXAMPLE, DB) == Deck(
        (TOMATO, TOMATO, TOMATO, DARK_HOLE), (UTOPIA, UTOPIA), (MIRROR_FORCE, MIRROR_FORCE)
    )


@pytest.mark.parametrize(
    "heading", ["Extra", "extra deck", "EXTRA:", "Extra Deck (15)", "Extra Deck: 15", "extra (2):"]
)
def test_headings_ignore_case_colons_and_counts(heading: str) -> None:
    assert text.parse(f"Dark Hole\n{heading}\nNumber 39: Utopia\n", DB) == Deck(
        (DARK_HOLE,), (UTOPIA,)
    )


@pytest.mark.parametrize(
    "sub", ["Monsters", "monster (12)", "Spells:", "Trap Cards (3)", "TRAPS: 3"]
)
def test_type_sub_headings_stay_in_the_current_section(sub: str) -> None:
    deck = text.parse(f"Side Deck\n{sub}\nMirror Force\n", DB)
    assert deck == Deck((), (), (MIRROR_FORCE,))


def test_cards_before_any_heading_are_main_deck_cards() -> None:
    assert text.parse("2 Dark Hole\n", DB) == Deck((DARK_HOLE, DARK_HOLE))


def test_blank_lines_comments_crlf_and_a_bom_are_ignored() -> None:
    listing = "\ufeff# my deck\r\n\r\n// tested at locals\r\n  Dark Hole  \r\n"
    assert text.parse(listing, DB) == Deck((DARK_HOLE,))


def test_names_match_ignoring_case_and_spacing() -> None:
    assert text.parse("2x  mystic   TOMATO\n", DB).main == (TOMATO, TOMATO)


def test_a_name_that_starts_with_a_number_reads_whole_when_bare() -> None:
    assert text.parse("7 Colored Fish\n", DB).main == (FISH,)
    assert text.parse("2 7 Colored Fish\n7\n3x 7\n", DB).main == (FISH, FISH, SEVEN) + (SEVEN,) * 3


def test_a_trailing_passcode_pins_an_alternate_art() -> None:
    deck = text.parse("1 Dark Magician [46986415]\nDark Magician\n", DB)
    assert deck.main == (DARK_MAGICIAN_ALT, DARK_MAGICIAN)


def test_a_pinned_line_may_leave_the_name_out() -> None:
    assert text.parse("2 [46986415]\n[53129443]\n", DB).main == (DARK_MAGICIAN_ALT,) * 2 + (
        DARK_HOLE,
    )


def test_a_pinned_passcode_the_database_lacks_is_kept() -> None:
    assert text.parse("1 Some Promo [93490857]\n", DB).main == (93490857,)


def test_a_pinned_passcode_that_names_another_card_is_refused() -> None:
    with pytest.raises(
        InputError, match=r"\[53129443\] is 'Dark Hole', but the line names 'Mirror Force'"
    ):
        text.parse("1 Mirror Force [53129443]\n", DB)


def test_an_unknown_name_is_refused_with_its_line_and_the_closest_names() -> None:
    with pytest.raises(InputError) as info:
        text.parse("Main\n3 Mystic Tomato\n2 Mystik Tomatoe\n", DB, source="list.txt")
    assert info.value.line == 3
    assert str(info.value) == (
        "list.txt:3: unknown card name 'Mystik Tomatoe'; did you mean 'Mystic Tomato'?"
    )


def test_a_line_of_zero_copies_is_refused() -> None:
    with pytest.raises(InputError, match="at least 1 copy") as info:
        text.parse("Dark Hole\n0 Dark Hole\n", DB)
    assert info.value.line == 2


def test_a_huge_count_is_refused_without_building_the_cards() -> None:
    with pytest.raises(InputError, match="too many copies on one line"):
        text.parse("99999999999999999999 Dark Hole\n", DB)


def test_a_pinned_passcode_out_of_range_is_refused() -> None:
    with pytest.raises(InputError, match="out of range"):
        text.parse("1 Dark Hole [4294967296]\n", DB)


def test_more_cards_than_the_deck_limit_are_refused() -> None:
    listing = f"{text.MAX_COPIES_PER_LINE} Dark Hole\n" * (
        text.MAX_CARDS // text.MAX_COPIES_PER_LINE + 1
    )
    with pytest.raises(InputError, match="more than 100000 cards"):
        text.parse(listing, DB)


def test_write_groups_copies_under_counted_headings() -> None:
    deck = Deck((TOMATO, DARK_HOLE, TOMATO), (UTOPIA,), ())
    assert text.write(deck, DB) == (
        "Main Deck (3)\n2 Mystic Tomato\n1 Dark Hole\n\n"
        "Extra Deck (1)\n1 Number 39: Utopia\n\n"
        "Side Deck (0)\n"
    )


def test_write_pins_an_alternate_art_and_a_card_the_database_lacks() -> None:
    written = text.write(Deck((DARK_MAGICIAN_ALT, DARK_MAGICIAN, 93490857)), DB)
    assert "1 Dark Magician [46986415]\n1 Dark Magician\n1 [93490857]\n" in written


def test_write_keeps_names_that_start_with_a_number_readable() -> None:
    written = text.write(Deck((FISH, SEVEN, SEVEN)), DB)
    assert "1 7 Colored Fish\n2 7\n" in written


def test_write_splits_more_copies_than_a_line_holds() -> None:
    deck = Deck((DARK_HOLE,) * (text.MAX_COPIES_PER_LINE + 2))
    assert f"{text.MAX_COPIES_PER_LINE} Dark Hole\n2 Dark Hole\n" in text.write(deck, DB)
    assert text.parse(text.write(deck, DB), DB) == deck


def test_reading_written_text_gives_the_same_cards_per_section() -> None:
    deck = Deck(
        (TOMATO, DARK_MAGICIAN_ALT, DARK_HOLE, TOMATO, DARK_MAGICIAN, 93490857, FISH, SEVEN),
        (UTOPIA, UTOPIA),
        (MIRROR_FORCE, 0, DARK_HOLE),
    )
    back = text.parse(text.write(deck, DB), DB)
    assert back.same_cards(deck)
    assert back.main[:2] == (TOMATO, TOMATO)
