"""Helpers for the browser tests: logging in, filling the team form, reading a page."""

from __future__ import annotations

from typing import Any

from services.kit import deck
from tagduel.decks.formats import DeckFormat, write_deck
from web.conftest import PASSWORD

LIGHT = write_deck(deck("light-A.ydk"), DeckFormat.YDKE)
DARK = write_deck(deck("dark-B.ydk"), DeckFormat.YDKE)
TIMEOUT_MS = 60_000  # a busy CI machine: generous waits, never a timing assertion


def new_page(browser: Any, base_url: str, lang: str = "en") -> Any:
    context = browser.new_context(base_url=base_url, locale="ja-JP" if lang == "ja" else "en-GB")
    context.set_default_timeout(TIMEOUT_MS)
    return context.new_page()


def log_in(page: Any) -> None:
    page.goto("/login")
    page.fill("input[name=name]", "Organiser")
    page.fill("input[name=password]", PASSWORD)
    page.click("form[action='/login'] button")
    page.wait_for_url("**/")


def register(
    page: Any, event_id: int, team: str, a: str, b: str, deck_a: str = LIGHT, deck_b: str = DARK
) -> None:
    page.goto(f"/e/{event_id}/teams/new")
    page.fill("input[name=team]", team)
    page.fill("input[name=a]", a)
    page.fill("input[name=b]", b)
    page.fill("textarea[name=deck_a_text]", deck_a)
    page.fill("textarea[name=deck_b_text]", deck_b)
    page.click("form[action$='/teams'] button")
    page.wait_for_load_state()
