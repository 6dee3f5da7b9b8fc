"""lflist.conf ban lists: several lists per file, `!name`, `$whitelist`, `passcode count --comment`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tagduel.cards.model import Availability
from tagduel.decks.banlist import Status, UnknownBanListError, parse_lflist
from tagduel.decks.builtin import builtin_lflist
from tagduel.errors import InputError

TWO_LISTS = """#[2026.05 TCG][Old]
!2026.05 TCG
#Forbidden
55144522 0 --Pot of Greed
53129443 1 --Dark Hole
44095762 2 --Mirror Force\r
!Old list
$whitelist
83011277 3
"""


def test_a_file_holds_several_lists_in_order() -> None:
    lists = parse_lflist(TWO_LISTS)
    assert lists.names() == ["2026.05 TCG", "Old list"]
    tcg = lists.get("2026.05 TCG")
    assert tcg.status(55144522) is Status.FORBIDDEN
    assert tcg.status(53129443) is Status.LIMITED
    assert tcg.status(44095762) is Status.SEMI_LIMITED
    assert tcg.limit(83011277) == 3 and not tcg.whitelist
    assert tcg.availability is Availability.TCG
    assert lists.get() is lists.lists[0]


def test_a_whitelist_forbids_unnamed_cards() -> None:
    old = parse_lflist(TWO_LISTS).get("old LIST")
    assert old.whitelist and old.limit(83011277) == 3 and old.limit(55144522) == 0


def test_an_alternate_art_takes_its_originals_limit() -> None:
    tcg = parse_lflist(TWO_LISTS).get()
    assert tcg.limit(53129444, original=53129443) == 1


def test_an_unknown_list_name_lists_the_names_there_are() -> None:
    with pytest.raises(UnknownBanListError, match=r"'2026\.05 TCG'"):
        parse_lflist(TWO_LISTS, source="x.conf").get("2099.01")


@pytest.mark.parametrize(
    ("line", "reason"),
    [("abc 1", "not a passcode"), ("123 7", "copies must be"), ("123", "expected")],
)
def test_bad_lines_are_collected_with_line_numbers(line: str, reason: str) -> None:
    text = f"!list\n1 1\n{line}\n2 2\n"
    lists = parse_lflist(text, source="bad.conf")
    assert lists.get().limits == {1: 1, 2: 2}
    [problem] = lists.problems
    assert problem.line == 3 and reason in str(problem) and "bad.conf:3" in str(problem)
    with pytest.raises(InputError, match=reason):
        parse_lflist(text, strict=True)


def test_an_entry_before_any_list_name_is_a_problem() -> None:
    assert parse_lflist("123 1\n!x\n").problems[0].line == 1


def test_the_builtin_example_list_parses() -> None:
    example = builtin_lflist().get()
    assert example.status(44095762) is Status.SEMI_LIMITED
    assert example.availability is Availability.TCG


def test_every_real_lflist_file_parses_without_problems(shared_data: Path) -> None:
    files = sorted((shared_data / "lflist").glob("*.conf"))
    assert len(files) == 5
    for file in files:
        lists = parse_lflist(file.read_text("utf-8"), source=file.name)
        assert lists.problems == [], file.name
        assert len(lists) >= 1


def test_real_lists_have_the_counts_their_sources_state(shared_data: Path) -> None:
    # ../shared/data/SOURCES.md: 2026.05 TCG has 121 forbidden, 98 limited, 10 semi-limited;
    # ygopro's lflist.conf holds 102 lists.
    tcg = parse_lflist((shared_data / "lflist/TCG-2026.05.lflist.conf").read_text("utf-8")).get()
    counts = tcg.counts()
    assert (counts[Status.FORBIDDEN], counts[Status.LIMITED], counts[Status.SEMI_LIMITED]) == (
        121,
        98,
        10,
    )
    multi = parse_lflist((shared_data / "lflist/ygopro-multi.lflist.conf").read_text("utf-8"))
    assert len(multi) == 102
    assert multi.get("2026.5 TCG").availability is Availability.TCG
    goat = parse_lflist(
        (shared_data / "lflist/GOAT-whitelist.lflist.conf").read_text("utf-8")
    ).get()
    assert goat.whitelist and goat.name == "2005.4 GOAT"


# ---- lines that would change a list without a word (issue 13 item 1) -------------------------


def test_a_letter_o_for_a_zero_is_reported_with_its_line_and_the_card_stays_unlisted() -> None:
    text = "!2026.05 TCG\n55144522 0 --Pot of Greed\n53129443 O --Dark Hole\n"
    lists = parse_lflist(text, source="lflist.conf")
    [problem] = lists.problems
    assert (problem.source, problem.line) == ("lflist.conf", 3)
    assert "copies must be 0, 1, 2 or 3, not 'O'" in str(problem)
    assert str(problem).startswith("lflist.conf:3: ")
    assert not lists.get().listed(53129443)
    with pytest.raises(InputError, match=r"lflist\.conf:3: copies must be") as err:
        parse_lflist(text, source="lflist.conf", strict=True)
    assert err.value.line == 3


def test_a_second_list_with_the_same_name_is_reported_and_skipped_with_its_entries() -> None:
    text = "!2026.05 TCG\n53129443 0\n!Old\n53129443 3\n!2026.05 tcg\n53129443 3\n"
    lists = parse_lflist(text, source="two.conf")
    [problem] = lists.problems
    assert problem.line == 5
    assert "a second list named '2026.05 tcg' (the first starts on line 1)" in str(problem)
    assert lists.names() == ["2026.05 TCG", "Old"]
    assert lists.get("2026.05 TCG").status(53129443) is Status.FORBIDDEN
    with pytest.raises(InputError, match="a second list named"):
        parse_lflist(text, strict=True)


def test_a_card_listed_twice_with_different_counts_keeps_the_first_and_is_reported() -> None:
    lists = parse_lflist("!L\n53129443 0 --Dark Hole\n#\n53129443 3 --Dark Hole\n")
    [problem] = lists.problems
    assert problem.line == 4
    assert "passcode 53129443 is listed again with 3, after 0 on line 2" in str(problem)
    assert lists.get().status(53129443) is Status.FORBIDDEN


def test_a_card_listed_twice_with_the_same_count_is_no_problem() -> None:
    # The real GOAT whitelist lists Twin-Headed Behemoth twice, both times at 1.
    lists = parse_lflist("!L\n511000868 1\n511000868 1\n")
    assert lists.problems == [] and lists.get().limit(511000868) == 1


def test_an_unknown_directive_is_reported_instead_of_ignored() -> None:
    lists = parse_lflist("!L\n$blacklist\n53129443 1\n")
    [problem] = lists.problems
    assert problem.line == 2 and "unknown directive" in str(problem)
    assert not lists.get().whitelist


def test_a_passcode_of_non_ascii_digits_is_reported_not_a_crash() -> None:
    # "²".isdigit() is True but int("²") raises ValueError.
    [problem] = parse_lflist("!L\n\u00b2 1\n").problems
    assert problem.line == 2 and "is not a passcode" in str(problem)
