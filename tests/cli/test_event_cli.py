"""`tagduel event` end to end, in process: registration with the example decks, Swiss rounds,
results, the clock, standings, the top cut, penalties and exports, on a SQLite file."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

import tagduel.cli as cli

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"
LIGHT, DARK, ILLEGAL = (str(DECKS / n) for n in ("light-A.ydk", "dark-B.ydk", "illegal-B.txt"))
NAME = "City Cup"


class Runner:
    def __init__(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.db = f"sqlite:///{tmp_path / 'events.sqlite'}"
        self.tmp = tmp_path
        self.capsys = capsys

    def __call__(self, *argv: str) -> tuple[int, str, str]:
        code = cli.main(["event", *argv, "--db", self.db])
        out, err = self.capsys.readouterr()
        return code, out, err

    def ok(self, *argv: str) -> str:
        code, out, err = self(*argv)
        assert code == 0, err
        return out

    def fails(self, *argv: str) -> str:
        code, out, err = self(*argv)
        assert code == 2, out
        assert "Traceback" not in err
        return err

    def register(self, n: int, *, late: bool = False) -> str:
        args = ["register", NAME, "--team", f"Team {n}", "--a", f"Duelist {n}A", "--deck-a", LIGHT]
        args += ["--b", f"Duelist {n}B", "--deck-b", DARK] + (["--late"] if late else [])
        return self.ok(*args)

    def event(self, teams: int, *options: str) -> None:
        self.ok("new", NAME, "--banlist", "builtin", *options)
        for n in range(1, teams + 1):
            self.register(n)

    def play(self, round_: int, tables: int, seed: int) -> str:
        out = self.ok("pair", NAME, "--seed", str(seed))
        for table in range(1, tables + 1):
            self.ok(
                "report", NAME, "--round", str(round_), "--table", str(table), "--result", "team1"
            )
        return out


@pytest.fixture
def run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Runner:
    return Runner(tmp_path, capsys)


def test_registering_a_team_with_the_example_decks_shows_duelist_a_and_b(run: Runner) -> None:
    out = run.ok("new", NAME, "--banlist", "builtin")
    assert f"Event '{NAME}' created" in out
    assert "ban list: tagduel example TCG" in out
    out = run.register(1)
    assert "Team 'Team 1' registered (fact #2)." in out
    assert "Duelist A: Duelist 1A (" in out and "light-A.ydk: Main 40, Extra 3, Side 3)" in out
    assert "Duelist B: Duelist 1B (" in out and "dark-B.ydk: Main 40, Extra 2, Side 2)" in out
    assert "Decks legal as a team (tagduel example TCG)." in out


def test_an_illegal_pair_of_decks_prints_every_problem_records_nothing_and_exits_1(
    run: Runner,
) -> None:
    run.ok("new", NAME, "--banlist", "builtin")
    code, out, _ = run(
        "register", NAME, "--team", "Rogues", "--a", "Jack", "--deck-a", LIGHT,
        "--b", "Crow", "--deck-b", ILLEGAL,
    )  # fmt: skip
    assert code == 1
    assert "Team 'Rogues' is NOT registered" in out
    assert "ILLEGAL: 3 problems" in out
    assert "Main Deck has 39 cards; the minimum is 40." in out
    assert '"Dark Hole" (53129443) is Limited' in out
    assert '"Mirror Force" (44095762) is Semi-Limited' in out
    assert "Nothing was recorded." in out
    rows = json.loads(run.ok("standings", NAME, "--format", "json"))["rows"]
    assert rows == []


def test_eight_teams_play_three_rounds_and_then_swiss_is_over(run: Runner) -> None:
    run.event(8)
    first = run.play(1, 4, seed=1)
    assert "Round 1 of 3 (8 teams: 3 Swiss rounds, no top cut)" in first
    assert "table  team 1 (points)  team 2 (points)  result" in first
    assert "0 rematches" in first
    run.play(2, 4, seed=2)
    last = run.play(3, 4, seed=3)
    assert "This is the last Swiss round. After it: there is no top cut" in last
    err = run.fails("pair", NAME)
    assert "Swiss is over: all 3 rounds of 'City Cup' are paired and reported" in err
    table = run.ok("standings", NAME)
    assert "rank  team" in table and "AABBBCCCDDD" in table
    assert len(table.strip().splitlines()) == 2 + 8
    rows = list(csv.DictReader(io.StringIO(run.ok("standings", NAME, "--format", "csv"))))
    assert sum(int(r["points"]) for r in rows) == 3 * 12
    assert rows[0]["record"] == "3-0-0"


def test_nine_teams_get_a_bye_each_round_and_a_top_four(run: Runner) -> None:
    run.event(9)
    byes = []
    for round_ in range(1, 5):
        out = run.play(round_, 4, seed=round_)
        bye_line = next(line for line in out.splitlines() if line.startswith("5 "))
        assert bye_line.endswith("BYE")
        byes.append(bye_line.split()[1:3])
    assert len({tuple(b) for b in byes}) == 4, "a different team gets the bye each round"
    assert "After it: the Top 4 cut is next" in out
    report_final = ("topcut", NAME, "report", "--match", "3", "--winner", "Team 1")
    assert "has not started" in run.fails(*report_final)
    shown = run.ok("topcut", NAME, "start")
    assert "waits for the winners of matches 1 and 2" in run.fails(*report_final)
    assert "Top 4 of 'City Cup':" in shown
    seeds = [r["team"] for r in json.loads(run.ok("standings", NAME, "--format", "json"))["rows"]]
    assert f"1      Semifinal  [1] {seeds[0]}  [4] {seeds[3]}" in shown
    run.ok("topcut", NAME, "report", "--match", "1", "--winner", seeds[0])
    run.ok("topcut", NAME, "report", "--match", "2", "--winner", seeds[2])
    final = run.ok("topcut", NAME, "report", "--match", "3", "--winner", seeds[2])
    assert f"Champion: {seeds[2]}" in final


def test_result_errors_are_clear(run: Runner) -> None:
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    assert "has no team 'Nobody'" in run.fails(
        "report", NAME, "--round", "1", "--table", "1", "--winner", "Nobody"
    )
    assert "round 1 has no table 3 (its tables are 1-2)" in run.fails(
        "report", NAME, "--round", "1", "--table", "3", "--result", "team1"
    )
    assert "round 2 of 'City Cup' is not paired" in run.fails(
        "report", NAME, "--round", "2", "--table", "1", "--result", "team1"
    )
    run.ok("report", NAME, "--round", "1", "--table", "1", "--result", "team1")
    again = run.ok("report", NAME, "--round", "1", "--table", "1", "--result", "team1")
    assert again.startswith("Already recorded (fact #")
    err = run.fails("report", NAME, "--round", "1", "--table", "1", "--result", "draw")
    assert "already has a result (team1" in err and "tagduel event correct" in err
    assert "not a result: 'win'" in run.fails(
        "report", NAME, "--round", "1", "--table", "2", "--result", "win"
    )
    assert "round 1 still needs a result for table(s) 2" in run.fails("pair", NAME)
    assert "has no team 'Nobody'" in run.fails("drop", NAME, "--team", "Nobody")


def test_a_correction_names_the_fact_it_replaces(run: Runner) -> None:
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    run.ok("report", NAME, "--round", "1", "--table", "1", "--result", "team1")
    out = run.ok(
        "correct", NAME, "--round", "1", "--table", "1", "--result", "team2",
        "--reason", "slip signed wrong",
    )  # fmt: skip
    assert "Corrected (fact #8 replaces fact #7, team1)" in out
    assert "Reason: slip signed wrong" in out
    results = run.ok("export", NAME, "--what", "results", "--format", "csv")
    assert results.splitlines()[1].endswith(",team2,team2,")


def test_a_late_entry_and_a_drop(run: Runner) -> None:
    run.event(4)
    run.play(1, 2, seed=1)
    run.ok("pair", NAME, "--seed", "2")
    assert "register with --late" in run.fails(
        "register", NAME, "--team", "Team 5", "--a", "L", "--deck-a", LIGHT, "--b", "M",
        "--deck-b", DARK,
    )  # fmt: skip
    out = run.register(5, late=True)
    assert "Late entry: first paired in round 3; a match loss for each of rounds 1-2." in out
    out = run.ok("drop", NAME, "--team", "team 1", "--reason", "went home")
    assert "Team 'Team 1' dropped after round 2" in out
    assert "keeps its record" in out
    rows = json.loads(run.ok("standings", NAME, "--format", "json"))["rows"]
    late = next(r for r in rows if r["team"] == "Team 5")
    assert (late["losses"], late["points"]) == (2, 0)
    assert next(r for r in rows if r["team"] == "Team 1")["dropped"] is True


def test_the_clock_and_the_end_of_match_guide(run: Runner) -> None:
    run.event(4, "--tie-rule", "draw")
    run.ok("pair", NAME, "--seed", "1")
    assert "Round 1 clock: not started" in run.ok("clock", NAME, "status")
    out = run.ok("clock", NAME, "start", "--at", "2026-11-29T14:00:00+00:00")
    assert "time will be called at 14:40:00" in out
    run.ok(
        "clock",
        NAME,
        "extend-table",
        "--table",
        "2",
        "--minutes",
        "3",
        "--at",
        "2026-11-29T14:05:00+00:00",
    )
    assert "needs --minutes" in run.fails("clock", NAME, "extend")
    status = run.ok("clock", NAME, "status", "--at", "2026-11-29T14:41:00+00:00")
    assert "TIME: time has been called" in status
    assert "+3 min  2:00  playing" in status
    guide = run.ok("clock", NAME, "time", "--table", "1", "--turn-duelist", "1B")
    assert "Tier 1 end of match (Team Dueling Rules B):" in guide
    assert "1. Time is called. 1B finishes the current turn." in guide
    assert "the match is a draw." in guide
    assert "--turn-duelist" in run.fails("clock", NAME, "time", "--table", "1")
    assert "not a seat: '3C'" in run.fails(
        "clock", NAME, "time", "--table", "1", "--turn-duelist", "3C"
    )


def test_penalties_from_the_judge_cli_change_the_standings(run: Runner) -> None:
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    run.ok("report", NAME, "--round", "1", "--table", "1", "--result", "team1")
    rows = json.loads(run.ok("export", NAME, "--what", "pairings", "--format", "json"))["rows"]
    team1 = rows[0]["team1"]
    person = f"Duelist {team1.removeprefix('Team ')}A"
    judge = [
        "judge", "penalty", "fraud_false_report", "--person", person, "--team", team1,
        "--seat", "A", "--event", NAME, "--round", "1", "--table", "1", "--judge", "Sato",
        "--db", run.db,
    ]  # fmt: skip
    assert cli.main(judge) == 0
    run.capsys.readouterr()
    out = run.ok("standings", NAME)
    assert "disqualified, prizes withdrawn" in out
    assert f"{team1} is disqualified and dropped after round 1; loses round 1 table 1" in out
    results = run.ok("export", NAME, "--what", "results", "--format", "csv").splitlines()
    assert results[1].endswith(",team2,team1,#8"), "penalty #8: fact 8 of the log"


def test_exported_results_import_back_and_a_bad_file_imports_nothing(run: Runner) -> None:
    run.event(4)
    run.play(1, 2, seed=1)
    run.ok("pair", NAME, "--seed", "2")
    exported = run.tmp / "results.csv"
    assert "Wrote 4 results rows" in run.ok(
        "export", NAME, "--what", "results", "--format", "csv", "-o", str(exported)
    )
    bad = run.tmp / "bad.csv"
    bad.write_text("round,table,result\n2,1,team1\n2,5,team2\n2,2,win\n", encoding="utf-8")
    err = run.fails("import-results", NAME, str(bad))
    assert "nothing imported, 2 bad rows" in err
    assert "line 3: round 2 has no table 5" in err and "line 4: not a result: 'win'" in err
    good = run.tmp / "round2.csv"
    good.write_text("round,table,result\n2,1,team2\n2,2,draw\n", encoding="utf-8")
    out = run.ok("import-results", NAME, str(good))
    assert out.startswith("Imported 2 results")
    again = run.ok("import-results", NAME, str(exported))
    assert again.startswith("Imported 0 results"), "round 1 is already recorded as exported"
    rows = json.loads(run.ok("export", NAME, "--what", "results", "--format", "json"))["rows"]
    assert [r["result"] for r in rows] == ["team1", "team1", "team2", "draw"]


def test_unknown_events_and_missing_databases_are_clear_errors(run: Runner) -> None:
    assert "no database at" in run.fails("standings", NAME)
    run.ok("new", "Other")
    assert "no event named 'City Cup' (events: 'Other')" in run.fails("pair", NAME)
    assert "already exists" in run.fails("new", "Other")


def test_an_event_a_judges_penalty_created_is_set_up_by_new(run: Runner) -> None:
    judge = [
        "judge", "penalty", "tardiness", "--person", "Aki", "--fact", "minutes_late=1",
        "--event", NAME, "--round", "1", "--judge", "Sato", "--db", run.db,
    ]  # fmt: skip
    assert cli.main(judge) == 0
    run.capsys.readouterr()
    assert "never set up as a tournament" in run.fails("standings", NAME)
    assert "set up as a tournament (it held penalties already)" in run.ok("new", NAME)


def top_four(run: Runner) -> list[str]:
    """Four teams, one Swiss round, the Top 4 started: the seeds, best first."""
    run.event(4, "--rounds", "1", "--top-cut", "4")
    run.play(1, 2, seed=1)
    run.ok("topcut", NAME, "start")
    return [r["team"] for r in json.loads(run.ok("standings", NAME, "--format", "json"))["rows"]]


def test_a_top_cut_result_is_corrected_by_a_new_fact_with_a_reason(run: Runner) -> None:
    seeds = top_four(run)
    run.ok("topcut", NAME, "report", "--match", "1", "--winner", seeds[0])
    run.ok("topcut", NAME, "report", "--match", "2", "--winner", seeds[1])
    run.ok("topcut", NAME, "report", "--match", "3", "--winner", seeds[0])
    assert "needs --match M, --winner TEAM and --reason TEXT" in run.fails(
        "topcut", NAME, "correct", "--match", "1", "--winner", seeds[3]
    )
    fix_first = ("topcut", NAME, "correct", "--match", "1", "--winner", seeds[3])
    refused = run.fails(*fix_first, "--reason", "typo")
    assert "match 3 (Final) already has a result that depends on match 1" in refused
    assert "first correct match 3" in refused
    out = run.ok(
        "topcut", NAME, "correct", "--match", "3", "--winner", seeds[1], "--reason", "typo"
    )
    assert "Corrected (fact #" in out and "replaces fact #" in out
    assert f"{seeds[0]}): match 3: {seeds[1]} wins. Reason: typo" in out
    assert f"Champion: {seeds[1]}" in out
    out = run.ok(*fix_first, "--reason", "typo")
    assert f"match 1: {seeds[3]} wins" in out
    assert f"[4] {seeds[3]}  [2] {seeds[1]}  {seeds[1]}" in out, "the final shows the new winner"


def test_a_judges_match_loss_in_the_top_cut_decides_the_match(run: Runner) -> None:
    seeds = top_four(run)
    person = f"Duelist {seeds[0].removeprefix('Team ')}A"
    judge = [
        "judge", "penalty", "slow_play_intentional", "--person", person, "--team", seeds[0],
        "--seat", "A", "--event", NAME, "--round", "2", "--table", "1", "--judge", "Sato",
        "--db", run.db,
    ]  # fmt: skip
    assert cli.main(judge) == 0
    run.capsys.readouterr()
    shown = run.ok("topcut", NAME)
    assert "a penalty: Semifinal = round 2, Final = round 3." in shown
    assert f"[4] {seeds[3]}  {seeds[3]} (penalty #" in shown
    assert "decided by penalty" in run.fails(
        "topcut", NAME, "report", "--match", "1", "--winner", seeds[0]
    )
    assert f"{seeds[0]} loses top-cut match 1" in run.ok("standings", NAME)


def test_export_to_a_file_in_a_missing_folder_is_a_one_line_error(run: Runner) -> None:
    run.event(4)
    target = run.tmp / "no-such-folder" / "results.csv"
    err = run.fails("export", NAME, "--what", "results", "--format", "csv", "-o", str(target))
    assert "folder does not exist" in err and not target.exists()


def test_a_judges_penalty_naming_a_team_the_event_lacks_is_refused_and_not_recorded(
    run: Runner,
) -> None:
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    judge = [
        "judge", "penalty", "slow_play_intentional", "--person", "Duelist 1A", "--team",
        "Team l", "--seat", "A", "--event", NAME, "--round", "1", "--judge", "Sato",
        "--db", run.db,
    ]  # fmt: skip
    assert cli.main(judge) == 2
    err = run.capsys.readouterr().err
    assert "has no team 'Team l'" in err and "Traceback" not in err
    assert "Penalties that change results" not in run.ok("standings", NAME)


def test_results_a_penalty_decided_export_and_import_back_without_a_conflict(run: Runner) -> None:
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    run.ok("report", NAME, "--round", "1", "--table", "1", "--result", "team1")
    rows = json.loads(run.ok("export", NAME, "--what", "pairings", "--format", "json"))["rows"]
    team1, team2 = rows[0]["team1"], rows[1]["team1"]
    for team, table in ((team1, "1"), (team2, "2")):
        judge = [
            "judge", "penalty", "slow_play_intentional", "--person",
            f"Duelist {team.removeprefix('Team ')}A", "--team", team, "--seat", "A",
            "--event", NAME, "--round", "1", "--table", table, "--judge", "Sato", "--db", run.db,
        ]  # fmt: skip
        assert cli.main(judge) == 0
    run.capsys.readouterr()
    exported = run.tmp / "results.csv"
    run.ok("export", NAME, "--what", "results", "--format", "csv", "-o", str(exported))
    assert exported.read_text(encoding="utf-8").splitlines()[1].endswith(",team2,team1,#8")
    out = run.ok("import-results", NAME, str(exported))
    assert out.startswith("Imported 0 results"), "penalty effects are not imported as reports"
    assert run.ok("export", NAME, "--what", "results", "--format", "csv", "-o", str(exported))
    assert "reported" in exported.read_text(encoding="utf-8").splitlines()[0]
    lines = exported.read_text(encoding="utf-8").splitlines()
    assert lines[2].split(",")[4:6] == ["team2", ""], "table 2 stays unreported"


def test_the_loss_timing_setting_of_new_turns_the_tiebreaker_code_around(run: Runner) -> None:
    run.event(4, "--loss-timing", "earlier")
    run.play(1, 2, seed=1)
    rows = list(csv.DictReader(io.StringIO(run.ok("standings", NAME, "--format", "csv"))))
    losers = [r for r in rows if r["losses"] == "1"]
    assert len(losers) == 2 and all(r["code"].endswith("998") for r in losers), "999 - 1^2"
    run.ok("new", "Default")
    assert "Standings:" not in run.ok("new", "Other")


def test_an_import_row_naming_other_teams_than_the_tables_imports_nothing(run: Runner) -> None:
    run.event(4)
    run.ok("pair", NAME, "--seed", "1")
    rows = json.loads(run.ok("export", NAME, "--what", "pairings", "--format", "json"))["rows"]
    t1, t2 = rows[0]["team1"], rows[0]["team2"]
    wrong = run.tmp / "other-event.csv"
    wrong.write_text(
        f"round,table,team1,team2,result\n1,1,{t1},{t2},team1\n1,2,Satellite,Arcadia,team2\n",
        encoding="utf-8",
    )
    err = run.fails("import-results", NAME, str(wrong))
    assert "nothing imported, 1 bad row: line 3: round 1 table 2 is" in err
    assert "the file says Satellite vs Arcadia" in err
    right = run.tmp / "right.csv"
    right.write_text(f"round,table,team1,team2,result\n1,1,{t1.upper()},{t2},team1\n", "utf-8")
    assert run.ok("import-results", NAME, str(right)).startswith("Imported 1 result")
