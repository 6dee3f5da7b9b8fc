"""The web application in Japanese: every message has a translation that keeps its placeholders,
the catalogue holds nothing the code no longer uses, every page of the organiser, the duelists,
the projector and the public renders in Japanese (no English words of the interface left), the
printouts too, and the language comes from the `lang` cookie, else the browser's Accept-Language
(issue 9: "language from the browser, with a switch"; issue 12: "a test fails when a
user-facing string has no Japanese")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser

import pypdfium2 as pdfium
import pytest
from starlette.testclient import TestClient

from services.kit import cards, deck
from tagduel.decks.formats import DeckFormat, write_deck
from tagduel.services.access import new_join_code
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.projection import EventState
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.services.topcut import start_topcut
from tagduel.tournament.model import Result
from tagduel.web import WebConfig, create_app
from tagduel.web.catalog import japanese, messages
from web.conftest import Site, log_in

# A template's `%(name)s`, a code message's `{name}` (also `{name!r}`, `{name:,}`).
PLACEHOLDER = re.compile(r"%\((\w+)\)s|\{(\w+)(?:![rsa])?(?::[^{}]*)?\}")
STRAY_PERCENT = re.compile(r"%(?!\(\w+\)s|%)")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# A code message's translation: kana, kanji, or Japanese punctuation (a list's "、").
JAPANESE_TEXT = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef]")
# The interface's most common English words and phrases: none may be left on a Japanese page
# once the names of the teams, duelists, event and account are taken out. Whole words, case
# kept ("Round" is a heading; a team may be called "round" nothing).
ENGLISH = (
    "Teams", "Team", "Standings", "Round", "Rounds", "Results", "Result", "Report", "Log out",
    "Log in", "Pairings", "Pairing", "Clock", "Table", "Tables", "Top cut", "Register",
    "Duelist", "Duelists", "Match", "Champion", "Final", "Semifinal", "Bye", "Draw", "Export",
    "Import", "Edit", "Drop", "Seed", "Password", "Join", "Projector", "Events", "Event",
    "Account", "Home", "Record", "Recorded", "Points", "Rank", "Start", "Pause", "Resume",
    "Name", "Reason", "Show", "Create", "Save", "Send", "Accept", "Withdraw", "dropped",
    "not started", "connecting", "minutes", "Organiser login", "Organisers", "Spectators",
)  # fmt: skip
ENGLISH_WORDS = re.compile(r"\b(" + "|".join(re.escape(w) for w in ENGLISH) + r")\b")
# Attributes a person reads (a field's hint, a screen reader's label, a confirmation, the
# clock's state words that the script shows).
READ_ATTRIBUTES = ("placeholder", "aria-label", "title", "alt", "data-confirm", "data-online")
READ_PREFIXES = ("data-label-", "data-offline")


class _Readable(HTMLParser):
    """The text a person reads on a page: its text and its readable attributes, no scripts."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.lang: str | None = None
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        if tag == "html":
            self.lang = dict(attrs).get("lang")
        for name, value in attrs:
            if value and (name in READ_ATTRIBUTES or name.startswith(READ_PREFIXES)):
                self.parts.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style") and self._skip:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def readable(page: str, names: list[str]) -> str:
    """The page's readable text with every name (teams, duelists, event, account) taken out."""
    parser = _Readable()
    parser.feed(page)
    text = " ".join(" ".join(parser.parts).split())
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def names_of(state: EventState) -> list[str]:
    people = [d.name for entry in state.teams.values() for d in (entry.a, entry.b)]
    return [*state.teams, *people, state.name, "Organiser", "tagduel"]


def english_left(page: str, names: list[str]) -> list[str]:
    return sorted(set(ENGLISH_WORDS.findall(readable(page, names))))


def _play_round(site: Site, seed: int) -> None:
    paired = pair_next(site.ctx.events, DEMO_EVENT, seed).value.pairing
    for p in paired.pairings:
        if not p.is_bye:
            report_result(site.ctx.events, DEMO_EVENT, p.round, p.table, Result.WIN)


def _japanese_client(site: Site) -> TestClient:
    return TestClient(site.app, headers={"sec-fetch-site": "same-origin"}, cookies={"lang": "ja"})


# --- the catalogue -----------------------------------------------------------------------------


def test_every_message_of_the_web_application_has_a_japanese_translation() -> None:
    catalog = japanese()
    missing = sorted(
        {
            f"{text!r} ({where})"
            for text, where in messages()
            if catalog.get(text) is None or not catalog.get(text).string
        }
    )
    assert not missing, "messages without Japanese (python -m tagduel.web.catalog):\n" + "\n".join(
        missing
    )


def test_the_catalogue_gathers_the_messages_the_services_and_the_domain_mark() -> None:
    # `lazy(...)` in a service, both forms of a `lazy_plural(...)`, `lazy` in the domain
    found = dict(messages())
    assert found["event {event!r} already has a team named {team!r}"].startswith(
        "../services/registration.py:"
    )
    assert found["Swiss round {round} of {rounds}: {count} table to report"].startswith(
        "../services/overview.py:"
    )
    assert found["Swiss round {round} of {rounds}: {count} tables to report"].startswith(
        "../services/overview.py:"
    )
    assert found["Time is called. {seat} finishes the current turn."].startswith(
        "../tournament/endofmatch.py:"
    )


def test_the_japanese_catalogue_holds_only_messages_the_code_still_uses() -> None:
    used = {text for text, _ in messages()}
    stale = sorted(m.id for m in japanese() if m.id and m.id not in used)
    assert not stale, f"translations of messages no longer in the code: {stale}"


def _placeholders(text: str) -> tuple[list[str], int]:
    return sorted(a or b for a, b in PLACEHOLDER.findall(text)), text.count("%%")


def test_each_translation_keeps_the_placeholders_and_literal_percents_of_its_message() -> None:
    wrong = [
        (m.id, m.string)
        for m in japanese()
        if m.id and _placeholders(str(m.id)) != _placeholders(str(m.string))
    ]
    assert not wrong


def test_each_template_translation_formats_with_its_values_and_has_no_stray_percent() -> None:
    # Jinja's newstyle gettext always applies `%` to a template's message: a lone "%" in a
    # translation would break the page; `%(n)s` must take the value given.
    catalog = japanese()
    from_templates = {text for text, where in messages() if where.startswith("templates/")}
    for text in sorted(from_templates):
        message = catalog.get(text)
        if message is None or not message.string:
            continue  # untranslated: the first test names it
        translated = str(message.string)
        assert not STRAY_PERCENT.search(translated.replace("%%", "")), translated
        values = {name: f"<{name}>" for name in _placeholders(text)[0]}
        formatted = translated % values
        assert all(v in formatted for v in values.values()), (text, formatted)


def _argparse_formatted(text: str, translated: str) -> tuple[str, list[str]]:
    """`translated` formatted as argparse formats `text`, and the values it must show."""
    names = re.findall(r"%\((\w+)\)[rs]", text)
    if names:
        values = {name: f"<{name}>" for name in names}
        return translated % values, list(values.values())
    given = [f"<{n}>" for n in range(len(re.findall(r"%[rs]", text)))]
    return translated % tuple(given), given


def test_each_code_translation_formats_with_its_values() -> None:
    # argparse's own messages (listed in `tagduel.cli.parser`) are formatted by argparse, with `%`.
    catalog = japanese()
    places = list(messages())
    argparse_words = {text for text, where in places if where.startswith("../cli/parser.py")}
    from_code = {text for text, where in places if not where.startswith("templates/")}
    for text in sorted(from_code):
        message = catalog.get(text)
        if message is None or not message.string:
            continue  # untranslated: the first test names it
        if text in argparse_words:
            formatted, shown = _argparse_formatted(text, str(message.string))
        else:
            values = {name: f"<{name}>" for name in _placeholders(text)[0]}
            formatted, shown = str(message.string).format(**values), list(values.values())
        assert all(v in formatted for v in shown), (text, formatted)
        assert JAPANESE_TEXT.search(formatted), formatted


# --- the pages ---------------------------------------------------------------------------------


def _organiser_pages(e: int) -> dict[str, str]:
    """Each organiser and projector page, with a Japanese word it must show (the page's
    heading or its main table's header)."""
    return {
        "/": "大会",
        "/account": "トークン",
        "/events/new": "新しい大会",
        f"/e/{e}": "参加コード",
        f"/e/{e}/teams": "デュエリストA",
        f"/e/{e}/teams/new": "チームを登録",
        f"/e/{e}/teams/Black%20Roses/edit": "チームを編集",
        f"/e/{e}/rounds": "作成済みのラウンド",
        f"/e/{e}/rounds/1": "第1ラウンドの対戦表",
        f"/e/{e}/rounds/2": "第2ラウンドの対戦表",
        f"/e/{e}/rounds/1/results": "第1ラウンドの結果",
        f"/e/{e}/rounds/2/results?show=missing": "結果未報告",
        f"/e/{e}/clock": "タイマー · 第2ラウンド",
        f"/e/{e}/standings": "順位",
        f"/e/{e}/topcut": "決勝トーナメント",
        f"/e/{e}/files": "エクスポート",
        f"/p/{e}/pairings": "第2ラウンド",
        f"/p/{e}/clock": "接続中",
        f"/p/{e}/standings": "ラウンド終了時点の順位",
        f"/p/{e}/bracket": "決勝トーナメントはまだ始まっていません",
    }


def test_every_organiser_and_projector_page_in_japanese_has_no_english_words_of_the_interface(
    site: Site,
) -> None:
    info = ensure_demo(site.ctx.events, cards())
    _play_round(site, 1)
    pair_next(site.ctx.events, DEMO_EVENT, 2)
    names = names_of(site.ctx.events.state(DEMO_EVENT))
    with _japanese_client(site) as client:
        token = site.ctx.accounts.one_time_login(site.organiser)
        assert "Organiserとしてログインしました。" in client.get(f"/login/once/{token}").text
        for path, word in _organiser_pages(info.id).items():
            r = client.get(path)
            assert r.status_code == 200, (path, r.text[:300])
            assert '<html lang="ja">' in r.text, path
            assert word in readable(r.text, names), (path, word)
            assert english_left(r.text, names) == [], path


def test_the_top_cut_in_japanese_names_its_rounds_and_the_champion(site: Site) -> None:
    # 16 teams: 4 Swiss rounds and a top 4 (the attendance chart), so a semifinal and a final
    info = ensure_demo(site.ctx.events, cards())
    for seed in range(1, 5):
        _play_round(site, seed)
    start_topcut(site.ctx.events, DEMO_EVENT)
    names = names_of(site.ctx.events.state(DEMO_EVENT))
    with _japanese_client(site) as client:
        log_in(client)
        for path in (f"/e/{info.id}/topcut", f"/p/{info.id}/bracket"):
            text = readable(client.get(path).text, names)
            assert "準決勝" in text and "決勝" in text and "第3試合" in text, path
            assert english_left(client.get(path).text, names) == [], path
        state = site.ctx.events.state(DEMO_EVENT)
        semifinal = state.bracket().rounds()[0][0]  # type: ignore[union-attr]
        winner = str(semifinal.team1)
        page = client.post(f"/e/{info.id}/topcut/1", data={"winner": winner, "key": "k1"}).text
        assert f"第1試合: {winner}の勝利。" in page  # the flash after the redirect, from t()


def _join(client: TestClient, code: str, name: str) -> None:
    r = client.post("/join", data={"code": code, "name": name}, follow_redirects=False)
    assert r.status_code == 303, r.text[:300]


def test_a_duelists_pages_in_japanese_have_no_english_words_of_the_interface(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 3)
    code = new_join_code(site.ctx.events, DEMO_EVENT)
    state = site.ctx.events.state(DEMO_EVENT)
    pairing = site.ctx.events.tournament(DEMO_EVENT).paired_round(1).pairing_at(1)
    duelist = state.teams[str(pairing.team1)].a.name
    names = names_of(state)
    with _japanese_client(site) as client:
        _join(client, code, duelist)
        me = client.get(f"/e/{info.id}/me").text
        assert "ようこそ" in me and "第1ラウンド · 1卓" in readable(me, names)
        assert english_left(me, names) == []
        report = f"/e/{info.id}/rounds/1/tables/1/report"
        page = client.get(report).text
        assert "結果報告" in page and '<html lang="ja">' in page
        assert english_left(page, names) == []
        sent = client.post(f"{report}-mine", data={"result": "team1", "key": "r1"})
        assert "報告を受け付けました" in sent.text  # the flash after the report, from t()
        assert english_left(sent.text, names) == []


def test_the_public_pages_and_an_error_page_are_in_japanese(site: Site) -> None:
    names = ["tagduel"]  # nobody is logged in: no account name on these pages
    with _japanese_client(site) as client:
        for path, word in (("/", "デュエリスト"), ("/join", "参加コード"), ("/login", "主催者")):
            r = client.get(path)
            assert r.status_code == 200 and '<html lang="ja">' in r.text, path
            assert word in r.text and english_left(r.text, names) == [], path
        missing = client.get("/p/999/pairings")
        assert missing.status_code == 404
        assert (
            "見つかりません" in missing.text and "大会番号 999 の大会はありません。" in missing.text
        )
        assert english_left(missing.text, names) == []
        wrong = client.post("/login", data={"name": "Organiser", "password": "not it at all"})
        assert "アカウント名またはパスワードが違います。" in wrong.text


def test_the_setup_pages_are_in_japanese(sqlite_url: str) -> None:
    app = create_app(WebConfig(db_url=sqlite_url))
    token = app.state.ctx.accounts.setup_token()
    try:
        with TestClient(
            app, headers={"sec-fetch-site": "same-origin"}, cookies={"lang": "ja"}
        ) as c:
            page = c.get(f"/setup/{token}").text
            assert "主催者アカウントを作成します" in page and english_left(page, []) == []
            used = c.get("/setup/not-a-token")
            assert used.status_code == 404 and "この初期設定リンクは無効です" in used.text
            assert english_left(used.text, []) == []
    finally:
        app.state.ctx.store.close()


def _pdf_text(body: bytes) -> str:
    document = pdfium.PdfDocument(body)
    try:
        return "".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()


def test_the_pairings_and_standings_printouts_are_in_japanese(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    _play_round(site, 1)
    with _japanese_client(site) as client:
        log_in(client)
        pairings = _pdf_text(client.get(f"/e/{info.id}/rounds/1/pairings.pdf").content)
        standings = _pdf_text(client.get(f"/e/{info.id}/standings.pdf").content)
    assert "第1ラウンドの対戦表" in pairings and "卓順" in pairings and "チーム名順" in pairings
    assert "1ラウンド終了時点の順位" in standings and "勝-敗-分" in standings
    assert "Standings" not in standings and "By table" not in pairings


# --- the services' messages in Japanese ------------------------------------------------------
# Refusals, the event's stage and the end-of-match guide come from the services and the domain
# (`tagduel.i18n.Text`): the web shows them in the reader's language, the CLI in its --lang.


def _register_form(team: str) -> dict[str, str]:
    return {
        "team": team,
        "a": "Leo Akaba",
        "b": "Ray Akaba",
        "deck_a_text": write_deck(deck("light-A.ydk"), DeckFormat.YDKE),
        "deck_b_text": write_deck(deck("dark-B.ydk"), DeckFormat.YDKE),
        "key": "taken-name",
    }


def test_registering_a_taken_team_name_in_japanese_is_refused_in_japanese(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    names = names_of(site.ctx.events.state(DEMO_EVENT))
    with _japanese_client(site) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/teams", data=_register_form("Black Roses"))
    assert r.status_code == 400
    assert "大会「Demo Cup」にはすでに「Black Roses」という名前のチームがあります" in r.text
    assert english_left(r.text, names) == []
    assert len(site.ctx.events.state(DEMO_EVENT).teams) == 16  # nothing stored


def test_registering_a_taken_team_name_in_english_keeps_the_english_message(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/teams", data=_register_form("Black Roses"))
    assert "event &#39;Demo Cup&#39; already has a team named &#39;Black Roses&#39;" in r.text


def test_a_duelists_conflicting_report_in_japanese_is_refused_in_japanese(site: Site) -> None:
    # Table 1 is recorded as a team 1 win; a duelist of team 1 then reports a team 2 win.
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 3)
    report_result(site.ctx.events, DEMO_EVENT, 1, 1, Result.WIN)
    code = new_join_code(site.ctx.events, DEMO_EVENT)
    state = site.ctx.events.state(DEMO_EVENT)
    pairing = site.ctx.events.tournament(DEMO_EVENT).paired_round(1).pairing_at(1)
    one, two = str(pairing.team1), str(pairing.team2)
    names = names_of(state)
    with _japanese_client(site) as client:
        _join(client, code, state.teams[one].a.name)
        report = f"/e/{info.id}/rounds/1/tables/1/report"
        page = client.post(f"{report}-mine", data={"result": "team2", "key": "c1"}).text
    said = (
        f"第1ラウンド 1卓（{one} 対 {two}）はすでに記録されています: {one}が{two}に勝利。"
        "変更できるのは主催者だけです。主催者かジャッジに伝えてください"
    )
    assert said in page
    assert english_left(page, names) == []


def test_the_dashboard_and_the_event_list_give_the_stage_in_japanese(site: Site) -> None:
    # 16 teams: 4 Swiss rounds (the attendance chart), 8 tables in round 1, none reported
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    names = names_of(site.ctx.events.state(DEMO_EVENT))
    stage = "スイスドロー 第1ラウンド（全4ラウンド）: 結果未報告 8卓"
    with _japanese_client(site) as client:
        log_in(client)
        dashboard = client.get(f"/e/{info.id}").text
        listing = client.get("/").text
    assert f'<p class="stage">{stage}</p>' in dashboard
    assert f"<td>{stage}</td>" in listing
    assert english_left(dashboard, names) == [] and english_left(listing, names) == []


def test_the_end_of_match_guide_on_the_clock_page_is_in_japanese(site: Site) -> None:
    # Seed 001 B: time called in 2A's turn with team 1 first (turn order 1A 2A 1B 2B): 2A
    # finishes the turn, then 1B, 2B and 1A take the 3 extra turns; on equal LP play goes on
    # from 2A (the demo event plays on: no draws).
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    names = names_of(site.ctx.events.state(DEMO_EVENT))
    with _japanese_client(site) as client:
        log_in(client)
        page = client.get(f"/e/{info.id}/clock?table=1&turn=2A&first=1").text
    lines = re.findall(r"<li>(.*?)</li>", page.split('<ol class="guide">')[1].split("</ol>")[0])
    assert lines == [
        "1. 時間切れです。2Aが現在のターンを終えます。",
        "2. 延長ターン 1/3: 1B。",
        "3. 延長ターン 2/3: 2B。",
        "4. 延長ターン 3/3: 1A。",
        "5. これらのターン中にデュエルに勝利したチームが、マッチに勝利します。",
        "6. 3回目の延長ターンの後、ライフポイントの多いチームがマッチに勝利します。",
        "7. 両チームのライフポイントが同じなら、ターン順にプレイを続けます（次は2A）。"
        "先に相手よりライフポイントが多くなったチームの勝利です。",
    ]
    assert english_left(page, names) == []


def test_a_clock_refusal_is_flashed_in_japanese(site: Site) -> None:
    # Pausing a round whose clock was never started: refused by the service, said in Japanese.
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    with _japanese_client(site) as client:
        log_in(client)
        page = client.post(f"/e/{info.id}/clock/pause", data={"key": "p1"}).text
    assert "第1ラウンドのタイマーはまだ開始していません。先に開始してください" in page
    assert "tagduel event" not in page  # the command line's hint stays on the command line


# --- choosing the language ---------------------------------------------------------------------


@pytest.fixture
def plain(site: Site) -> Iterator[TestClient]:
    """A client with no language cookie."""
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        yield client


@pytest.mark.parametrize(
    ("accept", "lang"),
    [
        ("ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7", "ja"),
        ("ja", "ja"),
        ("en-GB,en;q=0.9", "en"),
        ("fr-FR,fr;q=0.9,ja;q=0.8", "ja"),  # the first language we have
        ("de-DE", "en"),  # none we have: English
        ("", "en"),
    ],
)
def test_without_a_cookie_the_language_comes_from_accept_language(
    plain: TestClient, accept: str, lang: str
) -> None:
    page = plain.get("/login", headers={"accept-language": accept}).text
    assert f'<html lang="{lang}">' in page
    assert ("主催者ログイン" in page) is (lang == "ja")


def test_the_switch_to_english_overrides_a_japanese_browser_and_the_switch_back_restores_it(
    plain: TestClient,
) -> None:
    japanese_browser = {"accept-language": "ja-JP,ja;q=0.9"}
    page = plain.get("/login", headers=japanese_browser).text
    assert 'href="/lang/en?next=/login"' in page  # the switch, on the page
    r = plain.get("/lang/en?next=/login", headers=japanese_browser, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/login"
    assert "lang=en" in r.headers["set-cookie"]
    english = plain.get("/login", headers=japanese_browser).text
    assert '<html lang="en">' in english and "Organiser login" in english
    assert 'href="/lang/ja?next=/login"' in english
    plain.get("/lang/ja?next=/login")
    again = plain.get("/login", headers={"accept-language": "en-GB"}).text  # the cookie wins
    assert '<html lang="ja">' in again and "主催者ログイン" in again


def test_an_unknown_language_in_the_switch_changes_nothing(plain: TestClient) -> None:
    r = plain.get("/lang/xx?next=/login", follow_redirects=False)
    assert r.status_code == 303 and "set-cookie" not in r.headers
    assert '<html lang="en">' in plain.get("/login").text


def test_a_malformed_deck_in_japanese_is_refused_with_its_line_in_japanese(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    form = {**_register_form("Team Ragnarok"), "deck_b_text": "#main\n89631139\n12ab\n"}
    with _japanese_client(site) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/teams", data=form)
    assert r.status_code == 400
    assert ":3: パスコードが必要です（入力: &#39;12ab&#39;）" in r.text
    assert "expected a passcode" not in r.text
    assert len(site.ctx.events.state(DEMO_EVENT).teams) == 16  # nothing stored


def test_an_event_name_taken_in_japanese_is_refused_by_the_store_in_japanese(site: Site) -> None:
    ensure_demo(site.ctx.events, cards())
    with _japanese_client(site) as client:
        log_in(client)
        r = client.post("/events", data={"name": DEMO_EVENT, "banlist": "none"})
    assert r.status_code == 400
    assert f"「{DEMO_EVENT}」という名前の大会はすでにあります" in r.text
    assert "already exists" not in r.text
