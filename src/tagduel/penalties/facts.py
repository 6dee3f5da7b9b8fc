"""Reading and writing the facts of an infraction: `key=value` text to typed values and back.

Durations are read as minutes ("7", "4.5") or "m:ss" ("4:59") and kept in whole seconds;
fractions of a second are dropped, so a value never crosses a boundary upwards.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from decimal import Decimal, InvalidOperation

from tagduel.penalties.errors import (
    BadFactValueError,
    MissingFactError,
    NotAnInfractionError,
    UnknownFactError,
)
from tagduel.penalties.model import Duration, FactSpec, FactType, FactValue, Infraction, Lang

_TRUE = frozenset({"yes", "y", "true", "t", "1", "はい"})
_FALSE = frozenset({"no", "n", "false", "f", "0", "いいえ"})
_MSS = re.compile(r"(\d+):([0-5]\d)")
_KEY = re.compile(r"[a-z][a-z0-9_]*")


def parse_duration(text: str) -> Duration:
    """Minutes as a number ("5", "4.5") or "m:ss" ("4:59") → whole seconds."""
    cleaned = text.strip()
    match = _MSS.fullmatch(cleaned)
    if match:
        return Duration(int(match[1]) * 60 + int(match[2]))
    try:
        minutes = Decimal(cleaned)
    except InvalidOperation:
        minutes = Decimal("NaN")
    if not minutes.is_finite() or minutes < 0:
        raise ValueError(f"{text!r} is not a duration")
    return Duration(int(minutes * 60))


def parse_bool(text: str) -> bool:
    word = text.strip().casefold()
    if word in _TRUE:
        return True
    if word in _FALSE:
        return False
    raise ValueError(f"{text!r} is not yes or no")


def parse_value(spec: FactSpec, text: str) -> FactValue:
    """One fact value from its text; ValueError with the expected form when it cannot."""
    if spec.type is FactType.BOOL:
        return parse_bool(text)
    if spec.type is FactType.DURATION:
        return parse_duration(text)
    value = text.strip()
    if spec.type is FactType.CHOICE and value not in spec.choices:
        raise ValueError(f"{text!r} is not one of {', '.join(spec.choices)}")
    if not value:
        raise ValueError("the value is empty")
    return value


def format_value(value: FactValue) -> str:
    """The text form `parse_value` reads back: yes/no, m:ss, or the text itself."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Duration):
        return value.to_text()
    return value


def split_assignments(items: Iterable[str]) -> dict[str, str]:
    """`key=value` strings → a dict; a malformed or repeated one is an error."""
    raw: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not _KEY.fullmatch(key):
            raise BadFactValueError(f"fact {item!r} is not written key=value (e.g. can_undo=no)")
        if key in raw:
            raise BadFactValueError(f"fact {key!r} is given twice")
        raw[key] = value
    return raw


def parse_facts(infraction: Infraction, raw: Mapping[str, str]) -> dict[str, FactValue]:
    """Typed facts for `infraction`; every problem is reported with what the infraction expects."""
    unknown = sorted(set(raw) - {f.key for f in infraction.facts})
    if unknown:
        raise UnknownFactError(
            f"{infraction.id} does not take fact(s) {', '.join(unknown)}; {expected(infraction)}"
        )
    facts: dict[str, FactValue] = {}
    for spec in infraction.facts:
        if spec.key in raw:
            facts[spec.key] = _parse_one(infraction, spec, raw[spec.key])
    missing = [f.key for f in infraction.facts if f.required and f.key not in facts]
    if missing:
        raise MissingFactError(
            f"{infraction.id} needs fact(s) {', '.join(missing)}; {expected(infraction)}"
        )
    _refuse(infraction, facts)
    return facts


def _parse_one(infraction: Infraction, spec: FactSpec, text: str) -> FactValue:
    try:
        return parse_value(spec, text)
    except ValueError as exc:
        raise BadFactValueError(
            f"{infraction.id}: bad value for fact {spec.key}: {exc}; "
            f"expected {spec.key}={spec.expected()} ({spec.question.en})"
        ) from None


def _refuse(infraction: Infraction, facts: Mapping[str, FactValue]) -> None:
    """Facts that say nothing was broken (talk between teammates, 0 minutes late) refuse the
    penalty; a refused value is matched in its written form (`format_value`)."""
    for spec in infraction.facts:
        value = facts.get(spec.key)
        written = format_value(value) if value is not None else None
        if written is not None and written in spec.refuse:
            text = spec.refuse[written]
            raise NotAnInfractionError(
                f"{infraction.id} refused ({spec.key}={written}): {text.en} ({text.ja})"
            )


def expected(infraction: Infraction, lang: Lang = Lang.EN) -> str:
    """A one-line list of the facts an infraction takes, for error messages and help."""
    if not infraction.facts:
        return "it takes no facts"
    parts = [
        f"{spec.key}={spec.expected()}{'' if spec.required else ' (optional)'}: "
        f"{spec.question.in_(lang)}"
        for spec in infraction.facts
    ]
    return "expected --fact " + "; --fact ".join(parts)
