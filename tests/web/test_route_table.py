"""No request matches two routes: the application's routers are included in the order of their
traffic (a round end's duelist pages first, each route tried in turn costing a few
microseconds), and that order must change nothing but speed. Every route's path, its
parameters filled in, is matched against every other route of a shared method: none but itself
may take it. A static segment where another route has a parameter (`/rounds/from-rows` beside
`/rounds/{number}`) is allowed only for different methods."""

from __future__ import annotations

import re

from fastapi.routing import iter_route_contexts
from starlette.routing import Match, Route

from web.conftest import Site

SAMPLES = ("7", "x")


def _concrete(path: str, value: str) -> str:
    return re.sub(r"\{[^}]+\}", value, path)


def test_no_request_matches_two_routes(site: Site) -> None:
    routes = [
        c.original_route
        for c in iter_route_contexts(site.app.routes)
        if isinstance(c.original_route, Route)  # APIRoute and RoleRoute both
    ]
    assert len(routes) > 50
    taken = []
    for route in routes:
        for value in SAMPLES:
            path = _concrete(route.path, value)
            for method in route.methods:
                scope = {"type": "http", "path": path, "method": method, "root_path": ""}
                for other in routes:
                    if other is not route and other.matches(scope)[0] is Match.FULL:
                        taken.append(f"{method} {path}: {route.path} and {other.path}")
    assert taken == []


def test_the_duelists_pages_are_tried_first(site: Site) -> None:
    first = next(
        c.original_route
        for c in iter_route_contexts(site.app.routes)
        if isinstance(c.original_route, Route)  # APIRoute and RoleRoute both
    )
    assert first.path == "/e/{event_id}/rounds/{number}/tables/{table}/report-mine"  # a RoleRoute
