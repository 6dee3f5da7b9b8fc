"""Penalty use cases over the event store: issue (and record), void, read the record.

A penalty is stored as a `penalty.issued` fact in its event; a correction is a `penalty.voided`
fact naming it. Rule B's earlier penalties, the event's penalties in force and a person's
record across events are all derived from those facts. Issuing reads the event's log and
appends only if the log has not grown meanwhile, so two judges cannot both miss a repeat.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime

from tagduel.penalties.catalogue import Catalogue, default_catalogue
from tagduel.penalties.codec import (
    Void,
    penalty_from_payload,
    penalty_payload,
    void_from_payload,
    void_payload,
)
from tagduel.penalties.errors import PenaltyError
from tagduel.penalties.judge import NO_DECISION, earlier_of, issue_penalty
from tagduel.penalties.model import (
    Decision,
    IssuedPenalty,
    Occasion,
    Offender,
    Timing,
    person_key,
)
from tagduel.penalties.record import PersonRecord, active, build_record, index_voids
from tagduel.store import ConflictError, EventInfo, EventStore, Fact

Clock = Callable[[], datetime]
_ATTEMPTS = 5


class PenaltyFactKind(enum.Enum):
    """The kinds of fact this service writes to an event's log."""

    ISSUED = "penalty.issued"
    VOIDED = "penalty.voided"


_KINDS = [k.value for k in PenaltyFactKind]


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class PenaltyRequest:
    """What the judge enters: infraction, duelist, facts as text, decision, where and when."""

    infraction: str
    offender: Offender
    facts: Mapping[str, str] = field(default_factory=dict)
    decision: Decision = NO_DECISION
    timing: Timing = Timing.DURING_DUEL
    round: int | None = None
    table: int | None = None
    judge: str = ""
    at: datetime | None = None

    def occasion(self, event: str, clock: Clock) -> Occasion:
        return Occasion(
            at=self.at or clock(),
            timing=self.timing,
            event=event,
            round=self.round,
            table=self.table,
            judge=self.judge,
        )


@dataclass(frozen=True, slots=True)
class IssueResult:
    """A stored penalty, its event (and whether the event was created for it)."""

    penalty: IssuedPenalty
    event: EventInfo
    event_created: bool


def preview(
    request: PenaltyRequest, catalogue: Catalogue | None = None, clock: Clock = utc_now
) -> IssuedPenalty:
    """The penalty as it would be issued, without an event: nothing is stored."""
    cat = catalogue or default_catalogue()
    return issue_penalty(
        cat,
        request.infraction,
        request.offender,
        request.occasion("", clock),
        request.facts,
        request.decision,
    )


class PenaltyService:
    """Issue, void and read penalties kept in an EventStore."""

    def __init__(
        self, store: EventStore, catalogue: Catalogue | None = None, clock: Clock = utc_now
    ) -> None:
        self.store = store
        self.catalogue = catalogue or default_catalogue()
        self._clock = clock

    def issue(self, event_name: str, request: PenaltyRequest) -> IssueResult:
        """Decide and record; the event is created when it does not exist yet."""
        self.catalogue.infraction(request.infraction)  # unknown id: fail before creating
        event, created = self.store.ensure_event(event_name)
        for _ in range(_ATTEMPTS):
            last = self.store.last_seq(event.id)
            issued = self._decide(event, request)
            try:
                fact = self.store.append(
                    event.id,
                    PenaltyFactKind.ISSUED.value,
                    penalty_payload(issued),
                    expect_last=last,
                )
            except ConflictError:
                continue
            stored = penalty_from_payload(
                fact.payload, self.catalogue, event=event.name, number=fact.seq
            )
            return IssueResult(stored, event, created)
        raise PenaltyError(
            f"event {event.name!r} is too busy: the penalty was not recorded; try again"
        )

    def _decide(self, event: EventInfo, request: PenaltyRequest) -> IssuedPenalty:
        return issue_penalty(
            self.catalogue,
            request.infraction,
            request.offender,
            request.occasion(event.name, self._clock),
            request.facts,
            request.decision,
            earlier=self._in_force(event),
        )

    def earlier(self, event_name: str, offender: Offender, infraction: str) -> list[IssuedPenalty]:
        """Rule B's list: this person's penalties in force for this infraction in the event."""
        event = self.store.find_event(event_name)
        if event is None:
            return []
        return list(earlier_of(self._in_force(event), offender, infraction))

    def event_penalties(self, event_name: str) -> list[IssuedPenalty]:
        """The event's penalties in force (voided ones left out), oldest first."""
        return self._in_force(self.store.event(event_name))

    def void(self, event_name: str, number: int, reason: str, judge_name: str) -> Void:
        """Withdraw penalty #number of the event with a new `penalty.voided` fact."""
        if not reason.strip():
            raise PenaltyError("voiding a penalty needs a written reason")
        event = self.store.event(event_name)
        penalties, voids = self._read(event)
        if number not in {p.number for p in penalties}:
            raise PenaltyError(f"event {event.name!r} has no penalty #{number}")
        if any(v.voids == number for v in voids):
            raise PenaltyError(f"penalty #{number} of {event.name!r} is already voided")
        void = Void(number, reason.strip(), judge_name, self._clock(), event.name)
        fact = self.store.append(event.id, PenaltyFactKind.VOIDED.value, void_payload(void))
        return void_from_payload(fact.payload, event=event.name, number=fact.seq)

    def record(self, person: str) -> PersonRecord:
        """Every penalty issued to `person` in every event, cautions and voided ones included."""
        penalties: list[IssuedPenalty] = []
        voids: list[Void] = []
        key = person_key(person)
        for event, fact in self.store.facts_of_kind(_KINDS):
            if fact.kind == PenaltyFactKind.VOIDED.value:
                voids.append(void_from_payload(fact.payload, event=event.name, number=fact.seq))
            elif person_key(str(fact.payload.get("person", ""))) == key:
                penalties.append(self._penalty(event, fact))
        return build_record(person, penalties, index_voids(voids), self.catalogue)

    def _in_force(self, event: EventInfo) -> list[IssuedPenalty]:
        penalties, voids = self._read(event)
        return active(penalties, index_voids(voids))

    def _read(self, event: EventInfo) -> tuple[list[IssuedPenalty], list[Void]]:
        penalties: list[IssuedPenalty] = []
        voids: list[Void] = []
        for fact in self.store.facts(event.id, kinds=_KINDS):
            if fact.kind == PenaltyFactKind.VOIDED.value:
                voids.append(void_from_payload(fact.payload, event=event.name, number=fact.seq))
            else:
                penalties.append(self._penalty(event, fact))
        return penalties, voids

    def _penalty(self, event: EventInfo, fact: Fact) -> IssuedPenalty:
        return penalty_from_payload(fact.payload, self.catalogue, event=event.name, number=fact.seq)
