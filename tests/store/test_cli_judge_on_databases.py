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
