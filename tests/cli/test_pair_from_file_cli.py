"""`tagduel event pair --from FILE`: a round paired by hand or by another tool (issue 13)."""

from __future__ import annotations

from cli.test_event_cli import NAME, Runner, run

__all__ = ["run"]


def test_a_round_is_entered_from_a_csv_and_printed_like_a_paired_round(run: Runner) -> None:
    run.event(5)
    path = run.tmp / "round1.csv"
    path.write_text("table,team1,team2\n1,Team 5,Team 1\n2,Team 2,Team 3\n3,Team 4,BYE\n")
    out = run.ok("pair", NAME, "--from", str(path))
    assert out.startswith("Round 1 of 3 (5 teams: 3 Swiss rounds, no top cut)\n")
    assert "1      Team 5 (0)       Team 1 (0)" in out
    assert "3      Team 4 (0)       BYE" in out
    assert f"Pairing entered from {path}: 0 rematches, 0 pair-downs." in out


def test_a_bad_file_names_every_bad_line_and_stores_nothing(run: Runner) -> None:
    run.event(4)
    path = run.tmp / "bad.csv"
    path.write_text("table,team1,team2\n1,Team 1,Team 9\n1,Team 3,Team 4\n")
    err = run.fails("pair", NAME, "--from", str(path))
    assert err.strip() == (
        f"tagduel: error: {path}: nothing stored, 3 problems: line 2: no team 'Team 9' is "
        "registered; line 3: table 1 is already on line 2; not in the file: Team 2 (every "
        "team playing round 1 must be paired exactly once)"
    )
    assert "no round paired yet" in run.fails("clock", NAME, "start")


def test_a_file_pairing_has_no_seed(run: Runner) -> None:
    run.event(4)
    path = run.tmp / "r.csv"
    path.write_text("table,team1,team2\n1,Team 1,Team 2\n2,Team 3,Team 4\n")
    err = run.fails("pair", NAME, "--from", str(path), "--seed", "3")
    assert "--seed and --from do not go together" in err
    assert "pairing file not found" in run.fails("pair", NAME, "--from", str(run.tmp / "no.csv"))
