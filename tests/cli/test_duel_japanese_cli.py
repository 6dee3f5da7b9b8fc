"""`tagduel duel --lang ja` (or $TAGDUEL_LANG=ja): the play-by-play and the result in the Japanese
rulebook's words, card names as the card database writes them (in 「」); the same duel as in
English, and the public log still names no drawn or Set card."""

from __future__ import annotations

import re

import pytest

from tagduel.cli import main

_QUOTED = re.compile(r"「[^」]*」")
_WORD = re.compile(r"[A-Za-z]{3,}")


def _out(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["duel", *args]) == 0
    return capsys.readouterr().out


def _english_words(line: str) -> list[str]:
    return _WORD.findall(_QUOTED.sub("", line))


@pytest.mark.parametrize("reveal", [(), ("--reveal",)], ids=["public", "full"])
def test_the_duel_prints_in_japanese_with_no_english_event_words(
    capsys: pytest.CaptureFixture[str], reveal: tuple[str, ...]
) -> None:
    lines = _out(capsys, "--seed", "1", "--lang", "ja", *reveal).splitlines()
    assert lines[0] == "タッグデュエル、シード1：チーム1（1A・1B）対チーム2（2A・2B）。" + (
        "1Aの先攻（全記録）" if reveal else "1Aの先攻（公開記録）"
    )
    assert "ターン1：1A" in lines and "  1A：ドローフェイズ" in lines
    assert any("フェイズ" in line for line in lines) and any("ドロー" in line for line in lines)
    assert [line for line in lines if _english_words(line)] == []
    assert lines[-1].startswith("結果（シード1）：チーム1の勝利（特殊勝利）（84ターン、")


def test_the_japanese_duel_is_the_same_duel_line_for_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    english = _out(capsys, "--seed", "4").splitlines()
    japanese = _out(capsys, "--seed", "4", "--lang", "ja").splitlines()
    assert len(japanese) == len(english)
    names = [re.findall(r'"([^"]+)"', line) for line in english]
    assert [re.findall(r"「([^」]+)」", line) for line in japanese] == names


def test_the_public_log_names_no_drawn_or_set_card_in_japanese(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAGDUEL_LANG", "ja")
    public = _out(capsys, "--seed", "1")
    assert "  1Aがカードを5枚ドロー" in public.splitlines()
    assert not re.search(
        r"「[^」]*」をドロー|「[^」]*」を(モンスター|魔法＆罠)ゾーンにセット", public
    )
    assert re.search(r"(カード1枚|モンスター1体)を(モンスター|魔法＆罠)ゾーンにセット", public)
