"""In a real browser: duelists of opposing teams report their table from their own browsers
(two-sided reporting; a conflict goes to the organiser), the projector's clock counts down and
shows time called, a match slip's QR code opens that table's report page."""

from __future__ import annotations

import re
from typing import Any

import pypdfium2 as pdfium
import zxingcpp

from services.kit import cards
from tagduel.services.access import new_join_code
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result
from web.browser import log_in, new_page
from web.conftest import LiveServer, screenshot


def _demo(live: LiveServer) -> tuple[int, str]:
    events = live.site.ctx.events
    info = ensure_demo(events, cards())
    pair_next(events, DEMO_EVENT, seed=3)
    return info.id, new_join_code(events, DEMO_EVENT)


def _join(browser: Any, live: LiveServer, code: str, name: str) -> Any:
    page = new_page(browser, live.url)
    page.goto("/join")
    page.fill("input[name=code]", code)
    page.fill("input[name=name]", name)
    page.click("form[action='/join'] button")
    page.wait_for_url(re.compile(r"/e/\d+/me$"))
    return page


def _report(page: Any, event_id: int, table: int, choice: str) -> None:
    page.goto(f"/e/{event_id}/rounds/1/tables/{table}/report")
    page.check(f"input[name=result][value={choice}]")
    page.click("form[action$='/report-mine'] button")
    page.wait_for_load_state()


def test_two_duelists_report_from_their_own_browsers_and_the_organiser_decides_a_conflict(
    browser: Any, live: LiveServer
) -> None:
    event_id, code = _demo(live)
    state = live.site.ctx.events.tournament(DEMO_EVENT)
    one, two = state.paired_round(1).pairing_at(1), state.paired_round(1).pairing_at(2)
    names = {t: state.team(str(t)) for t in (one.team1, one.team2, two.team1, two.team2)}
    # table 1: both teams agree that team 1 won: recorded at once
    first = _join(browser, live, code, names[one.team1].a.name)
    assert "Round 1 · Table 1" in first.inner_text("body")
    screenshot(first, "duelist-my-table")
    _report(first, event_id, 1, "team1")
    screenshot(first, "duelist-report")
    assert "The other team reports too" in first.inner_text("body")
    second = _join(browser, live, code, names[one.team2].b.name)
    text = second.goto(f"/e/{event_id}/rounds/1/tables/1/report") and second.inner_text("body")
    assert str(one.team1) in text and str(one.team2) in text  # both team names on the screen
    _report(second, event_id, 1, "team1")
    assert "Both teams agree" in second.inner_text("body")
    assert live.site.ctx.events.tournament(DEMO_EVENT).result_at(1, 1) is Result.WIN
    # table 2: the teams disagree: flagged, and the organiser decides
    third = _join(browser, live, code, names[two.team1].a.name)
    fourth = _join(browser, live, code, names[two.team2].a.name)
    _report(third, event_id, 2, "team1")
    _report(fourth, event_id, 2, "team2")
    assert "differ" in fourth.inner_text("body")
    assert live.site.ctx.events.tournament(DEMO_EVENT).result_at(1, 2) is None
    organiser = new_page(browser, live.url)
    log_in(organiser)
    organiser.goto(f"/e/{event_id}/rounds/1/results?show=conflicts")
    row = organiser.locator("tr#t2")
    assert "the reports differ" in row.inner_text()
    screenshot(organiser, "organiser-conflict")
    row.locator("form", has=organiser.locator(f"input[name=team][value='{two.team2}']")).locator(
        "button"
    ).click()
    organiser.wait_for_load_state()
    assert live.site.ctx.events.tournament(DEMO_EVENT).result_at(1, 2) is Result.LOSS
    fourth.goto(f"/e/{event_id}/rounds/1/tables/2/report")
    assert "Recorded" in fourth.inner_text("body")


def test_the_projector_clock_counts_down_and_shows_time_called(
    browser: Any, live: LiveServer
) -> None:
    event_id, _ = _demo(live)
    projector = new_page(browser, live.url)
    projector.goto(f"/p/{event_id}/clock")
    projector.wait_for_selector(".clock[data-state=not_started]")
    organiser = new_page(browser, live.url)
    log_in(organiser)
    organiser.goto(f"/e/{event_id}/clock")
    organiser.click("form[action$='/clock/start'] button")
    organiser.wait_for_load_state()
    projector.wait_for_selector(".clock[data-state=running]")  # pushed by the server
    first = projector.inner_text(".clock .time")
    assert re.fullmatch(r"(40|39):\d\d", first), first
    projector.wait_for_function(
        "t => document.querySelector('.clock .time').textContent !== t", arg=first
    )
    later = projector.inner_text(".clock .time")
    assert _seconds(later) < _seconds(first)  # counted down in the browser
    screenshot(projector, "projector-clock-running")
    organiser.once("dialog", lambda dialog: dialog.accept())
    organiser.click("form[action$='/clock/call'] button")
    organiser.wait_for_load_state()
    projector.wait_for_selector(".clock[data-state=extra_turns]")
    assert projector.inner_text(".clock .time") == "0:00"
    assert "extra turns" in projector.inner_text(".clock .state").lower()
    screenshot(projector, "projector-clock-time-called")


def _seconds(text: str) -> int:
    minutes, seconds = text.split(":")
    return int(minutes) * 60 + int(seconds)


def test_a_match_slips_qr_code_opens_that_tables_report_page(
    browser: Any, live: LiveServer
) -> None:
    event_id, _ = _demo(live)
    organiser = new_page(browser, live.url)
    log_in(organiser)
    pdf = organiser.request.get(f"/e/{event_id}/rounds/1/slips.pdf")
    assert pdf.ok
    document = pdfium.PdfDocument(pdf.body())
    try:
        page_two = document[1].render(scale=2).to_pil()  # slips 3 and 4
    finally:
        document.close()
    urls = [code.text for code in zxingcpp.read_barcodes(page_two)]
    assert len(urls) == 2 and all(u.startswith(live.url + "/t/") for u in urls)
    state = live.site.ctx.events.tournament(DEMO_EVENT)
    duelist = new_page(browser, live.url)  # a phone: no session, no join code
    for url, table in zip(sorted(urls, key=lambda u: _table_of(duelist, u)), (3, 4), strict=True):
        duelist.goto(url)
        assert duelist.url.endswith(f"/e/{event_id}/rounds/1/tables/{table}/report")
        pairing = state.paired_round(1).pairing_at(table)
        text = duelist.inner_text("body")
        assert (
            f"Table {table}" in text and str(pairing.team1) in text and str(pairing.team2) in text
        )
    screenshot(duelist, "duelist-slip-report")


def _table_of(page: Any, url: str) -> int:
    page.goto(url)
    return int(page.url.split("/tables/")[1].split("/")[0])
