"""`tagduel deck check | convert | diff` end to end, in-process, on the bundled example decks."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cli import build_parser, main
from tagduel.cli.deck import load_banlist, load_deck
from tagduel.decks.formats import DeckFormat
from tagduel.errors import InputError

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


# ---- ban-list lines that cannot be read (issue 13 item 1) -------------------------------------

DARK_HOLE_LETTER_O = "#[my list]\n!my list\n53129443 O --Dark Hole\n44095762 2 --Mirror Force\n"


def test_an_unreadable_ban_list_line_stops_the_check_naming_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # light-A.ydk plays one Dark Hole: read with the letter O skipped, it would pass.
    conf = tmp_path / "lflist.conf"
    conf.write_text(DARK_HOLE_LETTER_O, encoding="utf-8")
    assert main(["deck", "check", LIGHT, "--banlist", str(conf)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    [line] = captured.err.splitlines()
    assert line.startswith(f"tagduel: error: {conf}:3: copies must be 0, 1, 2 or 3, not 'O'")
    assert "--lenient" in line


def test_lenient_prints_every_dropped_line_as_a_warning_and_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    conf = tmp_path / "lflist.conf"
    conf.write_text(DARK_HOLE_LETTER_O + "83011277 three\n!My List\n", encoding="utf-8")
    assert main(["deck", "check", LIGHT, "--banlist", f"{conf}:my list", "--lenient"]) == 0
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [
        f"tagduel: warning: {conf}:3: copies must be 0, 1, 2 or 3, not 'O': "
        "'53129443 O --Dark Hole'; skipped",
        f"tagduel: warning: {conf}:5: copies must be 0, 1, 2 or 3, not 'three': "
        "'83011277 three'; skipped",
        f"tagduel: warning: {conf}:6: a second list named 'My List' (the first starts on "
        "line 2): '!My List'; skipped",
    ]
    assert "Forbidden & Limited list: my list" in captured.out and "LEGAL" in captured.out


def test_two_lists_with_the_same_name_stop_the_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    conf = tmp_path / "lflist.conf"
    conf.write_text("!TCG\n53129443 1\n!TCG\n53129443 3\n", encoding="utf-8")
    assert main(["deck", "check", LIGHT, "--banlist", f"{conf}:TCG"]) == 2
    assert f"{conf}:3: a second list named 'TCG'" in capsys.readouterr().err


def test_load_banlist_is_strict_unless_told_to_be_lenient(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `event new --banlist` loads through load_banlist: the strict default reaches it too.
    conf = tmp_path / "lflist.conf"
    conf.write_text(DARK_HOLE_LETTER_O, encoding="utf-8")
    with pytest.raises(InputError) as err:
        load_banlist(str(conf))
    assert (err.value.source, err.value.line) == (str(conf), 3)
    assert load_banlist(str(conf), lenient=True).limits == {44095762: 2}
    assert f"{conf}:3:" in capsys.readouterr().err


def test_event_new_with_an_unreadable_ban_list_exits_2_and_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    conf = tmp_path / "lflist.conf"
    conf.write_text(DARK_HOLE_LETTER_O, encoding="utf-8")
    database = tmp_path / "events.sqlite"
    argv = ["event", "new", "City Cup", "--banlist", str(conf), "--db", f"sqlite:///{database}"]
    assert main(argv) == 2
    assert f"{conf}:3: copies must be" in capsys.readouterr().err
    assert not database.exists()


# ---- deck forms, recognised by content; --from (issue 13 item 13) ----------------------------


@pytest.mark.parametrize(("form", "name"), [("ydke", "light.txt"), ("deckcode", "light.ydk")])
def test_a_url_or_deck_code_saved_under_another_forms_extension_is_read_by_content(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str, name: str
) -> None:
    saved = tmp_path / name
    assert main(["deck", "convert", LIGHT, "--to", form, "-o", str(saved)]) == 0
    capsys.readouterr()
    assert main(["deck", "check", str(saved), DARK, "--banlist", "builtin"]) == 0
    assert f"Duelist A: {saved} (Main 40, Extra 3, Side 3): legal" in capsys.readouterr().out
    assert main(["deck", "diff", LIGHT, str(saved)]) == 0


def test_from_forces_the_form_on_check_and_diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "light.txt"
    assert main(["deck", "convert", LIGHT, "--to", "ydke", "-o", str(saved)]) == 0
    capsys.readouterr()
    assert main(["deck", "check", str(saved), "--from", "text"]) == 2
    assert "unknown card name 'ydke://" in capsys.readouterr().err
    assert main(["deck", "check", str(saved), "--from", "ydke"]) == 0
    assert main(["deck", "diff", str(saved), str(saved), "--from", "ydk"]) == 2
    assert f"{saved}:1: expected a passcode" in capsys.readouterr().err


def test_load_deck_takes_the_form_by_name_or_by_value(tmp_path: Path) -> None:
    saved = tmp_path / "deck"
    saved.write_text("53129443\n", encoding="utf-8")
    db = builtin_cards()
    assert load_deck(str(saved), db).main == (53129443,)
    assert load_deck(str(saved), db, "ydk").main == (53129443,)
    assert load_deck(str(saved), db, DeckFormat.YDK).main == (53129443,)
    with pytest.raises(InputError, match="unknown card name '53129443'"):
        load_deck(str(saved), db, from_format="text")


def test_two_decks_from_standard_input_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", "-", "-"]) == 2
    assert "only one deck can be read from standard input" in capsys.readouterr().err


# ---- help and words (issue 13 items 13 and 14) ------------------------------------------------


def _actions(parser: argparse.ArgumentParser, path: str) -> list[tuple[str, argparse.Action]]:
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found += _actions(child, f"{path} {name}")
        elif not isinstance(action, argparse._HelpAction):
            found.append((path, action))
    return found


@pytest.mark.parametrize("command", ["deck", "cards"])
def test_every_argument_of_the_command_has_help_text(command: str) -> None:
    [group] = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    missing = [
        f"{path} {action.dest}"
        for path, action in _actions(group.choices[command], command)
        if not action.help
    ]
    assert missing == []


def test_check_help_lists_the_exit_codes_and_the_deck_forms(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["deck", "check", "--help"])
    out = capsys.readouterr().out
    for expected in (
        "0  legal",
        "1  illegal",
        "2  the input cannot be used",
        "ydke://",
        "--lenient",
    ):
        assert expected in out
    for form in (
        "ydk ",
        "text ",
        "ydke ",
        "deckcode ",
        "-         read the deck from standard input",
    ):
        assert f"\n  {form}" in out


def test_the_report_names_the_penalty_regulations_by_title_and_counts_one_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = tmp_path / "one.ydk"
    one.write_text("#main\n53129443\n", encoding="utf-8")
    assert main(["deck", "check", str(one)]) == 1
    out = capsys.readouterr().out
    assert "Main Deck has 1 card; the minimum is 40." in out
    assert "Infractions of the penalty regulations (大会罰則規定)" in out
    assert "seed" not in out.lower()


def test_diff_names_the_penalty_regulations_by_title(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "diff", DARK, ILLEGAL]) == 1
    out = capsys.readouterr().out
    assert "deck_list_mismatch under the penalty regulations (大会罰則規定)" in out
    assert "seed" not in out.lower()
