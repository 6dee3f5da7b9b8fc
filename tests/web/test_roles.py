"""Every route declares the role it needs, and the whole route table is walked with every
role: organiser, head judge, judge, duelist (of this event, of another event), public. A route
that declares no role fails the test; a role given what it may not have fails it too. An
organiser is the head judge of every event; a judge is no duelist (issue 12: "a duelist cannot
open the judge's pages")."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fastapi.routing import APIRoute, RouteContext, iter_route_contexts
from starlette.routing import Route
from starlette.testclient import TestClient

from services.kit import cards
from tagduel.services.access import JudgeRole, new_join_code, new_judge_code
from tagduel.services.demo import ensure_demo
from tagduel.services.rounds import pair_next
from web.conftest import Site, log_in

ROLE_RANK = {"public": 0, "duelist": 1, "judge": 2, "head_judge": 3, "organiser": 4}
SKIP_CALL = {
    "/p/{event_id}/stream",  # a stream never ends: checked by the live-server tests
    "/e/{event_id}/judge/stream",
    "/logout",  # would end the session the walk goes on with
    "/e/{event_id}/leave",  # a duelist signing out: the same (test_duelist_leave.py)
    "/login",  # an empty form is a wrong password (401), not a role refused
}


def _routes(site: Site) -> list[RouteContext]:
    """Every route, through the routers the application includes (FastAPI lists an included
    router as one entry of `app.routes`: walking that list alone would check nothing)."""
    found = [
        c
        for c in iter_route_contexts(site.app.routes)
        if isinstance(c.original_route, Route)  # APIRoute and RoleRoute both
        and c.path != "/api/v1/openapi.json"  # the framework's own (public)
    ]
    assert len(found) > 50
    return found


def test_every_route_declares_its_role(site: Site) -> None:
    undeclared = [
        f"{sorted(r.methods)} {r.path}"
        for r in _routes(site)
        if (getattr(r, "openapi_extra", None) or {}).get("x-role") not in ROLE_RANK
    ]
    assert undeclared == []


@pytest.fixture
def event(site: Site) -> Iterator[tuple[int, str]]:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, info.name, seed=1)
    yield info.id, new_join_code(site.ctx.events, info.name)


def _path(route: APIRoute, event_id: int, team: str) -> str:
    values = {
        "event_id": str(event_id),
        "number": "1",
        "table": "1",
        "team": team,
        "match": "1",
        "token": "not-a-token",
        "code": "en",
        "what": "standings",
        "fmt": "csv",
        "action": "pause",
    }
    return re.sub(r"\{(\w+)(:\w+)?\}", lambda m: values.get(m.group(1), "1"), route.path)


def _client(site: Site, role: str, code: str, person: str) -> TestClient:
    client = TestClient(site.app, headers={"sec-fetch-site": "same-origin"})
    if role == "organiser":
        log_in(client)
    elif role == "duelist":
        r = client.post("/join", data={"code": code, "name": person}, follow_redirects=False)
        assert r.status_code == 303, r.text
    elif role in ("judge", "head_judge"):
        judge_code = new_judge_code(site.ctx.events, "Demo Cup", JudgeRole(role))
        data = {"code": judge_code, "name": "Floor Judge"}
        r = client.post("/judge/join", data=data, follow_redirects=False)
        assert r.status_code == 303, r.text
    return client


def _denied(status: int, location: str) -> bool:
    return status in (401, 403) or (
        status == 303 and location.startswith(("/login", "/judge/join"))
    )


def _allowed(role: str, declared: str) -> bool:
    """A higher rank reaches a lower one's routes, except a duelist's: those need a team."""
    if declared == "duelist":
        return role == "duelist"
    return ROLE_RANK[role] >= ROLE_RANK[declared]


@pytest.mark.parametrize("role", ["public", "duelist", "judge", "head_judge", "organiser"])
def test_each_role_reaches_exactly_the_routes_its_rank_allows(
    site: Site, event: tuple[int, str], role: str
) -> None:
    event_id, code = event
    state = site.ctx.events.tournament("Demo Cup")
    pairing = state.paired_round(1).pairing_at(1)
    person = state.team(str(pairing.team1)).a.name
    wrong: list[str] = []
    with _client(site, role, code, person) as client:
        for route in _routes(site):
            declared = (route.openapi_extra or {}).get("x-role")
            if declared is None or route.path in SKIP_CALL:
                continue
            path = _path(route, event_id, str(pairing.team1))
            for method in sorted(route.methods - {"HEAD"}):
                r = client.request(method, path, follow_redirects=False)
                denied = _denied(r.status_code, r.headers.get("location", ""))
                allowed = _allowed(role, declared)
                if denied == allowed:
                    wrong.append(f"{method} {path} ({declared}) as {role}: {r.status_code}")
    assert wrong == []


def test_a_duelist_of_one_event_is_a_stranger_to_another(
    site: Site, event: tuple[int, str]
) -> None:
    event_id, code = event
    other = site.ctx.events.create("Other Cup", site.ctx.events.tournament("Demo Cup").settings)[0]
    state = site.ctx.events.tournament("Demo Cup")
    person = state.team(str(state.paired_round(1).pairing_at(1).team1)).a.name
    with _client(site, "duelist", code, person) as client:
        assert client.get(f"/e/{event_id}/me").status_code == 200
        assert client.get(f"/e/{other.id}/me").status_code == 403


def test_a_duelist_reports_only_their_own_table(site: Site, event: tuple[int, str]) -> None:
    event_id, code = event
    state = site.ctx.events.tournament("Demo Cup")
    mine = state.paired_round(1).pairing_at(1)
    person = state.team(str(mine.team1)).a.name
    with _client(site, "duelist", code, person) as client:
        page = client.get(f"/e/{event_id}/rounds/1/tables/1/report")
        assert (
            page.status_code == 200
            and str(mine.team1) in page.text
            and str(mine.team2) in page.text
        )
        other = client.post(
            f"/e/{event_id}/rounds/1/tables/2/report-mine",
            data={
                "result": "team1",
                "team": str(state.paired_round(1).pairing_at(2).team1),
                "key": "k1",
            },
            follow_redirects=False,
        )
        assert other.status_code == 403
        assert client.get(f"/e/{event_id}/rounds/1/tables/2/report").status_code == 403
    assert site.ctx.events.tournament("Demo Cup").claims == {}


def test_a_duelists_report_sent_twice_is_recorded_once_and_says_so(
    site: Site, event: tuple[int, str]
) -> None:
    """A double click on the report form (the same form key twice): one claim stored; the
    second answer says it was recorded already."""
    event_id, code = event
    state = site.ctx.events.tournament("Demo Cup")
    mine = state.paired_round(1).pairing_at(1)
    person = state.team(str(mine.team1)).a.name
    form = {"result": "team1", "team": str(mine.team1), "key": "same-form"}
    url = f"/e/{event_id}/rounds/1/tables/1/report-mine"
    with _client(site, "duelist", code, person) as client:
        first = client.post(url, data=form)
        second = client.post(url, data=form)
    assert "Already recorded" not in first.text
    assert "Already recorded: this form was sent before." in second.text
    claims = site.ctx.events.tournament("Demo Cup").claims[(1, 1)]
    assert list(claims) == [str(mine.team1)]
    facts = site.ctx.events.store.facts(site.ctx.events.info("Demo Cup").id)
    assert sum(1 for f in facts if f.kind == "result.claimed") == 1


def test_a_duelists_report_with_an_overlong_field_is_refused_naming_it(
    site: Site, event: tuple[int, str]
) -> None:
    """The report form's fields are read by the route itself: a field longer than the form
    allows is refused (400) with its name, a missing one is empty, and nothing is stored."""
    event_id, code = event
    state = site.ctx.events.tournament("Demo Cup")
    mine = state.paired_round(1).pairing_at(1)
    person = state.team(str(mine.team1)).a.name
    url = f"/e/{event_id}/rounds/1/tables/1/report-mine"
    with _client(site, "duelist", code, person) as client:
        long = client.post(url, data={"result": "x" * 31, "team": str(mine.team1), "key": "k"})
        assert long.status_code == 400
        assert "result: at most 30 characters" in long.text
        key = client.post(url, data={"result": "team1", "team": "t", "key": "k" * 101})
        assert key.status_code == 400 and "key: at most 100 characters" in key.text
        empty = client.post(url, data={"team": str(mine.team1)})  # no result chosen
        assert empty.status_code == 200 and "choose a result" in empty.text
        huge = client.post(url, data={"result": "team1", "team": "t" * 70_000})
        assert huge.status_code == 413 and "larger than 65,536 bytes" in huge.text
        many = client.post(url, data={f"f{i}": "x" for i in range(60)})
        assert many.status_code == 400 and "too many fields" in many.text
        for wrong in ("x", "1x", "99999999999"):
            nowhere = f"/e/{event_id}/rounds/{wrong}/tables/1/report-mine"
            assert client.post(nowhere, data={"result": "team1"}).status_code == 404
    assert site.ctx.events.tournament("Demo Cup").claims == {}
