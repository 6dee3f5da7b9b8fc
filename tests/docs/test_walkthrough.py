"""The organiser's guide's City Cup walk-through, replayed (issue 13, item 15): every command of
docs/organiser.md runs in an empty folder and must print exactly what the page shows, so the
page cannot drift from the program. Also: the harness itself catches a wrong output, and the
walk-through shows every command and file it needs (all registrations, the CSV files, round 3).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from docs.console import CUT, ROOT, Command, commands, matches, mismatch, prepare, run

GUIDE = ROOT / "docs" / "organiser.md"
CITY_CUP = '"City Cup"'


@pytest.fixture(scope="module")
def guide() -> list[Command]:
    return commands(GUIDE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def walkthrough(guide: list[Command]) -> list[Command]:
    return [c for c in guide if CITY_CUP in c.text or "examples/city-cup/" in c.text]


def test_every_command_of_the_organisers_guide_prints_what_the_guide_shows(
    guide: list[Command], tmp_path: Path
) -> None:
    folder = prepare(tmp_path)
    problems = [p for c in guide if (p := mismatch(c, run(c, folder))) is not None]
    assert not problems, "\n\n".join(problems)


def test_the_walkthrough_shows_whole_outputs_with_nothing_cut(walkthrough: list[Command]) -> None:
    cut = [c.line for c in walkthrough if CUT in c.expected.splitlines()]
    assert not cut, f"outputs cut with '...' at lines {cut}"


def test_the_walkthrough_registers_every_team_it_lists(walkthrough: list[Command]) -> None:
    registered = {c.argv[c.argv.index("--team") + 1] for c in walkthrough if "register" in c.argv}
    listing = next(c for c in walkthrough if c.argv[1:3] == ["event", "teams"])
    listed = {line.split("  ")[0] for line in listing.expected.splitlines()[2:]}
    assert (
        listed == registered == {"Black Roses", "Ark Cradle", "Team 5D's", "Satellite", "Arcadia"}
    )


def test_the_walkthrough_shows_every_csv_file_before_using_it(walkthrough: list[Command]) -> None:
    shown: set[str] = set()
    for command in walkthrough:
        if command.argv[0] == "cat":
            shown.add(command.argv[1])
        used = [a for a in command.argv[1:] if a.endswith(".csv") and command.argv[0] != "cat"]
        written = command.argv[command.argv.index("-o") + 1] if "-o" in command.argv else None
        assert all(a in shown or a == written for a in used), f"line {command.line}: {used}"


def test_the_walkthrough_plays_three_swiss_rounds_and_the_top_cut(
    walkthrough: list[Command],
) -> None:
    reports = {c.argv[c.argv.index("--round") + 1] for c in walkthrough if "report" in c.argv[2:3]}
    imported = [c for c in walkthrough if "import-results" in c.argv]
    final = [c for c in walkthrough if "topcut" in c.argv and "--match" in c.argv]
    assert reports == {"1", "3"} and imported, "round 2 is imported, rounds 1 and 3 reported"
    assert "Champion: Black Roses" in final[-1].expected


def test_the_walkthrough_fixes_every_instant_and_seed(walkthrough: list[Command]) -> None:
    """Instants with their UTC offset (the output is the same on a machine in any time zone)."""
    for command in walkthrough:
        argv, where = command.argv, f"line {command.line}: {command.text}"
        if argv[1:3] == ["event", "clock"] and argv[4] not in ("time",):
            assert re.search(r"--at \S+[+-]\d\d:\d\d( |$)", command.text), where
        if argv[1:3] == ["judge", "penalty"]:
            assert re.search(r"--time \S+[+-]\d\d:\d\d( |$)", command.text), where
        if argv[1:3] == ["event", "pair"] and command.expected.startswith("Round"):
            assert "--seed" in argv or "--from" in argv, where


def test_a_wrong_output_in_a_guide_is_reported_with_its_line(tmp_path: Path) -> None:
    page = "text\n```console\n$ tagduel event list\nEvents in nowhere\n```\n"
    (found,) = commands(page)
    problem = mismatch(found, run(found, tmp_path))
    assert problem is not None and problem.startswith("line 3: $ tagduel event list")
    assert "no database at sqlite:///tagduel.sqlite" in problem


def test_a_command_continued_with_a_backslash_is_one_command() -> None:
    page = "```console\n$ tagduel cards show \\\n    Jinzo\nJinzo\n\n$ cat a.csv\nx\n```\n"
    first, second = commands(page)
    assert first.argv == ["tagduel", "cards", "show", "Jinzo"] and first.expected == "Jinzo\n"
    assert (second.text, second.expected, second.line) == ("cat a.csv", "x", 6)


def test_a_cut_line_stands_for_any_lines_and_only_those() -> None:
    assert matches(["a", CUT, "d"], ["a", "b", "c", "d"])
    assert matches(["a", CUT, "d"], ["a", "d"])
    assert not matches(["a", CUT, "d"], ["a", "b", "c"])
    assert not matches(["a", "d"], ["a", "b", "d"])
