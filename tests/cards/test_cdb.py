"""load_cdb: cards.cdb rows become Cards bit for bit; broken files become InputError."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tagduel.cards.model import Attribute, Availability, CardType, Race
from tagduel.cards.sources.cdb import archetype_codes, load_cdb
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
