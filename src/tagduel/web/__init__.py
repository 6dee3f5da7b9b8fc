"""The web application: organiser console, duelists' pages, projector screens, printed slips,
and the JSON API, over `tagduel.services` (like the CLI, a thin adapter: routes parse input,
call a service, render). Start it with `tagduel serve`; build it with `create_app`."""

from __future__ import annotations

from tagduel.web.app import create_app
from tagduel.web.config import WebConfig

__all__ = ["WebConfig", "create_app"]
