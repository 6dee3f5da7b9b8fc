"""What the judges' route modules share: who the judge is at this event (their name, whether
they are the head judge) and the live parts of the judge's desk (the call queue and the table
grid), rendered for a page and for the judges' event stream alike."""

from __future__ import annotations

from dataclasses import dataclass

from fastapi import HTTPException, Request

from tagduel.services.judgecalls import calls, queue
from tagduel.services.projection import EventState
from tagduel.web.auth import principal_of
from tagduel.web.cutplace import place_of
from tagduel.web.pages import fragment, t
from tagduel.web.routes.judge_views import FILTERS, PenaltyLine, cut_tables, grid, penalty_lines

PARTS = ("calls", "grid", "history")


@dataclass(frozen=True, slots=True)
class Judge:
    """The judge asking: the name their penalties and calls carry, and their role here."""

    name: str
    head: bool


def judge_at(request: Request, event_id: int) -> Judge:
    """The judge of this event the request comes from (an organiser is a head judge)."""
    who = principal_of(request)
    seat = who.judge_of(event_id)
    if seat is not None:
        return Judge(seat.name, seat.head or who.organiser is not None)
    if who.organiser is not None:
        return Judge(who.organiser.name, True)
    raise HTTPException(403, t(request, "This page is for the judges of this event."))


@dataclass(frozen=True, slots=True)
class DeskView:
    """What the live parts of the desk show: the round, the grid's filter, the viewer."""

    event_id: int
    number: int
    show: str
    judge: Judge


def desk_view(state: EventState, event_id: int, judge: Judge, number: int, show: str) -> DeskView:
    latest = len(state.paired)
    chosen = number if 1 <= number <= latest else latest
    return DeskView(event_id, chosen, show if show in FILTERS else "all", judge)


def part(state: EventState, view: DeskView, name: str, lang: str) -> str:
    """One live part of the desk as HTML: `calls` (the open calls, oldest first), `history`
    (the resolved ones, newest first) or `grid` (the round's tables)."""
    context = {
        "event_id": view.event_id,
        "judge": view.judge,
        "state": state,
        "place": lambda call: place_of(state, call.round, call.table),
    }
    if name == "calls":
        return fragment(lang, "judge_calls_part.html", calls=queue(state), **context)
    if name == "history":
        done = [c for c in reversed(calls(state)) if not c.status.open][:50]
        return fragment(lang, "judge_calls_part.html", calls=done, **context)
    rows = grid(state, view.number, lang) if view.number else []
    shown = [r for r in rows if r.shown_by(view.show)]
    cut = cut_tables(state)
    cut_penalties: dict[tuple[int, int], list[PenaltyLine]] = {}
    for line in penalty_lines(state, lang) if cut else ():
        if line.round is not None and line.table is not None and line.round > len(state.paired):
            cut_penalties.setdefault((line.round, line.table), []).append(line)
    return fragment(
        lang,
        "judge_grid_part.html",
        cut=cut,
        cut_penalties=cut_penalties,
        rows=shown,
        counts={f: sum(1 for r in rows if r.shown_by(f)) for f in FILTERS},
        number=view.number,
        show=view.show,
        **context,
    )
