"""Format detection, `read_deck` and `write_deck`, and the real decks of ../shared/data."""

from __future__ import annotations

import sqlite3
import time
from contextlib import closing
from pathlib import Path

import pytest

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card, CardType
from tagduel.decks.formats import MAX_DECK_BYTES, DeckFormat, detect, read_deck, write_deck
from tagduel.decks.model import Deck
from tagduel.errors import InputError

DB = CardDB(
    [Card(53129443, "Dark Hole", CardType.SPELL), Card(44095762, "Mirror Force", CardType.TRAP)]
)
YDK = "#created by x\n#main\n53129443\n#extra\n!side\n44095762\n"
DECK = Deck((53129443,), (), (44095762,))
TENYI_UNKNOWN = (93490857, 56495148, 14821891)


def _load_real_db(path: Path) -> CardDB:
    """The shared cards.cdb, through the project's loader, or read directly if it is missing."""
    try:
        from tagduel.cards.sources.cdb import load_cdb
    except ImportError:
        query = (
            "SELECT d.id, t.name, d.type, d.alias FROM datas AS d JOIN texts AS t ON t.id = d.id"
        )
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            rows = conn.execute(query).fetchall()
        return CardDB(
            Card(code, name, CardType(kind), alias=alias) for code, name, kind, alias in rows
        )
    return load_cdb(path)


@pytest.fixture(scope="module")
def real_db(real_cdb_path: Path) -> CardDB:
    return _load_real_db(real_cdb_path)


@pytest.fixture(scope="module")
def shared_decks(shared_data: Path) -> dict[str, bytes]:
    files = sorted((shared_data / "decks").glob("*.ydk"))
    assert len(files) >= 18
    return {file.name: file.read_bytes() for file in files}


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (" ydke://AAAAAA==!!!\n", DeckFormat.YDKE),
        ("YDKE://!!!", DeckFormat.YDKE),
        ("\ufeff#created by x\r\n#main\r\n1\r\n", DeckFormat.YDK),
        ("!side\n", DeckFormat.YDK),
        ("53129443\n44095762\n", DeckFormat.YDK),
        ("o6lXBZyFNAK-I6cS7ydRIA", DeckFormat.DECKCODE),
        ("1xqfARbSFxDXGp8h\n", DeckFormat.DECKCODE),
        ("Sangan", DeckFormat.TEXT),
        ("Main Deck\n3 Dark Hole\n", DeckFormat.TEXT),
    ],
)
def test_detect_reads_the_form_from_the_content(content: str, expected: DeckFormat) -> None:
    assert detect(content) is expected


@pytest.mark.parametrize("name", ["deck.txt", "deck.ydk", "deck.YDK", "deck"])
def test_a_ydke_url_or_a_deck_code_saved_under_any_name_reads_as_itself(name: str) -> None:
    # issue 13 item 13: the form is detected by content, not by the file's extension.
    url, code = write_deck(DECK, DeckFormat.YDKE), write_deck(DECK, DeckFormat.DECKCODE)
    stem = name.split(".")[0]
    assert read_deck(url + "\n", source=name) == DECK.with_name(stem)
    assert read_deck(code + "\n", source=name).same_cards(DECK)
    listing = "Main Deck\n1 Dark Hole\nSide Deck\n1 Mirror Force\n"
    assert read_deck(listing, source=name, db=DB) == DECK.with_name(stem)


def test_read_deck_reads_bytes_and_names_the_deck_after_the_file_stem() -> None:
    assert read_deck(YDK.encode(), source="decks/Burn.ydk") == DECK.with_name("Burn")


@pytest.mark.parametrize(
    ("content", "fmt"),
    [
        ("ydke://47AqAw==!!EtmgAg==!", DeckFormat.YDKE),
        ("47AqAxLZoCI", DeckFormat.DECKCODE),
        ("Main\nDark Hole\nSide\nMirror Force\n", DeckFormat.TEXT),
        (YDK, DeckFormat.YDK),
    ],
)
def test_read_deck_reads_every_format_it_detects(content: str, fmt: DeckFormat) -> None:
    assert detect(content) is fmt
    assert read_deck(content, db=DB) == DECK


def test_an_explicit_format_overrides_detection() -> None:
    with pytest.raises(InputError, match="starts with 'ydke://'"):
        read_deck(YDK, fmt=DeckFormat.YDKE)


@pytest.mark.parametrize("data", [b"", "", b"  \r\n\n", "\ufeff\n", "\ufeff".encode()])
def test_empty_input_is_refused_as_an_empty_deck_file(data: bytes | str) -> None:
    with pytest.raises(InputError, match="deck file is empty") as info:
        read_deck(data, source="empty.ydk")
    assert info.value.source == "empty.ydk"


@pytest.mark.parametrize(
    "data", [b"#main\n\xff\xfe1\n", b"\x89PNG\r\n\x1a\n\x00\x00", "#main\n1\x00\n"]
)
def test_binary_input_is_refused_as_not_a_text_deck_file(data: bytes | str) -> None:
    with pytest.raises(InputError, match="not a text deck file"):
        read_deck(data)


def test_a_string_with_a_lone_surrogate_is_not_a_text_deck_file() -> None:
    with pytest.raises(InputError, match="not a text deck file"):
        read_deck("#main\n\udc80\n")


def test_oversized_input_is_refused_with_its_size_and_the_limit() -> None:
    data = b"1\n" * (MAX_DECK_BYTES // 2 + 1)
    with pytest.raises(InputError) as info:
        read_deck(data)
    assert "1,000,002 bytes" in str(info.value)
    assert "limit is 1,000,000 bytes" in str(info.value)


def test_an_oversized_string_counts_its_utf8_bytes() -> None:
    data = "#main\n" + "é" * (MAX_DECK_BYTES // 2)
    with pytest.raises(InputError, match="1,000,006 bytes"):
        read_deck(data)


def test_fifty_megabytes_fail_fast_with_the_size_error() -> None:
    data = b"\xff" * 50_000_000
    start = time.perf_counter()
    with pytest.raises(InputError, match="50,000,000 bytes"):
        read_deck(data)
    assert time.perf_counter() - start < 0.1


def test_a_text_deck_without_a_card_database_says_one_is_needed() -> None:
    with pytest.raises(InputError, match="needs a card database"):
        read_deck("3 Dark Hole\n", source="list.txt")


def test_write_deck_writes_each_format_and_text_needs_a_database() -> None:
    assert write_deck(DECK, DeckFormat.YDKE) == "ydke://47AqAw==!!EtmgAg==!"
    assert write_deck(DECK, DeckFormat.YDK).startswith("#created by tagduel\n#main\n53129443\n")
    assert write_deck(DECK, DeckFormat.DECKCODE) == "47AqAxLZoCI"
    assert write_deck(DECK, DeckFormat.TEXT, DB).startswith("Main Deck (1)\n1 Dark Hole\n")
    with pytest.raises(InputError, match="needs a card database"):
        write_deck(DECK, DeckFormat.TEXT)


def test_every_shared_deck_reads_with_a_main_deck_of_at_least_40(
    shared_decks: dict[str, bytes],
) -> None:
    for name, data in shared_decks.items():
        deck = read_deck(data, source=f"decks/{name}")
        assert deck.name == name.removesuffix(".ydk")
        assert len(deck.main) >= 40, name
        assert 40 <= len(deck.main) <= 60 and len(deck.extra) <= 15 and len(deck.side) <= 15, name


@pytest.mark.parametrize("fmt", [DeckFormat.YDK, DeckFormat.YDKE])
def test_every_shared_deck_round_trips_exactly(
    shared_decks: dict[str, bytes], fmt: DeckFormat
) -> None:
    for name, data in shared_decks.items():
        stem = name.removesuffix(".ydk")
        deck = read_deck(data, source=name)
        written = write_deck(deck, fmt)
        assert detect(written) is fmt
        assert read_deck(written, source=stem) == deck, name


def test_every_shared_deck_round_trips_through_a_deck_code(shared_decks: dict[str, bytes]) -> None:
    for name, data in shared_decks.items():
        deck = read_deck(data)
        code = write_deck(deck, DeckFormat.DECKCODE)
        assert detect(code) is DeckFormat.DECKCODE
        back = read_deck(code)
        assert back.same_cards(deck), name
        assert write_deck(back, DeckFormat.DECKCODE) == code


def test_every_shared_deck_round_trips_through_text(
    shared_decks: dict[str, bytes], real_db: CardDB
) -> None:
    for name, data in shared_decks.items():
        deck = read_deck(data)
        listing = write_deck(deck, DeckFormat.TEXT, real_db)
        assert detect(listing) is DeckFormat.TEXT
        assert read_deck(listing, db=real_db).same_cards(deck), name


def test_the_text_writer_pins_the_tenyi_passcodes_the_database_lacks(
    shared_decks: dict[str, bytes], real_db: CardDB
) -> None:
    deck = read_deck(shared_decks["ygoagent-TenyiSword.ydk"])
    listing = write_deck(deck, DeckFormat.TEXT, real_db)
    for passcode in TENYI_UNKNOWN:
        assert passcode not in real_db
        assert passcode in deck.all_cards()
        assert f"[{passcode}]\n" in listing
