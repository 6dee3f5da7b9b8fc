"""Issuing a penalty from the judge's desk: pick the table and the duelist by seat, the
infraction from the catalogue (both languages, with the regulation's text), the facts it asks
for; the preview shows the guideline penalty, remedy and consequence, Rule B's earlier
penalties and proposal, and checks the judge's decision (Rule A: only the head judge gives
another penalty than the one proposed, with a written reason; Rule B: accept or decline,
declining with a reason); confirming records the penalty once (the form's idempotency key) and
the table's result follows. A penalty's page, its slip (PDF, Japanese or English) for the
duelist to sign, and voiding it with a reason."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response

from tagduel.errors import TagDuelError
from tagduel.i18n import lazy
from tagduel.names import clean_text
from tagduel.penalties.errors import PenaltyError
from tagduel.penalties.model import IssuedPenalty, Penalty, Timing
from tagduel.services.penaltytarget import Target, check_person, issue_checked
from tagduel.services.projection import EventState
from tagduel.web.auth import Role, declare
from tagduel.web.i18n import LANGS
from tagduel.web.pages import flash, fragment, lang_of, redirect, render, said, t
from tagduel.web.pdf import render_pdf
from tagduel.web.routes.common import ctx_of, event_state, form_key
from tagduel.web.routes.judge_common import Judge, judge_at
from tagduel.web.routes.judge_forms import (
    PenaltyForm,
    Preview,
    both,
    fact_fields,
    infraction_groups,
    penalty_request,
    preview,
    preview_view,
)
from tagduel.web.routes.judge_recorded import penalty_view
from tagduel.web.routes.judge_views import (
    catalogue_lang,
    judged_round,
    seats_at,
    tables_of,
    voids_of,
)

router = APIRouter(include_in_schema=False)


@router.get("/e/{event_id}/judge/penalty", **declare(Role.JUDGE))
def penalty_form(
    request: Request,
    event_id: int,
    round: int = 0,
    table: str = "",
    seat: str = "",
    infraction: str = "",
    person: str = "",
    not_registered: str = "",
) -> Response:
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    number = judged_round(state, round)
    form = PenaltyForm(
        number,
        _int(table),  # empty for a person outside the teams at no table
        seat=seat[:3],
        infraction=infraction[:60],
        person=person.strip()[:300],
        not_registered=not_registered == "yes",
    )
    refusal = _person_refusal(request, state, form, judge) if form.outsider else None
    return _page(request, event_id, state, form, person_error=refusal)


def _person_refusal(
    request: Request, state: EventState, form: PenaltyForm, judge: Judge
) -> str | None:
    """Why the person typed cannot be penalised as one outside the teams (a registered
    duelist's name, the box not ticked), before the judge types the facts."""
    try:
        penalty, _ = penalty_request(state, form, judge.name)
        check_person(state, penalty)
    except TagDuelError as exc:
        return str(said(request, exc))
    return None


@router.post("/e/{event_id}/judge/penalty/preview", **declare(Role.JUDGE))
async def preview_penalty(request: Request, event_id: int) -> Response:
    form = await _read(request)
    return await run_in_threadpool(_preview_page, request, event_id, form)


@router.post("/e/{event_id}/judge/penalty", **declare(Role.JUDGE))
async def record_penalty(request: Request, event_id: int) -> Response:
    form = await _read(request)
    return await run_in_threadpool(_record, request, event_id, form)


async def _read(request: Request) -> PenaltyForm:
    data = await request.form()
    values = {k: v for k, v in data.items() if isinstance(v, str)}
    return PenaltyForm.read(values, _int(values.get("round")), _int(values.get("table")))


def _int(text: str | None) -> int:
    cleaned = (text or "").strip()
    return int(cleaned) if cleaned.isdigit() and len(cleaned) < 6 else 0


def _preview_page(request: Request, event_id: int, form: PenaltyForm) -> Response:
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    try:
        shown = _preview(request, state, form, judge)
    except TagDuelError as exc:
        return _page(request, event_id, state, form, error=said(request, exc), status=400)
    refusal = _rule_a_refusal(request, form, judge, shown)
    return _page(request, event_id, state, form, shown=shown, error=refusal)


def _preview(request: Request, state: EventState, form: PenaltyForm, judge: Judge) -> Preview:
    penalty, _ = penalty_request(state, form, judge.name)
    return preview(ctx_of(request).events, state, penalty)


def _record(request: Request, event_id: int, form: PenaltyForm) -> Response:
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    events = ctx_of(request).events
    try:
        if not judge.head and form.actual:
            refusal = _rule_a_refusal(request, form, judge, _preview(request, state, form, judge))
            if refusal is not None:
                raise PenaltyError(refusal)
        key = form_key("penalty", event_id, form.key)
        penalty, _ = penalty_request(state, form, judge.name, key)
        result, target = issue_checked(events, state.name, penalty)
    except TagDuelError as exc:
        error = said(request, exc)
        try:
            shown: Preview | None = _preview(request, state, form, judge)
        except TagDuelError:
            shown = None
        return _page(request, event_id, state, form, shown=shown, error=error, status=400)
    number = result.penalty.number
    if result.repeated:
        flash(request, t(request, "Already recorded: this form was sent before."), "warn")
    else:
        flash(request, t(request, "Recorded as penalty #{n}.", n=number))
    if target is Target.NOT_REGISTERED:
        note = lazy(
            "Note: {person} is not a registered duelist of event {event!r}: the penalty is "
            "recorded against the person and changes no result.",
            person=penalty.offender.person,
            event=state.name,
        )
        flash(request, note)
    return redirect(f"/e/{event_id}/judge/penalties/{number}")


def _rule_a_refusal(
    request: Request, form: PenaltyForm, judge: Judge, shown: Preview
) -> str | None:
    """Rule A (the penalty regulations, 罰則の適用 A): the head judge (大会審判) may lessen or add
    to a penalty; a judge gives the guideline penalty, or the Rule B upgrade accepted."""
    if judge.head or not form.actual:
        return None
    accepted = shown.proposed if form.upgrade == "accepted" else None
    if form.actual == (accepted or shown.guideline.penalty).value:
        return None
    return t(
        request,
        "Only the head judge may lessen or add to a penalty (the penalty regulations, "
        "Application of penalties A). Give the penalty proposed, or hand the call to the head "
        "judge.",
    )


def _page(
    request: Request,
    event_id: int,
    state: EventState,
    form: PenaltyForm,
    *,
    shown: Preview | None = None,
    error: str | None = None,
    person_error: str | None = None,
    status: int = 200,
) -> Response:
    """The penalty form at the step the judge has reached (table, and the duelist or a person
    outside the teams, and the infraction; facts; preview and decision), with a refusal
    beside it."""
    lang = lang_of(request)
    cat = state.catalogue
    infraction = cat.infractions.get(form.infraction)
    tables = tables_of(state, form.round)
    seats = seats_at(state, form.round, form.table) if _has_table(state, form) else []
    return render(
        request,
        "judge_penalty.html",
        status=status,
        event_id=event_id,
        state=state,
        form=form,
        tables=tables,
        seats=seats,
        seat=next((s for s in seats if s.code == form.seat), None),
        groups=infraction_groups(cat, lang),
        infraction=infraction,
        description=both(infraction.description, lang) if infraction else None,
        guideline_name=cat.name(infraction.penalty, catalogue_lang(lang)) if infraction else "",
        remedy=both(infraction.remedy, lang) if infraction else None,
        notes=[both(n, lang) for n in infraction.notes] if infraction else [],
        fields=fact_fields(infraction, form, lang) if infraction else [],
        timings=[(tm.value, cat.timings[tm].in_(catalogue_lang(lang))) for tm in Timing],
        penalties=[(p.value, cat.name(p, catalogue_lang(lang))) for p in Penalty],
        preview=preview_view(cat, shown, lang) if shown is not None else None,
        error=error,
        person_error=person_error,
        key=form.key,
        judge=judge_at(request, event_id),
    )


def _has_table(state: EventState, form: PenaltyForm) -> bool:
    return bool(form.table) and any(t.table == form.table for t in tables_of(state, form.round))


# -- a recorded penalty -------------------------------------------------------------------------


def _penalty(request: Request, state: EventState, number: int) -> IssuedPenalty:
    found = state.issued.get(number)
    if found is None:
        raise HTTPException(
            404, t(request, "Event {name} has no penalty #{n}.", name=state.name, n=number)
        )
    return found


@router.get("/e/{event_id}/judge/penalties/{number}", **declare(Role.JUDGE))
def penalty_page(request: Request, event_id: int, number: int) -> Response:
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    issued = _penalty(request, state, number)
    void = voids_of(ctx_of(request).events, state).get(number)
    where = issued.occasion
    result = None
    pairing = None
    cut_match = None
    if where.round is not None and where.table is not None and where.round <= len(state.paired):
        pairing = state.paired_round(where.round).pairing_at(where.table)
        result = state.result_at(where.round, where.table)
    elif where.round is not None and where.table is not None:
        cut_match = next((t for t in tables_of(state, where.round) if t.table == where.table), None)
    return render(
        request,
        "judge_penalty_view.html",
        event_id=event_id,
        state=state,
        judge=judge,
        view=penalty_view(state, issued, lang_of(request), void),
        pairing=pairing,
        result=result,
        cut_match=cut_match,
    )


@router.get("/e/{event_id}/judge/penalties/{number}/slip.pdf", **declare(Role.JUDGE))
def slip(request: Request, event_id: int, number: int, lang: str = "") -> Response:
    state = event_state(request, event_id)
    judge_at(request, event_id)
    issued = _penalty(request, state, number)
    chosen = lang if lang in LANGS else lang_of(request)
    void = voids_of(ctx_of(request).events, state).get(number)
    html = fragment(
        chosen,
        "judge_slip_pdf.html",
        state=state,
        view=penalty_view(state, issued, chosen, void),
    )
    return Response(
        render_pdf(html),
        media_type="application/pdf",
        headers={"content-disposition": f'inline; filename="penalty-{number}-{chosen}.pdf"'},
    )


@router.post("/e/{event_id}/judge/penalties/{number}/void", **declare(Role.HEAD_JUDGE))
def void(
    request: Request,
    event_id: int,
    number: int,
    reason: Annotated[str, Form(max_length=600)] = "",
) -> Response:
    state = event_state(request, event_id)
    judge = judge_at(request, event_id)
    events = ctx_of(request).events
    page = f"/e/{event_id}/judge/penalties/{number}"
    try:
        text = clean_text(reason, what=t(request, "the reason"))
        done = events.penalties.void(state.name, number, text, judge.name)
    except TagDuelError as exc:
        flash(request, said(request, exc), "error")
        return redirect(page)
    for listener in list(events.listeners):  # the desks and pages showing the event
        listener(event_id, done.number or 0)
    flash(request, t(request, "Penalty #{n} is voided.", n=number))
    return redirect(page)
