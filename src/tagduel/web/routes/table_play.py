"""A live table over a WebSocket: one connection per seat (or spectator, or judge).

The server sends `{"type": "state", ...}` (see `services.tablemessages`) when the socket opens
and after every change of the table, so a reconnect resynchronises with the whole view. The
browser sends:

- `{"type": "answer", "decision": D, "action": I}` (or `"text": "1A summon ..."`): answer
  decision D with its legal answer I. An answer to an older decision is refused as stale; an
  illegal one gets the engine's reason; either way the state (the same request) follows.
- `{"type": "consent", "decision": D, "agree": true|false}`: the teammate's agreement.
- `{"type": "chat", "text": "..."}`: a line of the table's one public chat.
- `{"type": "autopass", "on": true|false}`: "pass for me when I have nothing".

Cross-site handshakes are refused by the security middleware. Who sits where comes from the
session (or a seat key, `?key=`); a judge asks for `?view=judge`.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from starlette.concurrency import run_in_threadpool

from tagduel import i18n as text_i18n
from tagduel.engine.seats import Seat
from tagduel.engine.views import JUDGE, SPECTATOR, Viewer
from tagduel.errors import TagDuelError
from tagduel.services.tablemessages import message_text
from tagduel.services.tableopen import TableError
from tagduel.services.tablerooms import Room
from tagduel.services.tables import StaleAnswer, Tables
from tagduel.web import i18n
from tagduel.web.pages import LANG_COOKIE
from tagduel.web.routes.table_live import TableLive, claims_of, holding, is_judge, live_of
from tagduel.web.sessions import read_principal

router = APIRouter(include_in_schema=False)

MESSAGE_MAX = 20_000
"""The longest message a browser may send (a chat line or an action line is far shorter)."""
GONE = 4404


class Socket:
    """One open connection: whose it is, and one sender at a time."""

    def __init__(self, websocket: WebSocket, live: TableLive, table_id: int) -> None:
        self.ws, self.live, self.table_id = websocket, live, table_id
        self.claims = claims_of(websocket, table_id, websocket.query_params.get("key", ""))
        self.wants_judge = websocket.query_params.get("view", "") == "judge"
        lang = i18n.pick(
            websocket.cookies.get(LANG_COOKIE), websocket.headers.get("accept-language")
        )
        self.lang = lang
        self.gettext = i18n.gettext_for(lang)
        self.say = text_i18n.speaker(self.gettext)
        self.lock = asyncio.Lock()
        self.sent = -1
        self.viewer: Viewer = SPECTATOR

    @property
    def tables(self) -> Tables:
        return self.live.tables

    def who(self) -> tuple[Viewer, Seat | None]:
        room = self.tables.room(self.table_id)
        if self.wants_judge and is_judge(self.ws, room):
            return JUDGE, None
        seat = holding(room, self.claims)
        return (Viewer(seat) if seat else SPECTATOR), seat

    async def send(self, text: str) -> None:
        async with self.lock:
            await self.ws.send_text(text)

    async def push(self, at_least: int = 0, *, again: bool = False) -> None:
        """Send the table as this reader sees it, if it changed since the last one sent."""
        room = self.tables.room(self.table_id)
        if room.seq < at_least:
            room = await run_in_threadpool(self.tables.room, self.table_id, at_least=at_least)
        self.viewer, _ = self.who()
        if room.seq == self.sent and not again:
            return
        if room.lock.acquire(blocking=False):  # no write under way: build it here, at once
            try:
                seq, text = room.seq, message_text(room, self.viewer, self.say, self.lang)
            finally:
                room.lock.release()
        else:  # a write is folding rows into the room: wait for it in a worker thread
            seq, text = await run_in_threadpool(_built, room, self.viewer, self.say, self.lang)
        self.sent = seq
        await self.send(text)

    async def pushes(self, queue: asyncio.Queue[int]) -> None:
        while True:
            seq = await queue.get()
            await self.push(seq)


def _built(room: Room, viewer: Viewer, say: text_i18n.Say, lang: str) -> tuple[int, str]:
    with room.lock:
        return room.seq, message_text(room, viewer, say, lang)


async def table_socket(websocket: WebSocket) -> None:
    """A plain Starlette WebSocket route: the application's dependencies are for HTTP requests,
    so the session's principal is read here (`read_principal` reads a WebSocket as well)."""
    read_principal(websocket)  # type: ignore[arg-type]
    raw = str(websocket.path_params.get("table_id", ""))
    live = live_of(websocket)
    if not raw.isdigit():
        await websocket.close(code=GONE)
        return
    table_id = int(raw)
    try:
        await run_in_threadpool(live.tables.room, table_id)
    except TableError:
        await websocket.close(code=GONE)
        return
    socket = Socket(websocket, live, table_id)
    await websocket.accept()
    async with live.hub.subscribe(table_id) as queue:
        await socket.push()
        pusher = asyncio.create_task(socket.pushes(queue))
        try:
            while True:
                raw = await websocket.receive_text()
                await _handle(socket, raw)
        except WebSocketDisconnect:
            pass
        finally:
            pusher.cancel()


async def _handle(socket: Socket, raw: str) -> None:
    try:
        message = _read(raw)
        await run_in_threadpool(_act, socket, message)
    except TagDuelError as exc:
        error = {
            "type": "error",
            "message": text_i18n.render(text_i18n.message_of(exc), socket.gettext),
            "stale": isinstance(exc, StaleAnswer),
        }
        await socket.send(json.dumps(error, ensure_ascii=False))
        await socket.push(again=True)


def _read(raw: str) -> dict[str, Any]:
    if len(raw) > MESSAGE_MAX:
        raise TableError(text_i18n.lazy("that message is too long"))
    try:
        message = json.loads(raw)
    except ValueError:
        message = None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise TableError(text_i18n.lazy("not a table message"))
    return message


def _act(socket: Socket, message: dict[str, Any]) -> None:
    """Carry out one message (in a worker thread: it writes to the database)."""
    viewer, seat = socket.who()
    kind, tables, table_id = message["type"], socket.tables, socket.table_id
    if kind == "chat":
        name = _speaker(socket, viewer, seat)
        tables.say(table_id, seat, name, str(message.get("text", "")))
        return
    if seat is None:
        raise TableError(text_i18n.lazy("take a seat to play"))
    if kind == "answer":
        index, text = message.get("action"), message.get("text")
        tables.answer(
            table_id,
            seat,
            _number(message.get("decision")),
            index=_number(index) if index is not None else None,
            text=str(text) if text is not None else None,
        )
    elif kind == "consent":
        agree = message.get("agree") is True
        tables.consent(table_id, seat, _number(message.get("decision")), agree)
    elif kind == "autopass":
        tables.set_autopass(table_id, seat, message.get("on") is True)
    else:
        raise TableError(text_i18n.lazy("unknown message {kind}", kind=kind[:20]))


def _speaker(socket: Socket, viewer: Viewer, seat: Seat | None) -> str:
    if viewer.judge:
        return "Judge"
    room = socket.tables.room(socket.table_id)
    holder = None if seat is None else room.holder(seat)
    if holder is None:
        raise TableError(text_i18n.lazy("only the duelists and judges talk at the table"))
    return f"{seat.value} {holder.name}" if seat else holder.name


def _number(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TableError(text_i18n.lazy("a decision and an answer are numbers"))
    return value


router.add_websocket_route("/tables/{table_id}/ws", table_socket)
