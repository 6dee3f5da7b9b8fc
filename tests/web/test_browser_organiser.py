"""In a real browser (Debian's Chromium, driven by Playwright): an organiser runs a 16-team event
from registration through 3 Swiss rounds and a Top 4 to the champion, and prints the slips."""

from __future__ import annotations

import re
from typing import Any

from tagduel.decks.builtin import builtin_lflist
from web.browser import LIGHT, log_in, new_page, register
from web.conftest import LiveServer, screenshot

TEAMS = [(f"Team {i:02d}", f"Duelist {i:02d}A", f"Duelist {i:02d}B") for i in range(1, 16)] + [
    ("黒薔薇", "十六夜 アキ", "ミスティ")
]


def _create_event(page: Any) -> int:
    page.goto("/events/new")
    page.fill("input[name=name]", "Browser Cup")
    page.fill("input[name=rounds]", "3")
    page.fill("input[name=top_cut]", "4")
    page.select_option("select[name=banlist]", value=f"builtin:{builtin_lflist().names()[0]}")
    page.click("form[action='/events'] button")
    page.wait_for_url(re.compile(r"/e/\d+$"))
    screenshot(page, "organiser-event-dashboard")
    return int(page.url.rsplit("/", 1)[1])


def _report_round(page: Any, event_id: int, number: int) -> None:
    page.goto(f"/e/{event_id}/rounds/{number}/results?show=missing")
    while True:
        forms = page.locator("form.result-form")
        if forms.count() == 0:
            break
        form = forms.first
        form.locator("select[name=result]").select_option("team1")
        form.locator("button").click()
        page.wait_for_load_state()
    assert "missing a result (0)" in page.inner_text("body")


def test_an_organiser_runs_a_sixteen_team_event_to_its_champion(
    browser: Any, live: LiveServer
) -> None:
    page = new_page(browser, live.url)
    log_in(page)
    event_id = _create_event(page)
    register(page, event_id, "Illegal Team", "Ill A", "Ill B", LIGHT, LIGHT)  # both decks alike
    body = page.inner_text("body")
    assert "Not registered" in body and "Nothing was stored" in body
    screenshot(page, "organiser-register-illegal")
    for team, a, b in TEAMS:
        register(page, event_id, team, a, b)
        assert "both decks are legal" in page.inner_text("body"), team
    page.goto(f"/e/{event_id}/teams")
    assert page.locator("table.grid tbody tr").count() == 16
    screenshot(page, "organiser-teams")
    for number in (1, 2, 3):
        page.goto(f"/e/{event_id}/rounds")
        page.click("form[action$='/rounds'] button")
        page.wait_for_url(f"**/rounds/{number}")
        text = page.inner_text("body")
        assert f"Round {number} pairings" in text and "0 rematches" in text
        if number == 1:
            screenshot(page, "organiser-pairings")
        _report_round(page, event_id, number)
    page.goto(f"/e/{event_id}/standings")
    screenshot(page, "organiser-standings")
    rows = page.locator("table.standings tbody tr")
    assert rows.count() == 16
    assert rows.first.locator("td").nth(2).inner_text() == "9"  # 3 wins: 3 points each
    page.goto(f"/e/{event_id}/topcut")
    page.click("form[action$='/topcut'] button")
    page.wait_for_load_state()
    assert "Start a Top 4 cut?" in page.inner_text("body")  # nothing started before it is confirmed
    page.click("#cut-preview button")
    page.wait_for_load_state()
    for _ in range(3):  # two semi-finals, then the final
        match = (
            page.locator(".bracket form.result-form")
            .filter(has=page.locator("button", has_text="Record"))
            .first
        )
        match.locator("select").select_option(index=1)
        match.locator("button").click()
        page.wait_for_load_state()
    champion = page.locator(".champion").inner_text()
    assert champion.startswith("Champion:")
    screenshot(page, "organiser-topcut")
    pdf = page.request.get(f"/e/{event_id}/rounds/3/slips.pdf")
    assert pdf.ok and pdf.headers["content-type"] == "application/pdf"
