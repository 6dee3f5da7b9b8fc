"""`tagduel ... --help`, usage lines and argument errors in Japanese: with `--lang ja` (or
`--lang=ja`) anywhere before `--`, else with $TAGDUEL_LANG=ja, every command's help, argparse's
own words ("usage:", "options", "the following arguments are required") and the refusals of
the argument types are in Japanese; English stays exactly as it was, and nothing argparse looks
up is left changed once `main()` returns."""

from __future__ import annotations

import argparse
import gettext
import re
from collections.abc import Iterator

import pytest

from cli.test_help import walk
from tagduel.cli import build_parser, main
from tagduel.cli.common import LANG_ENV, requested_lang, say_in
from tagduel.cli.event_clock import CLOCK_ACTIONS
from tagduel.cli.parser import ARGPARSE_WORDS, columns, wrap

NEUTRAL = {" | ".join(CLOCK_ACTIONS)}
"""Help that reads the same in every language: the clock's action words, typed as they are."""
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def help_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 0
    return capsys.readouterr().out


def error_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize("lang", [["--lang", "ja"], ["--lang=ja"]])
def test_event_help_with_lang_ja_is_in_japanese(
    lang: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    out = help_of(["event", "new", "--help", *lang], capsys)
    assert out.startswith("使い方: tagduel event new ")
    assert "\nオプション:\n" in out and "\n位置引数:\n" in out
    assert "このヘルプを表示して終了" in out and "大会の名前" in out
    assert "1ラウンドの時間、1～1440分" in " ".join(out.split())
    assert "usage:" not in out and "options:" not in out


def test_help_follows_tagduel_lang_when_no_lang_is_given(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(LANG_ENV, "ja")
    out = help_of(["event", "--help"], capsys)
    assert out.startswith("使い方: tagduel event ")
    assert "設定を指定して大会を作成" in out and "\nオプション:\n" in out


def test_lang_en_keeps_the_english_help_exactly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    plain = help_of(["event", "new", "--help"], capsys)
    monkeypatch.setenv(LANG_ENV, "ja")
    assert help_of(["event", "new", "--help", "--lang", "en"], capsys) == plain
    assert plain.startswith("usage: tagduel event new ") and "\noptions:\n" in plain
    assert "length of a round, 1-1440 minutes" in " ".join(plain.split())
    assert not JAPANESE.search(plain)


def test_a_missing_required_argument_in_japanese_exits_2_in_one_message(
    capsys: pytest.CaptureFixture[str],
) -> None:
    err = error_of(["event", "register", "市民杯", "--lang", "ja"], capsys)
    assert err.startswith("使い方: tagduel event register ")
    assert "tagduel event register: エラー: 次の引数が必要です: --team, --a" in err


def test_argparse_errors_and_argument_refusals_in_japanese(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    err = error_of(["event", "new", "杯", "--lang", "ja", "--tie-rule", "coin"], capsys)
    assert (
        "引数 --tie-rule: 正しくない選択です: 'coin'（'play-on', 'draw' から選んでください）" in err
    )
    err = error_of(["event", "new", "杯", "--lang", "ja", "--rounds", "99"], capsys)
    assert "引数 --rounds: スイスドローのラウンド数には 1～30 を指定してください" in err
    err = error_of(["event", "new", "杯", "--lang", "ja", "--top-cut", "1"], capsys)
    assert "決勝トーナメントには2チーム以上が必要です" in err
    err = error_of(["event", "list", "--lang", "ja", "--colour"], capsys)
    assert "tagduel: エラー: 認識できない引数: --colour" in err
    monkeypatch.setenv(LANG_ENV, "ja")
    err = error_of(["tourney"], capsys)
    assert "引数 COMMAND: 正しくない選択です: 'tourney'" in err


def test_english_errors_are_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    err = error_of(["event", "register", "Cup"], capsys)
    assert "tagduel event register: error: the following arguments are required: --team" in err
    err = error_of(["event", "new", "Cup", "--rounds", "99"], capsys)
    assert "argument --rounds: the number of Swiss rounds must be 1 to 30, not 99" in err


def test_argparse_is_left_as_it_was_after_main(capsys: pytest.CaptureFixture[str]) -> None:
    before = vars(argparse)["_"], vars(argparse)["ngettext"]
    error_of(["event", "register", "杯", "--lang", "ja"], capsys)
    help_of(["judge", "--help", "--lang", "ja"], capsys)
    assert (vars(argparse)["_"], vars(argparse)["ngettext"]) == before
    assert before[0] is gettext.gettext
    out = help_of(["event", "--help"], capsys)
    assert out.startswith("usage: ")
    plain = argparse.ArgumentParser(prog="x")
    assert plain.format_usage() == "usage: x [-h]\n"


def texts(parser: argparse.ArgumentParser) -> Iterator[tuple[str, str]]:
    """(where, text) for every text of a parser tree a user reads: descriptions, epilogs, each
    argument's help and each subcommand's one-line help."""
    for path, action, sub in walk(parser):
        if action is None:
            yield from ((f"{path} (description)", t) for t in [sub.description] if t)
            yield from ((f"{path} (epilog)", t) for t in [sub.epilog] if t)
        elif isinstance(action, argparse._SubParsersAction):
            continue
        elif action.help and action.help != argparse.SUPPRESS:
            name = "/".join(action.option_strings) or action.dest
            yield f"{path} {name}", action.help
    for path, action, _sub in walk(parser):
        if isinstance(action, argparse._SubParsersAction):
            yield from ((f"{path} {c.dest}", str(c.help)) for c in action._choices_actions)


def test_every_help_text_of_every_command_is_translated() -> None:
    english = build_parser("en")
    japanese = build_parser("ja")
    say = say_in("ja")
    left = []
    for (where, text), (_, same) in zip(texts(english), texts(japanese), strict=True):
        if say(same) == str(text) and str(text) not in NEUTRAL:
            left.append(f"{where}: {text!r}")
    assert not left, f"{len(left)} left in English:\n" + "\n".join(left)


def test_every_command_help_page_in_japanese_has_no_english_section_words() -> None:
    for path, action, sub in walk(build_parser("ja")):
        if action is None:
            page = sub.format_help()
            assert page.startswith("使い方: "), path
            assert "options:" not in page and "show this help" not in page, path


def test_the_argparse_messages_we_translate_are_argparse_s_own() -> None:
    import inspect

    source = inspect.getsource(argparse)
    missing = [str(w) for w in ARGPARSE_WORDS if repr(str(w)) not in source]
    assert not missing, f"argparse of this Python does not say: {missing}"


@pytest.mark.parametrize(
    ("argv", "env", "lang"),
    [
        (["event", "list", "--lang", "ja"], "", "ja"),
        (["event", "list", "--lang=ja"], "", "ja"),
        (["event", "list"], "ja", "ja"),
        (["event", "list", "--lang", "en"], "ja", "en"),
        (["event", "list", "--lang", "xx"], "", "en"),
        (["event", "list", "--lang"], "", "en"),
        (["event", "new", "--", "--lang", "ja"], "", "en"),
        (["event", "list", "--lang", "ja", "--lang", "en"], "", "en"),
    ],
)
def test_the_language_is_found_before_parsing(
    argv: list[str], env: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LANG_ENV, env)
    assert requested_lang(argv) == lang


def test_japanese_help_wraps_to_the_terminal_s_columns() -> None:
    text = "追加の3ターン後にライフポイントが同じとき: 差がつくまで続ける（省略時）か引き分け"
    lines = wrap(text, 24)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(columns(line) <= 24 for line in lines)
    assert not any(line[0] in "、。）" for line in lines)
    assert columns("ラウンドab") == 10
