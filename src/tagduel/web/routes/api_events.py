"""The JSON API's events and teams: list and create events (every setting of `event new`, the
event form's checks), an event's summary and join code; list, register (the full team deck
check: illegal decks store nothing), amend, drop and undo a drop of a team."""

from __future__ import annotations

from fastapi import HTTPException, Request

from tagduel.decks.formats import read_deck
from tagduel.decks.model import Deck
from tagduel.errors import TagDuelError
from tagduel.services.access import new_join_code
from tagduel.services.amend import undo_drop
from tagduel.services.amendteam import DuelistChange, amend_team
from tagduel.services.eventfacts import EventSettings
from tagduel.services.registration import (
    DuelistEntry,
    TeamRequest,
    create_event,
    drop_team,
    register_team,
)
from tagduel.web import api_models as m
from tagduel.web.auth import Role, declare
from tagduel.web.routes.api_common import (
    ILLEGAL,
    IdempotencyKey,
    answers,
    api_router,
    facts_text,
    key,
    team_of,
)
from tagduel.web.routes.api_views import settings_out, summary_out
from tagduel.web.routes.common import ctx_of, event_state
from tagduel.web.routes.events import EventForm, _settings
from tagduel.web.views import event_rows, team_rows

router = api_router("events and teams")


@router.get("/events", **declare(Role.PUBLIC))
def list_events(request: Request) -> m.EventsOut:
    """Every tournament event, newest first (as the home page lists them)."""
    rows = event_rows(ctx_of(request).events)
    return m.EventsOut(
        events=[
            m.EventOut(
                event_id=r.id,
                name=r.name,
                created=r.created,
                teams=r.teams,
                rounds=r.rounds,
                stage=r.stage,
            )
            for r in rows
        ]
    )


@router.post("/events", status_code=201, **declare(Role.ORGANISER))
def create(request: Request, body: m.EventIn) -> m.EventCreated:
    """Create an event with its settings; a field's problem answers 422, naming the field."""
    settings = _checked_settings(request, body)
    info, _ = create_event(ctx_of(request).events, body.name, settings)
    return m.EventCreated(event_id=info.id, name=info.name, settings=settings_out(settings))


def _checked_settings(request: Request, body: m.EventIn) -> EventSettings:
    """The event form's own parsing and checks (`routes.events`), fed from the JSON body."""
    form = EventForm(
        name=body.name,
        rounds="" if body.rounds is None else str(body.rounds),
        top_cut="" if body.top_cut is None else str(body.top_cut),
        round_minutes=str(body.round_minutes),
        tie_rule=body.tie_rule,
        banlist="file" if body.banlist == "text" else _builtin(body.banlist),
        banlist_name=body.banlist_name,
        pool=body.pool or "",
        min_percentage=str(body.min_percentage),
        draw_value=str(body.draw_value),
        loss_timing=body.loss_timing,
        bye_count=body.bye_count,
        dropped_count=body.dropped_count,
    )
    upload = body.banlist_text.encode() if body.banlist == "text" else None
    errors: dict[str, str] = {}
    settings = _settings(request, form, upload, errors)
    if settings is None or errors:
        detail = [f"{field}: {text}" for field, text in errors.items()]
        raise HTTPException(422, detail or "the settings are invalid")
    return settings


def _builtin(banlist: str) -> str:
    return "builtin:" if banlist == "builtin" else banlist


@router.get("/events/{event_id}", **declare(Role.ORGANISER))
def summary(request: Request, event_id: int) -> m.EventSummary:
    """Where the event stands and what the organiser does next, with its settings."""
    return summary_out(event_state(request, event_id), event_id)


@router.post("/events/{event_id}/join-code", **declare(Role.ORGANISER))
def join_code(request: Request, event_id: int) -> m.JoinCodeOut:
    """A new join code for the duelists (`POST /api/v1/join`); the old one stops working."""
    state = event_state(request, event_id)
    return m.JoinCodeOut(event_id=event_id, code=new_join_code(ctx_of(request).events, state.name))


# -- teams ------------------------------------------------------------------------------------


@router.get("/events/{event_id}/teams", **declare(Role.ORGANISER))
def teams(request: Request, event_id: int) -> m.TeamsOut:
    """The teams, alphabetically, with their record so far."""
    state = event_state(request, event_id)
    rows = [m.TeamOut.model_validate(r, from_attributes=True) for r in team_rows(state)]
    return m.TeamsOut(event_id=event_id, teams=rows)


@router.post(
    "/events/{event_id}/teams",
    status_code=201,
    **declare(Role.ORGANISER),
    **answers(m.Registered, ILLEGAL),
)
def register(
    request: Request, event_id: int, body: m.TeamIn, idempotency_key: IdempotencyKey = None
) -> m.Registered | m.RepeatedOut:
    """Register a team after the team deck check of the Team Dueling Rules A; illegal decks
    answer 422 with every problem and store nothing."""
    state = event_state(request, event_id)
    decks = _decks(request, {"deck_a": body.deck_a, "deck_b": body.deck_b})
    entry = TeamRequest(
        body.team,
        DuelistEntry(body.a, decks["deck_a"]),
        DuelistEntry(body.b, decks["deck_b"]),
        late=body.late,
    )
    ctx = ctx_of(request)
    written = register_team(
        ctx.events,
        state.name,
        entry,
        ctx.cards,
        request_key=key("register", event_id, idempotency_key),
    )
    reg = written.value
    return m.Registered(
        event_id=event_id,
        team=reg.team,
        a=reg.duelists[0],
        b=reg.duelists[1],
        first_round=reg.first_round,
        missed=reg.missed,
        deck_check=m.DeckReport.model_validate(reg.report.to_dict()),
        facts=facts_text(written.facts),
    )


def _decks(request: Request, texts: dict[str, str | None]) -> dict[str, Deck]:
    """Each deck given, read by its content (a ydke:// URL, a deck code, a .ydk file's text
    or a text list); an unreadable one answers 422 naming its field."""
    decks: dict[str, Deck] = {}
    problems: list[str] = []
    for field, text in texts.items():
        if text is None or not text.strip():
            continue
        try:
            decks[field] = read_deck(text.strip(), source=field, db=ctx_of(request).cards)
        except TagDuelError as exc:  # an InputError names its source (the field) already
            said = str(exc)
            problems.append(said if said.startswith(field) else f"{field}: {said}")
    if problems:
        raise HTTPException(422, problems)
    return decks


@router.patch(
    "/events/{event_id}/teams/{team:path}", **declare(Role.ORGANISER), **answers(m.Amended, ILLEGAL)
)
def amend(
    request: Request,
    event_id: int,
    team: str,
    body: m.TeamChangeIn,
    idempotency_key: IdempotencyKey = None,
) -> m.Amended | m.RepeatedOut:
    """Change a duelist's name or deck (the team keeps its name); the decks are checked
    together again; the reason is kept with the change."""
    state = event_state(request, event_id)
    entry = team_of(state, team)
    decks = _decks(request, {"deck_a": body.deck_a, "deck_b": body.deck_b})
    changes = [
        DuelistChange("A", body.a or None, decks.get("deck_a")),
        DuelistChange("B", body.b or None, decks.get("deck_b")),
    ]
    ctx = ctx_of(request)
    written = amend_team(
        ctx.events,
        state.name,
        entry.name,
        changes,
        body.reason,
        ctx.cards,
        request_key=key("amend", event_id, idempotency_key),
    )
    changed = list(written.value.changed)
    return m.Amended(
        event_id=event_id, team=entry.name, changed=changed, facts=facts_text(written.facts)
    )


@router.post(
    "/events/{event_id}/teams/{team:path}/drop", **declare(Role.ORGANISER), **answers(m.Dropped)
)
def drop(
    request: Request,
    event_id: int,
    team: str,
    body: m.ReasonIn | None = None,
    idempotency_key: IdempotencyKey = None,
) -> m.Dropped | m.RepeatedOut:
    """Drop a team after the rounds paired so far: never paired again; it keeps its record."""
    state = event_state(request, event_id)
    entry = team_of(state, team)
    written = drop_team(
        ctx_of(request).events,
        state.name,
        entry.name,
        body.reason if body else "",
        request_key=key("drop", event_id, idempotency_key),
    )
    done = written.value
    return m.Dropped(
        event_id=event_id,
        team=done.team,
        after_round=done.after_round,
        unreported_table=done.unreported_table,
        facts=facts_text(written.facts),
    )


@router.post(
    "/events/{event_id}/teams/{team:path}/undrop", **declare(Role.ORGANISER), **answers(m.Undropped)
)
def undrop(
    request: Request,
    event_id: int,
    team: str,
    body: m.ReasonIn | None = None,
    idempotency_key: IdempotencyKey = None,
) -> m.Undropped | m.RepeatedOut:
    """Take back a drop while no round was paired without the team."""
    state = event_state(request, event_id)
    entry = team_of(state, team)
    written = undo_drop(
        ctx_of(request).events,
        state.name,
        entry.name,
        body.reason if body else "",
        request_key=key("undrop", event_id, idempotency_key),
    )
    return m.Undropped(event_id=event_id, team=written.value.team, facts=facts_text(written.facts))
