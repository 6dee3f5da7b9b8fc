"""The OpenAPI document at /api/v1/openapi.json describes every /api/v1 operation with the role
that may call it (`x-role`) and the answers it gives; and a bounded fuzz of the read endpoints
(hypothesis) finds no path or query that makes them fail or answer anything but JSON."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

from fastapi.routing import APIRoute, RouteContext, iter_route_contexts
from hypothesis import given, settings
from hypothesis import strategies as st

from services.kit import cards
from tagduel.services.demo import ensure_demo
from tagduel.services.rounds import pair_next
from web.conftest import Site, make_site
from web.test_api import API, bot, organiser_bot

WRITES = {"post", "put", "patch", "delete"}
UNKEYED = {
    ("post", "/api/v1/events"),  # event names are unique: a retried create is refused (400)
    ("post", "/api/v1/events/{event_id}/join-code"),  # each call makes a new code
    ("post", "/api/v1/join"),  # records nothing
}


def _document(site: Site) -> dict[str, Any]:
    r = bot(site).get(f"{API}/openapi.json")
    assert r.status_code == 200
    return dict(r.json())


def _api_routes(site: Site) -> list[RouteContext]:
    """The application's /api/v1 routes, through the routers it includes."""
    return [
        r
        for r in iter_route_contexts(site.app.routes)
        if isinstance(r.original_route, APIRoute) and str(r.path).startswith(API)
    ]


def _documented(path: str) -> str:
    """A route's path as the document gives it: `{team:path}` (a name holding "/") is `{team}`."""
    return re.sub(r"\{(\w+):\w+\}", r"{\1}", path)


def test_the_document_lists_every_api_operation_with_its_role(site: Site) -> None:
    paths = _document(site)["paths"]
    expected = {
        (method.lower(), _documented(str(route.path))): (route.openapi_extra or {})["x-role"]
        for route in _api_routes(site)
        for method in route.methods or ()
    }
    listed = {
        (method, path): op.get("x-role")
        for path, ops in paths.items()
        if path.startswith(API)
        for method, op in ops.items()
    }
    assert listed == expected
    assert set(listed.values()) == {"public", "duelist", "organiser"}
    assert len(listed) >= 30  # events, teams, rounds, results, clock, cut, exports, duelists


def test_every_keyed_write_documents_the_repeated_answer(site: Site) -> None:
    for path, ops in _document(site)["paths"].items():
        for method, op in ops.items():
            if method not in WRITES:
                continue
            headers = {p["name"] for p in op.get("parameters", []) if p["in"] == "header"}
            keyed = (method, path) not in UNKEYED
            assert ("Idempotency-Key" in headers) is keyed, (method, path)
            ok = next(op["responses"][s] for s in ("200", "201") if s in op["responses"])
            refs = str(ok["content"]["application/json"]["schema"])
            assert ("RepeatedOut" in refs) is keyed, (method, path)


def test_the_register_operation_documents_the_illegal_decks_answer(site: Site) -> None:
    op = _document(site)["paths"][f"{API}/events/{{event_id}}/teams"]["post"]
    schema = op["responses"]["422"]["content"]["application/json"]["schema"]
    assert schema == {"$ref": "#/components/schemas/IllegalDecksOut"}


def _site_with_a_round(tmp_path: Path) -> tuple[Site, int]:
    site = make_site(f"sqlite:///{tmp_path / 'fuzz.sqlite'}")
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, info.name, seed=1)
    return site, info.id


SEGMENT = st.one_of(
    st.integers(min_value=-(10**20), max_value=10**20).map(str),
    st.text(st.characters(blacklist_characters="/", blacklist_categories=["Cs"]), min_size=1),
)
PUBLIC = ["pairings", "clock", "standings", "bracket"]


def test_public_reads_answer_json_whatever_the_event_named(tmp_path: Path) -> None:
    site, event_id = _site_with_a_round(tmp_path)
    client = bot(site)

    @settings(max_examples=80)
    @given(event=st.one_of(st.just(str(event_id)), SEGMENT), part=st.sampled_from(PUBLIC))
    def check(event: str, part: str) -> None:
        r = client.get(f"{API}/events/{quote(event, safe='')}/public/{part}")
        assert r.status_code in (200, 404, 422), (event, part, r.status_code)
        assert r.headers["content-type"].startswith("application/json")
        assert "detail" in r.json() or r.json()["event_id"] == event_id

    try:
        check()
    finally:
        site.ctx.store.close()


def test_the_clock_guide_answers_json_whatever_its_query(tmp_path: Path) -> None:
    site, event_id = _site_with_a_round(tmp_path)
    with organiser_bot(site) as client:

        @settings(max_examples=80)
        @given(
            table=st.one_of(st.integers(-3, 12).map(str), SEGMENT),
            turn=st.one_of(st.sampled_from(["1A", "1B", "2A", "2B", "3C", ""]), st.text()),
            first=st.one_of(st.integers(-1, 3).map(str), SEGMENT),
        )
        def check(table: str, turn: str, first: str) -> None:
            query = {"table": table, "turn": turn, "first": first}
            r = client.get(f"{API}/events/{event_id}/clock", params=query)
            assert r.status_code in (200, 400, 404, 422), (query, r.status_code, r.text)
            body = r.json()
            assert "detail" in body or body["event_id"] == event_id

        check()
    site.ctx.store.close()
