"""How each kind of fact changes an event's state (`FOLDS`), one function per kind. A fold
changes a container of the state only through `EventState._mutable` (the state it was forked
from shares the containers, and stays as it was)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from tagduel.penalties.codec import penalty_from_payload
from tagduel.services.cutbracket import CutReport, TopCut
from tagduel.services.eventfacts import (
    EventSettings,
    FactKind,
    deck_from,
    is_tournament,
    parse_result,
)
from tagduel.services.eventrows import (
    ClaimFact,
    ClockFact,
    Drop,
    Duelist,
    PairedRound,
    ReportFact,
    TeamEntry,
)
from tagduel.services.penalties import PenaltyFactKind
from tagduel.store import EVENT_CREATED, Fact
from tagduel.tournament.attendance import Structure
from tagduel.tournament.model import Pairing

if TYPE_CHECKING:
    from tagduel.services.projection import EventState


def _created(state: EventState, fact: Fact) -> None:
    settings = fact.payload.get("settings") or {}
    if is_tournament(settings):
        state.settings = EventSettings.from_payload(settings)
        state.configured = True


def _configured(state: EventState, fact: Fact) -> None:
    state.settings = EventSettings.from_payload(fact.payload["settings"])
    state.configured = True


def _registered(state: EventState, fact: Fact) -> None:
    p = fact.payload
    a, b = (Duelist(d["seat"], d["name"], deck_from(d["deck"])) for d in p["duelists"])
    name = str(p["team"])
    state._mutable("teams")[name] = TeamEntry(
        name, a, b, int(p["first_round"]), bool(p["late"]), p.get("deck_check", {}), fact.seq
    )


def _dropped(state: EventState, fact: Fact) -> None:
    p = fact.payload
    state._mutable("drops")[p["team"]] = Drop(
        p["team"], int(p["after_round"]), p.get("reason", ""), fact.seq
    )


def _voided(state: EventState, fact: Fact) -> None:
    """The latest round's pairing withdrawn (never played): drops and late entries recorded
    while it stood now date from the round before it."""
    number = int(fact.payload["round"])
    if not state.paired or state.paired[-1].number != number:
        raise ValueError(f"round {number} is not the latest paired round")
    voided = state._mutable("paired").pop()
    state.clock_facts = [c for c in state.clock_facts if c.round != number]
    for team, drop in list(state.drops.items()):
        if drop.seq > voided.seq:
            state._mutable("drops")[team] = replace(
                drop, after_round=min(drop.after_round, number - 1)
            )
    for name, entry in list(state.teams.items()):
        if entry.seq > voided.seq and entry.first_round > number:
            state._mutable("teams")[name] = replace(entry, first_round=number, late=number > 1)


def _undropped(state: EventState, fact: Fact) -> None:
    del state._mutable("drops")[fact.payload["team"]]


def _paired(state: EventState, fact: Fact) -> None:
    p = fact.payload
    number = int(p["round"])
    pairings = tuple(
        Pairing(number, int(t["table"]), t["team1"], t.get("team2")) for t in p["pairings"]
    )
    s = p["structure"]
    structure = Structure(
        int(s["teams"]), int(s["rounds"]), int(s["top_cut"]), bool(s["overridden"])
    )
    state._mutable("paired").append(
        PairedRound(number, int(p["seed"]), pairings, p.get("diagnostics", {}), structure, fact.seq)
    )


def _reported(state: EventState, fact: Fact) -> None:
    p = fact.payload
    key = (int(p["round"]), int(p["table"]))
    report = ReportFact(
        key[0], key[1], parse_result(p["result"]), fact.seq, p.get("replaces"), p.get("reason", "")
    )
    state._mutable("reports")[key] = (*state.reports.get(key, ()), report)


def _clock(state: EventState, fact: Fact) -> None:
    p = fact.payload
    state._mutable("clock_facts").append(
        ClockFact(
            int(p["round"]),
            str(p["action"]),
            datetime.fromisoformat(p["at"]),
            p.get("minutes"),
            p.get("table"),
            fact.seq,
            p.get("replaces"),
            str(p.get("reason", "")),
        )
    )


def _topcut_started(state: EventState, fact: Fact) -> None:
    p = fact.payload
    state.topcut = TopCut(int(p["size"]), tuple(p["seeds"]), len(state.paired), fact.seq)


def _topcut_reported(state: EventState, fact: Fact) -> None:
    p = fact.payload
    if state.topcut is None:
        raise ValueError("a top cut result before the top cut started")
    report = CutReport(
        int(p["match"]),
        int(p["round"]),
        int(p["slot"]),
        str(p["winner"]),
        fact.seq,
        p.get("replaces"),
        p.get("reason", ""),
    )
    state.topcut = state.topcut.with_report(report)


def _claimed(state: EventState, fact: Fact) -> None:
    p = fact.payload
    key = (int(p["round"]), int(p["table"]))
    claim = ClaimFact(
        key[0], key[1], str(p["team"]), parse_result(p["result"]), str(p.get("by", "")), fact.seq
    )
    state._mutable("claims")[key] = {**state.claims.get(key, {}), claim.team: claim}


def _amended(state: EventState, fact: Fact) -> None:
    """A duelist's name or deck changed by the organiser (the team keeps its name)."""
    p = fact.payload
    entry = state.teams[str(p["team"])]
    duelists = {d.seat: d for d in entry.duelists}
    for change in p["duelists"]:
        old = duelists[change["seat"]]
        deck = deck_from(change["deck"]) if "deck" in change else old.deck
        duelists[change["seat"]] = Duelist(old.seat, str(change.get("name", old.name)), deck)
    state._mutable("teams")[entry.name] = replace(entry, a=duelists["A"], b=duelists["B"])


def _join_code_set(state: EventState, fact: Fact) -> None:
    state.join_code_hash = str(fact.payload["hash"])


def _judge_code_set(state: EventState, fact: Fact) -> None:
    state._mutable("judge_code_hashes")[str(fact.payload["role"])] = str(fact.payload["hash"])


def _judge_call(state: EventState, fact: Fact) -> None:
    """A judge call or a step of one, kept as stored (`services.judgecalls` reads them)."""
    int(fact.payload["call" if fact.kind != FactKind.JUDGE_CALL_MADE.value else "table"])
    state._mutable("call_facts").append(fact)


def _penalty_issued(state: EventState, fact: Fact) -> None:
    state._mutable("issued")[fact.seq] = penalty_from_payload(
        fact.payload, state.catalogue, event=state.info.name, number=fact.seq
    )


def _penalty_voided(state: EventState, fact: Fact) -> None:
    state._mutable("voided").add(int(fact.payload["voids"]))


CONTAINERS = (
    "teams",
    "drops",
    "paired",
    "reports",
    "clock_facts",
    "issued",
    "voided",
    "claims",
    "judge_code_hashes",
    "call_facts",
)
"""The state's containers a fold may change (through `EventState._mutable`)."""

FOLDS = {
    EVENT_CREATED: _created,
    FactKind.CONFIGURED.value: _configured,
    FactKind.TEAM_REGISTERED.value: _registered,
    FactKind.TEAM_DROPPED.value: _dropped,
    FactKind.ROUND_PAIRED.value: _paired,
    FactKind.ROUND_VOIDED.value: _voided,
    FactKind.DROP_UNDONE.value: _undropped,
    FactKind.RESULT_REPORTED.value: _reported,
    FactKind.RESULT_CORRECTED.value: _reported,
    FactKind.ROUND_CLOCK.value: _clock,
    FactKind.TOPCUT_STARTED.value: _topcut_started,
    FactKind.TOPCUT_REPORTED.value: _topcut_reported,
    FactKind.TOPCUT_CORRECTED.value: _topcut_reported,
    FactKind.RESULT_CLAIMED.value: _claimed,
    FactKind.TEAM_AMENDED.value: _amended,
    FactKind.JOIN_CODE_SET.value: _join_code_set,
    FactKind.JUDGE_CODE_SET.value: _judge_code_set,
    FactKind.JUDGE_CALL_MADE.value: _judge_call,
    FactKind.JUDGE_CALL_CLAIMED.value: _judge_call,
    FactKind.JUDGE_CALL_ESCALATED.value: _judge_call,
    FactKind.JUDGE_CALL_RESOLVED.value: _judge_call,
    PenaltyFactKind.ISSUED.value: _penalty_issued,
    PenaltyFactKind.VOIDED.value: _penalty_voided,
}
