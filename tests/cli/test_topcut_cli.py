"""`tagduel event topcut report` prints the winner it just recorded (issue 13: it printed
"Match 1: None wins.")."""

from __future__ import annotations

import json

from cli.test_event_cli import NAME, Runner, run

__all__ = ["run"]


def test_a_top_cut_report_prints_the_winner_just_recorded(run: Runner) -> None:
    run.event(4, "--rounds", "1", "--top-cut", "4")
    run.play(1, 2, seed=1)
    run.ok("topcut", NAME, "start")
    seeds = [r["team"] for r in json.loads(run.ok("standings", NAME, "--format", "json"))["rows"]]
    out = run.ok("topcut", NAME, "report", "--match", "1", "--winner", seeds[3])
    assert out.startswith(f"Match 1: {seeds[3]} wins.\n")
    again = run.ok("topcut", NAME, "report", "--match", "1", "--winner", seeds[3])
    assert again.startswith(f"Match 1: {seeds[3]} wins. (already recorded; nothing changed)")
