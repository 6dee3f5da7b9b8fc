"""`event new --lenient` for a ban list with unreadable lines, `event register --from` for a
deck saved in another form, and read commands on a database opened read-only."""

from __future__ import annotations

from pathlib import Path

import pytest

from tagduel.cli import main

ROOT = Path(__file__).resolve().parents[2]
LIGHT, DARK = ROOT / "examples/decks/light-A.ydk", ROOT / "examples/decks/dark-B.ydk"


def test_event_new_with_lenient_skips_an_unreadable_ban_list_line_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lists = tmp_path / "lflist.conf"
    lists.write_text("!Test List\n53129443 O --Dark Hole\n44095762 1 --Mirror Force\n", "utf-8")
    db = f"sqlite:///{tmp_path / 'e.sqlite'}"
    assert main(["event", "new", "Strict Cup", "--db", db, "--banlist", str(lists)]) == 2
    assert "lflist.conf:2" in capsys.readouterr().err
    assert (
        main(["event", "new", "Lenient Cup", "--db", db, "--banlist", str(lists), "--lenient"]) == 0
    )
    captured = capsys.readouterr()
    assert "warning" in captured.err and "lflist.conf:2" in captured.err
    assert "Lenient Cup" in captured.out


def test_event_register_from_forces_the_deck_form(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = f"sqlite:///{tmp_path / 'e.sqlite'}"
    assert main(["event", "new", "Form Cup", "--db", db]) == 0
    args = [
        "event",
        "register",
        "Form Cup",
        "--db",
        db,
        "--team",
        "T",
        "--a",
        "A",
        "--deck-a",
        str(LIGHT),
        "--b",
        "B",
        "--deck-b",
        str(DARK),
    ]
    assert main([*args, "--from", "text"]) == 2  # a .ydk file read as a text list: refused
    assert main([*args, "--from", "ydk"]) == 0
    capsys.readouterr()


def test_read_commands_open_the_database_read_only_and_write_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "e.sqlite"
    db = f"sqlite:///{path}"
    assert main(["event", "new", "Read Cup", "--db", db]) == 0
    before = path.stat().st_mtime_ns, path.stat().st_size
    for command in (
        ["event", "list"],
        ["event", "teams", "Read Cup"],
        ["event", "standings", "Read Cup"],
        ["event", "export", "Read Cup", "--what", "teams", "--format", "csv"],
    ):
        assert main([*command, "--db", db]) == 0, command
    capsys.readouterr()
    assert (path.stat().st_mtime_ns, path.stat().st_size) == before  # the file was not written
    wal = tmp_path / "e.sqlite-wal"
    assert not wal.exists() or wal.stat().st_size == 0  # nor its write-ahead log
