"""The web application's guards: cross-site writes refused, cookies, headers without inline
script, escaping of hostile names, login and join attempts limited, uploads capped, forms
recorded once, no open redirect, the one-time setup link."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from services.kit import cards, deck
from tagduel.decks.formats import DeckFormat, write_deck
from tagduel.services.access import new_join_code
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.registration import DuelistEntry, TeamRequest, register_team
from web.conftest import PASSWORD, Site, log_in

LIGHT = write_deck(deck("light-A.ydk"), DeckFormat.YDKE)
DARK = write_deck(deck("dark-B.ydk"), DeckFormat.YDKE)


def _teams(site: Site) -> int:
    return len(site.ctx.events.tournament(DEMO_EVENT).teams)


def _register_form(key: str, team: str = "New Team") -> dict[str, str]:
    return {
        "team": team,
        "a": f"{team} A",
        "b": f"{team} B",
        "deck_a_text": LIGHT,
        "deck_b_text": DARK,
        "key": key,
    }


@pytest.mark.parametrize(
    "headers",
    [
        {"sec-fetch-site": "cross-site"},
        {"sec-fetch-site": "same-site"},
        {"origin": "https://evil.example"},
        {"origin": "null"},
    ],
)
def test_a_cross_site_form_post_is_refused_and_stores_nothing(
    site: Site, headers: dict[str, str]
) -> None:
    info = ensure_demo(site.ctx.events, cards())
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        log_in(client)
        before = _teams(site)
        r = client.post(f"/e/{info.id}/teams", data=_register_form("x1"), headers=headers)
        assert r.status_code == 403 and "another site" in r.text
        assert _teams(site) == before
        ok = client.post(
            f"/e/{info.id}/teams",
            data=_register_form("x2"),
            headers={"origin": "http://testserver"},
            follow_redirects=False,
        )
        assert ok.status_code == 303 and _teams(site) == before + 1


def test_the_session_cookie_is_http_only_and_same_site_lax(site: Site) -> None:
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        r = client.post(
            "/login", data={"name": "Organiser", "password": PASSWORD}, follow_redirects=False
        )
        cookie = r.headers["set-cookie"].lower()
        assert "httponly" in cookie and "samesite=lax" in cookie


def test_every_page_carries_a_policy_without_inline_script_and_has_none(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        log_in(client)
        for path in (
            "/",
            f"/e/{info.id}",
            f"/e/{info.id}/teams/new",
            f"/p/{info.id}/clock",
            "/login",
        ):
            r = client.get(path)
            policy = r.headers["content-security-policy"]
            assert "script-src 'self'" in policy and "unsafe-inline" not in policy
            assert r.headers["x-frame-options"] == "DENY"
            assert r.headers["x-content-type-options"] == "nosniff"
            assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", r.text), path  # no inline script
            assert not re.search(r"\son[a-z]+\s*=", r.text), path  # no event-handler attributes
            assert not re.search(r"\sstyle\s*=", r.text), path  # no inline style


def test_a_hostile_team_name_is_shown_as_text_never_as_markup(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    hostile = "<img src=x onerror=alert(1)>\"'&"
    register_team(
        site.ctx.events,
        DEMO_EVENT,
        TeamRequest(
            hostile,
            DuelistEntry("<b>A</b>", deck("light-A.ydk")),
            DuelistEntry("B&B", deck("dark-B.ydk")),
        ),
        cards(),
    )
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        log_in(client)
        for path in (f"/e/{info.id}/teams", f"/e/{info.id}/standings", f"/p/{info.id}/standings"):
            text = client.get(path).text
            assert "<img src=x" not in text and "<b>A</b>" not in text
            assert "&lt;img src=x onerror=alert(1)&gt;" in text


def test_logins_are_limited_after_five_failures_even_with_the_right_password(site: Site) -> None:
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        for _ in range(5):
            r = client.post("/login", data={"name": "Organiser", "password": "wrong"})
            assert r.status_code == 401 and "Wrong account name or password" in r.text
        r = client.post(
            "/login", data={"name": "Organiser", "password": PASSWORD}, follow_redirects=False
        )
        assert r.status_code == 429 and "try again in" in r.text


def test_join_attempts_with_wrong_codes_are_limited(site: Site) -> None:
    ensure_demo(site.ctx.events, cards())
    code = new_join_code(site.ctx.events, DEMO_EVENT)
    event_number = code.split("-")[0]
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        for _ in range(5):
            r = client.post(
                "/join", data={"code": f"{event_number}-AAAA-AAAA", "name": "Aki Izayoi"}
            )
            assert r.status_code == 400 and "not valid" in r.text
        assert client.post("/join", data={"code": code, "name": "Aki Izayoi"}).status_code == 429


def test_an_oversized_deck_upload_is_refused_beside_its_field_and_nothing_is_stored(
    site: Site,
) -> None:
    info = ensure_demo(site.ctx.events, cards())
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        log_in(client)
        before = _teams(site)
        big = b"#main\n" + b"89631139\n" * 200_000
        form = _register_form("big")
        del form["deck_a_text"]
        r = client.post(f"/e/{info.id}/teams", data=form, files={"deck_a_file": ("big.ydk", big)})
        assert r.status_code == 400 and "larger than 1,000,000 bytes" in r.text
        assert _teams(site) == before


def test_a_form_sent_twice_records_once_and_says_so(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        log_in(client)
        before = _teams(site)
        for _ in range(2):
            r = client.post(
                f"/e/{info.id}/teams", data=_register_form("same-key"), follow_redirects=True
            )
        assert _teams(site) == before + 1
        assert "Already recorded" in r.text


def test_login_never_redirects_to_another_site(site: Site) -> None:
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as client:
        for target in ("//evil.example/x", "https://evil.example", "/\\evil.example"):
            r = client.post(
                "/login",
                data={"name": "Organiser", "password": PASSWORD, "next": target},
                follow_redirects=False,
            )
            assert r.headers["location"] == "/"
            client.post("/logout")


def test_the_setup_link_works_once(sqlite_url: str) -> None:
    from tagduel.web import WebConfig, create_app

    app = create_app(WebConfig(db_url=sqlite_url))
    token = app.state.ctx.accounts.setup_token()
    with TestClient(app, headers={"sec-fetch-site": "same-origin"}) as client:
        form = {"name": "First", "password": "long enough pw", "again": "long enough pw"}
        assert client.post(f"/setup/{token}", data=form, follow_redirects=False).status_code == 303
        assert client.get(f"/setup/{token}").status_code == 404
        again = client.post(f"/setup/{token}", data={**form, "name": "Second"})
        assert again.status_code == 400 and "not valid" in again.text
    assert app.state.ctx.accounts.rows.count() == 1
    app.state.ctx.store.close()
