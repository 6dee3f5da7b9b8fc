"""Rendering pages: one Jinja2 environment per language (autoescaped, gettext installed, the
`tr` filter for a service's translatable text), the context every page gets, flash messages,
text from the services and their errors in the request's language, and form idempotency keys."""

from __future__ import annotations

import secrets
from functools import cache
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import Environment, PackageLoader, select_autoescape

from tagduel import i18n as text_i18n
from tagduel.services.eventfacts import result_word
from tagduel.web import i18n
from tagduel.web.auth import principal_of

LANG_COOKIE = "lang"


@cache
def environment(lang: str) -> Environment:
    env = Environment(
        loader=PackageLoader("tagduel.web", "templates"),
        autoescape=select_autoescape(["html", "xml"], default_for_string=True),
        extensions=["jinja2.ext.i18n"],
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.install_gettext_translations(i18n.translations(lang), newstyle=True)  # type: ignore[attr-defined]
    gettext = i18n.gettext_for(lang)
    env.filters["tr"] = lambda value: text_i18n.render(value, gettext) if value else value
    env.globals["LANG_NAMES"] = i18n.LANG_NAMES
    env.globals["result_word"] = result_word
    env.globals["new_key"] = new_key
    return env


def lang_of(request: Request) -> str:
    cached = getattr(request.state, "lang", None)
    if isinstance(cached, str):
        return cached
    lang = i18n.pick(request.cookies.get(LANG_COOKIE), request.headers.get("accept-language"))
    request.state.lang = lang
    return lang


def t(request: Request, message: str, **values: Any) -> str:
    """`message` in the request's language, with `{name}` values filled in (a value that is a
    service's translatable `Text` is translated too)."""
    gettext = i18n.gettext_for(lang_of(request))
    text = gettext(message)
    if not values:
        return text
    return text.format(**{name: said(request, value) for name, value in values.items()})


def said(request: Request, what: Any) -> Any:
    """A service's text, or an error's message, in the request's language: a `Text` (see
    `tagduel.i18n`) translated, a plain string or a number as it is."""
    if isinstance(what, BaseException):
        what = text_i18n.message_of(what)
    if isinstance(what, str):
        return text_i18n.render(what, i18n.gettext_for(lang_of(request)))
    return what


def flash(request: Request, text: str, kind: str = "ok") -> None:
    """A message shown once, on the next page (after a redirect); a service's `Text` is kept in
    the request's language (the session holds plain strings)."""
    request.session["f"] = [*request.session.get("f", []), [kind, said(request, text)]][-5:]


def render(request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
    lang = lang_of(request)
    messages = request.session.pop("f", []) if "session" in request.scope else []
    page = (
        environment(lang)
        .get_template(template)
        .render(
            request=request,
            lang=lang,
            who=principal_of(request),
            messages=messages,
            new_key=new_key,
            path=request.url.path,
            site=site_url(request),
            **context,
        )
    )
    return HTMLResponse(page, status_code=status)


def site_url(request: Request) -> str:
    """Where people reach this server (`tagduel serve --base-url`, else the address it serves
    at), for the full addresses pages give to read out or type: `https://cup.example`."""
    config = getattr(getattr(request.app.state, "ctx", None), "config", None)
    base = getattr(config, "base_url", "") or str(request.base_url)
    return str(base).rstrip("/")


def fragment(lang: str, template: str, **context: Any) -> str:
    """A piece of a page (live updates), without a request."""
    return environment(lang).get_template(template).render(lang=lang, **context)


def redirect(url: str) -> RedirectResponse:
    """After a form: see the result on a page of its own (a refresh does not post again)."""
    return RedirectResponse(url, status_code=303)


def new_key() -> str:
    """A fresh idempotency key for a form: the same form submitted twice records once."""
    return secrets.token_urlsafe(16)
