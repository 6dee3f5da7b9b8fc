"""The front door: the home page, logging in and out, a duelist signing out of an event, the
one-time setup, the language switch, the organiser's account (API tokens, a new password), and
`/healthz`."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import PlainTextResponse, RedirectResponse, Response

from tagduel.errors import TagDuelError
from tagduel.services.accounts import PASSWORD_MIN, AccountError, WrongPasswordError
from tagduel.web.auth import Role, client_host, declare, principal_of
from tagduel.web.context import WebContext
from tagduel.web.i18n import LANGS
from tagduel.web.pages import LANG_COOKIE, flash, redirect, render, said, t
from tagduel.web.sessions import leave_event, log_in, log_out
from tagduel.web.views import event_rows

router = APIRouter(include_in_schema=False)


def _ctx(request: Request) -> WebContext:
    ctx: WebContext = request.app.state.ctx
    return ctx


@router.get("/healthz", response_class=PlainTextResponse, **declare(Role.PUBLIC))
def healthz() -> str:
    return "ok"


@router.get("/", **declare(Role.PUBLIC))
def home(request: Request) -> Response:
    return render(request, "home.html", events=event_rows(_ctx(request).events))


@router.get("/login", **declare(Role.PUBLIC))
def login_page(request: Request, next: str = "/") -> Response:
    return render(request, "login.html", next=_safe_next(next), error=None, name="")


@router.post("/login", **declare(Role.PUBLIC))
def login(
    request: Request,
    name: Annotated[str, Form(max_length=200)] = "",
    password: Annotated[str, Form(max_length=400)] = "",
    next: Annotated[str, Form(max_length=500)] = "/",
) -> Response:
    ctx = _ctx(request)
    host = client_host(request)
    keys = [f"ip:{host}", f"name:{name.strip().casefold()}"]
    wait = ctx.limiter.wait(*keys)
    if wait:
        error = t(request, "Too many failed logins: try again in {seconds} seconds.", seconds=wait)
        return render(request, "login.html", status=429, next=next, error=error, name=name)
    try:
        organiser = ctx.accounts.login(name, password)
    except AccountError:
        ctx.limiter.failed(*keys)
        error = t(request, "Wrong account name or password.")
        return render(request, "login.html", status=401, next=next, error=error, name=name)
    ctx.limiter.succeeded(*keys)
    log_in(request, organiser)
    return redirect(_safe_next(next))


@router.get("/login/once/{token}", **declare(Role.PUBLIC))
def login_once(request: Request, token: str) -> Response:
    organiser = _ctx(request).accounts.use_login_token(token)
    if organiser is None:
        return render(request, "setup_used.html", status=404)
    log_in(request, organiser)
    flash(request, t(request, "Logged in as {name}.", name=organiser.name))
    return redirect("/")


@router.post("/logout", **declare(Role.PUBLIC))
def logout(request: Request) -> Response:
    log_out(request)
    return redirect("/")


@router.post("/e/{event_id}/leave", **declare(Role.PUBLIC))
def leave(request: Request, event_id: int) -> Response:
    """A duelist signs out of an event (a shared phone, a name chosen wrong): the join page
    next, to join again."""
    member = principal_of(request).membership(event_id)
    leave_event(request, event_id)
    if member is not None:
        flash(
            request,
            t(
                request,
                "{name} has signed out of {event}. Join again with the join code and your name.",
                name=member.name,
                event=member.event,
            ),
        )
    return redirect("/join")


@router.get("/setup/{token}", **declare(Role.PUBLIC))
def setup_page(request: Request, token: str) -> Response:
    if not _ctx(request).accounts.setup_pending(token):
        return render(request, "setup_used.html", status=404)
    return render(request, "setup.html", token=token, error=None, name="", minimum=PASSWORD_MIN)


@router.post("/setup/{token}", **declare(Role.PUBLIC))
def setup(
    request: Request,
    token: str,
    name: Annotated[str, Form(max_length=200)] = "",
    password: Annotated[str, Form(max_length=400)] = "",
    again: Annotated[str, Form(max_length=400)] = "",
) -> Response:
    ctx = _ctx(request)
    if password != again:
        error = t(request, "The two passwords differ.")
    else:
        try:
            organiser = ctx.accounts.complete_setup(token, name, password)
        except TagDuelError as exc:
            error = said(request, exc)
        else:
            log_in(request, organiser)
            flash(
                request,
                t(
                    request,
                    "Welcome, {name}: your organiser account is ready.",
                    name=organiser.name,
                ),
            )
            return redirect("/")
    return render(
        request, "setup.html", status=400, token=token, error=error, name=name, minimum=PASSWORD_MIN
    )


@router.get("/lang/{code}", **declare(Role.PUBLIC))
def switch_language(request: Request, code: str, next: str = "/") -> Response:
    response = RedirectResponse(_safe_next(next), status_code=303)
    if code in LANGS:
        response.set_cookie(LANG_COOKIE, code, max_age=365 * 86400, samesite="lax", httponly=True)
    return response


@router.get("/account", **declare(Role.ORGANISER))
def account(request: Request) -> Response:
    return render(request, "account.html", token=None, errors={}, minimum=PASSWORD_MIN)


@router.post("/account/tokens", **declare(Role.ORGANISER))
def new_token(request: Request, label: Annotated[str, Form(max_length=200)] = "") -> Response:
    who = principal_of(request)
    assert who.organiser is not None
    token = _ctx(request).accounts.new_api_token(who.organiser, label or "API")
    return render(request, "account.html", token=token, errors={}, minimum=PASSWORD_MIN)


@router.post("/account/password", **declare(Role.ORGANISER))
def change_password(
    request: Request,
    current: Annotated[str, Form(max_length=400)] = "",
    new: Annotated[str, Form(max_length=400)] = "",
    again: Annotated[str, Form(max_length=400)] = "",
) -> Response:
    """The organiser's new password, typed twice, after the current one (wrong current
    passwords are limited as logins are); the session goes on, renewed."""
    ctx = _ctx(request)
    who = principal_of(request)
    assert who.organiser is not None
    host = client_host(request)
    keys = [f"ip:{host}", f"account:{who.organiser.id}"]
    errors: dict[str, str] = {}
    status = 400
    wait = ctx.limiter.wait(*keys)
    if wait:
        errors["current"] = t(
            request, "Too many wrong passwords: try again in {seconds} seconds.", seconds=wait
        )
        status = 429
    elif new != again:
        errors["again"] = t(request, "The two passwords differ.")
    else:
        try:
            ctx.accounts.change_password(who.organiser, current, new)
        except WrongPasswordError:
            ctx.limiter.failed(*keys)
            errors["current"] = t(request, "That is not your current password.")
        except AccountError as exc:
            errors["new"] = said(request, exc)
        else:
            ctx.limiter.succeeded(*keys)
            log_in(request, who.organiser)  # the session renewed, as after a login
            flash(request, t(request, "Your password is changed."))
            return redirect("/account")
    return render(
        request, "account.html", status=status, token=None, errors=errors, minimum=PASSWORD_MIN
    )


def _safe_next(target: str) -> str:
    """Only a path of this site (no open redirect to another)."""
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


@router.get("/api/docs", **declare(Role.PUBLIC))
def api_reference(request: Request) -> Response:
    """The JSON API described from its OpenAPI document, on one page (no script needed)."""
    document = request.app.openapi()
    operations = []
    for path, methods in sorted(document.get("paths", {}).items()):
        for method, op in methods.items():
            operations.append(
                {
                    "method": method.upper(),
                    "path": path,
                    "summary": op.get("summary", ""),
                    "description": op.get("description", ""),
                    "role": op.get("x-role", ""),
                    "parameters": [p.get("name", "") for p in op.get("parameters", [])],
                    "body": _schema_name(op.get("requestBody", {})),
                    "answers": sorted(op.get("responses", {})),
                }
            )
    return render(request, "api_docs.html", operations=operations, info=document.get("info", {}))


def _schema_name(body: dict[str, object]) -> str:
    content = body.get("content", {})
    if not isinstance(content, dict):
        return ""
    for media in content.values():
        ref = media.get("schema", {}).get("$ref", "") if isinstance(media, dict) else ""
        if ref:
            return str(ref).rsplit("/", 1)[-1]
    return ""
