"""What the organiser's forms call a text that has no file name: a deck pasted into the
registration form ("pasted deck") and an uploaded ban list ("uploaded list") are named in the
reader's language where their problems are shown beside the field, as the rest of the report."""

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


def test_an_uploaded_ban_list_is_named_in_the_readers_language_where_a_line_is_refused(
    site: Site,
) -> None:
    bad = b"!2026.01 Cup\n53129443 O --Dark Hole: the letter O for a zero\n"
    for lang, label in (("ja", "アップロードしたリスト:2: "), ("en", "uploaded list:2: ")):
        headers = {"sec-fetch-site": "same-origin"}
        with TestClient(site.app, headers=headers, cookies={"lang": lang}) as client:
            log_in(client)
            r = client.post(
                "/events",
                data={"name": f"Cup {lang}", "banlist": "file"},
                files={"banlist_file": ("lflist.conf", bad, "text/plain")},
            )
        assert r.status_code == 400
        assert label in r.text, r.text[r.text.find("field-error") - 200 :][:600]
