"""Match slips' QR codes: a signed token naming one table of one round of one event, valid for
`WebConfig.slip_token_days` days; opening it lets a duelist report that table."""

from __future__ import annotations

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

from tagduel.web.auth import TableAccess
from tagduel.web.context import WebContext

SALT = "tagduel-slip"


def slip_token(ctx: WebContext, access: TableAccess) -> str:
    return _serializer(ctx).dumps([access.event_id, access.round, access.table])


def slip_url(ctx: WebContext, access: TableAccess) -> str:
    return f"{ctx.config.base_url.rstrip('/')}/t/{slip_token(ctx, access)}"


class BadSlip(Exception):
    """A token that is not ours, was changed, or has expired."""

    def __init__(self, expired: bool) -> None:
        self.expired = expired
        super().__init__("expired" if expired else "invalid")


def read_slip(ctx: WebContext, token: str) -> TableAccess:
    try:
        data = _serializer(ctx).loads(token, max_age=ctx.config.slip_token_days * 86400)
    except SignatureExpired:
        raise BadSlip(expired=True) from None
    except BadSignature:
        raise BadSlip(expired=False) from None
    if not (isinstance(data, list) and len(data) == 3 and all(isinstance(x, int) for x in data)):
        raise BadSlip(expired=False)
    return TableAccess(data[0], data[1], data[2])


def _serializer(ctx: WebContext) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(ctx.secret, salt=SALT)
