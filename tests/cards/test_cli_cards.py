"""`tagduel cards show|search|list`, run in-process through tagduel.cli.main."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cli import main
from tagduel.cli.cards import DEFAULT_LIMIT

SAMPLE_JSON = Path(__file__).with_name("ygoprodeck_sample.json")

# id, ot, alias, setcode, type, atk, def, level, race, attribute, name, desc
USER_ROWS = [
    (
        90000001,
        2,
        0,
        0x38,
        0x21,
        1234,
        567,
        4,
        0x4,
        0x10,
        "Homebrew Lightsworn Angel",
        "Its own text.",
    ),
    (83011277, 3, 0, 0, 0x21, 1400, 1100, 4, 0x400, 0x20, "Mystic Tomato", "Tomato text."),
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["cards", *argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture
def user_cdb(make_cdb: Any) -> str:
    return str(make_cdb(USER_ROWS, name="user.cdb"))


# ---- show -------------------------------------------------------------------------------------


def test_show_by_name_prints_the_card_summary(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "Number 39: Utopia")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Number 39: Utopia"
    assert "84013237" in out
    assert "Xyz Monster" in out
    assert any(line.split() == ["Rank:", "4"] for line in lines)
    assert "2500 / 2000" in out
    assert "LIGHT" in out and "Warrior" in out
    assert "0x48 (Number)" in out
    assert "OCG, TCG" in out


def test_show_accepts_an_unquoted_name_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "mystic", "tomato")
    assert (status, out.splitlines()[0]) == (0, "Mystic Tomato")


def test_show_by_passcode_of_an_alternate_art_names_the_original(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "show", "36996508")
    assert status == 0
    assert "Alias:" in out and "46986414 (Dark Magician)" in out


def test_show_of_an_original_lists_its_alternate_arts(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "show", "Dark Magician")
    assert "Alternate arts:" in out and "36996508" in out


def test_show_of_a_link_monster_gives_link_rating_and_no_def(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out, _ = run(capsys, "show", "Decode Talker")
    assert "Link Rating:" in out
    assert "DEF" not in out


def test_show_of_a_spell_gives_its_property_and_no_monster_stats(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out, _ = run(capsys, "show", "Mystical Space Typhoon")
    assert "Quick-Play Spell" in out
    assert "ATK" not in out and "Attribute" not in out


def test_show_of_a_built_in_card_prints_no_text(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "show", "Mystic Tomato")
    assert "" not in out.splitlines()


def test_an_unknown_name_exits_2_with_suggestions(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "show", "Mystic Tomatoe")
    assert status == 2
    assert out == ""
    assert "unknown card name 'Mystic Tomatoe'" in err
    assert "did you mean 'Mystic Tomato'" in err
    assert "Traceback" not in err


def test_an_unknown_passcode_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "show", "12345")
    assert status == 2
    assert "unknown card passcode 12345" in err


def test_a_query_of_non_ascii_digits_is_a_name_not_a_passcode(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, _, err = run(capsys, "show", "\u00b2")
    assert status == 2
    assert "unknown card name" in err


def test_show_with_a_user_database_prints_its_text(
    capsys: pytest.CaptureFixture[str], user_cdb: str
) -> None:
    status, out, _ = run(capsys, "show", "Homebrew Lightsworn Angel", "--cards", user_cdb)
    assert status == 0
    assert "Its own text." in out
    assert "0x38 (Lightsworn)" in out
    _, out, _ = run(capsys, "show", "Mystic Tomato", "--cards", user_cdb)
    assert "Tomato text." in out


def test_show_with_a_ygoprodeck_json_file(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "Solemn Judgment", "--cards", str(SAMPLE_JSON))
    assert status == 0
    assert "Counter Trap" in out


def test_show_with_a_missing_card_file_exits_2_naming_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = tmp_path / "missing.cdb"
    status, _, err = run(capsys, "show", "Jinzo", "--cards", str(missing))
    assert status == 2
    assert str(missing) in err and "no such card database file" in err


def test_show_with_the_real_cards_cdb_finds_cards_beyond_the_built_in_set(
    capsys: pytest.CaptureFixture[str], real_cdb_path: Path
) -> None:
    status, out, _ = run(capsys, "show", "Stargazer Magician", "--cards", str(real_cdb_path))
    assert status == 0
    assert "94415058" in out
    assert any(line.split() == ["Level:", "5"] for line in out.splitlines())


def test_show_with_several_names_shows_every_card_in_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # issue 13 item 13: `cards show A B` shows both.
    status, out, _ = run(capsys, "show", "Dark Hole", "44095762", "jinzo")
    assert status == 0
    blocks = out.split("\n\n")
    assert [block.splitlines()[0] for block in blocks] == ["Dark Hole", "Mirror Force", "Jinzo"]


def test_show_groups_unquoted_words_into_the_fewest_names(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "show", "dark", "hole", "mirror", "force", "53129443")
    assert status == 0
    assert [line for line in out.splitlines() if line and not line.startswith(" ")] == [
        "Dark Hole",
        "Mirror Force",
    ]


def test_show_names_the_part_that_names_no_card_and_prints_nothing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(capsys, "show", "Dark Hole", "Mirorr", "Force", "Jinzo")
    assert (status, out) == (2, "")
    assert "unknown card name 'Mirorr Force'; did you mean 'Mirror Force'" in err


def test_show_with_a_cards_cdb_holding_a_fractional_level_exits_2_naming_card_and_column(
    capsys: pytest.CaptureFixture[str], make_cdb: Any
) -> None:
    rows = [(*USER_ROWS[0][:7], 4.5, *USER_ROWS[0][8:])]
    path = make_cdb(rows, name="bad.cdb")
    status, out, err = run(capsys, "show", "Jinzo", "--cards", str(path))
    assert (status, out) == (2, "")
    assert (
        err == f"tagduel: error: {path}: card 90000001: datas.level holds 4.5, not a whole number\n"
    )


def test_a_ygoprodeck_card_file_is_read_only_up_to_its_limit(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # issue 13 item 4: a device or a FIFO given as a file costs at most limit + 1 bytes.
    import os
    import threading

    from tagduel.cli import common

    monkeypatch.setattr(common, "MAX_CARD_JSON_BYTES", 1000)
    fifo = tmp_path / "cards.json"
    os.mkfifo(fifo)

    def feed() -> None:
        try:
            with open(fifo, "wb") as out:
                out.write(b" " * 5000)
        except BrokenPipeError:
            pass

    writer = threading.Thread(target=feed)
    writer.start()
    status, _, err = run(capsys, "show", "Jinzo", "--cards", str(fifo))
    writer.join()
    assert status == 2
    assert (
        err == f"tagduel: error: {fifo}: card file is larger than 1,000 bytes, the most accepted\n"
    )


# ---- search -----------------------------------------------------------------------------------


def test_search_lists_cards_whose_name_contains_the_text(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "search", "forbidden")
    assert status == 0
    rows = out.splitlines()[1:]
    assert len(rows) == 5
    assert all("Forbidden One" in row for row in rows)


def test_search_shows_an_alternate_art_only_through_its_original(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out, _ = run(capsys, "search", "dark magician")
    assert "46986414" in out and "36996508" not in out


def test_search_puts_names_starting_with_the_text_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out, _ = run(capsys, "search", "dark")
    names = [row.split("  ")[1].strip() for row in out.splitlines()[1:]]
    starting = [n.lower().startswith("dark") for n in names]
    assert starting == sorted(starting, reverse=True)


def test_search_respects_the_limit_and_says_how_many_were_left_out(
    capsys: pytest.CaptureFixture[str], real_cdb_path: Path
) -> None:
    status, out, _ = run(capsys, "search", "dragon", "--limit", "3", "--cards", str(real_cdb_path))
    lines = out.splitlines()
    assert status == 0
    assert len(lines) == 1 + 3 + 1
    assert lines[-1].startswith("... and ")


def test_search_with_no_match_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "search", "zzzz")
    assert status == 1
    assert "no card name contains 'zzzz'" in out


def test_search_limit_must_be_positive(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["cards", "search", "dragon", "--limit", "0"])
    assert exit_.value.code == 2
    assert "at least 1" in capsys.readouterr().err


def test_search_default_limit_is_a_screenful() -> None:
    assert 10 <= DEFAULT_LIMIT <= 50


# ---- list -------------------------------------------------------------------------------------


def test_list_prints_the_built_in_set_as_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "list")
    lines = out.splitlines()
    assert status == 0
    assert lines[0].split()[:2] == ["Passcode", "Name"]
    assert len(lines) == 1 + len(builtin_cards()) + 1
    assert lines[-1] == f"{len(builtin_cards())} cards (built-in)"


def test_list_puts_monsters_before_spells_before_traps(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "list")
    header, *rows, _ = out.splitlines()
    start, end = header.index("Card type"), header.index("Attribute")
    kinds = [row[start:end].split()[-1] for row in rows]
    order = {"Monster": 0, "Spell": 1, "Trap": 2}
    assert [order[k] for k in kinds] == sorted(order[k] for k in kinds)
    assert set(kinds) == set(order)


def test_list_with_a_user_database_includes_its_cards(
    capsys: pytest.CaptureFixture[str], user_cdb: str
) -> None:
    _, out, _ = run(capsys, "list", "--cards", user_cdb)
    assert "Homebrew Lightsworn Angel" in out
    assert out.splitlines()[-1] == f"{len(builtin_cards()) + 1} cards (built-in + user.cdb)"
