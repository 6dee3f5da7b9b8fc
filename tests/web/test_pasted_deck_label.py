"""A deck pasted into the organiser's registration form is named "pasted deck" where its
problems are shown (there is no file name to give): in the reader's language, as the rest of
the report beside the field."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from services.kit import cards
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from web.conftest import Site, log_in

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"


def _register(site: Site, lang: str) -> str:
    info = ensure_demo(site.ctx.events, cards())
    form = {
        "team": "Kite & Hart",
        "a": "Kite Tenjo",
        "b": "Hart Tenjo",
        "deck_a_text": (DECKS / "light-A.txt").read_text(encoding="utf-8"),
        "deck_b_text": "Main Deck\n3 Mystic Tomato\n3 No Such Card Anywhere\n",
        "key": f"pasted-{lang}",
    }
    headers = {"sec-fetch-site": "same-origin"}
    with TestClient(site.app, headers=headers, cookies={"lang": lang}) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/teams", data=form)
    assert r.status_code == 400
    assert len(site.ctx.events.state(DEMO_EVENT).teams) == 16  # nothing stored
    return r.text


def test_a_japanese_organiser_sees_the_pasted_deck_named_in_japanese(site: Site) -> None:
    page = _register(site, "ja")
    assert "貼り付けたデッキ:3: 不明なカード名 &#39;No Such Card Anywhere&#39;" in page
    assert "pasted deck" not in page


def test_an_english_organiser_still_reads_pasted_deck(site: Site) -> None:
    page = _register(site, "en")
    assert "pasted deck:3: unknown card name &#39;No Such Card Anywhere&#39;" in page
