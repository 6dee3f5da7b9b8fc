"""In a real browser set to Japanese (a context with locale ja-JP, so Accept-Language: ja-JP, and
no cookie): the organiser's pages and the projector's are in Japanese, the clock's words too
(written by the page's script), the switch on every page changes to English and back, and a
match slip printed from that browser is a Japanese PDF (issue 9: "language from the browser, with
a switch"; issue 12: "every page, every PDF … in both languages")."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium

from services.kit import cards
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.rounds import pair_next
from web.browser import log_in, new_page
from web.conftest import ARTIFACTS, LiveServer, screenshot


def _demo(live: LiveServer) -> int:
    events = live.site.ctx.events
    info = ensure_demo(events, cards())
    pair_next(events, DEMO_EVENT, seed=3)
    return info.id


def _heading(page: Any) -> str:
    return str(page.inner_text("h1"))


def test_a_japanese_browser_gets_the_organisers_pages_in_japanese_and_the_switch_changes_it(
    browser: Any, live: LiveServer
) -> None:
    event_id = _demo(live)
    page = new_page(browser, live.url, lang="ja")
    log_in(page)
    assert page.get_attribute("html", "lang") == "ja"
    assert not [c for c in page.context.cookies() if c["name"] == "lang"]  # from the browser
    page.goto(f"/e/{event_id}")
    body = page.inner_text("body")
    assert "デュエリストの参加コード" in body and "結果未報告の卓 8" in body
    assert "ログアウト" in page.inner_text("header")
    screenshot(page, "ja-organiser-event")
    page.goto(f"/e/{event_id}/rounds/1")
    assert _heading(page) == "第1ラウンドの対戦表"
    assert "チーム1（席 1A・1B）" in page.inner_text("table.grid thead")
    screenshot(page, "ja-organiser-pairings")
    page.goto(f"/e/{event_id}/rounds/1/results")
    assert _heading(page) == "第1ラウンドの結果"
    options = page.locator("tr#t1 select[name=result] option").all_inner_texts()
    assert options[-2:] == ["引き分け", "両者敗北"]
    screenshot(page, "ja-organiser-results")
    page.goto(f"/e/{event_id}/standings")
    assert _heading(page) == "順位" and "勝-敗-分" in page.inner_text("table.standings")
    screenshot(page, "ja-organiser-standings")
    # the switch: English on the same page, and back to Japanese
    page.click("header a[hreflang=en]")
    page.wait_for_url(f"**/e/{event_id}/standings")
    assert page.get_attribute("html", "lang") == "en" and _heading(page) == "Standings"
    assert "W-L-D" in page.inner_text("table.standings")
    screenshot(page, "ja-switched-to-english")
    page.click("header a[hreflang=ja]")
    page.wait_for_url(f"**/e/{event_id}/standings")
    assert page.get_attribute("html", "lang") == "ja" and _heading(page) == "順位"


def test_a_japanese_browser_gets_the_projector_in_japanese_with_the_clocks_words(
    browser: Any, live: LiveServer
) -> None:
    event_id = _demo(live)
    projector = new_page(browser, live.url, lang="ja")
    projector.goto(f"/p/{event_id}/pairings")
    assert projector.inner_text("h2") == "第1ラウンド"
    headers = projector.locator("[data-paged] table").first.locator("th").all_text_contents()
    assert headers == ["チーム", "卓", "席", "対戦相手"]
    projector.wait_for_selector("[data-live-status]:text('自動更新中')")  # connected, in Japanese
    screenshot(projector, "ja-projector-pairings")
    projector.goto(f"/p/{event_id}/clock")
    projector.wait_for_selector(".clock[data-state=not_started]")
    assert projector.inner_text(".clock .state") == "開始前"
    organiser = new_page(browser, live.url, lang="ja")
    log_in(organiser)
    organiser.goto(f"/e/{event_id}/clock")
    organiser.click("form[action$='/clock/start'] button")
    organiser.wait_for_load_state()
    projector.wait_for_selector(".clock[data-state=running]")  # pushed by the server
    assert projector.inner_text(".clock .state") == "進行中"
    assert re.fullmatch(r"(40|39):\d\d", projector.inner_text(".clock .time"))
    screenshot(projector, "ja-projector-clock")
    projector.goto(f"/p/{event_id}/standings")
    assert projector.inner_text("h2") == "第1ラウンド開始前の順位"  # round 1 paired, no result
    screenshot(projector, "ja-projector-standings")


def test_a_match_slip_printed_from_a_japanese_browser_is_in_japanese(
    browser: Any, live: LiveServer
) -> None:
    event_id = _demo(live)
    organiser = new_page(browser, live.url, lang="ja")
    log_in(organiser)
    organiser.goto(f"/e/{event_id}/rounds/1")
    link = organiser.locator(f"a[href='/e/{event_id}/rounds/1/slips.pdf']")
    assert link.inner_text() == "結果記入票（PDF）"
    with organiser.expect_download() as download:  # the browser's own request (Accept-Language)
        link.click(modifiers=["Alt"])
    body = Path(download.value.path()).read_bytes()
    assert body.startswith(b"%PDF")
    state = live.site.ctx.events.tournament(DEMO_EVENT)
    first = state.paired_round(1).pairing_at(1)
    document = pdfium.PdfDocument(body)
    try:
        text = document[0].get_textpage().get_text_range()
        image = document[0].render(scale=2).to_pil()
    finally:
        document.close()
    for words in ("第1ラウンド · 1卓", "チーム1", "チーム2", "読み取って結果報告", "引き分け"):
        assert words in text, words
    assert f"{first.team1}の勝ち" in text and "両者敗北" in text and "署名" in text
    assert "Table" not in text and "Draw" not in text and "Signatures" not in text
    folder = ARTIFACTS / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    image.save(folder / "ja-match-slip.png")
