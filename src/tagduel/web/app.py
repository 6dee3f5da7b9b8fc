"""The application factory: `create_app(WebConfig(...))` opens the store and wires it all."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from http import HTTPStatus

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.sessions import SessionMiddleware

from tagduel import __version__
from tagduel.errors import TagDuelError
from tagduel.services.accounts import Accounts
from tagduel.services.events import Events
from tagduel.store import EventStore
from tagduel.web.auth import Limiter, NeedsLogin
from tagduel.web.config import WebConfig
from tagduel.web.context import WebContext
from tagduel.web.live import Hub, PgListener
from tagduel.web.pages import render, said, t
from tagduel.web.security import SecurityMiddleware

DESCRIPTION = (
    "Yu-Gi-Oh! Tag Duel (2 vs 2) tournaments under the Team Dueling Rules: every operation of "
    "the organiser's console and the duelists' pages. Organisers authenticate with "
    "`Authorization: Bearer tdk_…` (an API token made on the Account page); duelists with "
    "`Bearer tdm_…` from `POST /api/v1/join`. Each operation's `x-role` names who may call it."
)


def create_app(config: WebConfig, store: EventStore | None = None) -> FastAPI:
    """The web application over the database `config.db_url` (or an open `store`)."""
    store = store or EventStore.open(config.db_url)
    events = Events(store)
    accounts = Accounts(store)
    hub = Hub()
    events.listeners.append(hub.publish)
    ctx = WebContext(
        config=config,
        store=store,
        events=events,
        accounts=accounts,
        hub=hub,
        secret=accounts.session_key(),
        limiter=Limiter(config.login_attempts, config.login_window_seconds),
    )

    from tagduel.web.routes.table_live import TableLive

    tables = TableLive(store, lambda: ctx.cards)  # live duel tables (made on first use)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        hub.bind(asyncio.get_running_loop())
        tables.start(asyncio.get_running_loop())
        listener = _listener(store, hub)  # a thread of its own for each run of the app
        if listener is not None:
            listener.start()
        try:
            yield
        finally:
            tables.stop()
            if listener is not None:
                listener.stop()

    app = FastAPI(
        title="tagduel",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url="/api/v1/openapi.json",
        telemetry={"tracing": False, "metrics": False, "logs": False},  # none is collected
    )
    app.state.ctx = ctx
    app.state.tables = tables
    app.add_middleware(
        SessionMiddleware,
        secret_key=ctx.secret,
        session_cookie="tagduel_session",
        max_age=config.session_days * 86400,
        same_site="lax",
        https_only=config.secure,
    )
    app.add_middleware(SecurityMiddleware)
    app.mount("/static", StaticFiles(packages=[("tagduel.web", "static")]), name="static")
    _routes(app)
    _errors(app)
    return app


def _listener(store: EventStore, hub: Hub) -> PgListener | None:
    if store.dialect != "postgresql":
        return None
    return PgListener(store.conninfo(), hub)


def _routes(app: FastAPI) -> None:
    from tagduel.web.routes import LEAN_ROUTES, ROUTERS

    app.router.routes[:0] = LEAN_ROUTES  # before the framework's own (the OpenAPI document)
    for router in ROUTERS:
        app.include_router(router)


def _wants_json(request: Request) -> bool:
    return (
        request.url.path.startswith("/api/")
        or "application/json" in request.headers.get("accept", "").split(",")[0]
    )


def _errors(app: FastAPI) -> None:
    @app.exception_handler(NeedsLogin)
    async def needs_login(request: Request, exc: NeedsLogin) -> Response:
        if _wants_json(request):
            return JSONResponse({"detail": "log in as an organiser (Bearer token)"}, 401)
        return RedirectResponse(f"{exc.page}?next={request.url.path}", status_code=303)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if _wants_json(request):
            return JSONResponse({"detail": exc.detail}, exc.status_code, headers=exc.headers)
        join = getattr(exc, "join", None)  # a duelist's page: the join page helps
        return _error_page(request, exc.status_code, _detail(request, exc), join)

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, exc: RequestValidationError) -> Response:
        if _wants_json(request):
            return JSONResponse({"detail": _problems(exc)}, 422)
        return _error_page(request, 400, " ".join(_page_problems(request, exc)))

    @app.exception_handler(TagDuelError)
    async def input_error(request: Request, exc: TagDuelError) -> Response:
        if _wants_json(request):
            return JSONResponse({"detail": str(exc)}, 400)
        return _error_page(request, 400, said(request, exc))


def _detail(request: Request, exc: StarletteHTTPException) -> str:
    """An HTTP error's text for a page: the framework's bare phrase ("Not Found") in words of
    the reader's language, a route's own message translated."""
    phrases = {s.value: s.phrase for s in HTTPStatus}
    if exc.detail == phrases.get(exc.status_code):
        plain = {
            404: t(request, "There is no page at this address."),
            405: t(request, "This page does not take that kind of request."),
        }
        return plain.get(exc.status_code, t(request, "The request was not accepted."))
    return str(said(request, exc.detail))


def _page_problems(request: Request, exc: RequestValidationError) -> list[str]:
    """A form's bad fields in words of the reader's language (the API keeps the framework's)."""
    out = []
    for error in exc.errors():
        where = [str(p) for p in error.get("loc", ()) if p not in ("body", "path", "query")]
        field = where[-1] if where else ""
        kind = str(error.get("type", ""))
        if kind == "missing":
            out.append(t(request, "{field}: this field is needed.", field=field))
        elif kind in ("int_parsing", "int_type", "int_from_float"):
            out.append(t(request, "{field}: type a whole number.", field=field))
        elif kind in ("string_too_long", "too_long"):
            out.append(t(request, "{field}: the text is too long.", field=field))
        else:
            out.append(t(request, "{field}: this value is not accepted.", field=field))
    return out


def _problems(exc: RequestValidationError) -> list[str]:
    out = []
    for error in exc.errors():
        where = ".".join(str(p) for p in error.get("loc", ()) if p not in ("body", "path", "query"))
        out.append(f"{where}: {error.get('msg', 'invalid')}" if where else str(error.get("msg")))
    return out


def _error_page(
    request: Request, status: int, detail: str, join: str | None = None
) -> HTMLResponse:
    titles: dict[int, str] = {
        400: t(request, "That cannot be done"),
        403: t(request, "Not for you"),
        404: t(request, "Not found"),
        405: t(request, "Not allowed"),
        413: t(request, "Too large"),
        429: t(request, "Too many attempts"),
    }
    title = titles.get(status, t(request, "Something went wrong"))
    return render(request, "error.html", status=status, title=title, detail=detail, join=join)
