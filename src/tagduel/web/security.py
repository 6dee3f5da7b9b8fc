"""Guards every request passes: cross-site writes refused, security headers on every answer.

A state-changing request (POST, PUT, PATCH, DELETE) or a WebSocket handshake coming from
another site is refused with 403: by `Sec-Fetch-Site` (only `same-origin` and `none` pass) and
by `Origin` (it must be this server's own). Either header saying
"another site" refuses the request. Requests with neither header (curl, bots with an API
token) pass: a browser always sends one of them on a cross-site write. Session cookies are SameSite=Lax besides. The Content-Security-Policy allows
no inline script at all.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; "
    "form-action 'self'; frame-ancestors 'none'"
)

HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
]


def cross_site(headers: dict[str, str], host: str, scheme: str) -> bool:
    """True when the request comes from another site (see the module docstring): either
    header saying so is enough."""
    fetch_site = headers.get("sec-fetch-site")
    if fetch_site is not None and fetch_site not in ("same-origin", "none"):
        return True
    origin = headers.get("origin")
    if origin is None:
        return False
    if origin == "null":
        return True
    return urlsplit(origin).netloc.lower() != host.lower()


class SecurityMiddleware:
    """The ASGI guard: refuses cross-site writes and handshakes, adds the security headers."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host", "")
        writes = kind == "websocket" or scope["method"] not in SAFE_METHODS
        if writes and cross_site(headers, host, scope.get("scheme", "http")):
            await _refuse(scope, receive, send)
            return
        if kind == "websocket":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                present = {k.lower() for k, _ in message.get("headers", [])}
                extra = [(k, v) for k, v in HEADERS if k not in present]
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        await self.app(scope, receive, with_headers)


async def _refuse(scope: Scope, receive: Receive, send: Send) -> None:
    if scope["type"] == "websocket":
        await receive()  # the websocket.connect message
        await send({"type": "websocket.close", "code": 1008, "reason": "cross-site"})
        return
    body = b"Refused: this request came from another site (cross-site requests cannot change anything)."
    await send(
        {
            "type": "http.response.start",
            "status": 403,
            "headers": [(b"content-type", b"text/plain; charset=utf-8"), *HEADERS],
        }
    )
    await send({"type": "http.response.body", "body": body})
