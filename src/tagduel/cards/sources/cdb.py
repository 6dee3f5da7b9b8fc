"""Loading an EDOPro/YGOPro `cards.cdb` (SQLite tables `datas` and `texts`) into a CardDB.

The file is opened read-only (`mode=ro`, then `immutable=1` when the folder cannot hold SQLite's
side files), so a database on a read-only medium loads. The bit fields map one to one onto the
enumerations of `tagduel.cards.model`; each distinct integer is converted once, and the cards are
built in one pass over a JOIN, so the 15,000-row upstream database loads in a fraction of a second.

SQLite lets any column hold any type, so every value is checked before it becomes a card: a REAL
that is a whole number (`4.0`) or decimal digits stored as text read as that number, and a name
stored as UTF-8 bytes reads as text; anything else (`4.5`, a setcode above 64 bits, a passcode
out of range, negative flags, binary data) refuses the file with an InputError naming the card id
and the column, never a traceback. Rows of the usual types take a fast path.
"""

from __future__ import annotations

import math
import os
import re
import sqlite3
from collections.abc import Callable, Iterable
from contextlib import closing
from pathlib import Path
from typing import Generic, TypeVar, cast

from tagduel.cards.db import CardDB
from tagduel.cards.model import Attribute, Availability, Card, CardType, Race
from tagduel.errors import InputError

_T = TypeVar("_T")

SQLITE_HEADER = b"SQLite format 3\x00"
REQUIRED_COLUMNS: dict[str, tuple[str, ...]] = {
    "datas": ("id", "ot", "alias", "setcode", "type", "atk", "def", "level", "race", "attribute"),
    "texts": ("id", "name", "desc"),
}
_QUERY = (
    "SELECT d.id, IFNULL(t.name, ''), IFNULL(d.type, 0), IFNULL(d.attribute, 0),"
    " IFNULL(d.race, 0), IFNULL(d.level, 0), IFNULL(d.atk, 0), IFNULL(d.def, 0),"
    " IFNULL(d.alias, 0), IFNULL(d.ot, 0), IFNULL(d.setcode, 0), IFNULL(t.desc, '')"
    " FROM datas AS d JOIN texts AS t ON t.id = d.id ORDER BY d.id"
)
_OPEN_MODES = ("mode=ro", "mode=ro&immutable=1")
_UNKNOWN_STAT = -2
_LINK = int(CardType.LINK)
_HAS_STATS = int(CardType.MONSTER | CardType.TRAP_MONSTER)

Row = tuple[int, str, int, int, int, int, int, int, int, int, int, str]

COLUMNS = (
    "datas.id",
    "texts.name",
    "datas.type",
    "datas.attribute",
    "datas.race",
    "datas.level",
    "datas.atk",
    "datas.def",
    "datas.alias",
    "datas.ot",
    "datas.setcode",
    "texts.desc",
)
"""The column each value of a `_QUERY` row comes from, as error messages name it."""
_ROW_TYPES = (int, str, int, int, int, int, int, int, int, int, int, str)
MAX_PASSCODE = 2**32 - 1
_INT64 = 2**63
_UINT64 = 2**64
_WHOLE_TEXT = re.compile(r"\s*[+-]?[0-9]{1,20}\s*")
_SHOWN_PROBLEMS = 1


class _Memo(dict[int, _T], Generic[_T]):
    """A conversion of ints, computed once per distinct value."""

    def __init__(self, convert: Callable[[int], _T]) -> None:
        super().__init__()
        self._convert = convert

    def __missing__(self, key: int) -> _T:
        value = self[key] = self._convert(key)
        return value


def archetype_codes(setcode: int) -> tuple[int, ...]:
    """The archetype codes packed in a setcode: four 16-bit fields, low first, zeros dropped."""
    return tuple(code for shift in (0, 16, 32, 48) if (code := (setcode >> shift) & 0xFFFF))


def load_cdb(path: str | os.PathLike[str]) -> CardDB:
    """Every card of the cards.cdb at `path`; raises InputError naming the file and the problem."""
    file = Path(path)
    source = os.fspath(path)
    _check_file(file, source)
    rows = checked_rows(_read_rows(file, source), source)
    return CardDB(cards_from_rows(rows), label=file.name)


def checked_rows(rows: Iterable[tuple[object, ...]], source: str = "") -> list[Row]:
    """`_QUERY` rows with every value of the type and range a card needs, or an InputError
    naming the first bad value's card id and column (and how many more there are)."""
    good: list[Row] = []
    problems: list[str] = []
    for row in rows:
        if tuple(map(type, row)) == _ROW_TYPES and _in_range(cast(Row, row)):
            good.append(cast(Row, row))
            continue
        fixed = _converted(row, problems)
        if fixed is not None:
            good.append(fixed)
    if problems:
        more = len(problems) - _SHOWN_PROBLEMS
        tail = f"; {more} more value{'s' * (more != 1)} cannot be read either" if more else ""
        raise InputError(f"{problems[0]}{tail}", source=source)
    return good


def _in_range(row: Row) -> bool:
    """The fast path's range check: passcodes fit 32 bits, flags are not negative."""
    return (
        0 <= row[0] <= MAX_PASSCODE
        and 0 <= row[8] <= MAX_PASSCODE
        and min(row[2], row[3], row[4], row[9]) >= 0
    )


def _converted(row: tuple[object, ...], problems: list[str]) -> Row | None:
    """The row with each value read as its column's type, or None after noting the problems."""
    card = f"card {row[0]}" if type(row[0]) is int else f"the card with id {row[0]!r}"
    values: list[int | str] = []
    before = len(problems)
    for index, value in enumerate(row):
        read, problem = _value(index, value)
        if problem is not None:
            problems.append(f"{card}: {COLUMNS[index]} holds {problem}")
        values.append(read)
    if len(problems) > before:
        return None
    return cast(Row, tuple(values))


def _value(index: int, value: object) -> tuple[int | str, str | None]:
    """One value read for column `index`: (value, None), or (placeholder, what is wrong)."""
    if _ROW_TYPES[index] is str:
        return _text(value)
    number, problem = _whole(value)
    if problem is not None or number is None:
        return 0, problem
    return number, _out_of_range(index, number)


def _text(value: object) -> tuple[str, str | None]:
    if isinstance(value, str):
        return value, None
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8"), None
        except UnicodeDecodeError:
            return "", "binary data that is not UTF-8 text"
    return str(value), None


def _whole(value: object) -> tuple[int | None, str | None]:
    """A whole number from an INTEGER, a REAL such as 4.0, or digits stored as text."""
    if type(value) is int:
        return value, None
    if isinstance(value, float):
        if math.isfinite(value) and value.is_integer():
            return int(value), None
        return None, f"{value!r}, not a whole number"
    if isinstance(value, str) and _WHOLE_TEXT.fullmatch(value):
        return int(value), None
    if isinstance(value, bytes):
        return None, "binary data, not a whole number"
    return None, f"{str(value)[:40]!r}, not a whole number"


def _out_of_range(index: int, number: int) -> str | None:
    column = COLUMNS[index]
    if column in ("datas.id", "datas.alias") and not 0 <= number <= MAX_PASSCODE:
        return f"{number}, not a passcode (0 to {MAX_PASSCODE})"
    if column == "datas.setcode":
        return f"{number}, more than 64 bits" if not -_INT64 <= number < _UINT64 else None
    if column in ("datas.type", "datas.attribute", "datas.race", "datas.ot"):
        return f"{number}, not a set of flags" if not 0 <= number < _UINT64 else None
    return f"{number}, more than 64 bits" if not -_INT64 <= number < _INT64 else None


def cards_from_rows(rows: Iterable[Row]) -> list[Card]:
    """Cards from `_QUERY` rows.

    Level keeps its low byte (the upper bytes hold Pendulum Scales); ATK/DEF -2 is "?" (None);
    a Link Monster has no DEF (the column holds its Link Arrows); Spells and Traps (except Trap
    Monsters) have no ATK/DEF at all.
    """
    types = _Memo(CardType)
    attributes = _Memo(Attribute)
    races = _Memo(Race)
    availability = _Memo(Availability)
    archetypes = _Memo(archetype_codes)
    unknown = _UNKNOWN_STAT
    link = _LINK
    has_stats = _HAS_STATS
    return [
        Card(
            passcode,
            name,
            types[type_],
            attributes[attribute],
            races[race],
            level & 0xFF,
            None if atk == unknown or not type_ & has_stats else atk,
            None if defense == unknown or type_ & link or not type_ & has_stats else defense,
            alias,
            availability[ot],
            archetypes[setcode],
            text,
        )
        for (
            passcode,
            name,
            type_,
            attribute,
            race,
            level,
            atk,
            defense,
            alias,
            ot,
            setcode,
            text,
        ) in rows
    ]


def _check_file(file: Path, source: str) -> None:
    if not file.exists():
        raise InputError("no such card database file", source=source)
    if not file.is_file():
        raise InputError("not a file (expected an EDOPro/YGOPro cards.cdb)", source=source)
    try:
        with file.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise InputError(f"cannot read the file: {exc.strerror or exc}", source=source) from exc
    if header != SQLITE_HEADER:
        what = "the file is empty" if not header else "it does not start with the SQLite header"
        raise InputError(f"not an SQLite card database ({what})", source=source)


def _read_rows(file: Path, source: str) -> list[Row]:
    """All card rows, trying a plain read-only open first and an immutable one second."""
    uri = file.resolve().as_uri()
    failure: sqlite3.Error | None = None
    for mode in _OPEN_MODES:
        try:
            with closing(sqlite3.connect(f"{uri}?{mode}", uri=True)) as conn:
                _check_schema(conn, source)
                rows: list[Row] = conn.execute(_QUERY).fetchall()
                return rows
        except sqlite3.OperationalError as exc:
            failure = exc
        except sqlite3.DatabaseError as exc:
            raise InputError(f"not a readable SQLite card database ({exc})", source=source) from exc
    raise InputError(f"cannot read the card database ({failure})", source=source)


def _check_schema(conn: sqlite3.Connection, source: str) -> None:
    """Raise InputError when a table or column that cards.cdb must have is missing."""
    for table, needed in REQUIRED_COLUMNS.items():
        have = {row[1].lower() for row in conn.execute(f"PRAGMA table_info({table})")}
        if not have:
            raise InputError(
                f"missing table {table!r} (not an EDOPro/YGOPro cards.cdb?)", source=source
            )
        missing = [column for column in needed if column not in have]
        if missing:
            listed = ", ".join(repr(c) for c in missing)
            raise InputError(f"table {table!r} lacks column(s) {listed}", source=source)
