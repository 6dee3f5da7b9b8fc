"""Issued penalties and voids to JSON-ready payloads and back (the facts a store keeps).

A payload carries everything decided at the table (guideline, actual, reason, Rule B choice,
consequence), so the record never has to recompute a past decision. Version 1 layout.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.errors import PenaltyError
from tagduel.penalties.facts import format_value, parse_value
from tagduel.penalties.model import (
    FactValue,
    IssuedPenalty,
    MatchConsequence,
    NextMatch,
    Occasion,
    Offender,
    Penalty,
    Repeat,
    Seat,
    Timing,
    UpgradeChoice,
)

VERSION = 1


@dataclass(frozen=True, slots=True)
class Void:
    """A correction: penalty `voids` of the event is withdrawn (the original fact stays)."""

    voids: int
    reason: str
    judge: str
    at: datetime
    event: str = ""
    number: int | None = None


class MalformedPayloadError(PenaltyError):
    """A stored payload that cannot be read back."""


def penalty_payload(p: IssuedPenalty) -> dict[str, Any]:
    who, where = p.offender, p.occasion
    return {
        "v": VERSION,
        "person": who.person,
        "team": who.team,
        "seat": who.seat.value if who.seat else None,
        "round": where.round,
        "table": where.table,
        "at": where.at.isoformat(),
        "timing": where.timing.value,
        "judge": where.judge,
        "infraction": p.infraction,
        "facts": {k: v if isinstance(v, bool) else format_value(v) for k, v in p.facts.items()},
        "guideline": p.guideline.value,
        "actual": p.actual.value,
        "reason": p.reason,
        "repeat": _repeat_payload(p.repeat),
        "next_match": p.next_match.value if p.next_match else None,
        "consequence": p.consequence.value,
    }


def _repeat_payload(repeat: Repeat | None) -> dict[str, Any] | None:
    if repeat is None:
        return None
    return {
        "earlier": list(repeat.earlier),
        "proposed": repeat.proposed.value if repeat.proposed else None,
        "choice": repeat.choice.value if repeat.choice else None,
    }


def void_payload(v: Void) -> dict[str, Any]:
    return {
        "v": VERSION,
        "voids": v.voids,
        "reason": v.reason,
        "judge": v.judge,
        "at": v.at.isoformat(),
    }


def penalty_from_payload(
    data: Mapping[str, Any], catalogue: Catalogue, *, event: str = "", number: int | None = None
) -> IssuedPenalty:
    """Read a stored penalty; `event` and `number` say where it is kept."""
    try:
        return _penalty(data, catalogue, event, number)
    except (KeyError, TypeError, ValueError) as exc:
        raise MalformedPayloadError(
            f"stored penalty #{number} in {event!r} is malformed: {exc!r}"
        ) from None


def _penalty(
    data: Mapping[str, Any], catalogue: Catalogue, event: str, number: int | None
) -> IssuedPenalty:
    seat = data.get("seat")
    repeat = data.get("repeat")
    return IssuedPenalty(
        infraction=str(data["infraction"]),
        offender=Offender(
            str(data["person"]), str(data.get("team", "")), Seat(seat) if seat else None
        ),
        occasion=Occasion(
            at=datetime.fromisoformat(str(data["at"])),
            timing=Timing(data["timing"]),
            event=event,
            round=_opt_int(data.get("round")),
            table=_opt_int(data.get("table")),
            judge=str(data.get("judge", "")),
        ),
        facts=_facts(catalogue, str(data["infraction"]), data.get("facts", {})),
        guideline=Penalty(data["guideline"]),
        actual=Penalty(data["actual"]),
        consequence=MatchConsequence(data["consequence"]),
        reason=str(data.get("reason", "")),
        repeat=_repeat(repeat) if repeat else None,
        next_match=NextMatch(data["next_match"]) if data.get("next_match") else None,
        number=number,
    )


def _opt_int(value: Any) -> int | None:
    return None if value is None else int(value)


def _repeat(data: Mapping[str, Any]) -> Repeat:
    proposed, choice = data.get("proposed"), data.get("choice")
    return Repeat(
        earlier=tuple(int(n) for n in data.get("earlier", ())),
        proposed=Penalty(proposed) if proposed else None,
        choice=UpgradeChoice(choice) if choice else None,
    )


def _facts(
    catalogue: Catalogue, infraction_id: str, raw: Mapping[str, Any]
) -> dict[str, FactValue]:
    """Typed facts in the catalogue's order (JSONB does not keep key order); facts the
    catalogue no longer knows are kept as their stored text."""
    infraction = catalogue.infractions.get(infraction_id)
    order = [f.key for f in infraction.facts] if infraction else []
    keys = [k for k in order if k in raw] + sorted(k for k in raw if k not in order)
    facts: dict[str, FactValue] = {}
    for key in keys:
        value = raw[key]
        spec = infraction.fact(key) if infraction else None
        if isinstance(value, bool) or spec is None:
            facts[key] = value if isinstance(value, bool) else str(value)
        else:
            facts[key] = parse_value(spec, str(value))
    return facts


def void_from_payload(
    data: Mapping[str, Any], *, event: str = "", number: int | None = None
) -> Void:
    try:
        return Void(
            voids=int(data["voids"]),
            reason=str(data["reason"]),
            judge=str(data.get("judge", "")),
            at=datetime.fromisoformat(str(data["at"])),
            event=event,
            number=number,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise MalformedPayloadError(
            f"stored void #{number} in {event!r} is malformed: {exc!r}"
        ) from None
