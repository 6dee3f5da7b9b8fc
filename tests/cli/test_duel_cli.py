"""`tagduel duel --seed N`: a whole random tag duel, reproducible from its seed."""

from __future__ import annotations

import pytest

from tagduel.cli import main


def test_the_same_seed_plays_the_same_duel(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["duel", "--seed", "5"]) == 0
    first = capsys.readouterr().out
    assert main(["duel", "--seed", "5"]) == 0
    assert capsys.readouterr().out == first
    assert first.startswith("Tag Duel, seed 5: team1 (1A, 1B) vs team2 (2A, 2B); 1A opens")
    assert "turn 2: 2A" in first and "turn 3: 1B" in first and "turn 4: 2B" in first
    assert first.strip().splitlines()[-1].startswith("Result (seed 5): team")


def test_another_seed_plays_another_duel(capsys: pytest.CaptureFixture[str]) -> None:
    main(["duel", "--seed", "1", "--quiet"])
    one = capsys.readouterr().out
    main(["duel", "--seed", "2", "--quiet"])
    assert capsys.readouterr().out != one
    assert one.count("\n") == 1  # --quiet prints only the result


def test_team_two_can_open(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["duel", "--seed", "3", "--first-team", "2"]) == 0
    out = capsys.readouterr().out
    assert "2A opens" in out and "turn 2: 1A" in out and "turn 3: 2B" in out
