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

ROUTERS: list[APIRouter] = [
    home.router,
    events.router,
    teams.router,
    rounds.router,
    clock.router,
    standings.router,
    printing.router,
    duelist.router,
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
