"""The organiser's standings (every tiebreaker and the AABBBCCCDDD code), the top cut to the
champion, and the event's files: exports (CSV, JSON) and imports (results, a round's pairing)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, File, Form, Request, UploadFile
from fastapi.responses import Response

from tagduel.errors import TagDuelError
from tagduel.services.exports import What, parse_results_csv, rows, to_csv, to_json
from tagduel.services.notices import import_summary
from tagduel.services.pairfile import pair_from_rows, parse_pairing_csv
from tagduel.services.projection import EventState
from tagduel.services.results import import_results
from tagduel.services.topcut import correct_topcut, report_topcut, start_topcut
from tagduel.web.auth import Role, declare
from tagduel.web.pages import flash, redirect, render, said, t
from tagduel.web.phase import (
    CutPreview,
    cut_planned,
    cut_preview,
    next_step,
    placings_refusal,
    standings_heading,
)
from tagduel.web.routes.common import ctx_of, event_state, form_key, once, read_upload
from tagduel.web.views import bracket_view

router = APIRouter(include_in_schema=False)


@router.get("/e/{event_id}/standings", **declare(Role.ORGANISER))
def standings_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(
        request,
        "standings.html",
        event_id=event_id,
        state=state,
        standings=state.standings(),
        heading=standings_heading(state),
    )


@router.get("/e/{event_id}/topcut", **declare(Role.ORGANISER))
def topcut_page(request: Request, event_id: int) -> Response:
    return _topcut(request, event_id)


def _topcut(
    request: Request,
    event_id: int,
    status: int = 200,
    *,
    size: str | None = None,
    error: str | None = None,
    preview: CutPreview | None = None,
) -> Response:
    state = event_state(request, event_id)
    rounds, champion = bracket_view(state)
    structure = state.structure()
    planned = structure.top_cut if structure else state.settings.top_cut
    return render(
        request,
        "topcut.html",
        status,
        event_id=event_id,
        state=state,
        rounds=rounds,
        champion=champion,
        size=str(planned or "") if size is None else size,
        size_error=error,
        preview=preview,
    )


@router.post("/e/{event_id}/topcut", **declare(Role.ORGANISER))
def topcut_start(
    request: Request,
    event_id: int,
    size: Annotated[str, Form(max_length=10)] = "",
    confirmed: Annotated[str, Form(max_length=10)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    """Start the top cut: first a preview of who makes the cut, who gets a bye and who is
    left out; the cut starts when the organiser confirms it (it cannot be undone)."""
    state = event_state(request, event_id)
    text = size.strip()
    if text and not (text.isdigit() and len(text) <= 5 and int(text) >= 2):
        error = t(request, "Type the number of teams in the cut: a whole number, at least 2.")
        return _topcut(request, event_id, 400, size=size, error=error)
    chosen = int(text) if text else None
    if confirmed != "yes":
        try:
            preview = cut_preview(state, chosen)
        except TagDuelError as exc:
            return _topcut(request, event_id, 400, size=size, error=said(request, exc))
        return _topcut(request, event_id, size=text, preview=preview)
    try:
        once(
            request,
            lambda: start_topcut(
                ctx_of(request).events,
                state.name,
                chosen,
                request_key=form_key("cut", event_id, key),
            ),
        )
        flash(request, t(request, "The top cut has started."))
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
    return redirect(f"/e/{event_id}/topcut")


@router.post("/e/{event_id}/topcut/{match}", **declare(Role.ORGANISER))
def topcut_report(
    request: Request,
    event_id: int,
    match: int,
    winner: Annotated[str, Form(max_length=300)] = "",
    reason: Annotated[str, Form(max_length=500)] = "",
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    events = ctx_of(request).events
    if not winner.strip():
        flash(request, t(request, "Match {n}: choose the team that won.", n=match), "error")
        return redirect(f"/e/{event_id}/topcut#m{match}")
    try:
        reported = state.topcut.reported(match) if state.topcut else None
        if reported is None:
            once(
                request,
                lambda: report_topcut(
                    events,
                    state.name,
                    match,
                    winner,
                    request_key=form_key("cutreport", event_id, key),
                ),
            )
        else:
            once(
                request,
                lambda: correct_topcut(
                    events,
                    state.name,
                    match,
                    winner,
                    reason,
                    request_key=form_key("cutfix", event_id, key),
                ),
            )
        flash(request, t(request, "Match {n}: {team} wins.", n=match, team=winner))
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
    return redirect(f"/e/{event_id}/topcut")


@router.get("/e/{event_id}/files", **declare(Role.ORGANISER))
def files_page(request: Request, event_id: int) -> Response:
    state = event_state(request, event_id)
    return render(
        request,
        "files.html",
        event_id=event_id,
        state=state,
        whats=[w.value for w in What],
        problems=[],
        not_yet=_placings_not_yet(request, state),
    )


def _placings_not_yet(request: Request, state: EventState) -> str | None:
    """Why the final placings cannot be exported yet (None: they can)."""
    refusal = placings_refusal(state)
    if refusal is None:
        return None
    step = next_step(state)
    if step in ("pair", "results") and not cut_planned(state):
        return t(request, "Final placings are ready when every Swiss round has its results.")
    if step in ("pair", "results"):
        return t(
            request, "Final placings are ready when the Swiss rounds and the top cut are over."
        )
    if step == "topcut":
        return t(request, "Final placings are ready when the top cut is over; it has not started.")
    if step == "cut running":
        return t(request, "Final placings are ready when the top cut has its champion.")
    return str(said(request, refusal))


@router.get("/e/{event_id}/export/{what}.{fmt}", **declare(Role.ORGANISER))
def export(request: Request, event_id: int, what: str, fmt: str) -> Response:
    state = event_state(request, event_id)
    try:
        kind = What(what)
    except ValueError:
        flash(request, t(request, "Nothing to export named {what}.", what=what), "error")
        return redirect(f"/e/{event_id}/files")
    table = rows(state, kind)
    if fmt == "json":
        body, media = to_json(state, kind, table), "application/json"
    else:
        body, media = to_csv(table), "text/csv; charset=utf-8"
    filename = f"{_slug(state.name)}-{kind.value}.{'json' if fmt == 'json' else 'csv'}"
    return Response(
        body,
        media_type=media,
        headers={"content-disposition": f'attachment; filename="{filename}"'},
    )


@router.post("/e/{event_id}/import", **declare(Role.ORGANISER))
async def import_file(
    request: Request,
    event_id: int,
    kind: Annotated[str, Form(max_length=20)] = "results",
    file: Annotated[UploadFile | None, File()] = None,
    key: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    state = event_state(request, event_id)
    events = ctx_of(request).events
    problems: list[str] = []
    try:
        data = await read_upload(file, t(request, "the file"))
        if data is None:
            raise ValueError(t(request, "Choose a CSV file to import."))
        text = data.decode("utf-8-sig")
        source = file.filename if file is not None and file.filename else "upload"
        if kind == "pairing":
            rows_ = parse_pairing_csv(text, source)
            written = once(
                request,
                lambda: pair_from_rows(
                    events,
                    state.name,
                    rows_,
                    source,
                    request_key=form_key("pairfile", event_id, key),
                ),
            )
            if written is not None:
                flash(
                    request,
                    t(
                        request,
                        "Round {n} entered from {file}.",
                        n=written.value.pairing.round,
                        file=source,
                    ),
                )
        else:
            results = parse_results_csv(text, source)
            written_r = once(
                request,
                lambda: import_results(
                    events,
                    state.name,
                    results,
                    source,
                    request_key=form_key("import", event_id, key),
                ),
            )
            if written_r is not None:  # every skipped row named, with why
                flash(request, import_summary(written_r.value, source))
        return redirect(f"/e/{event_id}/files")
    except UnicodeDecodeError:
        problems.append(t(request, "The file is not UTF-8 text."))
    except ValueError as exc:
        problems.append(said(request, exc))
    except TagDuelError as exc:
        problems.extend(said(request, p) for p in getattr(exc, "problems", ()) or [exc])
    return render(
        request,
        "files.html",
        status=400,
        event_id=event_id,
        state=state,
        whats=[w.value for w in What],
        problems=problems,
        not_yet=_placings_not_yet(request, state),
    )


def _slug(name: str) -> str:
    kept = "".join(c if c.isascii() and c.isalnum() else "-" for c in name.lower())
    return "-".join(p for p in kept.split("-") if p) or "event"
