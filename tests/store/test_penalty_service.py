"""The penalty service over the store, on SQLite and PostgreSQL: penalties are facts.

Seed 000 line 28 (Rule B) is checked against what the log holds; the record is derived from
`penalty.issued` and `penalty.voided` facts only.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from tagduel.penalties.errors import PenaltyError, UpgradeDecisionRequired
from tagduel.penalties.model import (
    Decision,
    MatchConsequence,
    Offender,
    Penalty,
    Seat,
    Timing,
    UpgradeChoice,
)
from tagduel.penalties.record import Status
from tagduel.services.penalties import PenaltyFactKind, PenaltyRequest, PenaltyService
from tagduel.store import EventStore, Fact, UnknownEventError

AKI = Offender("Aki Izayoi", "Black Roses", Seat.B)
AT = datetime(2026, 11, 29, 14, 5, tzinfo=UTC)


def late(minutes: str, *, round_: int = 1, decision: Decision | None = None) -> PenaltyRequest:
    return PenaltyRequest(
        infraction="tardiness",
        offender=AKI,
        facts={"minutes_late": minutes},
        decision=decision or Decision(),
        round=round_,
        table=4,
        judge="Tanaka",
        at=AT,
    )


def test_issuing_creates_the_event_and_stores_a_penalty_fact(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        result = PenaltyService(store).issue("Fall Regional", late("5:00"))
        facts = store.facts(result.event.id)
    assert result.event_created
    assert result.penalty.number == 2
    assert [f.kind for f in facts] == ["event.created", PenaltyFactKind.ISSUED.value]
    payload = facts[1].payload
    assert payload["person"] == "Aki Izayoi"
    assert payload["seat"] == "B"
    assert (payload["guideline"], payload["actual"]) == ("duel_loss", "duel_loss")
    assert payload["consequence"] == MatchConsequence.TEAM_LOSES_CURRENT_DUEL.value


def test_the_record_is_found_again_after_reopening_the_database(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        service.issue("Fall Regional", late("0:30"))
        service.issue("Winter Open", late("10:00"))
    with EventStore.open(db_url) as store:
        record = PenaltyService(store).record("aki  IZAYOI")
    assert [(e.penalty.occasion.event, e.penalty.actual) for e in record.entries] == [
        ("Fall Regional", Penalty.WARNING),
        ("Winter Open", Penalty.MATCH_LOSS),
    ]
    assert all(e.status is Status.RECORDED for e in record.entries)


def test_a_repeat_in_the_same_event_needs_the_head_judges_decision(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        first = service.issue("Fall Regional", late("1"))
        with pytest.raises(UpgradeDecisionRequired) as caught:
            service.issue("Fall Regional", late("2", round_=2))
        assert caught.value.earlier == (first.penalty.number,)
        assert caught.value.proposed == "duel_loss"
        assert len(service.event_penalties("Fall Regional")) == 1, "nothing recorded"
        accepted = service.issue(
            "Fall Regional", late("2", round_=2, decision=Decision(upgrade=UpgradeChoice.ACCEPTED))
        )
    assert accepted.penalty.actual is Penalty.DUEL_LOSS
    assert accepted.penalty.guideline is Penalty.WARNING


def test_the_same_infraction_in_another_event_is_not_a_repeat(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        service.issue("Fall Regional", late("1"))
        other = service.issue("Winter Open", late("1"))
    assert other.penalty.repeat is None
    assert other.penalty.actual is Penalty.WARNING


def test_a_voided_penalty_stays_visible_and_no_longer_counts_as_a_repeat(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        first = service.issue("Fall Regional", late("1"))
        assert first.penalty.number is not None
        void = service.void("Fall Regional", first.penalty.number, "wrong duelist", "Sato")
        again = service.issue("Fall Regional", late("1", round_=2))
        record = service.record("Aki Izayoi")
        facts = store.facts(first.event.id)
    assert again.penalty.repeat is None
    assert [e.status for e in record.entries] == [Status.VOIDED, Status.RECORDED]
    assert record.entries[0].void == void
    assert [f.kind for f in facts][-2] == PenaltyFactKind.VOIDED.value
    assert len(facts) == 4, "the voided penalty's fact is still in the log"


def test_voiding_checks_number_reason_and_not_voiding_twice(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        issued = service.issue("Fall Regional", late("1")).penalty
        assert issued.number is not None
        with pytest.raises(PenaltyError, match="written reason"):
            service.void("Fall Regional", issued.number, " ", "Sato")
        with pytest.raises(PenaltyError, match="no penalty #1"):
            service.void("Fall Regional", 1, "the event.created fact", "Sato")
        service.void("Fall Regional", issued.number, "mistake", "Sato")
        with pytest.raises(PenaltyError, match="already voided"):
            service.void("Fall Regional", issued.number, "again", "Sato")
        with pytest.raises(UnknownEventError):
            service.void("Nowhere", 2, "x", "Sato")


def test_an_unknown_infraction_creates_no_event(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        request = PenaltyRequest(infraction="tardy", offender=AKI, judge="T", round=1, at=AT)
        with pytest.raises(PenaltyError, match="unknown infraction id 'tardy'"):
            PenaltyService(store).issue("Fall Regional", request)
        assert store.events() == []


class _RacingStore(EventStore):
    """Another judge's penalty lands between reading the log and appending (once)."""

    raced = False

    def append(
        self, event_id: int, kind: str, payload: Any, *, expect_last: int | None = None
    ) -> Fact:
        if not self.raced:
            self.raced = True
            super().append(event_id, kind, dict(payload))
        return super().append(event_id, kind, payload, expect_last=expect_last)


def test_two_judges_at_once_cannot_both_miss_a_repeat(db_url: str) -> None:
    with EventStore.open(db_url) as plain:
        plain.create_event("Fall Regional")
    with EventStore.open(db_url) as opened:
        racing = _RacingStore(opened._engine)
        with pytest.raises(UpgradeDecisionRequired):
            PenaltyService(racing).issue("Fall Regional", late("1"))
        assert len(PenaltyService(racing).event_penalties("Fall Regional")) == 1


def test_event_penalties_give_the_tournament_each_consequence(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        between = PenaltyRequest(
            infraction="marked_cards_pattern",
            offender=Offender("Yusei Fudo", "Team 5D's", Seat.A),
            timing=Timing.BETWEEN_DUELS,
            round=2,
            judge="Tanaka",
            at=AT,
        )
        service.issue("Fall Regional", between)
        service.issue("Fall Regional", late("10:00"))
        found = service.event_penalties("Fall Regional")
    assert [(p.offender.team, p.consequence) for p in found] == [
        ("Team 5D's", MatchConsequence.TEAM_LOSES_NEXT_DUEL),
        ("Black Roses", MatchConsequence.TEAM_LOSES_CURRENT_MATCH),
    ]
