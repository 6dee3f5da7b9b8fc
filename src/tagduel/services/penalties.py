"""Penalty use cases over the event store: issue (and record), void, read the record.

A penalty is stored as a `penalty.issued` fact in its event; a correction is a `penalty.voided`
fact naming it. Rule B's earlier penalties, the event's penalties in force and a person's
record across events are all derived from those facts. Issuing holds the event's write lock
(`EventStore.writer`) while it reads the log, checks, decides and appends, so two judges cannot
both miss a repeat, and a request carrying an idempotency key (`PenaltyRequest.key`) is recorded
once: its repeat writes nothing and answers with the penalty it recorded. A refused penalty
writes nothing at all, not even the event it would have created.
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta

from tagduel.names import clean_name, clean_text, name_key
from tagduel.penalties.catalogue import Catalogue, default_catalogue
from tagduel.penalties.codec import (
    Void,
    penalty_from_payload,
    penalty_payload,
    void_from_payload,
    void_payload,
)
from tagduel.penalties.errors import PenaltyError
from tagduel.penalties.facts import format_value, parse_facts
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
from tagduel.store import EventExistsError, EventInfo, EventStore, EventWriter, Fact, Repeated

Clock = Callable[[], datetime]
Check = Callable[[EventInfo, Sequence[Fact]], None]
"""Called with the event and its whole log while the write lock is held; raises to refuse."""

FUTURE_SLACK = timedelta(hours=1)
"""How far after now a penalty's time may lie (clocks of two machines disagree a little)."""


class PenaltyFactKind(enum.Enum):
    """The kinds of fact this service writes to an event's log."""

    ISSUED = "penalty.issued"
    VOIDED = "penalty.voided"


_KINDS = [k.value for k in PenaltyFactKind]


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class PenaltyRequest:
    """What the judge enters: infraction, duelist, facts as text, decision, where and when.

    `not_registered`: the judge says the person is not a registered duelist (a supporter, a
    spectator); an event with teams refuses a person it does not know otherwise. `key`: the
    request's idempotency key (the web form's, or `content_key` on the command line).
    """

    infraction: str
    offender: Offender
    facts: Mapping[str, str] = field(default_factory=dict)
    decision: Decision = NO_DECISION
    timing: Timing = Timing.DURING_DUEL
    round: int | None = None
    table: int | None = None
    judge: str = ""
    at: datetime | None = None
    not_registered: bool = False
    key: str | None = None

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
    """A stored penalty, its event (and whether the event was created for it); `repeated`:
    the request was recorded before, as this penalty, and nothing new was written."""

    penalty: IssuedPenalty
    event: EventInfo
    event_created: bool
    repeated: bool = False


def content_key(request: PenaltyRequest, catalogue: Catalogue | None = None) -> str:
    """An idempotency key from what the request says, for a command line that has no form
    token: the same infraction, person, facts, decision, round, table, judge and time (when
    given) make the same key, whatever the case, width or spacing of the names."""
    cat = catalogue or default_catalogue()
    who = request.offender
    decision = request.decision
    content = {
        "infraction": request.infraction.strip(),
        "person": name_key(who.person),
        "team": name_key(who.team),
        "seat": who.seat.value if who.seat else None,
        "facts": _written_facts(cat, request),
        "actual": decision.actual.value if decision.actual else None,
        "reason": " ".join(decision.reason.split()),
        "upgrade": decision.upgrade.value if decision.upgrade else None,
        "next_match": decision.next_match.value if decision.next_match else None,
        "timing": request.timing.value,
        "round": request.round,
        "table": request.table,
        "judge": name_key(request.judge),
        "at": request.at.astimezone(UTC).isoformat() if request.at else None,
        "not_registered": request.not_registered,
    }
    text = json.dumps(content, sort_keys=True, ensure_ascii=False)
    return "penalty:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def _written_facts(catalogue: Catalogue, request: PenaltyRequest) -> dict[str, str]:
    """The facts as the record writes them ("5" minutes is "5:00"), else as typed."""
    infraction = catalogue.infractions.get(request.infraction.strip())
    try:
        if infraction is not None:
            return {k: format_value(v) for k, v in parse_facts(infraction, request.facts).items()}
    except PenaltyError:
        pass
    return {k: " ".join(v.split()) for k, v in sorted(request.facts.items())}


def cleaned(request: PenaltyRequest) -> PenaltyRequest:
    """The request with every name by the one rule for names (`tagduel.names`): a blank judge
    or team, a name too long or holding control characters is refused."""
    who = request.offender
    team = clean_name(who.team, what="the team's name") if who.team else ""
    return replace(
        request,
        infraction=request.infraction.strip(),
        offender=Offender(clean_name(who.person, what="the duelist's name"), team, who.seat),
        judge=clean_name(request.judge, what="the judge's name"),
        decision=replace(
            request.decision, reason=clean_text(request.decision.reason, what="the reason")
        ),
    )


def check_not_future(at: datetime | None, now: datetime) -> None:
    """A penalty is recorded after it happened: a time after now is a slip (date or zone)."""
    if at is None or at.tzinfo is None or at <= now + FUTURE_SLACK:
        return  # a time without its zone is refused by the judge's rules (`issue_penalty`)
    raise PenaltyError(
        f"the penalty's time {at.isoformat(timespec='minutes')} is after now "
        f"({now.astimezone(at.tzinfo).isoformat(timespec='minutes')}): check the date, and "
        "give the time with its zone (e.g. 2026-11-29T14:05+09:00)"
    )


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
        self, store: EventStore, catalogue: Catalogue | None = None, clock: Clock | None = None
    ) -> None:
        self.store = store
        self.catalogue = catalogue or default_catalogue()
        self._clock = clock or store.now

    def now(self) -> datetime:
        return self._clock()

    def issue(
        self, event_name: str, request: PenaltyRequest, *, check: Check | None = None
    ) -> IssueResult:
        """Decide and record, holding the event's write lock; `check` may refuse first.

        The event is created when it does not exist yet, in the same transaction as the
        penalty: a refusal (an unknown infraction, a check, Rule A or B) writes nothing.
        """
        request = cleaned(request)
        self.catalogue.infraction(request.infraction)  # unknown id: the clearest error first
        check_not_future(request.at, self.now())
        event = self.store.find_event(event_name)
        if event is None:
            try:
                with self.store.creating(event_name) as (info, writer):
                    return self._record(info, writer, request, check, created=True)
            except EventExistsError:  # another process created it meanwhile
                event = self.store.event(event_name)
        with self.store.writer(event.id) as writer:
            return self._record(event, writer, request, check, created=False)

    def _record(
        self,
        event: EventInfo,
        writer: EventWriter,
        request: PenaltyRequest,
        check: Check | None,
        *,
        created: bool,
    ) -> IssueResult:
        if request.key is not None:
            try:
                writer.check_request(request.key)
            except Repeated as repeated:
                return self._repeated(event, writer, repeated)
        facts = writer.facts()
        if check is not None:
            check(event, facts)
        penalties, voids = self._split(event, facts)
        issued = self._decide(event, request, active(penalties, index_voids(voids)))
        [fact] = writer.append_all(
            [(PenaltyFactKind.ISSUED.value, penalty_payload(issued))], request_key=request.key
        )
        return IssueResult(self._penalty(event, fact), event, created)

    def _repeated(self, event: EventInfo, writer: EventWriter, repeated: Repeated) -> IssueResult:
        """The penalty a repeated request recorded the first time."""
        first = writer.facts(after=repeated.first_seq - 1)[0]
        return IssueResult(self._penalty(event, first), event, False, repeated=True)

    def _decide(
        self, event: EventInfo, request: PenaltyRequest, earlier: Sequence[IssuedPenalty]
    ) -> IssuedPenalty:
        return issue_penalty(
            self.catalogue,
            request.infraction,
            request.offender,
            request.occasion(event.name, self._clock),
            request.facts,
            request.decision,
            earlier=earlier,
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
        with self.store.writer(event.id) as writer:
            penalties, voids = self._split(event, writer.facts())
            if number not in {p.number for p in penalties}:
                raise PenaltyError(f"event {event.name!r} has no penalty #{number}")
            if any(v.voids == number for v in voids):
                raise PenaltyError(f"penalty #{number} of {event.name!r} is already voided")
            void = Void(number, reason.strip(), judge_name, self._clock(), event.name)
            [fact] = writer.append_all([(PenaltyFactKind.VOIDED.value, void_payload(void))])
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
        return self._split(event, self.store.facts(event.id, kinds=_KINDS))

    def _split(
        self, event: EventInfo, facts: Sequence[Fact]
    ) -> tuple[list[IssuedPenalty], list[Void]]:
        """The penalties and voids among `facts` (other kinds are left out)."""
        penalties: list[IssuedPenalty] = []
        voids: list[Void] = []
        for fact in facts:
            if fact.kind == PenaltyFactKind.ISSUED.value:
                penalties.append(self._penalty(event, fact))
            elif fact.kind == PenaltyFactKind.VOIDED.value:
                voids.append(void_from_payload(fact.payload, event=event.name, number=fact.seq))
        return penalties, voids

    def _penalty(self, event: EventInfo, fact: Fact) -> IssuedPenalty:
        return penalty_from_payload(fact.payload, self.catalogue, event=event.name, number=fact.seq)
