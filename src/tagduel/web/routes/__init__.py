"""The routers of the web application, each a module of routes for one kind of page."""

from __future__ import annotations

from fastapi import APIRouter

from tagduel.web.routes import (
    api,
    clock,
    duelist,
    events,
    home,
    judge,
    judge_calls,
    judge_penalty,
    judge_record,
    printing,
    public,
    rounds,
    standings,
    table,
    table_judge,
    table_play,
    table_replay,
    teams,
)

LEAN_ROUTES = [*duelist.LEAN_ROUTES]
"""Tried before the routers (see `web.auth.RoleRoute`)."""

ROUTERS: list[APIRouter] = [
    # Matched in this order, every route tried in turn (a few microseconds each): the pages a
    # whole room of duelists opens at a round end come first. No request matches two routes
    # (tests/web/test_route_table.py), so the order changes nothing else.
    duelist.router,
    home.router,
    events.router,
    teams.router,
    rounds.router,
    clock.router,
    standings.router,
    printing.router,
    judge.router,
    judge_calls.router,
    judge_penalty.router,
    judge_record.router,
    public.router,
    table.router,
    table_judge.router,
    table_play.router,
    table_replay.router,
    *api.ROUTERS,
]
