"""The lflist.conf parser under arbitrary input: tolerant mode never raises, strict mode raises
only InputError, and a list written from parsed entries reads back the same."""

from __future__ import annotations

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
