"""load_cdb: cards.cdb rows become Cards bit for bit; broken files become InputError."""

from __future__ import annotations

import os
import sqlite3
import stat
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tagduel.cards.model import Attribute, Availability, CardType, Race
from tagduel.cards.sources.cdb import (
    COLUMNS,
    archetype_codes,
    cards_from_rows,
    checked_rows,
    load_cdb,
)
from tagduel.errors import InputError

MONSTER_EFFECT = 0x21
SPELL_QUICK_PLAY = 0x10002
LINK_MONSTER = 0x4000021
PENDULUM_MONSTER = 0x1000021

# id, ot, alias, setcode, type, atk, def, level, race, attribute, name, desc
ROWS = [
    (100, 3, 0, 0x38, MONSTER_EFFECT, 1700, 200, 4, 0x2, 0x10, "Sample Sorceress", "An effect."),
    (101, 3, 100, 0x38, MONSTER_EFFECT, 1700, 200, 4, 0x2, 0x10, "Sample Sorceress", "An effect."),
    (200, 2, 0, 0x107F0048, 0x800021, 2500, 2000, 4, 0x1, 0x10, "Sample Xyz", ""),
    (300, 3, 0, 0x101, LINK_MONSTER, 2300, 0x85, 3, 0x1000000, 0x20, "Sample Link", ""),
    (400, 1, 0, 0, PENDULUM_MONSTER, 2500, 2000, 0x04040007, 0x2000, 0x20, "Sample Pendulum", ""),
    (500, 3, 0, 0, 0x2000021, -2, -2, 10, 0x2000, 0x20, "Sample Unknown Stats", ""),
    (600, 3, 0, 0, SPELL_QUICK_PLAY, 0, 0, 0, 0, 0, "Sample Quick-Play", "A spell."),
    (700, 3, 0, 0x45 | (0x38 << 32), 0x11, 1900, 1500, 4, 0x8, 0x20, "Sample Two Archetypes", ""),
]


@pytest.fixture
def sample(make_cdb: Any) -> Path:
    path: Path = make_cdb(ROWS)
    return path


def test_every_row_with_a_name_becomes_one_card(sample: Path) -> None:
    db = load_cdb(sample)
    assert sorted(c.passcode for c in db) == [row[0] for row in ROWS]
    assert db.label == "cards.cdb"


def test_bit_fields_map_onto_the_model_enumerations(sample: Path) -> None:
    card = load_cdb(sample)[100]
    assert card.types == CardType.MONSTER | CardType.EFFECT
    assert card.attribute is Attribute.LIGHT
    assert card.race is Race.SPELLCASTER
    assert card.availability == Availability.OCG | Availability.TCG
    assert (card.level, card.atk, card.defense, card.text) == (4, 1700, 200, "An effect.")


def test_ot_becomes_availability(sample: Path) -> None:
    db = load_cdb(sample)
    assert db[200].availability == Availability.TCG
    assert db[400].availability == Availability.OCG
    assert not db[200].legal_in(Availability.OCG)


def test_alias_marks_an_alternate_art_of_the_original(sample: Path) -> None:
    db = load_cdb(sample)
    assert db[101].alias == 100
    assert db.original(101) == 100
    assert db.by_name("Sample Sorceress").passcode == 100


def test_setcode_packs_up_to_four_archetype_codes_without_zeros(sample: Path) -> None:
    db = load_cdb(sample)
    assert db[100].archetypes == (0x38,)
    assert db[200].archetypes == (0x48, 0x107F)
    assert db[700].archetypes == (0x45, 0x38)
    assert db[400].archetypes == ()
    assert archetype_codes(0x0004_0003_0002_0001) == (1, 2, 3, 4)


def test_xyz_rank_is_read_from_the_level_column(sample: Path) -> None:
    card = load_cdb(sample)[200]
    assert card.rank == 4
    assert card.is_extra_deck


def test_link_monster_has_its_rating_as_level_and_no_defense(sample: Path) -> None:
    card = load_cdb(sample)[300]
    assert card.level == 3
    assert card.defense is None
    assert card.atk == 2300


def test_pendulum_scales_in_the_upper_level_bytes_are_dropped(sample: Path) -> None:
    assert load_cdb(sample)[400].level == 7


def test_minus_two_atk_and_def_mean_question_mark(sample: Path) -> None:
    card = load_cdb(sample)[500]
    assert card.atk is None
    assert card.defense is None
    assert card.has(CardType.SPECIAL_SUMMON)


def test_spells_have_no_atk_or_def(sample: Path) -> None:
    card = load_cdb(sample)[600]
    assert card.types == CardType.SPELL | CardType.QUICK_PLAY
    assert (card.atk, card.defense, card.level) == (None, None, 0)


def test_a_datas_row_without_a_texts_row_is_left_out(make_cdb: Any) -> None:
    path = make_cdb(ROWS[:1])
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO datas VALUES (999, 3, 0, 0, 33, 0, 0, 1, 1, 1, 0)")
    conn.close()
    assert 999 not in load_cdb(path)


def test_null_columns_read_as_zero(make_cdb: Any) -> None:
    path = make_cdb(ROWS[:1])
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE datas SET setcode = NULL, alias = NULL WHERE id = 100")
    conn.close()
    card = load_cdb(path)[100]
    assert (card.archetypes, card.alias) == ((), 0)


# ---- errors -----------------------------------------------------------------------------------


def test_missing_file_is_an_input_error_naming_it(tmp_path: Path) -> None:
    missing = tmp_path / "nothere.cdb"
    with pytest.raises(InputError, match="no such card database file") as err:
        load_cdb(missing)
    assert err.value.source == str(missing)


def test_a_folder_is_not_a_card_database(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not a file"):
        load_cdb(tmp_path)


def test_a_text_file_is_not_an_sqlite_database(tmp_path: Path) -> None:
    path = tmp_path / "cards.cdb"
    path.write_text("#main\n12345\n", encoding="utf-8")
    with pytest.raises(InputError, match="not an SQLite card database"):
        load_cdb(path)


def test_an_empty_file_is_reported_as_empty(tmp_path: Path) -> None:
    path = tmp_path / "cards.cdb"
    path.write_bytes(b"")
    with pytest.raises(InputError, match="empty"):
        load_cdb(path)


def test_a_database_without_the_texts_table_is_refused(make_cdb: Any) -> None:
    from tagduel.cards.sources.cdb import REQUIRED_COLUMNS

    path = make_cdb(
        [], schema=["CREATE TABLE datas (" + ", ".join(REQUIRED_COLUMNS["datas"]) + ")"]
    )
    with pytest.raises(InputError, match="missing table 'texts'"):
        load_cdb(path)


def test_a_table_missing_columns_names_them(make_cdb: Any) -> None:
    schema = [
        "CREATE TABLE datas (id, ot, alias, type, atk, def, level, race, attribute)",
        "CREATE TABLE texts (id, name, desc)",
    ]
    with pytest.raises(InputError, match=r"'datas' lacks column.*'setcode'"):
        load_cdb(make_cdb([], schema=schema))


def test_a_corrupt_database_body_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "cards.cdb"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 200)
    with pytest.raises(InputError):
        load_cdb(path)


# ---- values of the wrong type (issue 13 item 3) ----------------------------------------------
# SQLite lets a column hold any type; an "INTEGER" column keeps a REAL such as 4.5, and a column
# declared without a type (as some editors write them) keeps 4.0 as a REAL and '4' as text.

UNTYPED = [
    "CREATE TABLE datas (id, ot, alias, setcode, type, atk, def, level, race, attribute, category)",
    "CREATE TABLE texts (id, name, desc)",
]


def _cdb_with(make_cdb: Any, *updates: str, untyped: bool = False) -> Path:
    path: Path = make_cdb(ROWS[:2], schema=UNTYPED) if untyped else make_cdb(ROWS[:2])
    with closing(sqlite3.connect(path)) as conn, conn:
        for update in updates:
            conn.execute(update)
    return path


def test_a_real_level_that_is_a_whole_number_reads_as_that_number(make_cdb: Any) -> None:
    path = _cdb_with(make_cdb, "UPDATE datas SET level = 4.0 WHERE id = 100", untyped=True)
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT typeof(level) FROM datas WHERE id = 100").fetchone() == (
            "real",
        )
    card = load_cdb(path)[100]
    assert card.level == 4 and type(card.level) is int


def test_digits_stored_as_text_read_as_the_number(make_cdb: Any) -> None:
    path = _cdb_with(
        make_cdb, "UPDATE datas SET atk = '1700', setcode = ' 56 ' WHERE id = 100", untyped=True
    )
    card = load_cdb(path)[100]
    assert (card.atk, card.archetypes) == (1700, (0x38,))


def test_a_name_stored_as_utf8_bytes_reads_as_text(make_cdb: Any) -> None:
    name = "Sample Sorceress é"
    path = _cdb_with(make_cdb, f"UPDATE texts SET name = x'{name.encode().hex()}' WHERE id = 100")
    assert load_cdb(path)[100].name == name


@pytest.mark.parametrize(
    ("update", "message"),
    [
        (
            "UPDATE datas SET level = 4.5 WHERE id = 100",
            "card 100: datas.level holds 4.5, not a whole number",
        ),
        (
            "UPDATE datas SET setcode = 18446744073709551616.0 WHERE id = 100",
            "card 100: datas.setcode holds 18446744073709551616, more than 64 bits",
        ),
        (
            "UPDATE datas SET setcode = '340282366920938463463374607431768211456' WHERE id = 100",
            "card 100: datas.setcode holds 340282366920938463463374607431768211456, more than 64 bits",
        ),
        (
            "UPDATE datas SET atk = 'abc' WHERE id = 100",
            "card 100: datas.atk holds 'abc', not a whole number",
        ),
        ("UPDATE datas SET def = x'00' WHERE id = 100", "card 100: datas.def holds binary data"),
        (
            "UPDATE datas SET type = -1 WHERE id = 100",
            "card 100: datas.type holds -1, not a set of flags",
        ),
        (
            "UPDATE datas SET alias = 4294967296 WHERE id = 101",
            "card 101: datas.alias holds 4294967296, not a passcode",
        ),
        (
            "UPDATE texts SET desc = x'ff' WHERE id = 101",
            "card 101: texts.desc holds binary data that is not UTF-8",
        ),
        (
            "UPDATE datas SET level = 1e400 WHERE id = 100",
            "card 100: datas.level holds inf, not a whole number",
        ),
    ],
)
def test_a_value_of_the_wrong_type_refuses_the_file_naming_the_card_and_column(
    make_cdb: Any, update: str, message: str
) -> None:
    path = _cdb_with(make_cdb, update)
    with pytest.raises(InputError) as err:
        load_cdb(path)
    assert str(err.value).startswith(f"{path}: {message}")
    assert err.value.source == str(path)


def test_every_bad_value_is_counted_and_the_first_named(make_cdb: Any) -> None:
    path = _cdb_with(
        make_cdb,
        "UPDATE datas SET level = 4.5, atk = 'x' WHERE id = 100",
        "UPDATE datas SET race = -8 WHERE id = 101",
    )
    with pytest.raises(InputError) as err:
        load_cdb(path)
    assert str(err.value) == (
        f"{path}: card 100: datas.level holds 4.5, not a whole number; "
        "2 more values cannot be read either"
    )


def test_a_setcode_with_the_sign_bit_set_reads_as_unsigned_archetype_codes(make_cdb: Any) -> None:
    # 0x8001_0000_0000_0038 does not fit SQLite's signed 64 bits: tools store it negative.
    signed = 0x8001_0000_0000_0038 - 2**64
    path = _cdb_with(make_cdb, f"UPDATE datas SET setcode = {signed} WHERE id = 100")
    assert load_cdb(path)[100].archetypes == (0x38, 0x8001)


VALUES = (
    st.none()
    | st.integers(-(2**63), 2**63 - 1)
    | st.floats(allow_nan=True)
    | st.text(max_size=8)
    | st.binary(max_size=4)
)


def _query_order(row: tuple[Any, ...]) -> tuple[Any, ...]:
    """A ROWS row (id, ot, alias, setcode, type, atk, def, level, race, attribute, name, desc)
    in the order of COLUMNS."""
    code, ot, alias, setcode, type_, atk, def_, level, race, attribute, name, desc = row
    return (code, name, type_, attribute, race, level, atk, def_, alias, ot, setcode, desc)


ONE_VALUE_CHANGED = st.builds(
    lambda row, index, value: (*row[:index], value, *row[index + 1 :]),
    st.sampled_from([_query_order(row) for row in ROWS]),
    st.integers(0, len(COLUMNS) - 1),
    VALUES,
)


@settings(max_examples=150)
@given(st.tuples(*[VALUES] * len(COLUMNS)) | ONE_VALUE_CHANGED)
def test_any_row_gives_a_card_of_whole_numbers_or_an_error_naming_a_column(
    row: tuple[object, ...],
) -> None:
    try:
        [card] = cards_from_rows(checked_rows([row], "x.cdb"))
    except InputError as error:
        assert error.source == "x.cdb" and "\n" not in str(error)
        assert any(f": {column} holds " in str(error) for column in COLUMNS)
    else:
        numbers = (card.passcode, card.level, card.alias, card.types, card.availability)
        assert all(type(int(n)) is int for n in numbers)
        assert 0 <= card.passcode < 2**32 and isinstance(card.name, str)
        assert all(0 < code <= 0xFFFF for code in card.archetypes)


# ---- read-only --------------------------------------------------------------------------------


def test_a_database_in_a_read_only_folder_loads_without_writing(make_cdb: Any) -> None:
    path: Path = make_cdb(ROWS)
    folder = path.parent
    before = sorted(p.name for p in folder.iterdir())
    mtime = path.stat().st_mtime_ns
    path.chmod(stat.S_IRUSR | stat.S_IRGRP)
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        assert len(load_cdb(path)) == len(ROWS)
        assert sorted(p.name for p in folder.iterdir()) == before
        assert path.stat().st_mtime_ns == mtime
    finally:
        folder.chmod(stat.S_IRWXU)
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_when_read_only_open_fails_the_file_is_opened_immutable(
    make_cdb: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    path: Path = make_cdb(ROWS)
    opened: list[str] = []
    real_connect = sqlite3.connect

    def connect(database: str, **kwargs: Any) -> sqlite3.Connection:
        opened.append(database)
        if "immutable=1" not in database:
            raise sqlite3.OperationalError("unable to open database file")
        conn: sqlite3.Connection = real_connect(database, **kwargs)
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)
    assert len(load_cdb(path)) == len(ROWS)
    assert [u.split("?")[1] for u in opened] == ["mode=ro", "mode=ro&immutable=1"]


def test_when_every_open_fails_the_error_names_the_file(
    make_cdb: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    path: Path = make_cdb(ROWS)

    def connect(database: str, **kwargs: Any) -> sqlite3.Connection:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(sqlite3, "connect", connect)
    with pytest.raises(InputError, match=r"cannot read the card database.*disk I/O error") as err:
        load_cdb(path)
    assert err.value.source == str(path)


def test_a_path_with_spaces_and_percent_signs_loads(tmp_path: Path, make_cdb: Any) -> None:
    folder = tmp_path / "my cards %20 #1"
    folder.mkdir()
    path = make_cdb(ROWS, name="my cards %20 #1/cards.cdb")
    assert len(load_cdb(os.fspath(path))) == len(ROWS)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=st.binary(max_size=300))
def test_arbitrary_bytes_give_an_input_error_or_cards(tmp_path: Path, body: bytes) -> None:
    path = tmp_path / "fuzz.cdb"
    path.write_bytes(b"SQLite format 3\x00" + body)
    try:
        load_cdb(path)
    except InputError as exc:
        assert str(path) in str(exc)


# ---- the real database ------------------------------------------------------------------------


def test_the_real_cards_cdb_loads_every_row(real_cdb_path: Path) -> None:
    with sqlite3.connect(f"{real_cdb_path.resolve().as_uri()}?mode=ro", uri=True) as conn:
        (rows,) = conn.execute("SELECT count(*) FROM datas JOIN texts USING (id)").fetchone()
    conn.close()
    assert len(load_cdb(real_cdb_path)) == rows == 14731


def test_real_cards_keep_their_printed_stats(real_cdb_path: Path) -> None:
    db = load_cdb(real_cdb_path)
    decode = db.by_name("Decode Talker")
    assert (decode.level, decode.atk, decode.defense) == (3, 2300, None)
    assert db.by_name("Number 39: Utopia").rank == 4
    assert db.by_name("Odd-Eyes Pendulum Dragon").level == 7
    assert db.by_name("Slifer the Sky Dragon").atk is None
    assert db.by_name("Exodia the Forbidden One").archetypes == (0xDE, 0x40)
    assert db.by_name("Mystical Space Typhoon").types == CardType.SPELL | CardType.QUICK_PLAY
    assert db.original(36996508) == 46986414
