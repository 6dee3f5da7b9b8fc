"""The store's rows as values: an event, a fact, and the checks a fact passes before it is
stored (a dotted lower-case kind, a JSON payload, a printable request key)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Text, cast, select
from sqlalchemy.engine import Connection

from tagduel.store.errors import StoreError
from tagduel.store.schema import facts

_KIND = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*")
REQUEST_KEY_MAX = 128
Items = Sequence[tuple[str, Mapping[str, Any]]]


@dataclass(frozen=True, slots=True)
class EventInfo:
    id: int
    name: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Fact:
    """One stored fact: `seq` is its place in the event's log, `id` in the whole store."""

    id: int
    event_id: int
    seq: int
    kind: str
    payload: Mapping[str, Any]
    recorded_at: datetime


def read_facts(
    conn: Connection, event_id: int, kinds: Iterable[str] | None, after: int
) -> list[Fact]:
    query = select(facts).where(facts.c.event_id == event_id, facts.c.seq > after)
    if kinds is not None:
        query = query.where(facts.c.kind.in_(list(kinds)))
    try:
        rows = conn.execute(query.order_by(facts.c.seq)).all()
    except ValueError:  # a payload that is not JSON: written around tagduel
        raise unreadable(conn, event_id, after) from None
    return [fact_of(r) for r in rows]


def unreadable(conn: Connection, event_id: int, after: int) -> StoreError:
    """The error naming the first fact whose payload cannot be decoded."""
    raw = select(facts.c.seq, facts.c.kind, cast(facts.c.payload, Text).label("raw")).where(
        facts.c.event_id == event_id, facts.c.seq > after
    )
    for row in conn.execute(raw.order_by(facts.c.seq)):
        try:
            json.loads(row.raw)
        except (TypeError, ValueError):
            return not_json(event_id, row.seq, row.kind)
    return StoreError(f"event {event_id}: a fact cannot be read (its payload is not JSON)")


def not_json(event_id: int, seq: int, kind: str) -> StoreError:
    return StoreError(
        f"fact #{seq} of event {event_id} ({kind}) holds no JSON object: "
        "the database was changed outside tagduel"
    )


def fact_of(row: Any) -> Fact:
    payload = row.payload
    if isinstance(payload, str | bytes):  # written by something else than tagduel
        try:
            payload = json.loads(payload)
        except ValueError:
            payload = None
    if not isinstance(payload, dict):
        raise not_json(row.event_id, row.seq, row.kind)
    return Fact(row.id, row.event_id, row.seq, row.kind, payload, aware(row.recorded_at))


def good_request_key(key: str) -> bool:
    return bool(key) and len(key) <= REQUEST_KEY_MAX and key.isprintable()


def check_request_key(key: str) -> None:
    if not good_request_key(key):
        raise StoreError(
            f"a request key must have 1 to {REQUEST_KEY_MAX} printable characters, not {key!r}"
        )


def aware(moment: datetime) -> datetime:
    """SQLite gives back naive datetimes; everything is stored in UTC."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def check_kind(kind: str) -> None:
    if not _KIND.fullmatch(kind) or len(kind) > 64:
        raise StoreError(
            f"bad fact kind {kind!r}: use dotted lower-case words, e.g. penalty.issued"
        )


def check_payload(payload: Mapping[str, Any]) -> None:
    try:
        json.dumps(payload, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise StoreError(f"a fact's payload must be JSON: {exc}") from None
