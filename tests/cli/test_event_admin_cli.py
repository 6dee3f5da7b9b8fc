"""The organiser's missing commands end to end, in process, on a SQLite file (issue 13, items
5, 11 and 14): `event list`, `event teams`, `event pairings --round N`, `event void-pairing`,
`event undrop`, exports of the top cut and the final placings, names that cannot break a table,
and columns that line up with Japanese names and combining marks."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

import tagduel.cli as cli
from tagduel.names import display_width

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"
LIGHT, DARK = str(DECKS / "light-A.ydk"), str(DECKS / "dark-B.ydk")
NAME = "City Cup"


class Run:
    def __init__(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.db = f"sqlite:///{tmp_path / 'events.sqlite'}"
        self.tmp = tmp_path
        self.capsys = capsys

    def __call__(self, *argv: str) -> tuple[int, str, str]:
        code = cli.main([*argv, "--db", self.db])
        out, err = self.capsys.readouterr()
        assert "Traceback" not in err
        return code, out, err

    def ok(self, *argv: str) -> str:
        code, out, err = self("event", *argv)
        assert code == 0, err
        return out

    def fails(self, *argv: str) -> str:
        code, out, err = self("event", *argv)
        assert code == 2, out
        assert err.startswith("tagduel: error: ") and err.count("\n") == 1, err
        return err

    def register(self, team: str, a: str, b: str, *more: str) -> str:
        return self.ok(
            "register", NAME, "--team", team, "--a", a, "--deck-a", LIGHT, "--b", b,
            "--deck-b", DARK, *more,
        )  # fmt: skip

    def event(self, teams: list[str], *options: str) -> None:
        self.ok("new", NAME, "--banlist", "builtin", *options)
        for n, team in enumerate(teams, start=1):
            self.register(team, f"Duelist {n}A", f"Duelist {n}B")

    def report_all(self, round_: int, tables: int, result: str = "team1") -> None:
        for table in range(1, tables + 1):
            self.ok(
                "report", NAME, "--round", str(round_), "--table", str(table), "--result", result
            )


@pytest.fixture
def run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(tmp_path, capsys)


FOUR = ["Team 1", "Team 2", "Team 3", "Team 4"]


def cell_columns(line: str) -> list[int]:
    """The terminal column each cell of a table line starts at (cells: 2+ spaces apart)."""
    return [display_width(line[: m.start()]) for m in re.finditer(r"\S+(?: \S+)*", line)]


def assert_aligned(table: str, cells: int) -> None:
    lines = [line for line in table.splitlines() if line.strip()]
    columns = {tuple(cell_columns(line)[:cells]) for line in lines}
    assert len(columns) == 1, table


def test_event_list_shows_every_event_with_its_teams_rounds_and_stage(run: Run) -> None:
    assert "no database at" in run.fails("list")
    run.ok("new", "Empty Cup")
    assert "No events yet" not in run.ok("list")
    run.event(FOUR)
    run.ok("pair", NAME, "--seed", "1")
    code, _, _ = run(
        "judge", "penalty", "tardiness", "--person", "Aki", "--fact", "minutes_late=1",
        "--event", "Judges Only", "--round", "1", "--judge", "Sato",
    )  # fmt: skip
    assert code == 0
    lines = run.ok("list").splitlines()
    assert lines[1].split() == ["event", "created", "(UTC)", "teams", "rounds", "stage"]
    rows = {line.split("  ")[0]: line for line in lines[2:]}
    assert list(rows) == ["Empty Cup", NAME, "Judges Only"]
    assert re.search(r"  0 +0 +registration$", rows["Empty Cup"])
    assert re.search(r"  4 +1 +Swiss round 1 of 3: 2 tables to report$", rows[NAME])
    assert rows["Judges Only"].endswith("penalties only (not set up with `event new`)")


def test_a_database_without_events_says_so(run: Run) -> None:
    from tagduel.store import EventStore

    EventStore.open(run.db).close()  # a new, empty database
    out = run.ok("list")
    assert out.splitlines()[1] == "No events yet (create one with `tagduel event new NAME`)."


def test_event_teams_lists_duelists_decks_and_who_is_late_or_dropped(run: Run) -> None:
    run.event(["黒薔薇チーム", "Cafe\u0301 Crew", "Team 3", "Team 4"])
    run.ok("pair", NAME, "--seed", "1")
    run.report_all(1, 2)
    run.register("Team 5", "Late A", "Late B", "--late")
    run.ok("drop", NAME, "--team", "team 3")
    out = run.ok("teams", NAME)
    lines = out.splitlines()
    assert lines[0] == f"Teams of {NAME!r}: 5"
    assert lines[1].split("  ")[0] == "team"
    assert_aligned("\n".join(lines[1:]), 4)
    assert lines[2].startswith("黒薔薇チーム  Duelist 1A  Duelist 1B  40/3/3 + 40/2/2")
    assert lines[4].rstrip().endswith("dropped after round 1")
    assert lines[6].rstrip().endswith("late: from round 2")


def test_pairings_are_printed_again_for_any_round_and_default_to_the_latest(run: Run) -> None:
    run.event(FOUR)
    assert "has no paired round yet" in run.fails("pairings", NAME)
    first = run.ok("pair", NAME, "--seed", "1")
    assert "not paired (round 1 paired)" in run.fails("pairings", NAME, "--round", "2")
    run.report_all(1, 2)
    second = run.ok("pair", NAME, "--seed", "2")
    again = run.ok("pairings", NAME, "--round", "1")
    tables = [line for line in first.splitlines() if line[:1].isdigit()]
    assert [line.split("  ")[:2] for line in again.splitlines() if line[:1].isdigit()] == [
        line.split("  ")[:2] for line in tables
    ]
    assert all(line.rstrip().endswith("team1") for line in again.splitlines() if line[:1] in "12")
    assert run.ok("pairings", NAME).splitlines()[:4] == second.splitlines()[:4]
    assert "not paired (rounds 1-2 paired)" in run.fails("pairings", NAME, "--round", "3")


def test_void_pairing_withdraws_an_unreported_round_so_it_can_be_paired_again(run: Run) -> None:
    run.event([*FOUR, "Team 5", "Team 6"])
    run.ok("pair", NAME, "--seed", "1")
    run.report_all(1, 3)
    run.ok("pair", NAME, "--seed", "2")
    out = run.ok("void-pairing", NAME, "--reason", "team 6 went home")
    assert out.startswith("Round 2's pairing (3 tables) voided (fact #")
    assert out.rstrip().endswith(
        "team 6 went home\n  Pair round 2 again with `tagduel event pair`.".rstrip()
    )
    run.ok("drop", NAME, "--team", "Team 6")
    again = run.ok("pair", NAME, "--seed", "3")
    assert again.startswith("Round 2 of 3 (5 teams play; ")
    assert "Team 6" not in again and "BYE" in again
    run.ok("report", NAME, "--round", "2", "--table", "1", "--result", "draw")
    assert "round 2 has results at table 1" in run.fails("void-pairing", NAME, "--reason", "x")


def test_undrop_takes_a_drop_back_before_the_next_pairing(run: Run) -> None:
    run.event(FOUR)
    run.ok("pair", NAME, "--seed", "1")
    run.report_all(1, 2)
    run.ok("drop", NAME, "--team", "Team 2", "--reason", "left")
    out = run.ok("undrop", NAME, "--team", "team 2", "--reason", "came back")
    assert re.match(
        r"Team 'Team 2' is back in the event \(fact #\d+ undoes the drop of fact #\d+\): "
        r"came back; it is paired from round 2\.\n$",
        out,
    )
    assert "team 'Team 2' is not dropped" in run.fails("undrop", NAME, "--team", "Team 2")
    assert "Team 2" in run.ok("pair", NAME, "--seed", "2")


def test_names_that_would_break_tables_or_results_are_refused(run: Run) -> None:
    run.ok("new", NAME, "--banlist", "builtin")
    for team in ("BYE", "team1", "ＤＲＡＷ"):
        err = run.fails(
            "register", NAME, "--team", team, "--a", "A", "--deck-a", LIGHT, "--b", "B",
            "--deck-b", DARK,
        )  # fmt: skip
        assert "pairings and results use that word" in err
    err = run.fails(
        "register", NAME, "--team", "Roses\n\x1b[2J", "--a", "A", "--deck-a", LIGHT, "--b", "B",
        "--deck-b", DARK,
    )  # fmt: skip
    assert "holds a control character (U+000A)" in err
    assert "\x1b" not in err, "the name is shown escaped"
    assert "has no teams yet" in run.ok("teams", NAME)


def test_japanese_names_and_combining_marks_keep_pairings_and_standings_aligned(
    run: Run,
) -> None:
    run.event(["遊戯王チーム", "Cafe\u0301 Crew", "ｶﾀｶﾅ", "Plain"])
    paired = run.ok("pair", NAME, "--seed", "1")
    assert_aligned("\n".join(paired.splitlines()[1:4]), 3)
    run.report_all(1, 2)
    standings = run.ok("standings", NAME)
    assert_aligned("\n".join(standings.splitlines()[1:]), 6)


def test_a_late_entry_after_one_round_says_round_1_not_rounds_1_1(run: Run) -> None:
    run.event(FOUR)
    run.ok("pair", NAME, "--seed", "1")
    err = run.fails(
        "register", NAME, "--team", "Team 5", "--a", "Late A", "--deck-a", LIGHT, "--b",
        "Late B", "--deck-b", DARK,
    )  # fmt: skip
    assert "register with --late (the team starts with a match loss for round 1, already" in err
    out = run.register("Team 5", "Late A", "Late B", "--late")
    assert "Late entry: first paired in round 2; a match loss for round 1." in out


def test_import_results_counts_byes_apart_from_results_already_recorded(run: Run) -> None:
    run.event([*FOUR, "Team 5"])
    run.ok("pair", NAME, "--seed", "1")
    run.ok("report", NAME, "--round", "1", "--table", "1", "--result", "team1")
    exported = run.tmp / "results.csv"
    run.ok("export", NAME, "--what", "results", "--format", "csv", "-o", str(exported))
    out = run.ok("import-results", NAME, str(exported))
    assert out == (
        f"Imported 0 results from {exported} (skipped: 1 already recorded, 1 bye, "
        "1 with no result).\n"
    )


def test_the_top_cut_and_the_final_placings_export_as_csv(run: Run) -> None:
    run.event(FOUR, "--rounds", "1", "--top-cut", "4")
    run.ok("pair", NAME, "--seed", "1")
    run.report_all(1, 2)
    run.ok("topcut", NAME, "start")
    seeds = [
        r["team"] for r in csv.DictReader(io.StringIO(run.ok("standings", NAME, "--format", "csv")))
    ]
    assert "no final placings yet" in run.fails(
        "export", NAME, "--what", "placings", "--format", "csv"
    )
    for match, winner in (("1", seeds[0]), ("2", seeds[1]), ("3", seeds[1])):
        run.ok("topcut", NAME, "report", "--match", match, "--winner", winner)
    placings = list(csv.DictReader(io.StringIO(run.ok(
        "export", NAME, "--what", "placings", "--format", "csv"
    ))))  # fmt: skip
    assert [(r["place"], r["team"]) for r in placings] == [
        ("1st", seeds[1]),
        ("2nd", seeds[0]),
        ("3rd-4th", seeds[2]),
        ("3rd-4th", seeds[3]),
    ]
    cut = list(
        csv.DictReader(io.StringIO(run.ok("export", NAME, "--what", "topcut", "--format", "csv")))
    )
    assert [(r["match"], r["round"], r["winner"], r["decided_by"]) for r in cut] == [
        ("1", "Semifinal", seeds[0], "report"),
        ("2", "Semifinal", seeds[1], "report"),
        ("3", "Final", seeds[1], "report"),
    ]


def test_the_cli_s_export_choices_are_the_services(run: Run) -> None:
    from tagduel.cli.event_more import EXPORTS
    from tagduel.services.exports import What

    assert tuple(w.value for w in What) == EXPORTS


def test_a_round_of_one_table_says_so_instead_of_tables_1_1(run: Run) -> None:
    run.event(["Team 1", "Team 2"], "--rounds", "1", "--top-cut", "0")
    run.ok("pair", NAME, "--seed", "1")
    err = run.fails("report", NAME, "--round", "1", "--table", "2", "--result", "team1")
    assert "round 1 has no table 2 (its only table is 1)" in err
