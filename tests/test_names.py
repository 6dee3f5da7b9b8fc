"""Names people type: one rule for every name (event, team, duelist, judge, person)."""

from __future__ import annotations

import pytest

from tagduel.names import (
    NAME_MAX,
    TEXT_MAX,
    BadNameError,
    clean_name,
    clean_text,
    display_width,
    name_key,
    pad,
)


def test_a_name_is_trimmed_and_its_runs_of_spaces_collapsed() -> None:
    assert clean_name("  Black   Roses ") == "Black Roses"
    assert clean_name("黒薔薇\u3000チーム") == "黒薔薇 チーム"


@pytest.mark.parametrize(
    "hostile", ["Aki\nIzayoi", "Aki\tIzayoi", "\x1b[31mRed", "Aki\u202eiyazI", "A\x00B", "A\u2028B"]
)
def test_control_and_direction_characters_are_refused_naming_the_character(hostile: str) -> None:
    with pytest.raises(BadNameError, match=r"control character \(U\+"):
        clean_name(hostile, what="team name")


def test_an_empty_or_blank_name_is_refused() -> None:
    with pytest.raises(BadNameError, match="judge name is empty"):
        clean_name(" \u3000 ", what="judge name")


def test_a_name_one_over_the_cap_is_refused_and_one_at_the_cap_kept() -> None:
    assert clean_name("x" * NAME_MAX) == "x" * NAME_MAX
    with pytest.raises(BadNameError, match=f"{NAME_MAX + 1} characters; the most is {NAME_MAX}"):
        clean_name("x" * (NAME_MAX + 1))


def test_full_width_case_and_spacing_make_no_different_name() -> None:
    assert name_key("Ａｋｉ  Ｉｚａｙｏｉ") == name_key("aki izayoi") == "aki izayoi"
    assert name_key("Straße") == name_key("STRASSE")
    assert name_key("Aki") != name_key("Akiza")


def test_wide_characters_take_two_columns_and_padding_counts_them() -> None:
    assert display_width("遊戯") == 4
    assert display_width("Yugi") == 4
    assert display_width("ｱ") == 1  # half-width katakana
    assert pad("遊戯", 6) == "遊戯  "
    assert pad("7", 3, right=True) == "  7"


def test_a_free_text_may_be_empty_but_holds_no_control_character() -> None:
    assert clean_text("  ") == ""
    assert clean_text(" slip  signed wrong ") == "slip signed wrong"
    with pytest.raises(BadNameError, match=r"^reason .* control character \(U\+001B\)"):
        clean_text("typo\x1b[2J", what="reason")


def test_a_free_text_may_be_longer_than_a_name_up_to_its_own_cap() -> None:
    assert clean_text("x" * TEXT_MAX) == "x" * TEXT_MAX
    with pytest.raises(BadNameError, match=f"has {TEXT_MAX + 1} characters"):
        clean_text("x" * (TEXT_MAX + 1))


def test_combining_marks_take_no_column() -> None:
    assert display_width("Cafe\u0301") == 4
    assert pad("Cafe\u0301", 6) == "Cafe\u0301  "
