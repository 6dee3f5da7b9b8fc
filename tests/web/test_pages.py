"""Every page renders for whom it is meant, in English and Japanese, on a real event."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from services.kit import cards
from tagduel.services.demo import ensure_demo
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result
from web.conftest import Site, log_in


def _run_round(site: Site, seed: int) -> None:
    paired = pair_next(site.ctx.events, "Demo Cup", seed).value.pairing
    for p in paired.pairings:
        if not p.is_bye:
            report_result(site.ctx.events, "Demo Cup", p.round, p.table, Result.WIN)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_organiser_page_renders_in_both_languages(site: Site, lang: str) -> None:
    info = ensure_demo(site.ctx.events, cards())
    _run_round(site, 1)
    pair_next(site.ctx.events, "Demo Cup", 2)
    e = info.id
    pages = [
        "/",
        "/account",
        "/events/new",
        f"/e/{e}",
        f"/e/{e}/teams",
        f"/e/{e}/teams/new",
        f"/e/{e}/teams/Black%20Roses/edit",
        f"/e/{e}/rounds",
        f"/e/{e}/rounds/1",
        f"/e/{e}/rounds/2",
        f"/e/{e}/rounds/1/results",
        f"/e/{e}/rounds/2/results?show=missing",
        f"/e/{e}/clock",
        f"/e/{e}/clock?table=1&turn=2A&first=1",
        f"/e/{e}/standings",
        f"/e/{e}/topcut",
        f"/e/{e}/files",
        f"/p/{e}/pairings",
        f"/p/{e}/clock",
        f"/p/{e}/standings",
        f"/p/{e}/bracket",
    ]
    with TestClient(
        site.app, headers={"sec-fetch-site": "same-origin"}, cookies={"lang": lang}
    ) as client:
        log_in(client)
        for page in pages:
            r = client.get(page)
            assert r.status_code == 200, (page, r.text[:500])
            assert f'<html lang="{lang}">' in r.text, page


def test_pdfs_are_a4_documents_with_the_teams_names(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    _run_round(site, 1)
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        log_in(client)
        for path in ("rounds/1/pairings.pdf", "rounds/1/slips.pdf", "standings.pdf"):
            r = client.get(f"/e/{info.id}/{path}")
            assert r.status_code == 200 and r.headers["content-type"] == "application/pdf", path
            assert r.content.startswith(b"%PDF"), path


def test_an_unplayed_pairing_can_be_withdrawn_from_its_page_and_a_played_one_cannot(
    site: Site,
) -> None:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, "Demo Cup", 1)
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        log_in(client)
        assert "Withdraw this pairing" in client.get(f"/e/{info.id}/rounds/1").text
        report_result(site.ctx.events, "Demo Cup", 1, 1, Result.WIN)
        assert "Withdraw this pairing" not in client.get(f"/e/{info.id}/rounds/1").text
        report_result(site.ctx.events, "Demo Cup", 1, 1, Result.WIN)
        r = client.post(
            f"/e/{info.id}/rounds/1/void",
            data={"reason": "typo", "key": "v1"},
            follow_redirects=True,
        )
        assert "round 1 has results at table 1" in r.text
    assert len(site.ctx.events.tournament("Demo Cup").paired) == 1
