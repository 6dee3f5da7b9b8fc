"""Fixtures for card tests: small synthetic cards.cdb files written with the upstream schema."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

DATAS = (
    "CREATE TABLE datas (id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER, setcode INTEGER,"
    " type INTEGER, atk INTEGER, def INTEGER, level INTEGER, race INTEGER, attribute INTEGER,"
    " category INTEGER)"
)
TEXTS = (
    "CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT"
    + "".join(f", str{i} TEXT" for i in range(1, 17))
    + ")"
)

# id, ot, alias, setcode, type, atk, def, level, race, attribute, name, desc
Row = tuple[int, int, int, int, int, int, int, int, int, int, str, str]
MakeCdb = Callable[..., Path]


def write_cdb(path: Path, rows: Sequence[Row], *, schema: Sequence[str] = (DATAS, TEXTS)) -> Path:
    with sqlite3.connect(path) as conn:
        for statement in schema:
            conn.execute(statement)
        if rows:
            conn.executemany(
                "INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,0)", [r[:10] for r in rows]
            )
            conn.executemany(
                "INSERT INTO texts (id, name, desc) VALUES (?,?,?)", [(r[0], *r[10:]) for r in rows]
            )
    conn.close()
    return path


@pytest.fixture
def make_cdb(tmp_path: Path) -> MakeCdb:
    """Write rows into `tmp_path/<name>` and return its path."""

    def make(rows: Sequence[Row], name: str = "cards.cdb", **kwargs: Sequence[str]) -> Path:
        return write_cdb(tmp_path / name, rows, **kwargs)

    return make
