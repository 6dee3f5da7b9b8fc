"""`tagduel judge` records to and reads from both databases (SQLite and PostgreSQL)."""

from __future__ import annotations

import json

import pytest

from tagduel.cli import main


def test_the_judge_cli_records_and_reads_back_on_each_database(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    issue = [
        "judge", "penalty", "rules_extra_cards_seen", "--person", "Yusei Fudo", "--team", "5D's",
        "--seat", "A", "--fact", "can_undo=yes", "--fact", "decisive_card=yes",
        "--db", db_url, "--event", "City Cup", "--round", "3", "--table", "1", "--judge", "Sato",
    ]  # fmt: skip
    assert main(issue) == 0
    assert "Recorded as penalty #2 of event 'City Cup' (event created)" in capsys.readouterr().out
    assert main(["judge", "record", "yusei fudo", "--db", db_url, "--format", "json"]) == 0
    entries = json.loads(capsys.readouterr().out)["entries"]
    assert [(e["guideline"], e["status"], e["seat"]) for e in entries] == [
        ("duel_loss", "recorded", "A")
    ]


def test_the_same_command_twice_is_recorded_once_on_each_database(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    """Issue 12 (the record, 1 and 2), on SQLite and PostgreSQL alike."""
    issue = [
        "judge", "penalty", "tardiness", "--person", "Crow Hogan", "--fact", "minutes_late=2",
        "--db", db_url, "--event", "City Cup", "--round", "1", "--judge", "Sato",
        "--time", "2026-11-29T10:05+09:00",
    ]  # fmt: skip
    assert main([*issue, "--actual", "caution"]) == 2, "Rule A: a reason is needed"
    capsys.readouterr()
    assert main(issue) == 0
    assert "(event created)" in capsys.readouterr().out, "the refusal created no event"
    assert main(issue) == 0
    assert "Already recorded as penalty #2" in capsys.readouterr().out
    assert main(["judge", "record", "crow hogan", "--db", db_url, "--format", "json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["entries"]) == 1
