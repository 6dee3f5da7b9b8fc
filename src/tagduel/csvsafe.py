"""CSV cells a spreadsheet will not run: the one rule every CSV tagduel writes follows.

A spreadsheet opening a CSV file runs a cell that starts with `=`, `+`, `-` or `@` as a formula
(a team named `=HYPERLINK("http://…")` becomes a link; worse ones run commands), and a leading
tab or carriage return hides such a start. Following the OWASP advice on CSV injection, a text
cell that starts with one of those characters is written with a `'` in front, which spreadsheets
show as text. So that the quote can be taken off again exactly, a text cell that starts with `'`
followed by what would need quoting gets one more `'` in front too; `read_cell` undoes
`write_cell` for every text (a `'` at the start of any other cell is the cell's own and stays).
Numbers are written as they are: `-3` stays a number. Pure functions, no I/O.
"""

from __future__ import annotations

from typing import Any

FORMULA_STARTS = frozenset("=+-@\t\r")
"""The first characters a spreadsheet reads as the start of a formula (OWASP)."""
QUOTE = "'"


def needs_quote(text: str) -> bool:
    """True when `text`, written as it is, would be read as a formula, or would lose a quote
    of its own on reading back."""
    if text[:1] in FORMULA_STARTS:
        return True
    return text[:1] == QUOTE and needs_quote(text[1:])


def write_cell(value: Any) -> Any:
    """The cell to write for `value`: text that would start a formula gets a leading `'`;
    anything that is not text is returned unchanged."""
    if isinstance(value, str) and needs_quote(value):
        return QUOTE + value
    return value


def read_cell(text: str) -> str:
    """The text a cell written by `write_cell` stood for: the one `'` it added is taken off."""
    if text[:1] == QUOTE and needs_quote(text[1:]):
        return text[1:]
    return text
