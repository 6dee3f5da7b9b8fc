"""The organiser's results grid after a correction: the corrected table shows the result it
replaced and the reason given; recording the result already in force says nothing changed."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from services.kit import EVENT, new_event
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result
from web.conftest import Site


def _flash(page: str) -> list[str]:
    return re.findall(r'class="flash[^"]*"[^>]*>([^<]*)<', page)


def test_a_corrected_table_shows_its_previous_result_and_the_reason(
    site: Site, organiser: TestClient
) -> None:
    new_event(site.ctx.events, 4)
    e = site.ctx.events.info(EVENT).id
    pairing = pair_next(site.ctx.events, EVENT, 1).value.pairing.pairings[0]
    team1, team2 = str(pairing.team1), str(pairing.team2)
    url = f"/e/{e}/rounds/1/tables/{pairing.table}/report"
    organiser.post(url, data={"result": "team1", "key": "k1"})
    again = organiser.post(url, data={"result": "team1", "key": "k2"})
    assert f"Table {pairing.table}: that result is already recorded; nothing changed." in _flash(
        again.text
    )
    done = organiser.post(
        url, data={"result": "team2", "reason": "slip filled in wrong", "key": "k3"}
    )
    assert f"Table {pairing.table}: recorded." in _flash(done.text)
    assert site.ctx.events.tournament(EVENT).result_at(1, pairing.table) is Result.LOSS
    row = re.search(rf'id="t{pairing.table}".*?</tr>', done.text, re.S)
    assert row, done.text[:2000]
    text = " ".join(re.sub(r"<[^>]+>", " ", row.group(0)).split())
    assert "corrected" in text
    assert f"was: {team1} won" in text and "reason: slip filled in wrong" in text
    assert re.search(r'<option value="team2" selected>' + re.escape(team2), row.group(0))
