"""The organiser's event pages: create an event with every setting, its dashboard, its join
code for the duelists."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, File, Form, Request, UploadFile
from fastapi.responses import Response

from tagduel.decks.banlist import BanList, parse_lflist
from tagduel.decks.builtin import builtin_lflist
from tagduel.errors import TagDuelError
from tagduel.i18n import lazy
from tagduel.services.access import new_join_code
from tagduel.services.eventfacts import POOLS, ROUND_MINUTES, EventSettings, TieSetting
from tagduel.services.registration import create_event
from tagduel.tournament.standings import (
    ByeCount,
    DropCount,
    LossTiming,
    StandingsSettings,
    parse_fraction,
)
from tagduel.web.auth import Role, declare
from tagduel.web.pages import flash, redirect, render, said, t
from tagduel.web.routes.common import ctx_of, event_state, read_upload
from tagduel.web.views import dashboard

router = APIRouter(include_in_schema=False)

FRACTIONS = {
    "min_percentage": lazy("the minimum percentage"),
    "draw_value": lazy("the value of a draw"),
}


@dataclass
class EventForm:
    """The new-event form as typed (kept to show it again beside its errors)."""

    name: str = ""
    rounds: str = ""
    top_cut: str = ""
    round_minutes: str = str(ROUND_MINUTES)
    tie_rule: str = TieSetting.PLAY_ON.value
    banlist: str = "none"
    banlist_name: str = ""
    pool: str = ""
    min_percentage: str = "0"
    draw_value: str = "0"
    loss_timing: str = "later"
    bye_count: str = "win"
    dropped_count: str = "counted"


def _form_page(
    request: Request, form: EventForm, errors: dict[str, str], status: int = 200
) -> Response:
    return render(
        request,
        "event_new.html",
        status=status,
        form=form,
        errors=errors,
        pools=sorted(POOLS),
        builtin_lists=builtin_lflist().names(),
    )


@router.get("/events/new", **declare(Role.ORGANISER))
def new_event_page(request: Request) -> Response:
    return _form_page(request, EventForm(), {})


@router.post("/events", **declare(Role.ORGANISER))
async def new_event(
    request: Request,
    name: Annotated[str, Form(max_length=300)] = "",
    rounds: Annotated[str, Form(max_length=30)] = "",
    top_cut: Annotated[str, Form(max_length=30)] = "",
    round_minutes: Annotated[str, Form(max_length=30)] = str(ROUND_MINUTES),
    tie_rule: Annotated[str, Form(max_length=30)] = "play-on",
    banlist: Annotated[str, Form(max_length=200)] = "none",
    banlist_name: Annotated[str, Form(max_length=200)] = "",
    banlist_file: Annotated[UploadFile | None, File()] = None,
    pool: Annotated[str, Form(max_length=10)] = "",
    min_percentage: Annotated[str, Form(max_length=30)] = "0",
    draw_value: Annotated[str, Form(max_length=30)] = "0",
    loss_timing: Annotated[str, Form(max_length=30)] = "later",
    bye_count: Annotated[str, Form(max_length=30)] = "win",
    dropped_count: Annotated[str, Form(max_length=30)] = "counted",
) -> Response:
    form = EventForm(
        name,
        rounds,
        top_cut,
        round_minutes,
        tie_rule,
        banlist,
        banlist_name,
        pool,
        min_percentage,
        draw_value,
        loss_timing,
        bye_count,
        dropped_count,
    )
    errors: dict[str, str] = {}
    try:
        upload = await read_upload(banlist_file, lazy("the ban list file"))
    except ValueError as exc:
        upload, errors["banlist"] = None, said(request, exc)
    settings = _settings(request, form, upload, errors)
    if settings is None or errors:
        return _form_page(request, form, errors, status=400)
    try:
        info, _ = create_event(ctx_of(request).events, form.name, settings)
    except TagDuelError as exc:
        errors["name"] = said(request, exc)
        return _form_page(request, form, errors, status=400)
    flash(request, t(request, "Event {name} created.", name=info.name))
    return redirect(f"/e/{info.id}")


def _settings(
    request: Request, form: EventForm, upload: bytes | None, errors: dict[str, str]
) -> EventSettings | None:
    """The settings the form asks for; every problem goes beside its field in `errors`."""
    rounds = _whole(request, form.rounds, "rounds", errors, blank=True)
    top_cut = _whole(request, form.top_cut, "top_cut", errors, blank=True)
    minutes = _whole(request, form.round_minutes, "round_minutes", errors)
    standings = _standings(request, form, errors)
    listed = _banlist(request, form, upload, errors)
    if not form.name.strip():
        errors["name"] = t(request, "Give the event a name.")
    if errors or standings is None:
        return None
    try:
        return EventSettings(
            rounds=rounds,
            top_cut=top_cut,
            tie_rule=TieSetting(form.tie_rule)
            if form.tie_rule in ("play-on", "draw")
            else TieSetting.PLAY_ON,
            round_minutes=minutes or ROUND_MINUTES,
            banlist=listed[0] if listed else None,
            banlist_source=listed[1] if listed else "",
            pool=form.pool or None,
            standings=standings,
        )
    except TagDuelError as exc:
        errors["settings"] = said(request, exc)
        return None


def _whole(
    request: Request, text: str, field: str, errors: dict[str, str], *, blank: bool = False
) -> int | None:
    text = text.strip()
    if not text and blank:
        return None
    if not text.isdigit() or len(text) > 6:
        errors[field] = t(request, "Type a whole number.")
        return None
    return int(text)


def _standings(
    request: Request, form: EventForm, errors: dict[str, str]
) -> StandingsSettings | None:
    values = {}
    for field, what in FRACTIONS.items():
        try:
            values[field] = parse_fraction(getattr(form, field), what)
        except TagDuelError as exc:
            errors[field] = said(request, exc)
    if errors:
        return None
    try:
        return StandingsSettings(
            min_percentage=values["min_percentage"],
            draw_value=values["draw_value"],
            loss_timing=LossTiming.EARLIER_RANKS_HIGHER
            if form.loss_timing == "earlier"
            else LossTiming.LATER_RANKS_HIGHER,
            bye=ByeCount.EXCLUDED if form.bye_count == "excluded" else ByeCount.AS_WIN,
            dropped=DropCount.EXCLUDED if form.dropped_count == "excluded" else DropCount.COUNTED,
        )
    except TagDuelError as exc:
        errors["min_percentage"] = said(request, exc)
        return None


def _banlist(
    request: Request, form: EventForm, upload: bytes | None, errors: dict[str, str]
) -> tuple[BanList, str] | None:
    try:
        if form.banlist == "none":
            return None
        if form.banlist.startswith("builtin:"):
            name = form.banlist.partition(":")[2]
            return builtin_lflist().get(name or None), "builtin"
        if form.banlist == "file":
            if upload is None:
                errors["banlist"] = t(request, "Choose the lflist.conf file to upload.")
                return None
            text = upload.decode("utf-8-sig")
            lists = parse_lflist(text, source=lazy("uploaded list"), strict=True)
            return lists.get(form.banlist_name.strip() or None), "uploaded lflist.conf"
    except UnicodeDecodeError:
        errors["banlist"] = t(request, "The ban list file is not UTF-8 text.")
    except TagDuelError as exc:
        errors["banlist"] = said(request, exc)
    return None


@router.get("/e/{event_id}", **declare(Role.ORGANISER))
def event_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(
        request, "event.html", event_id=event_id, state=state, view=dashboard(state), code=None
    )


@router.post("/e/{event_id}/join-code", **declare(Role.ORGANISER))
def make_join_code(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    code = new_join_code(ctx_of(request).events, state.name)
    state = event_state(request, event_id)
    return render(
        request, "event.html", event_id=event_id, state=state, view=dashboard(state), code=code
    )
