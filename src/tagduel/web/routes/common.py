"""What the route modules share: the server's services, an event by its number, uploads read
with a cap, and a form's idempotency key turned into "recorded once"."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar
from urllib.parse import parse_qsl

from fastapi import HTTPException, Request, UploadFile

from tagduel.i18n import lazy
from tagduel.services.events import Decide, Events, Written
from tagduel.services.projection import EventState
from tagduel.store import Repeated, UnknownEventError
from tagduel.web.config import MAX_UPLOAD_BYTES
from tagduel.web.context import WebContext
from tagduel.web.pages import flash, t
from tagduel.web.writes import write_soon

T = TypeVar("T")


def ctx_of(request: Request) -> WebContext:
    ctx: WebContext = request.app.state.ctx
    return ctx


def event_state(request: Request, event_id: int, *, fresh: bool | None = None) -> EventState:
    """The tournament event numbered `event_id` as it stands now (404 when there is none).

    A write (a POST) checks its parameters on the state this process knows (`fresh=False`):
    the write decides again on the state under the event's write lock."""
    if fresh is None:
        fresh = request.method in ("GET", "HEAD")
    ctx = ctx_of(request)
    info = ctx.events.info_by_id(event_id)
    if info is None:
        raise HTTPException(404, t(request, "There is no event number {n}.", n=event_id))
    try:
        state = ctx.events.state(info.name, fresh=fresh)
    except UnknownEventError:
        raise HTTPException(404, t(request, "There is no event number {n}.", n=event_id)) from None
    if not state.configured:
        raise HTTPException(
            404,
            t(
                request,
                "Event {name} holds penalties only: it is not a tournament.",
                name=info.name,
            ),
        )
    return state


async def read_upload(
    file: UploadFile | None, what: str, limit: int = MAX_UPLOAD_BYTES
) -> bytes | None:
    """The uploaded file's bytes, reading at most `limit` + 1 (None when no file was sent)."""
    if file is None or not file.filename:
        return None
    data = await file.read(limit + 1)
    if len(data) > limit:
        raise ValueError(
            lazy(
                "{what} is larger than {limit} bytes, the most accepted",
                what=what,
                limit=format(limit, ","),
            )
        )
    return data


SMALL_FORM_BYTES = 64 * 1024
SMALL_FORM_FIELDS = 50


def path_numbers(request: Request, *names: str) -> list[int]:
    """The path's parameters `names` as numbers (a `RoleRoute`'s path is words): a word that is
    not a number is a page that does not exist (404)."""
    numbers = []
    for name in names:
        word = str(request.path_params.get(name, ""))
        if not (word.isascii() and word.isdigit()) or len(word) > 9:
            raise HTTPException(404, t(request, "Not found"))
        numbers.append(int(word))
    return numbers


async def small_form(request: Request, **limits: int) -> list[str]:
    """The values of a small form's text fields, in the order of `limits` (name=most
    characters); a missing field is empty, a longer one refused (400) naming the field. A
    urlencoded body (what a browser sends) is read at once, without the general form parser."""
    form: Mapping[str, object]
    if request.headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
        body = bytearray()
        async for chunk in request.stream():
            body += chunk
            if len(body) > SMALL_FORM_BYTES:
                raise HTTPException(
                    413,
                    t(
                        request,
                        "The form is larger than {limit} bytes, the most accepted.",
                        limit=format(SMALL_FORM_BYTES, ","),
                    ),
                )
        text = body.decode("utf-8", errors="replace")
        try:
            form = dict(parse_qsl(text, keep_blank_values=True, max_num_fields=SMALL_FORM_FIELDS))
        except ValueError:
            raise HTTPException(400, t(request, "The form has too many fields.")) from None
    else:
        form = await request.form(max_fields=SMALL_FORM_FIELDS)
    values = []
    for name, most in limits.items():
        value = form.get(name, "")
        if not isinstance(value, str):
            raise HTTPException(400, t(request, "{field}: expected text", field=name))
        if len(value) > most:
            raise HTTPException(
                400,
                t(request, "{field}: at most {most} characters", field=name, most=most),
            )
        values.append(value)
    return values


def once(request: Request, action: Callable[[], T]) -> T | None:
    """Run a form's action; a repeat of the same form (its idempotency key already recorded)
    records nothing and says so. None: it was a repeat."""
    try:
        return action()
    except Repeated:
        _repeated(request)
        return None


async def once_soon(
    request: Request,
    events: Events,
    name: str,
    decide: Decide[T],
    *,
    request_key: str | None = None,
) -> Written[T] | None:
    """`once` for a write awaited on the event loop (`web.writes.write_soon`)."""
    try:
        return await write_soon(events, name, decide, request_key=request_key)
    except Repeated:
        _repeated(request)
        return None


def _repeated(request: Request) -> None:
    """A repeat of a form already recorded: nothing written, and the page says so."""
    flash(request, t(request, "Already recorded: this form was sent before."), "warn")


def form_key(kind: str, event_id: int, key: str) -> str | None:
    """The idempotency key stored for a form: its kind, its event and the page's random key."""
    key = key.strip()
    if not key:
        return None
    return f"{kind}:{event_id}:{key}"[:128]
