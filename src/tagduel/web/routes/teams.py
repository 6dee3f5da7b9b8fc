"""The organiser's team pages: the team list (edit, drop, undo a drop), registering a team with
the full team deck check (nothing stored when illegal), late entries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from fastapi import APIRouter, File, Form, Request, UploadFile
from fastapi.responses import Response

from tagduel.decks.formats import read_deck
from tagduel.decks.model import Deck
from tagduel.decks.problems import Report
from tagduel.errors import TagDuelError
from tagduel.i18n import Text, lazy
from tagduel.names import clean_name, name_key
from tagduel.services.amend import undo_drop
from tagduel.services.amendteam import DuelistChange, amend_team
from tagduel.services.errors import IllegalDecksError
from tagduel.services.notices import rounds_text
from tagduel.services.projection import EventState, TeamEntry
from tagduel.services.registration import (
    DuelistEntry,
    Registration,
    TeamRequest,
    drop_team,
    register_team,
)
from tagduel.web.auth import Role, declare
from tagduel.web.pages import flash, redirect, render, said, t
from tagduel.web.routes.common import ctx_of, event_state, form_key, once, read_upload
from tagduel.web.views import team_rows

router = APIRouter(include_in_schema=False)

MAX_DECK_TEXT = 200_000


@dataclass
class TeamForm:
    team: str = ""
    a: str = ""
    b: str = ""
    deck_a_text: str = ""
    deck_b_text: str = ""
    late: bool = False
    reason: str = ""
    errors: dict[str, str] = field(default_factory=dict)


@router.get("/e/{event_id}/teams", **declare(Role.ORGANISER))
def teams_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(request, "teams.html", event_id=event_id, state=state, rows=team_rows(state))


@router.get("/e/{event_id}/teams/new", **declare(Role.ORGANISER))
def register_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    form = TeamForm(late=bool(state.paired))
    return render(request, "team_new.html", event_id=event_id, state=state, form=form, report=None)


@router.post("/e/{event_id}/teams", **declare(Role.ORGANISER))
async def register(
    request: Request,
    event_id: int,
    team: Annotated[str, Form(max_length=300)] = "",
    a: Annotated[str, Form(max_length=300)] = "",
    b: Annotated[str, Form(max_length=300)] = "",
    deck_a_text: Annotated[str, Form(max_length=MAX_DECK_TEXT)] = "",
    deck_b_text: Annotated[str, Form(max_length=MAX_DECK_TEXT)] = "",
    deck_a_file: Annotated[UploadFile | None, File()] = None,
    deck_b_file: Annotated[UploadFile | None, File()] = None,
    late: Annotated[str, Form(max_length=10)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    ctx = ctx_of(request)
    form = TeamForm(team, a, b, deck_a_text, deck_b_text, bool(late))
    decks = {
        "A": await _deck(request, deck_a_file, deck_a_text, "deck_a", form),
        "B": await _deck(request, deck_b_file, deck_b_text, "deck_b", form),
    }
    for field_name, value in (("team", team), ("a", a), ("b", b)):
        if not value.strip():
            form.errors[field_name] = t(request, "Fill this in.")
    report: Report | None = None
    if not form.errors and decks["A"] is not None and decks["B"] is not None:
        entry = TeamRequest(
            team, DuelistEntry(a, decks["A"]), DuelistEntry(b, decks["B"]), late=bool(late)
        )
        try:
            written = once(
                request,
                lambda: register_team(
                    ctx.events,
                    state.name,
                    entry,
                    ctx.cards,
                    request_key=form_key("register", event_id, key),
                ),
            )
        except IllegalDecksError as exc:
            report = exc.report
        except TagDuelError as exc:
            form.errors["team"] = said(request, exc)
        else:
            if written is not None:
                flash(request, _registered(request, written.value))
            return redirect(f"/e/{event_id}/teams")
    return render(
        request,
        "team_new.html",
        status=400,
        event_id=event_id,
        state=state,
        form=form,
        report=report,
    )


def _registered(request: Request, reg: Registration) -> str:
    """What registering did: a late entry is told again it starts with a match loss for each
    round already paired."""
    if not reg.missed:
        return t(request, "Team {team} registered: both decks are legal.", team=reg.team)
    return t(
        request,
        "Team {team} registered as a late entry: both decks are legal. It is first paired in "
        "round {round} and starts with a match loss for {rounds}.",
        team=reg.team,
        round=reg.first_round,
        rounds=said(request, rounds_text(1, reg.missed, each=True)),
    )


async def _deck(
    request: Request, upload: UploadFile | None, text: str, field_name: str, form: TeamForm
) -> Deck | None:
    """The deck from the uploaded file, else from the pasted text (a ydke:// URL, a deck code
    or a text list: recognised by its content)."""
    try:
        data = await read_upload(upload, t(request, "the deck file"))
    except ValueError as exc:
        form.errors[field_name] = said(request, exc)
        return None
    if data is None and not text.strip():
        form.errors[field_name] = t(request, "Upload the deck file or paste the deck.")
        return None
    source = upload.filename if data is not None and upload is not None else lazy("pasted deck")
    try:
        return read_deck(
            data if data is not None else text.strip(),
            source=source or "deck",
            db=ctx_of(request).cards,
        )
    except TagDuelError as exc:
        form.errors[field_name] = said(request, exc)
        return None


@router.get("/e/{event_id}/teams/{team:path}/edit", **declare(Role.ORGANISER))
def edit_page(request: Request, event_id: int, team: str) -> Response:
    state = event_state(request, event_id)
    entry = state.team(team)
    form = TeamForm(entry.name, entry.a.name, entry.b.name)
    return render(
        request,
        "team_edit.html",
        event_id=event_id,
        state=state,
        entry=entry,
        form=form,
        errors={},
        report=None,
    )


@router.post("/e/{event_id}/teams/{team:path}/edit", **declare(Role.ORGANISER))
async def edit(
    request: Request,
    event_id: int,
    team: str,
    a: Annotated[str, Form(max_length=300)] = "",
    b: Annotated[str, Form(max_length=300)] = "",
    deck_a_text: Annotated[str, Form(max_length=MAX_DECK_TEXT)] = "",
    deck_b_text: Annotated[str, Form(max_length=MAX_DECK_TEXT)] = "",
    deck_a_file: Annotated[UploadFile | None, File()] = None,
    deck_b_file: Annotated[UploadFile | None, File()] = None,
    reason: Annotated[str, Form(max_length=500)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    entry = state.team(team)
    ctx = ctx_of(request)
    form = TeamForm(entry.name, a, b, deck_a_text, deck_b_text, reason=reason)
    changes = []
    for seat, name, upload, text in (
        ("A", a, deck_a_file, deck_a_text),
        ("B", b, deck_b_file, deck_b_text),
    ):
        deck = None
        if (upload is not None and upload.filename) or text.strip():
            deck = await _deck(request, upload, text, f"deck_{seat.lower()}", form)
        changes.append(DuelistChange(seat, name or None, deck))
    if not reason.strip():
        form.errors["reason"] = t(
            request, "Say why the team is changed (it is kept with the change)."
        )
    report = None
    if not form.errors:
        try:
            written = once(
                request,
                lambda: amend_team(
                    ctx.events,
                    state.name,
                    entry.name,
                    changes,
                    reason,
                    ctx.cards,
                    request_key=form_key("amend", event_id, key),
                ),
            )
        except IllegalDecksError as exc:
            report = exc.report
        except TagDuelError as exc:
            form.errors[_field_of(state, entry, form)] = said(request, exc)
        else:
            if written is not None:
                changed = written.value.changed
                done = Text.joined(", ", changed) if changed else t(request, "nothing changed")
                flash(request, t(request, "Team {team}: {what}.", team=entry.name, what=done))
            return redirect(f"/e/{event_id}/teams")
    return render(
        request,
        "team_edit.html",
        status=400,
        event_id=event_id,
        state=state,
        entry=entry,
        form=form,
        errors=form.errors,
        report=report,
    )


def _field_of(state: EventState, entry: TeamEntry, form: TeamForm) -> str:
    """The field a refused edit is about: the name typed that belongs to another registered
    duelist (or to the teammate) or is not a valid name; else the form as a whole."""
    for field_name, seat, typed in (("a", "A", form.a), ("b", "B", form.b)):
        current, partner = (entry.a, entry.b) if seat == "A" else (entry.b, entry.a)
        name = " ".join(typed.split())
        if not typed or name == current.name:
            continue
        try:
            clean_name(typed)
        except TagDuelError:
            return field_name
        other = state.team_of_person(name)
        if (other is not None and other.name != entry.name) or name_key(name) == name_key(
            partner.name
        ):
            return field_name
    return "form"


@router.post("/e/{event_id}/teams/{team:path}/drop", **declare(Role.ORGANISER))
def drop(
    request: Request,
    event_id: int,
    team: str,
    reason: Annotated[str, Form(max_length=500)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    try:
        written = once(
            request,
            lambda: drop_team(
                ctx_of(request).events,
                state.name,
                team,
                reason,
                request_key=form_key("drop", event_id, key),
            ),
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
    else:
        if written is not None:
            after = written.value.after_round
            shown = (
                t(request, "Team {team} dropped after round {n}.", team=written.value.team, n=after)
                if after
                else t(request, "Team {team} dropped before round 1.", team=written.value.team)
            )
            flash(request, shown)
    return redirect(f"/e/{event_id}/teams")


@router.post("/e/{event_id}/teams/{team:path}/undrop", **declare(Role.ORGANISER))
def undrop(
    request: Request,
    event_id: int,
    team: str,
    reason: Annotated[str, Form(max_length=500)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    try:
        written = once(
            request,
            lambda: undo_drop(
                ctx_of(request).events,
                state.name,
                team,
                reason,
                request_key=form_key("undrop", event_id, key),
            ),
        )
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
    else:
        if written is not None:
            flash(request, t(request, "Team {team} is back in the event.", team=team))
    return redirect(f"/e/{event_id}/teams")
