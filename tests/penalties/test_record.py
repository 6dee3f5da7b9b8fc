"""The official record across events (cautions unrecorded), its exports, and stored payloads."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.codec import (
    MalformedPayloadError,
    Void,
    penalty_from_payload,
    penalty_payload,
    void_from_payload,
    void_payload,
)
from tagduel.penalties.judge import issue_penalty
from tagduel.penalties.model import (
    Decision,
    IssuedPenalty,
    Lang,
    Occasion,
    Offender,
    Penalty,
    Seat,
    UpgradeChoice,
)
from tagduel.penalties.record import (
    COLUMNS,
    Status,
    build_record,
    index_voids,
    to_csv,
    to_json,
)

START = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)


def made(
    catalogue: Catalogue,
    infraction: str,
    facts: dict[str, str],
    *,
    event: str = "Fall Regional",
    number: int = 2,
    person: str = "Aki Izayoi",
    minutes: int = 0,
    decision: Decision | None = None,
) -> IssuedPenalty:
    when = Occasion(
        START + timedelta(minutes=minutes), event=event, round=1, table=3, judge="Tanaka"
    )
    offender = Offender(person, "Black Roses", Seat.B)
    issued = issue_penalty(catalogue, infraction, offender, when, facts, decision or Decision())
    return penalty_from_payload(penalty_payload(issued), catalogue, event=event, number=number)


@pytest.fixture
def history(catalogue: Catalogue) -> list[IssuedPenalty]:
    return [
        made(catalogue, "tardiness", {"minutes_late": "6"}, minutes=5, number=2),
        made(catalogue, "marked_cards_no_pattern", {}, minutes=1, number=3),
        made(catalogue, "fraud_false_report", {}, person="Divine", number=4),
        made(
            catalogue,
            "rules_extra_draw",
            {"can_undo": "yes", "decisive_card": "no"},
            event="Winter Open",
            number=2,
            minutes=60 * 24,
            decision=Decision(actual=Penalty.CAUTION, reason="caught at once"),
        ),
    ]


def test_the_record_lists_the_persons_penalties_across_events_oldest_first(
    catalogue: Catalogue, history: list[IssuedPenalty]
) -> None:
    record = build_record("AKI IZAYOI", history, {}, catalogue)
    assert [(e.penalty.occasion.event, e.penalty.infraction) for e in record.entries] == [
        ("Fall Regional", "marked_cards_no_pattern"),
        ("Fall Regional", "tardiness"),
        ("Winter Open", "rules_extra_draw"),
    ]


def test_cautions_are_kept_but_marked_unrecorded(
    catalogue: Catalogue, history: list[IssuedPenalty]
) -> None:
    record = build_record("Aki Izayoi", history, {}, catalogue)
    statuses = {e.penalty.infraction: e.status for e in record.entries}
    assert statuses == {
        "marked_cards_no_pattern": Status.UNRECORDED,
        "tardiness": Status.RECORDED,
        "rules_extra_draw": Status.UNRECORDED,  # lessened to a caution: the actual decides
    }
    assert [e.penalty.infraction for e in record.recorded] == ["tardiness"]


def test_a_voided_penalty_is_shown_as_voided(
    catalogue: Catalogue, history: list[IssuedPenalty]
) -> None:
    void = Void(2, "wrong table", "Sato", START, event="Fall Regional", number=9)
    record = build_record("Aki Izayoi", history, index_voids([void]), catalogue)
    voided = [e for e in record.entries if e.status is Status.VOIDED]
    assert [e.penalty.infraction for e in voided] == ["tardiness"]
    assert voided[0].void == void
    assert record.recorded == ()


def test_the_csv_export_has_one_row_per_entry_with_guideline_and_actual(
    catalogue: Catalogue, history: list[IssuedPenalty]
) -> None:
    text = to_csv(build_record("Aki Izayoi", history, {}, catalogue), catalogue)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert list(rows[0]) == list(COLUMNS)
    last = rows[-1]
    assert (last["guideline"], last["actual"], last["reason"]) == (
        "warning",
        "caution",
        "caught at once",
    )
    assert last["status"] == "unrecorded"
    assert last["facts"] == "can_undo=yes decisive_card=no"
    assert rows[1]["facts"] == "minutes_late=6:00"
    assert rows[1]["consequence"] == "team_loses_current_duel"


def test_the_json_export_reads_back_with_japanese_text(
    catalogue: Catalogue, history: list[IssuedPenalty]
) -> None:
    text = to_json(build_record("Aki Izayoi", history, {}, catalogue), catalogue, Lang.JA)
    document = json.loads(text)
    assert document["person"] == "Aki Izayoi"
    assert document["recorded"] == 1
    assert [e["status"] for e in document["entries"]] == ["unrecorded", "recorded", "unrecorded"]
    assert document["entries"][1]["description"] == "指定の集合時間に自分の席についていなかった。"
    assert "指定の集合時間" in text, "Japanese is written as is, not escaped"


def test_an_issued_penalty_survives_the_payload_round_trip(catalogue: Catalogue) -> None:
    when = Occasion(START, event="Fall Regional", round=2, table=7, judge="Tanaka")
    first = issue_penalty(catalogue, "tardiness", Offender("Aki"), when, {"minutes_late": "4:59"})
    first = penalty_from_payload(penalty_payload(first), catalogue, event="Fall Regional", number=2)
    again = issue_penalty(
        catalogue,
        "tardiness",
        Offender("Aki", "Black Roses", Seat.B),
        when,
        {"minutes_late": "4:59"},
        Decision(upgrade=UpgradeChoice.ACCEPTED),
        earlier=[first],
    )
    payload = json.loads(json.dumps(penalty_payload(again)))
    back = penalty_from_payload(payload, catalogue, event="Fall Regional", number=5)
    assert back == replace(again, number=5)
    void = Void(5, "typo", "Sato", START, "Fall Regional", 6)
    assert void_from_payload(void_payload(void), event="Fall Regional", number=6) == void


def test_a_malformed_payload_is_reported_with_its_place(catalogue: Catalogue) -> None:
    with pytest.raises(MalformedPayloadError, match=r"stored penalty #4 in 'Fall Regional'"):
        penalty_from_payload({"person": "x"}, catalogue, event="Fall Regional", number=4)
