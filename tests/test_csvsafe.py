"""CSV cells a spreadsheet will not run (OWASP, CSV injection): a leading `'` before `=`, `+`,
`-`, `@`, tab or carriage return, taken off again on reading; numbers untouched."""

from __future__ import annotations

import csv
import io

from hypothesis import given
from hypothesis import strategies as st

from tagduel.csvsafe import read_cell, write_cell


def test_a_cell_that_would_start_a_formula_gets_a_leading_quote() -> None:
    assert (
        write_cell('=HYPERLINK("http://evil.example","x")')
        == '\'=HYPERLINK("http://evil.example","x")'
    )
    assert [write_cell(t) for t in ("+1", "-1", "@SUM(A1)", "\t=1", "\r=1")] == [
        "'+1",
        "'-1",
        "'@SUM(A1)",
        "'\t=1",
        "'\r=1",
    ]


def test_plain_text_and_numbers_are_written_as_they_are() -> None:
    assert write_cell("Black Roses") == "Black Roses"
    assert write_cell("遊戯王") == "遊戯王"
    assert write_cell("") == ""
    assert write_cell(-3) == -3 and write_cell(0.5) == 0.5


def test_a_quote_of_the_text_s_own_is_kept_and_only_ours_is_taken_off() -> None:
    assert write_cell("'Til Dawn") == "'Til Dawn" and read_cell("'Til Dawn") == "'Til Dawn"
    assert write_cell("'=x") == "''=x", "else reading back would take the text's own quote"
    assert read_cell("''=x") == "'=x"
    assert read_cell("'=x") == "=x"


@given(st.text())
def test_every_text_reads_back_as_written(text: str) -> None:
    assert read_cell(write_cell(text)) == text


@given(st.lists(st.text(), min_size=1, max_size=5))
def test_a_row_through_the_csv_module_reads_back_and_starts_no_formula(cells: list[str]) -> None:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerow([write_cell(c) for c in cells])
    (row,) = list(csv.reader(io.StringIO(buffer.getvalue(), newline="")))
    assert all(not c or c[0] not in "=+-@\t\r" for c in row)
    assert [read_cell(c) for c in row] == cells
