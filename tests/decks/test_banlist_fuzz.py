"""The lflist.conf parser under arbitrary input: tolerant mode never raises, strict mode raises
only InputError, a list written from parsed entries reads back the same, and every line that
cannot be read (or repeats a list's name) is reported with its number, while a valid file reports
none (issue 13 item 1, issue 14 item 8)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.decks.banlist import parse_lflist
from tagduel.errors import InputError

LINES = st.one_of(
    st.text(max_size=40),
    st.builds(lambda p, c: f"{p} {c} --x", st.integers(-5, 2**33), st.integers(-2, 5)),
    st.builds(lambda n: f"!{n}", st.text(max_size=10)),
    st.just("$whitelist"),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(LINES, max_size=20))
def test_tolerant_parsing_never_raises(lines: list[str]) -> None:
    parsed = parse_lflist("\n".join(lines))
    for problem in parsed.problems:
        assert problem.line is not None and 1 <= problem.line <= max(
            1, len("\n".join(lines).splitlines())
        )
    try:
        parse_lflist("\n".join(lines), strict=True)
    except InputError:
        assert parsed.problems
    else:
        assert not parsed.problems


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.integers(0, 2**32 - 1), st.integers(0, 3), max_size=30), st.booleans())
def test_written_entries_read_back(limits: dict[int, int], whitelist: bool) -> None:
    text = (
        "!fuzz list\n"
        + ("$whitelist\n" if whitelist else "")
        + "".join(f"{p} {c} --card {p}\n" for p, c in limits.items())
    )
    parsed = parse_lflist(text, strict=True).get("fuzz list")
    assert dict(parsed.limits) == limits and parsed.whitelist is whitelist


# ---- problem reporting: every unreadable line, with its number; none for a valid file ---------

BAD_LINES = st.sampled_from(
    [
        "53129443 O --Dark Hole",  # letter O for a zero (issue 13 item 1)
        "53129443 l --Dark Hole",  # letter l for a one
        "53129443",  # no count
        "53129443 4",  # more than 3 copies
        "53129443 -1",
        "5312944x 1",
        "\u00b2 1",  # a digit that is not ASCII
        "99999999999 0",  # above 32 bits
        "$blacklist",  # no such directive
    ]
)
COMMENTS = st.sampled_from(["", "   ", "#a comment", "#[2026.05 TCG]", "##"])


@st.composite
def _lflist_with_bad_lines(draw: st.DrawFn) -> tuple[str, list[int], dict[str, dict[int, int]]]:
    """A file of uniquely named lists with unique passcodes, some lines made unreadable: the
    text, the numbers of the unreadable lines and the limits each list should hold."""
    codes = iter(draw(st.lists(st.integers(0, 2**32 - 1), unique=True, min_size=40, max_size=40)))
    lines: list[str] = []
    bad: list[int] = []
    lists: dict[str, dict[int, int]] = {}
    for index in range(draw(st.integers(1, 3))):
        name = f"list {index}"
        lines.append(f"!{name}")
        limits = lists[name] = {}
        for _ in range(draw(st.integers(0, 10))):
            kind = draw(st.sampled_from(["entry", "bad", "comment"]))
            if kind == "bad":
                lines.append(draw(BAD_LINES))
                bad.append(len(lines))
            elif kind == "comment":
                lines.append(draw(COMMENTS))
            else:
                code, copies = next(codes), draw(st.integers(0, 3))
                lines.append(f"{code} {copies} --card {code}")
                limits[code] = copies
    return "\n".join(lines) + draw(st.sampled_from(["", "\n", "\r\n"])), bad, lists


@settings(max_examples=150, deadline=None)
@given(_lflist_with_bad_lines())
def test_every_unreadable_line_is_reported_with_its_number_and_the_rest_is_read(
    case: tuple[str, list[int], dict[str, dict[int, int]]],
) -> None:
    text, bad, expected = case
    parsed = parse_lflist(text, source="fuzz.conf")
    assert [p.line for p in parsed.problems] == bad
    assert all(str(p).startswith(f"fuzz.conf:{p.line}: ") for p in parsed.problems)
    assert {b.name: dict(b.limits) for b in parsed} == expected
    if bad:
        with pytest.raises(InputError) as err:
            parse_lflist(text, strict=True)
        assert err.value.line == bad[0]
    else:
        assert parse_lflist(text, strict=True).problems == []


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(["TCG", "tcg", "OCG", "Old", "old ", "GOAT"]), max_size=8))
def test_every_repeated_list_name_is_reported_at_its_own_header(names: list[str]) -> None:
    text = "".join(f"!{name}\n{index} 1\n" for index, name in enumerate(names))
    parsed = parse_lflist(text)
    first_seen: dict[str, int] = {}
    repeats = [
        2 * i + 1
        for i, name in enumerate(names)
        if first_seen.setdefault(name.strip().casefold(), i) != i
    ]
    assert [p.line for p in parsed.problems] == repeats
    assert len(parsed) == len(first_seen)
