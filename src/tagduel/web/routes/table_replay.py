"""Replays and exports of live tables.

A finished duel replays step by step in the browser, from any seat's view, a spectator's, or (for
judges) the judge's: each step is the duel after that many answers, rebuilt from the table's
record. The record itself (how the duel began, its seed, every answer) downloads as a file that
`tagduel duel --replay FILE` plays again. Before the duel is over only judges see these.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import JSONResponse, Response

from tagduel.engine.duel import Duel
from tagduel.engine.replay import load, save
from tagduel.engine.seats import Seat
from tagduel.engine.tablerecord import TableRecord, answer_of
from tagduel.engine.views import JUDGE, SPECTATOR, Viewer, table_view
from tagduel.services.tablerooms import Room
from tagduel.web.auth import Role, declare
from tagduel.web.pages import render, said, t
from tagduel.web.routes.table_live import is_judge, table_or_404, tables_of

router = APIRouter(include_in_schema=False)

CHECKPOINT = 100
"""A saved duel every this many answers: stepping back replays from the nearest one."""
KEPT = 8


class Cursors:
    """Duels being replayed, one per table, moved forward answer by answer."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cursors: OrderedDict[int, tuple[int, int, Duel, dict[int, str]]] = OrderedDict()

    def at(self, room: Room, record: TableRecord, step: int) -> Duel:
        with self._lock:
            found = self._cursors.pop(room.id, None)
            if found is None or found[0] != room.seq:
                found = (room.seq, 0, record.start(scripts=room.scripts), {})
            seq, now, duel, points = found
            if step < now:
                base = max((p for p in points if p <= step), default=0)
                duel = (
                    load(points[base], scripts=room.scripts)
                    if base
                    else record.start(scripts=room.scripts)
                )
                now = base
            for index in range(now, step):
                duel.apply(answer_of(record.answers[index]))
                if (index + 1) % CHECKPOINT == 0:
                    points.setdefault(index + 1, save(duel))
            self._cursors[room.id] = (seq, step, duel, points)
            while len(self._cursors) > KEPT:
                self._cursors.popitem(last=False)
            return duel


CURSORS = Cursors()


def _allowed(request: Request, room: Room) -> None:
    if not (room.over or is_judge(request, room)):
        raise HTTPException(403, t(request, "The replay opens when the duel is over."))


def _viewer(request: Request, room: Room, view: str) -> Viewer:
    if view == "judge":
        if not is_judge(request, room):
            raise HTTPException(403, t(request, "The judge's view is for judges."))
        return JUDGE
    if view in ("1A", "1B", "2A", "2B"):
        return Viewer(Seat(view))
    return SPECTATOR


@router.get("/tables/{table_id}/replay", **declare(Role.PUBLIC))
def replay_page(request: Request, table_id: int, view: str = "spectator") -> Response:
    room = table_or_404(request, table_id)
    _allowed(request, room)
    _viewer(request, room, view)
    return render(
        request,
        "table_replay.html",
        room=room,
        view=view,
        total=len(room.answers),
        judge=is_judge(request, room),
    )


@router.get("/tables/{table_id}/replay/{step}", **declare(Role.PUBLIC))
def replay_step(request: Request, table_id: int, step: int, view: str = "spectator") -> Response:
    room = table_or_404(request, table_id)
    _allowed(request, room)
    viewer = _viewer(request, room, view)
    record = tables_of(request).room(table_id).full_record()
    if record is None:
        raise HTTPException(404, t(request, "The duel has not started."))
    total = len(record.answers)
    step = max(0, min(step, total))
    duel = CURSORS.at(room, record, step)
    last = record.answers[step - 1] if step else ""
    acted = last.split(" ", 2)[:2] if last else []
    shown = table_view(duel.state, viewer, duel.pending)
    shown["log"] = [said(request, line) for line in shown["log"]]
    shown["result"] = said(request, shown["result"])
    return JSONResponse(
        {
            "step": step,
            "total": total,
            "acted": {"seat": acted[0], "verb": acted[1]} if len(acted) == 2 else None,
            "answer": last if viewer.judge else None,
            "view": shown,
        }
    )


@router.get("/tables/{table_id}/export", **declare(Role.PUBLIC))
def export(request: Request, table_id: int) -> Response:
    """The duel's record as a file: how it began, the seed, every answer."""
    room = table_or_404(request, table_id)
    _allowed(request, room)
    record = room.full_record()
    if record is None:
        raise HTTPException(404, t(request, "The duel has not started."))
    return Response(
        record.to_json(),
        media_type="application/json",
        headers={"content-disposition": f'attachment; filename="tagduel-table-{room.id}.json"'},
    )
