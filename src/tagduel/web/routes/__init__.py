"""The routers of the web application, each a module of routes for one kind of page."""

from __future__ import annotations

from fastapi import APIRouter

from tagduel.web.routes import (
    api,
    clock,
    duelist,
    events,
    home,
    printing,
    public,
    rounds,
    standings,
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
    public.router,
    *api.ROUTERS,
]
