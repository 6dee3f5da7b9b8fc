"""Judge calls: a duelist calls a judge to their table; judges claim, escalate and resolve.

A call is a `judge.call_made` fact (round, table, the caller's team and name); each step is a
fact naming the call by its number (the seq of the call's fact): `judge.call_claimed` (a judge
takes it), `judge.call_escalated` (handed to the head judge: only the head judge may claim or
resolve it from then on), `judge.call_resolved` (closed, with what was done). The queue is the
open calls by time, oldest first. A duelist pressing the button again while their team's call at
that table is still open changes nothing; a judge claiming a call another judge holds is refused
(the head judge may take any call over).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from tagduel.i18n import lazy
from tagduel.names import clean_name, clean_text, name_key
from tagduel.services.clockrounds import check_table, clock_tables, cut_round_of
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.placings import final_placings
from tagduel.services.projection import EventState
from tagduel.store import Fact
from tagduel.tournament.model import Pairing

NOTE_MAX = 300
"""The longest note a call or a step of one may carry."""


class CallStatus(enum.Enum):
    """Where a call stands: waiting for a judge, held by one, with the head judge, or done."""

    WAITING = "waiting"
    CLAIMED = "claimed"
    ESCALATED = "escalated"
    RESOLVED = "resolved"

    @property
    def open(self) -> bool:
        return self is not CallStatus.RESOLVED


class CallAction(enum.Enum):
    """A step of a call, as its fact kind names it."""

    CLAIMED = FactKind.JUDGE_CALL_CLAIMED.value
    ESCALATED = FactKind.JUDGE_CALL_ESCALATED.value
    RESOLVED = FactKind.JUDGE_CALL_RESOLVED.value


@dataclass(frozen=True, slots=True)
class CallStep:
    """One step of a call: what was done, by which judge, when, with what note."""

    action: CallAction
    judge: str
    at: datetime
    note: str


@dataclass(frozen=True, slots=True)
class JudgeCall:
    """A call as its facts leave it. `judge`: who holds it now ("" when nobody does);
    `escalated`: handed to the head judge (only they may take or close it)."""

    number: int
    round: int
    table: int
    team: str
    by: str
    note: str
    at: datetime
    status: CallStatus = CallStatus.WAITING
    judge: str = ""
    escalated: bool = False
    steps: tuple[CallStep, ...] = ()

    @property
    def resolution(self) -> str:
        done = [s for s in self.steps if s.action is CallAction.RESOLVED]
        return done[-1].note if done else ""


@dataclass(frozen=True, slots=True)
class Called:
    """What pressing "call a judge" did: the call, and whether it was open already."""

    call: JudgeCall
    already: bool


# -- reading ---------------------------------------------------------------------------------


def calls(state: EventState) -> list[JudgeCall]:
    """Every call of the event, oldest first, with its steps applied."""
    found: dict[int, JudgeCall] = {}
    for fact in state.call_facts:
        if fact.kind == FactKind.JUDGE_CALL_MADE.value:
            found[fact.seq] = _made(fact)
        else:
            number = int(fact.payload["call"])
            if number in found:
                found[number] = _stepped(found[number], fact)
    return list(found.values())


def queue(state: EventState) -> list[JudgeCall]:
    """The open calls, oldest first (the order judges answer them in)."""
    return [c for c in calls(state) if c.status.open]


def find_call(state: EventState, number: int) -> JudgeCall:
    found = next((c for c in calls(state) if c.number == number), None)
    if found is None:
        raise EventError(lazy("event {event} has no judge call #{n}", event=state.name, n=number))
    return found


def open_call_at(state: EventState, round_number: int, table: int, team: str) -> JudgeCall | None:
    """The team's open call at that table, if it has one."""
    key = name_key(team)
    return next(
        (
            c
            for c in queue(state)
            if (c.round, c.table) == (round_number, table) and name_key(c.team) == key
        ),
        None,
    )


def table_pairing(state: EventState, round_number: int, table: int) -> Pairing:
    """The pairing played at `table` of round `round_number`: a Swiss table, or, for a round of
    the top cut (numbered on from the Swiss rounds), the match numbered `table`."""
    if cut_round_of(state, round_number) is None:
        return state.paired_round(round_number).pairing_at(table)
    check_table(state, round_number, table)
    return next(t.pairing for t in clock_tables(state, round_number) if t.pairing.table == table)


def final_placings_or_none(state: EventState) -> object | None:
    """The final placings once the event is over (its champion or final standings), else None."""
    try:
        return final_placings(state)
    except EventError:
        return None


def _made(fact: Fact) -> JudgeCall:
    p = fact.payload
    return JudgeCall(
        fact.seq,
        int(p["round"]),
        int(p["table"]),
        str(p["team"]),
        str(p.get("by", "")),
        str(p.get("note", "")),
        fact.recorded_at,
    )


def _stepped(call: JudgeCall, fact: Fact) -> JudgeCall:
    action = CallAction(fact.kind)
    judge = str(fact.payload.get("judge", ""))
    step = CallStep(action, judge, fact.recorded_at, str(fact.payload.get("note", "")))
    steps = (*call.steps, step)
    if action is CallAction.CLAIMED:
        return replace(call, status=CallStatus.CLAIMED, judge=judge, steps=steps)
    if action is CallAction.ESCALATED:
        return replace(call, status=CallStatus.ESCALATED, judge="", escalated=True, steps=steps)
    return replace(call, status=CallStatus.RESOLVED, steps=steps)


# -- writing ---------------------------------------------------------------------------------


def call_judge(
    events: Events,
    name: str,
    round_number: int,
    table: int,
    team: str,
    by: str,
    note: str = "",
    *,
    request_key: str | None = None,
) -> Written[Called]:
    """Team `team` calls a judge to its table (a call already open is answered as it is)."""
    caller = clean_name(by, what=lazy("the caller's name"))
    text = clean_text(note, what=lazy("the note"), limit=NOTE_MAX)

    def decide(state: EventState) -> tuple[NewFacts, Called | None]:
        if final_placings_or_none(state) is not None:
            raise EventError(lazy("the event is over: a judge can no longer be called to a table"))
        pairing = table_pairing(state, round_number, table)
        if pairing.is_bye:
            raise EventError(
                lazy("round {n} table {t} is a bye: no duel to judge", n=round_number, t=table)
            )
        own = next((str(t) for t in pairing.teams if name_key(str(t)) == name_key(team)), None)
        if own is None:
            raise EventError(
                lazy(
                    "team {team} does not play at round {n} table {t} ({team1} vs {team2})",
                    team=team,
                    n=round_number,
                    t=table,
                    team1=str(pairing.team1),
                    team2=str(pairing.team2),
                )
            )
        current = open_call_at(state, round_number, table, own)
        if current is not None:
            return [], Called(current, already=True)
        payload = {"round": round_number, "table": table, "team": own, "by": caller, "note": text}
        return [(FactKind.JUDGE_CALL_MADE, payload)], None

    written = events.write(name, decide, request_key=request_key)
    called = written.value or Called(find_call(written.after, written.facts[0].seq), False)
    return Written(written.facts, called, written.state, written.after)


def claim_call(
    events: Events,
    name: str,
    number: int,
    judge: str,
    *,
    head: bool = False,
    request_key: str | None = None,
) -> Written[JudgeCall]:
    """`judge` takes call #number (the head judge may take over any open call)."""
    who = clean_name(judge, what=lazy("the judge's name"))

    def decide(state: EventState) -> tuple[NewFacts, JudgeCall]:
        call = _open(state, number)
        if call.status is CallStatus.CLAIMED and name_key(call.judge) == name_key(who):
            return [], call
        if not head:
            _refuse_if_escalated(call)
            if call.status is CallStatus.CLAIMED:
                raise EventError(
                    lazy(
                        "judge call #{n} (table {t}) is already taken by {judge}",
                        n=number,
                        t=call.table,
                        judge=call.judge,
                    )
                )
        return _step(FactKind.JUDGE_CALL_CLAIMED, number, who, ""), call

    return events.write(name, decide, request_key=request_key)


def escalate_call(
    events: Events,
    name: str,
    number: int,
    judge: str,
    note: str = "",
    *,
    request_key: str | None = None,
) -> Written[JudgeCall]:
    """Hand call #number to the head judge (with what the judge found so far)."""
    who = clean_name(judge, what=lazy("the judge's name"))
    text = clean_text(note, what=lazy("the note"), limit=NOTE_MAX)

    def decide(state: EventState) -> tuple[NewFacts, JudgeCall]:
        call = _open(state, number)
        if call.status is CallStatus.ESCALATED:
            raise EventError(lazy("judge call #{n} is already with the head judge", n=number))
        return _step(FactKind.JUDGE_CALL_ESCALATED, number, who, text), call

    return events.write(name, decide, request_key=request_key)


def resolve_call(
    events: Events,
    name: str,
    number: int,
    judge: str,
    note: str = "",
    *,
    head: bool = False,
    request_key: str | None = None,
) -> Written[JudgeCall]:
    """Close call #number, saying what was done (an escalated call: the head judge only)."""
    who = clean_name(judge, what=lazy("the judge's name"))
    text = clean_text(note, what=lazy("the note"), limit=NOTE_MAX)

    def decide(state: EventState) -> tuple[NewFacts, JudgeCall]:
        call = _open(state, number)
        if not head:
            _refuse_if_escalated(call)
        return _step(FactKind.JUDGE_CALL_RESOLVED, number, who, text), call

    return events.write(name, decide, request_key=request_key)


def _open(state: EventState, number: int) -> JudgeCall:
    call = find_call(state, number)
    if not call.status.open:
        raise EventError(
            lazy("judge call #{n} (table {t}) is already resolved", n=number, t=call.table)
        )
    return call


def _refuse_if_escalated(call: JudgeCall) -> None:
    if call.escalated:
        raise EventError(
            lazy(
                "judge call #{n} (table {t}) is with the head judge: only the head judge may "
                "take it or close it",
                n=call.number,
                t=call.table,
            )
        )


def _step(kind: FactKind, number: int, judge: str, note: str) -> NewFacts:
    payload: Mapping[str, Any] = {"call": number, "judge": judge, "note": note}
    return [(kind, payload)]
