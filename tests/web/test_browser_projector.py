"""In a real browser at a projector's 1280×720 and 1920×1080: the pairings and standings of a
big event fit the screen: columns side by side that never overlap, nothing wider than the
screen, no row below its bottom, large type; what does not fit is paged, the pages shown in
turn. The team list's action cell is a table cell like the others (one line per team)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from services.kit import EVENT, cards, new_event, play_round, team
from tagduel.services.registration import register_team
from web.browser import log_in, new_page
from web.conftest import LiveServer, screenshot

TEAMS = 41
LONG = "Ragnarok of the Crimson Dragon and the Five Signers"

LAYOUT = """() => {
  const view = {w: window.innerWidth, h: window.innerHeight};
  const out = {scrollWidth: document.documentElement.scrollWidth, view, boxes: []};
  for (const box of document.querySelectorAll("[data-paged]")) {
    const pages = [...box.querySelectorAll(".page")];
    const teams = pages.flatMap(p => [...p.querySelectorAll("tbody tr")].map(
      r => r.cells[box.querySelector("table.standings") ? 1 : 0].textContent.trim()));
    const visible = pages.filter(p => !p.hidden);
    const tables = visible.flatMap(p => [...p.querySelectorAll("table")]).map(t => {
      const r = t.getBoundingClientRect();
      const cells = [...t.querySelectorAll("td, th")].map(c => c.getBoundingClientRect()).filter(c => c.width > 0);
      return {left: r.left, right: r.right, bottom: r.bottom,
              overflow: cells.some(c => c.right > r.right + 1 || c.left < r.left - 1)};
    });
    const cell = box.querySelector(".page td");
    out.boxes.push({pages: pages.length, visible: visible.length, teams, tables,
                    page: box.getAttribute("data-page"), font: parseFloat(getComputedStyle(cell).fontSize)});
  }
  return out;
}"""


@pytest.fixture
def big_event(live: LiveServer) -> int:
    events = live.site.ctx.events
    new_event(events, TEAMS, rounds=3, top_cut=8)
    register_team(events, EVENT, team(LONG), cards())
    play_round(events, seed=1)
    return events.info(EVENT).id


def _names(live: LiveServer) -> set[str]:
    return {str(s.team) for s in live.site.ctx.events.state(EVENT).standings()}


def _check(page: Any, names: set[str]) -> dict[str, Any]:
    found = page.evaluate(LAYOUT)
    view = found["view"]
    assert found["scrollWidth"] <= view["w"], "no sideways scroll"
    (box,) = found["boxes"]
    assert set(box["teams"]) == names and len(box["teams"]) == len(names), "every team, once"
    assert box["visible"] == 1
    tables = sorted(box["tables"], key=lambda t: t["left"])
    for left, right in itertools.pairwise(tables):
        assert left["right"] <= right["left"], "columns never overlap"
    for t in tables:
        assert t["right"] <= view["w"] and t["bottom"] <= view["h"], "within the screen"
        assert not t["overflow"], "no cell runs out of its column"
    assert box["font"] >= 20, "large type"
    return box


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_projector_pairings_and_standings_fit_the_screen_in_columns_and_pages(
    browser: Any, live: LiveServer, big_event: int, size: tuple[int, int]
) -> None:
    page = new_page(browser, live.url)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    names = _names(live)
    for what in ("pairings", "standings"):
        page.goto(f"/p/{big_event}/{what}")
        page.wait_for_selector("[data-paged] .page")
        box = _check(page, names)
        screenshot(page, f"projector-{what}-{size[0]}")
        if size == (1280, 720):
            assert box["pages"] > 1, "42 teams do not fit one 720-pixel screen"
    # the pages are shown in turn
    page.wait_for_selector("[data-paged][data-page='2']")
    assert "Page 2 of" in page.inner_text(".page-no")
    _check(page, names)


def test_the_team_list_has_one_line_rows_with_the_actions_in_a_cell(
    browser: Any, live: LiveServer, big_event: int
) -> None:
    page = new_page(browser, live.url)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page)
    page.goto(f"/e/{big_event}/teams")
    screenshot(page, "teams-1280")
    found = page.evaluate(
        """() => {
      const row = document.querySelector("table.grid tbody tr");
      const cell = row.querySelector("td.actions");
      const head = document.querySelector("table.grid thead tr").getBoundingClientRect();
      const r = row.getBoundingClientRect(), c = cell.getBoundingClientRect();
      return {display: getComputedStyle(cell).display, row: r.height, cellTop: c.top,
              rowTop: r.top, cellBottom: c.bottom, rowBottom: r.bottom, headRight: head.right,
              tableRight: document.querySelector("table.grid").getBoundingClientRect().right,
              line: parseFloat(getComputedStyle(row).lineHeight) || 24};
    }"""
    )
    assert found["display"] == "table-cell"
    assert found["cellTop"] == found["rowTop"] and found["cellBottom"] == found["rowBottom"]
    assert found["headRight"] == found["tableRight"], "the header spans every column"
    assert found["row"] < 3 * found["line"], "a one-line row stays about one line tall"
