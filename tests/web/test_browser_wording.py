"""In a real browser: the projector's clock once the event is over shows only that (no time, no
state word); the projector's pairings headers never break mid-word at 1280×720; the drop reason
field on the team list shows its whole placeholder."""

from __future__ import annotations

from typing import Any

from services.kit import EVENT, cards, new_event, play_round, team
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.registration import register_team
from tagduel.services.rounds import pair_next
from tagduel.services.topcut import numbered, report_topcut, start_topcut
from web.browser import log_in, new_page
from web.conftest import LiveServer, screenshot

LONG = "Ragnarok of the Crimson Dragon and the Five Signers"


def test_the_projector_clock_after_the_event_says_only_that_it_is_over(
    browser: Any, live: LiveServer
) -> None:
    events = live.site.ctx.events
    new_event(events, 4, rounds=1, top_cut=2)
    play_round(events, seed=1)
    start_topcut(events, EVENT)
    bracket = events.state(EVENT).bracket()
    assert bracket is not None
    final = numbered(bracket)[0]
    report_topcut(events, EVENT, final.number, str(final.match.team1))
    page = new_page(browser, live.url)
    page.goto(f"/p/{events.info(EVENT).id}/clock")
    page.wait_for_selector(".clock[data-state=over]")
    assert page.inner_text(".clock").strip() == "The event is over"
    screenshot(page, "projector-clock-over")


HEADERS = """() => [...document.querySelectorAll("[data-paged] .page:not([hidden]) th")].map(th => {
  const range = document.createRange(); range.selectNodeContents(th);
  return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
})"""


def test_the_projector_pairings_headers_never_break_mid_word(
    browser: Any, live: LiveServer
) -> None:
    events = live.site.ctx.events
    info = ensure_demo(events, cards())
    pair_next(events, DEMO_EVENT, seed=3)
    new_event(events, 41, rounds=3)
    register_team(events, EVENT, team(LONG), cards())
    play_round(events, seed=1)
    for lang in ("en", "ja"):
        page = new_page(browser, live.url, lang=lang)
        page.set_viewport_size({"width": 1280, "height": 720})
        for event_id in (info.id, events.info(EVENT).id):
            page.goto(f"/p/{event_id}/pairings")
            page.wait_for_selector("[data-paged] .page")
            lines = page.evaluate(HEADERS)
            assert lines and all(n == 1 for n in lines), f"every header on one line ({lang})"


PLACEHOLDER = """() => {
  const input = document.querySelector("td.actions input[name=reason]");
  const style = getComputedStyle(input);
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = style.font;
  const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return {text: ctx.measureText(input.placeholder).width, inner};
}"""


def test_the_drop_reason_placeholder_fits_its_field(browser: Any, live: LiveServer) -> None:
    events = live.site.ctx.events
    new_event(events, 4)
    page = new_page(browser, live.url)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page)
    page.goto(f"/e/{events.info(EVENT).id}/teams")
    found = page.evaluate(PLACEHOLDER)
    assert found["text"] <= found["inner"], found
