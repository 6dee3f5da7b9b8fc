"""The penalty service over the store, on SQLite and PostgreSQL: penalties are facts.

Seed 000 line 28 (Rule B) is checked against what the log holds; the record is derived from
`penalty.issued` and `penalty.voided` facts only.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from tagduel.names import BadNameError
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
from tagduel.store import EventStore, EventWriter, UnknownEventError

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
    """Another judge's penalty is recorded just before this one takes the event's write lock."""

    other: PenaltyRequest | None = None

    @contextmanager
    def writer(self, event_id: int) -> Iterator[EventWriter]:
        if self.other is not None:
            other, self.other = self.other, None
            PenaltyService(self).issue("Fall Regional", other)
        with super().writer(event_id) as writer:
            yield writer


def test_two_judges_at_once_cannot_both_miss_a_repeat(db_url: str) -> None:
    """Seed 000 line 28: the decision is taken under the event's write lock, on the log as
    it is then, so the other judge's penalty is seen and the repeat needs a decision."""
    with EventStore.open(db_url) as plain:
        plain.create_event("Fall Regional")
    with EventStore.open(db_url) as opened:
        racing = _RacingStore(opened._engine)
        racing.other = late("1")
        with pytest.raises(UpgradeDecisionRequired):
            PenaltyService(racing).issue("Fall Regional", late("2"))
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


def test_the_same_request_twice_is_recorded_once_and_says_so(db_url: str) -> None:
    """Issue 12 (the record, 1): a request key already recorded writes nothing; the answer is
    the penalty recorded the first time, marked repeated."""
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        request = replace(late("1"), key="form-7f3a")
        first = service.issue("Fall Regional", request)
        again = service.issue("Fall Regional", request)
        penalties = service.event_penalties("Fall Regional")
    assert (first.repeated, again.repeated) == (False, True)
    assert again.penalty.number == first.penalty.number == 2
    assert len(penalties) == 1


def test_an_accepted_upgrade_sent_twice_is_recorded_once(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        service.issue("Fall Regional", replace(late("1"), key="form-1"))
        accepted = replace(
            late("2", round_=2, decision=Decision(upgrade=UpgradeChoice.ACCEPTED)), key="form-2"
        )
        first = service.issue("Fall Regional", accepted)
        again = service.issue("Fall Regional", accepted)
        penalties = service.event_penalties("Fall Regional")
    assert again.repeated and again.penalty.number == first.penalty.number == 3
    assert [p.actual for p in penalties] == [Penalty.WARNING, Penalty.DUEL_LOSS]


def test_a_request_with_another_key_is_another_penalty(db_url: str) -> None:
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        service.issue("Fall Regional", replace(late("1"), key="form-1"))
        with pytest.raises(UpgradeDecisionRequired):
            service.issue("Fall Regional", replace(late("1"), key="form-2"))


def test_a_refused_penalty_writes_nothing_not_even_its_event(db_url: str) -> None:
    """Issue 12 (the record, 2): the event is created in the same transaction as the penalty,
    so a refusal (here Rule A, seed 000 line 26: a lessened penalty needs a reason) leaves no
    event behind to block the name."""
    lessened = late("1", decision=Decision(actual=Penalty.CAUTION))
    with EventStore.open(db_url) as store:
        with pytest.raises(PenaltyError, match="Rule A"):
            PenaltyService(store).issue("Fall Regional", lessened)
        assert store.events() == []
        created = PenaltyService(store).issue("Fall Regional", late("1"))
    assert created.event_created and created.penalty.number == 2


def test_a_full_width_name_repeats_the_same_persons_infraction(db_url: str) -> None:
    """Issue 12 (the record, 5): "Ａｋｉ Ｉｚａｙｏｉ" is "Aki Izayoi" for Rule B and the record."""
    with EventStore.open(db_url) as store:
        service = PenaltyService(store)
        service.issue("Fall Regional", late("1"))
        wide = replace(late("2", round_=2), offender=Offender("Ａｋｉ Ｉｚａｙｏｉ"))
        with pytest.raises(UpgradeDecisionRequired):
            service.issue("Fall Regional", wide)
        record = service.record("ａｋｉ　ｉｚａｙｏｉ")
    assert len(record.entries) == 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"judge": ""}, "the judge's name is empty"),
        ({"judge": "   "}, "the judge's name is empty"),
        ({"offender": Offender("Aki Izayoi", "  ")}, "the team's name is empty"),
        (
            {"offender": Offender("A" * 101)},
            "the duelist's name has 101 characters; the most is 100",
        ),
        ({"judge": "J" * 101}, "the judge's name has 101 characters"),
    ],
)
def test_a_blank_judge_or_team_and_an_overlong_name_are_refused(
    db_url: str, change: dict[str, Any], message: str
) -> None:
    with EventStore.open(db_url) as store:
        with pytest.raises(BadNameError, match=message):
            PenaltyService(store).issue("Fall Regional", replace(late("1"), **change))
        assert store.events() == []


def test_a_penalty_time_after_now_is_refused(db_url: str) -> None:
    with EventStore.open(db_url, clock=lambda: AT) as store:
        service = PenaltyService(store)
        future = replace(late("1"), at=AT + timedelta(hours=2))
        with pytest.raises(PenaltyError, match="is after now"):
            service.issue("Fall Regional", future)
        assert store.events() == []
        near = service.issue("Fall Regional", replace(late("1"), at=AT + timedelta(minutes=30)))
    assert near.penalty.number == 2, "a clock a little ahead is not refused"


def test_a_content_key_ignores_how_names_and_facts_are_written_but_not_the_time() -> None:
    """The command line's idempotency key: the same request written differently is one."""
    from tagduel.services.penalties import content_key

    base = late("3")
    same = replace(
        late("3:00"), offender=Offender("ａｋｉ  izayoi", "BLACK ROSES", Seat.B), judge="tanaka"
    )
    assert content_key(base) == content_key(same)
    assert content_key(base) != content_key(replace(base, at=AT + timedelta(minutes=1)))
    assert content_key(base) != content_key(replace(base, at=None))
    assert content_key(base) != content_key(late("4"))
    assert content_key(base).startswith("penalty:") and len(content_key(base)) <= 128
