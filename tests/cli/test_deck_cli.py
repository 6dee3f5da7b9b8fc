"""`tagduel deck check | convert | diff` end to end, in-process, on the bundled example decks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tagduel.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"
LIGHT, DARK, ILLEGAL = (str(EXAMPLES / n) for n in ("light-A.ydk", "dark-B.ydk", "illegal-B.txt"))


def test_check_a_legal_team_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", LIGHT, DARK, "--banlist", "builtin"]) == 0
    out = capsys.readouterr().out
    assert "LEGAL" in out and "Duelist A" in out and "Duelist B" in out


def test_check_an_illegal_team_exits_1_naming_every_problem(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["deck", "check", LIGHT, ILLEGAL, "--banlist", "builtin"]) == 1
    out = capsys.readouterr().out
    assert "Main Deck has 39 cards" in out
    assert (
        '"Dark Hole" (53129443) is Limited' in out
        and "Duelist A Main Deck 1, Duelist B Main Deck 1" in out
    )
    assert "Semi-Limited" in out and "deck_over_banlist_limit" in out


def test_check_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", LIGHT, ILLEGAL, "--banlist", "builtin", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is False
    assert {p["infraction"] for p in report["problems"]} == {
        "deck_too_few_cards",
        "deck_over_banlist_limit",
    }


def test_a_single_deck_can_be_checked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", DARK]) == 0
    assert "none (construction rules only)" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "empty"),
        (b"\x00\x01\x02garbage\xff\xfe", "not a text"),
        (b"#main\n123abc\n", ":2"),
    ],
)
def test_unusable_deck_input_exits_2_with_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str
) -> None:
    bad = tmp_path / "bad.ydk"
    bad.write_bytes(content)
    assert main(["deck", "check", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tagduel: error:") and message in err and "Traceback" not in err


def test_a_50_mb_deck_file_is_refused_without_reading_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.ydk"
    with big.open("wb") as f:
        f.truncate(50 * 1024 * 1024)
    assert main(["deck", "check", str(big)]) == 2
    assert "bytes" in capsys.readouterr().err


def test_missing_files_and_unknown_lists_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["deck", "check", str(tmp_path / "nope.ydk")]) == 2
    assert "not found" in capsys.readouterr().err
    assert main(["deck", "check", DARK, "--banlist", "builtin:2099 TCG"]) == 2
    assert "no list named '2099 TCG'" in capsys.readouterr().err


def test_three_decks_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", LIGHT, DARK, DARK]) == 2
    assert "two duelists" in capsys.readouterr().err


def test_convert_round_trips_through_every_format(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    current = LIGHT
    for fmt in ("ydke", "deckcode", "text", "ydk"):
        out = tmp_path / f"deck.{fmt}"
        assert main(["deck", "convert", current, "--to", fmt, "-o", str(out)]) == 0
        current = str(out)
    assert main(["deck", "diff", LIGHT, current]) == 0
    assert "matches" in capsys.readouterr().out


def test_convert_accepts_a_ydke_url_in_place_of_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "convert", DARK, "--to", "ydke"]) == 0
    url = capsys.readouterr().out.strip()
    assert url.startswith("ydke://")
    assert main(["deck", "convert", url, "--to", "text"]) == 0
    assert "3 Mystic Tomato" in capsys.readouterr().out


def test_diff_names_every_difference_and_the_remedy(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "diff", DARK, ILLEGAL]) == 1
    out = capsys.readouterr().out
    assert '"Dark Hole" (53129443) not on the list' in out
    assert "Remedy: Make the deck match the deck list" in out


def test_convert_to_a_file_in_a_missing_folder_is_a_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "no-such-folder" / "deck.txt"
    assert main(["deck", "convert", LIGHT, "--to", "text", "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert "folder does not exist" in err and "Traceback" not in err
    assert main(["deck", "convert", LIGHT, "--to", "text", "-o", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_a_deck_file_over_the_parsers_limit_is_refused_naming_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.ydk"
    big.write_text("#main\n" + "89631139\n" * 200_000, encoding="utf-8")  # 1.8 MB of valid lines
    assert main(["deck", "check", str(big)]) == 2
    err = capsys.readouterr().err
    assert "deck file is larger than 1,000,000 bytes, the most accepted" in err


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_endless_device_as_a_deck_is_refused_after_reading_one_byte_past_the_limit(
    device: str, capsys: pytest.CaptureFixture[str]
) -> None:
    if not Path(device).exists():
        pytest.skip(f"{device} does not exist on this system")
    assert main(["deck", "check", device]) == 2
    err = capsys.readouterr().err
    assert "larger than 1,000,000 bytes" in err and "Traceback" not in err


def test_a_fifo_fed_without_end_is_read_only_up_to_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import os
    import threading

    fifo = tmp_path / "deck.fifo"
    os.mkfifo(fifo)
    written = [0]

    def feed() -> None:  # writes until the reader closes its end (BrokenPipeError)
        try:
            with open(fifo, "wb") as out:
                while written[0] < 50_000_000:
                    out.write(b"89631139\n" * 10_000)
                    written[0] += 90_000
        except BrokenPipeError:
            pass

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    assert main(["deck", "check", str(fifo)]) == 2
    feeder.join(timeout=60)
    assert "larger than 1,000,000 bytes" in capsys.readouterr().err
    assert written[0] < 5_000_000  # the reader stopped early; the writer was cut off
