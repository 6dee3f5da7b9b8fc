"""In a real browser (its own path normalisation: `..` segments, `/` in a name): a team named
with slashes or dots is edited, dropped and brought back from the team list; a name of dots only
is refused at registration, saying why; the edit form keeps what was typed beside its error."""

from __future__ import annotations

import re
from typing import Any

from services.kit import example_settings
from web.browser import log_in, new_page, register
from web.conftest import LiveServer, screenshot

NAMES = ["AC/DC", "a/../b", "..x"]


def _row(page: Any, team: str) -> Any:
    return page.locator("table.grid tbody tr").filter(
        has=page.locator("td:first-child", has_text=re.compile(rf"^{re.escape(team)}"))
    )


def test_teams_named_with_slashes_and_dots_are_edited_and_dropped(
    browser: Any, live: LiveServer
) -> None:
    info, _ = live.site.ctx.events.create("Slash Cup", example_settings())
    page = new_page(browser, live.url)
    log_in(page)
    page.on("dialog", lambda dialog: dialog.accept())
    for i, name in enumerate(NAMES):
        register(page, info.id, name, f"Player {i}A", f"Player {i}B")
        assert f"Team {name} registered" in page.inner_text("body")
    register(page, info.id, "..", "Dot A", "Dot B")
    assert "dots only" in page.inner_text("body")
    screenshot(page, "organiser-register-dots")
    for i, name in enumerate(NAMES):
        page.goto(f"/e/{info.id}/teams")
        _row(page, name).locator("a", has_text="Edit").click()
        page.wait_for_load_state()
        assert page.locator("h1").inner_text() == f"Edit team: {name}", page.url
        page.fill("input[name=b]", f"Renamed {i}B")
        page.fill("input[name=reason]", "typed wrong")
        page.click("form[action$='/edit'] button")
        page.wait_for_url(f"**/e/{info.id}/teams")
        assert f"Team {name}: Duelist B's name." in page.inner_text("body")
        _row(page, name).locator("button", has_text="Drop").click()
        page.wait_for_load_state()
        assert f"Team {name} dropped" in page.inner_text("body")
        _row(page, name).locator("button", has_text="Undo the drop").click()
        page.wait_for_load_state()
        assert f"Team {name} is back in the event." in page.inner_text("body")
    state = live.site.ctx.events.tournament("Slash Cup")
    assert [state.team(n).b.name for n in NAMES] == [f"Renamed {i}B" for i in range(3)]
    assert not any(state.is_dropped(n) for n in NAMES)


def test_a_refused_edit_keeps_the_typed_values_beside_the_error(
    browser: Any, live: LiveServer
) -> None:
    info, _ = live.site.ctx.events.create("Edit Cup", example_settings())
    page = new_page(browser, live.url)
    log_in(page)
    register(page, info.id, "Uploaders", "Uno A", "Uno B")
    register(page, info.id, "Team 5D's", "Yusei Fudo", "Jack Atlas")
    page.goto(f"/e/{info.id}/teams")
    _row(page, "Uploaders").locator("a", has_text="Edit").click()
    page.fill("input[name=a]", "Yusei Fudo")
    page.fill("input[name=reason]", "the desk typed it wrong")
    page.click("form[action$='/edit'] button")
    page.wait_for_load_state()
    assert page.input_value("input[name=a]") == "Yusei Fudo"
    assert page.input_value("input[name=reason]") == "the desk typed it wrong"
    error = page.locator("input[name=a] + .field-error")
    assert "already registered" in error.inner_text()
    assert page.locator("input[name=reason] + .field-error").count() == 0
    screenshot(page, "organiser-edit-team-refused")
