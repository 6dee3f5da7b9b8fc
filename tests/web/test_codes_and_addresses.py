"""Judge and join codes on the organiser's pages: a code once made is offered as "Make a new …"
with a confirmation that the old one stops working; the join instructions give full addresses
(the server's base URL), not bare paths."""

from __future__ import annotations

from starlette.testclient import TestClient

from services.kit import cards
from tagduel.services.demo import ensure_demo
from web.conftest import Site


def test_a_judge_code_once_made_is_offered_as_a_new_one_with_a_confirmation(
    site: Site, organiser: TestClient
) -> None:
    e = ensure_demo(site.ctx.events, cards()).id
    first = organiser.get(f"/e/{e}/judges").text
    assert "Make a judge code" in first and "Make a new judge code" not in first
    assert "data-confirm" not in first
    made = organiser.post(f"/e/{e}/judges", data={"role": "judge"}).text
    judge_card = made[made.index("<h2>Judge code") : made.index("<h2>Head judge code")]
    assert "Make a new judge code" in judge_card, "the page right after making the code"
    assert "A judge code is set." in judge_card
    assert 'data-confirm="The old judge code will stop working' in judge_card
    head_card = made[made.index("<h2>Head judge code") :]
    assert "Make a head judge code" in head_card and "data-confirm" not in head_card
    again = organiser.get(f"/e/{e}/judges").text
    assert "Make a new judge code" in again


def test_join_instructions_give_the_full_address(site: Site, organiser: TestClient) -> None:
    e = ensure_demo(site.ctx.events, cards()).id
    organiser.post(f"/e/{e}/join-code")
    assert "Duelists join at http://testserver/join " in organiser.get(f"/e/{e}").text
    assert "Judges join at http://testserver/judge/join " in organiser.get(f"/e/{e}/judges").text
    assert "Duelists join at http://testserver/join " in organiser.get("/judge/join").text
