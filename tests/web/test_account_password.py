"""The organiser changes their password on the Account page: the current one first, the new
one twice; refusals stand beside their field; wrong current passwords are limited as logins
are; the session goes on."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from tagduel.services.accounts import secret_matches
from web.conftest import PASSWORD, Site, log_in

NEW = "a much longer passphrase"


def _error_beside(page: str, field: str) -> str:
    label = re.search(rf'name="{field}".*?</label>', page, re.S)
    assert label, page[:1500]
    found = re.search(r'class="field-error"[^>]*>([^<]*)<', label.group(0))
    return found.group(1) if found else ""


def test_the_organiser_changes_the_password_and_stays_logged_in(
    site: Site, organiser: TestClient
) -> None:
    page = organiser.get("/account").text
    assert 'action="/account/password"' in page and 'name="current"' in page
    done = organiser.post("/account/password", data={"current": PASSWORD, "new": NEW, "again": NEW})
    assert done.status_code == 200 and "Your password is changed." in done.text
    assert organiser.get("/account").status_code == 200  # the session goes on
    stored = site.ctx.accounts.rows.by_id(site.organiser.id)
    assert stored is not None and secret_matches(NEW, stored.password_hash)
    assert stored.password_hash.startswith("$argon2id$")
    with TestClient(site.app, headers={"sec-fetch-site": "same-origin"}) as other:
        old = other.post("/login", data={"name": "Organiser", "password": PASSWORD})
        assert old.status_code == 401
        log_in(other, password=NEW)


def test_refusals_stand_beside_their_field_and_change_nothing(
    site: Site, organiser: TestClient
) -> None:
    wrong = organiser.post(
        "/account/password", data={"current": "not it at all", "new": NEW, "again": NEW}
    )
    assert wrong.status_code == 400
    assert _error_beside(wrong.text, "current") == "That is not your current password."
    differ = organiser.post(
        "/account/password", data={"current": PASSWORD, "new": NEW, "again": NEW + "!"}
    )
    assert _error_beside(differ.text, "again") == "The two passwords differ."
    short = organiser.post(
        "/account/password", data={"current": PASSWORD, "new": "short", "again": "short"}
    )
    assert "at least 10 characters" in _error_beside(short.text, "new")
    stored = site.ctx.accounts.rows.by_id(site.organiser.id)
    assert stored is not None and secret_matches(PASSWORD, stored.password_hash)


def test_wrong_current_passwords_are_limited_as_logins_are(
    site: Site, organiser: TestClient
) -> None:
    for _ in range(site.ctx.config.login_attempts):
        r = organiser.post(
            "/account/password", data={"current": "guess guess", "new": NEW, "again": NEW}
        )
        assert r.status_code == 400
    limited = organiser.post(
        "/account/password", data={"current": PASSWORD, "new": NEW, "again": NEW}
    )
    assert limited.status_code == 429
    assert "Too many wrong passwords" in _error_beside(limited.text, "current")
    stored = site.ctx.accounts.rows.by_id(site.organiser.id)
    assert stored is not None and secret_matches(PASSWORD, stored.password_hash)
