"""The JSON API (`/api/v1`): every operation of the organiser's console and the duelists' and
projector pages, for bots and other tools, described by the OpenAPI document at
`/api/v1/openapi.json` (each operation's `x-role` names who may call it).

Organisers send `Authorization: Bearer tdk_…` (an API token from the Account page) or use
their session; duelists `Bearer tdm_…` from `POST /api/v1/join`; public reads need nothing. A
write may carry an `Idempotency-Key` header: sent again, it records nothing and answers
`{"repeated": true, "facts": "#n"}`. Errors are `{"detail": "…"}`: 400 refused by the event's
state, 401/403 not for this caller, 404 no such event, round, table or team, 409 a different
result is on record, 422 invalid fields (illegal decks: with the whole deck check).
"""

from __future__ import annotations

from fastapi import APIRouter

from tagduel.web.routes import api_duelist, api_events, api_play, api_rounds

ROUTERS: list[APIRouter] = [
    api_events.router,
    api_rounds.router,
    api_play.router,
    api_duelist.router,
]
