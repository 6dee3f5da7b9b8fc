"""JSON for the parts of a duel's state that are in progress: Chain Links, waiting trigger
effects, a Chain Link paused on a question, and lasting effects (see `codec.py`)."""

from __future__ import annotations

from typing import Any

from tagduel.engine.seats import Seat
from tagduel.engine.state import (
    Answer,
    Ask,
    AskKind,
    ChainLink,
    Forbid,
    Lasting,
    LastingKind,
    PendingTrigger,
    Resolving,
    SpellSpeed,
)


def link_to_data(link: ChainLink) -> dict[str, Any]:
    return {
        "number": link.number,
        "seat": link.seat.value,
        "uid": link.uid,
        "effect": link.effect,
        "speed": int(link.speed),
        "targets": list(link.targets),
        "answers": link.answers,
        "negated": link.negated,
        "event": link.event,
        "places": list(link.places),
    }


def link_from_data(x: dict[str, Any]) -> ChainLink:
    return ChainLink(
        x["number"],
        Seat(x["seat"]),
        x["uid"],
        x["effect"],
        SpellSpeed(x["speed"]),
        tuple(x["targets"]),
        x["answers"],
        x["negated"],
        x["event"],
        tuple(x["places"]),
    )


def trigger_to_data(t: PendingTrigger) -> dict[str, Any]:
    return {
        "uid": t.uid,
        "effect": t.effect,
        "seat": t.seat.value,
        "event": t.event,
        "chosen": t.chosen,
        "ready": t.ready,
    }


def trigger_from_data(x: dict[str, Any]) -> PendingTrigger:
    return PendingTrigger(
        x["uid"], x["effect"], Seat(x["seat"]), x["event"], x["chosen"], x["ready"]
    )


def resolving_to_data(r: Resolving) -> dict[str, Any]:
    ask = r.ask
    return {
        "link": link_to_data(r.link),
        "step": r.step,
        "answers": [list(a) if isinstance(a, tuple) else a for a in r.answers],
        "ask": None
        if ask is None
        else {
            "seat": ask.seat.value,
            "kind": ask.kind.value,
            "prompt": ask.prompt,
            "cards": list(ask.cards),
            "low": ask.low,
            "high": ask.high,
            "options": list(ask.options),
            "groups": [list(g) for g in ask.groups],
        },
    }


def resolving_from_data(x: dict[str, Any]) -> Resolving:
    a = x["ask"]
    ask = (
        None
        if a is None
        else Ask(
            Seat(a["seat"]),
            AskKind(a["kind"]),
            a["prompt"],
            tuple(a["cards"]),
            a["low"],
            a["high"],
            tuple(a["options"]),
            tuple(tuple(g) for g in a.get("groups", ())),
        )
    )
    answers: list[Answer] = [tuple(v) if isinstance(v, list) else v for v in x["answers"]]
    return Resolving(link_from_data(x["link"]), x["step"], answers, ask)


def lasting_to_data(x: Lasting) -> dict[str, Any]:
    return {
        "kind": x.kind.value,
        "seat": x.seat.value,
        "seats": [s.value for s in x.seats],
        "count": x.count,
        "counted": x.counted,
        "source": x.source,
        "effect": x.effect,
        "forbid": x.forbid.value if x.forbid else None,
        "while_on_field": x.while_on_field,
        "amount": x.amount,
    }


def lasting_from_data(x: dict[str, Any]) -> Lasting:
    return Lasting(
        LastingKind(x["kind"]),
        Seat(x["seat"]),
        tuple(Seat(s) for s in x["seats"]),
        x["count"],
        x["counted"],
        x["source"],
        x["effect"],
        Forbid(x["forbid"]) if x["forbid"] else None,
        x["while_on_field"],
        x.get("amount", 0),
    )
