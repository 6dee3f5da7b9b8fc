"""The organiser's commands in Japanese (`--lang ja`, or $TAGDUEL_LANG=ja): every `tagduel event`
subcommand and `tagduel deck check` print their tables, status lines, confirmations, reports and
errors in Japanese, from the product's one catalogue; English stays the default.

The sweep runs each subcommand over a small event and fails on any English word of the list
below left in the output once names, paths, the database URL and command hints are taken out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tagduel.cli as cli
from tagduel.cli import build_parser
from tagduel.cli.common import LANG_ENV

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"
LIGHT, DARK, ILLEGAL = (str(DECKS / n) for n in ("light-A.ydk", "dark-B.ydk", "illegal-B.txt"))
EVENT = "市民杯"
TEAMS = ("チーム赤", "チーム青", "チーム緑", "チーム黄")
# English words of the interface: none may be left in Japanese output. Whole words, case kept.
ENGLISH = (
    "team", "Team", "teams", "round", "Round", "rounds", "Duelist", "Recorded", "Already",
    "recorded", "registered", "table", "Table", "tables", "points", "result", "results",
    "Standings", "rank", "Pairing", "pairing", "rematch", "rematches", "created", "Event",
    "event", "Events", "dropped", "drop", "clock", "started", "paused", "resumed", "extended",
    "called", "Time", "left", "status", "playing", "reported", "Match", "match", "wins",
    "Champion", "Final", "Imported", "Wrote", "error", "warning", "legal", "LEGAL", "ILLEGAL",
    "Main", "Extra", "Side", "Note", "Reason", "Corrected", "voided", "bye", "BYE", "draw",
    "winner", "Top", "Swiss", "seed", "optimal", "none", "Nothing", "min", "Penalties",
    "penalty", "Late", "late", "back", "skipped", "problem", "problems", "Forbidden",
)  # fmt: skip
ENGLISH_WORDS = re.compile(r"\b(" + "|".join(ENGLISH) + r")\b")
HINTS = re.compile(r"`[^`]*`|--[a-z-]+|sqlite:///\S+")


class Japanese:
    """Runs `tagduel event ...` with --lang ja on one SQLite file and collects what it prints."""

    def __init__(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.tmp = tmp_path
        self.db = f"sqlite:///{tmp_path / 'events.sqlite'}"
        self.capsys = capsys
        self.printed: dict[str, str] = {}

    def __call__(self, *argv: str, code: int = 0) -> str:
        got = cli.main(["event", *argv, "--db", self.db, "--lang", "ja"])
        out, err = self.capsys.readouterr()
        assert got == code, (argv, out, err)
        self.printed[" ".join(argv[:2])] = self.printed.get(" ".join(argv[:2]), "") + out + err
        return out + err

    def english_left(self) -> dict[str, list[str]]:
        found = {}
        for command, text in self.printed.items():
            for name in (*TEAMS, EVENT, str(self.tmp), str(DECKS), "tagduel example TCG"):
                text = text.replace(name, " ")
            words = sorted(set(ENGLISH_WORDS.findall(HINTS.sub(" ", text))))
            if words:
                found[command] = words
        return found


def _register(run: Japanese, team: str, n: int, *, deck_b: str = DARK, code: int = 0) -> str:
    return run(
        "register", EVENT, "--team", team, "--a", f"選手{n}A", "--deck-a", LIGHT,
        "--b", f"選手{n}B", "--deck-b", deck_b, code=code,
    )  # fmt: skip


@pytest.fixture
def run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Japanese:
    return Japanese(tmp_path, capsys)


def _event(run: Japanese) -> None:
    run("new", EVENT, "--banlist", "builtin", "--rounds", "2", "--top-cut", "2")
    for n, team in enumerate(TEAMS, start=1):
        _register(run, team, n)


def test_every_event_subcommand_prints_japanese_with_lang_ja(run: Japanese) -> None:
    _event(run)
    _register(run, "悪いチーム", 9, deck_b=ILLEGAL, code=1)
    run("teams", EVENT)
    run("list")
    run("pair", EVENT, "--seed", "7")
    run("pairings", EVENT)
    run("clock", EVENT, "start", "--at", "2026-11-29T14:00")
    run("clock", EVENT, "pause", "--at", "2026-11-29T14:10")
    run("clock", EVENT, "resume", "--at", "2026-11-29T14:12")
    run("clock", EVENT, "extend", "--minutes", "3", "--at", "2026-11-29T14:13")
    run(
        "clock", EVENT, "extend-table", "--table", "1", "--minutes", "2", "--at", "2026-11-29T14:14"
    )
    run("clock", EVENT, "status", "--at", "2026-11-29T14:20")
    run(
        "clock",
        EVENT,
        "correct",
        "--fact",
        "7",
        "--at",
        "2026-11-29T14:01",
        "--reason",
        "時計の誤り",
    )
    run("clock", EVENT, "call", "--at", "2026-11-29T14:30")
    run("clock", EVENT, "status", "--at", "2026-11-29T14:31")
    run("clock", EVENT, "time", "--table", "1", "--turn-duelist", "1A")
    run("report", EVENT, "--round", "1", "--table", "1", "--result", "team1")
    run("report", EVENT, "--round", "1", "--table", "1", "--result", "team1")
    run(
        "correct", EVENT, "--round", "1", "--table", "1", "--result", "draw", "--reason", "記入ミス"
    )
    out = run.tmp / "kekka.csv"
    run("export", EVENT, "--what", "results", "--format", "csv", "-o", str(out))
    run("report", EVENT, "--round", "1", "--table", "2", "--result", "team2")
    run("import-results", EVENT, str(out))
    run("drop", EVENT, "--team", TEAMS[3], "--reason", "体調不良")
    run("undrop", EVENT, "--team", TEAMS[3], "--reason", "回復")
    run("pair", EVENT, "--seed", "8")
    run("void-pairing", EVENT, "--reason", "組み直し")
    run("pair", EVENT, "--seed", "9")
    for table in ("1", "2"):
        run("report", EVENT, "--round", "2", "--table", table, "--result", "team1")
    run("standings", EVENT)
    final = run("topcut", EVENT, "start").splitlines()[2]
    one, two = sorted((t for t in TEAMS if t in final), key=final.index)
    run("topcut", EVENT, "report", "--match", "1", "--winner", one)
    run("topcut", EVENT, "correct", "--match", "1", "--winner", two, "--reason", "誤記")
    run("topcut", EVENT)
    run("report", EVENT, "--round", "9", "--table", "1", "--result", "team1", code=2)
    commands = {c.split()[0] for c in run.printed}
    assert commands == set(_event_subcommands()), "every subcommand runs in the sweep"
    assert run.english_left() == {}


def _event_subcommands() -> list[str]:
    parser = build_parser()
    event = parser._subparsers._group_actions[0].choices["event"]  # type: ignore[union-attr]
    return list(event._subparsers._group_actions[0].choices)  # type: ignore[union-attr]


def test_every_event_subcommand_and_deck_check_take_lang() -> None:
    parser = build_parser()
    event = parser._subparsers._group_actions[0].choices["event"]  # type: ignore[union-attr]
    deck = parser._subparsers._group_actions[0].choices["deck"]  # type: ignore[union-attr]
    commands = dict(event._subparsers._group_actions[0].choices)  # type: ignore[union-attr]
    commands["deck check"] = deck._subparsers._group_actions[0].choices["check"]  # type: ignore[union-attr]
    for name, command in commands.items():
        options = {o for action in command._actions for o in action.option_strings}
        assert "--lang" in options, name


def test_new_register_pair_report_and_standings_in_japanese(run: Japanese) -> None:
    out = run("new", EVENT, "--banlist", "builtin", "--rounds", "2", "--top-cut", "2")
    assert f"大会「{EVENT}」を作成しました。" in out
    assert "スイスドローのラウンド数: 2、決勝トーナメント: 2、1ラウンド40分" in out
    out = _register(run, TEAMS[0], 1)
    assert f"チーム「{TEAMS[0]}」を登録しました（事実 #2）。" in out
    assert "  デュエリストA: 選手1A（" in out and "メイン40枚、エクストラ3枚、サイド3枚" in out
    assert "  チームとしてデッキは適正です（tagduel example TCG）。" in out
    for n, team in enumerate(TEAMS[1:], start=2):
        _register(run, team, n)
    out = run("pair", EVENT, "--seed", "7")
    assert out.startswith("第1ラウンド／全2ラウンド（4チーム: スイスドロー2ラウンド、")
    assert out.splitlines()[1].split() == [
        "卓",
        "チーム1（ポイント）",
        "チーム2（ポイント）",
        "結果",
    ]
    assert "対戦表: 再戦 0件、ペアダウン 0件、" in out and "（シード値 7）。" in out
    out = run("report", EVENT, "--round", "1", "--table", "1", "--result", "team1")
    assert re.fullmatch(r"記録しました（事実 #\d+）: 第1ラウンド 1卓: \S+が\S+に勝利。\n", out)
    again = run("report", EVENT, "--round", "1", "--table", "1", "--result", "team1")
    assert again.startswith("記録済みです（事実 #") and again.endswith("何も変わっていません。\n")
    out = run("standings", EVENT)
    lines = out.splitlines()
    assert lines[0] == f"大会「{EVENT}」の順位（1ラウンド終了時）:"
    assert lines[1].split() == [
        "順位", "チーム", "ポイント", "勝-敗-分", "OMW%", "OOMW%", "AABBBCCCDDD", "備考",
    ]  # fmt: skip
    assert lines[2].split()[:3] == ["1", lines[2].split()[1], "3"]


def test_an_illegal_team_is_refused_in_japanese_with_its_problems(run: Japanese) -> None:
    run("new", EVENT, "--banlist", "builtin")
    out = _register(run, TEAMS[0], 1, deck_b=ILLEGAL, code=1)
    assert f"チーム「{TEAMS[0]}」は登録されていません。デッキが不適正です。" in out
    assert "不適正: 問題3件" in out
    assert "何も記録していません。デッキを直してから、もう一度登録してください。" in out


def _deck(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["deck", "check", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_deck_check_reports_a_problem_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    # Team Dueling Rules A: a Limited card counts across the team's two decks.
    code, out, _ = _deck(capsys, LIGHT, ILLEGAL, "--banlist", "builtin", "--lang", "ja")
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "禁止・制限リスト: tagduel example TCG、カードプール: TCG"
    assert lines[2].endswith("（メイン39枚、エクストラ1枚、サイド0枚）: 問題3件")
    assert lines[3] == "不適正: 問題3件"
    assert (
        "  - デュエリストB: メインデッキが39枚です。最低40枚必要です。 [deck_too_few_cards]"
        in lines
    )
    assert any("制限カードです。チーム全体で1枚までのところ、2枚あります" in line for line in lines)
    assert "大会罰則規定の違反（罰則の目安: デュエルの敗北）:" in lines
    assert "  - deck_too_few_cards: デッキが40枚未満" in lines


def test_a_malformed_ydk_is_refused_in_japanese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "bad.ydk"
    deck.write_text("#main\n89631139\n12ab\n", encoding="utf-8")
    code, out, err = _deck(capsys, str(deck), "--lang", "ja")
    assert (code, out) == (2, "")
    assert err == f"tagduel: エラー: {deck}:3: パスコードが必要です（入力: '12ab'）\n"
    code, _, err = _deck(capsys, str(deck))
    assert err == f"tagduel: error: {deck}:3: expected a passcode, got '12ab'\n"


def test_a_ban_list_line_skipped_with_lenient_warns_in_japanese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lflist = tmp_path / "list.conf"
    lflist.write_text("!2026.01 TCG\n53129443 x\n", encoding="utf-8")
    code, out, err = _deck(capsys, LIGHT, "--banlist", str(lflist), "--lenient", "--lang", "ja")
    assert code == 0 and "適正。" in out
    assert err == (
        f"tagduel: 警告: {lflist}:2: 枚数は0、1、2、3のいずれかです（「x」は使えません）: "
        "'53129443 x'（読み飛ばしました）\n"
    )


def test_a_store_error_is_shown_in_japanese(run: Japanese) -> None:
    run("new", EVENT)
    err = run("teams", "春季大会", code=2)
    assert err == f"tagduel: エラー: 「春季大会」という名前の大会はありません（大会: '{EVENT}'）\n"
    err = run("new", EVENT, code=2)
    assert err == f"tagduel: エラー: 「{EVENT}」という名前の大会はすでにあります\n"


def test_tagduel_lang_sets_the_default_and_lang_en_overrides_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = f"sqlite:///{tmp_path / 'events.sqlite'}"
    monkeypatch.setenv(LANG_ENV, "ja")
    assert cli.main(["event", "new", EVENT, "--db", db]) == 0
    assert capsys.readouterr().out.startswith(f"大会「{EVENT}」を作成しました。")
    assert cli.main(["event", "teams", EVENT, "--db", db, "--lang", "en"]) == 0
    assert capsys.readouterr().out == f"Teams of {EVENT!r}: 0\nEvent {EVENT!r} has no teams yet.\n"
    assert cli.main(["judge", "infractions"]) == 0
    assert "遅刻" in capsys.readouterr().out
    monkeypatch.setenv(LANG_ENV, "fr")  # a language we do not have: English
    assert cli.main(["event", "teams", EVENT, "--db", db]) == 0
    assert capsys.readouterr().out.startswith("Teams of ")
