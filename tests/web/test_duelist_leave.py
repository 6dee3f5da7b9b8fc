"""A duelist signs out of an event (a shared phone, a name chosen wrong) and joins again, under
another name; a duelist's page opened without joining links to the join page."""

from __future__ import annotations

from starlette.testclient import TestClient

from web.conftest import Site
from web.judgekit import as_duelist, flashes, open_desk
from web.judgekit import client as new_client


def test_a_duelist_signs_out_and_joins_again_under_another_name(site: Site) -> None:
    desk = open_desk(site)
    first, partner = desk.duelist(1, 1, "a"), desk.duelist(1, 1, "b")
    with as_duelist(desk, first) as phone:
        me = phone.get(f"/e/{desk.event_id}/me")
        assert me.status_code == 200
        assert f'action="/e/{desk.event_id}/leave"' in me.text and "Sign out" in me.text
        left = phone.post(f"/e/{desk.event_id}/leave")
        assert str(left.url).endswith("/join")
        assert f"{first} has signed out of Demo Cup." in " ".join(flashes(left.text))
        assert phone.get(f"/e/{desk.event_id}/me").status_code == 403
        joined = phone.post("/join", data={"code": desk.join_code, "name": partner})
        assert joined.status_code == 200 and partner in joined.text
        assert first not in joined.text.split("<main>")[0]  # the header names the new name


def test_a_duelists_page_without_joining_links_to_the_join_page(site: Site) -> None:
    desk = open_desk(site)
    with new_client(site) as stranger:
        refused = stranger.get(f"/e/{desk.event_id}/me")
    assert refused.status_code == 403
    assert 'href="/join"' in refused.text.split("<main>")[1]


def test_signing_out_without_having_joined_just_opens_the_join_page(
    site: Site, client: TestClient
) -> None:
    desk = open_desk(site)
    r = client.post(f"/e/{desk.event_id}/leave")
    assert r.status_code == 200 and str(r.url).endswith("/join")
