"""The scenario runner itself (../shared/spec/scenario-format.md): malformed files are errors with
line and column, failed expectations report the actual value, rejected actions fail with the
engine's reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cli import main
from tagduel.scenario import Result, Scenario, ScenarioFormatError, load_scenario, run_scenario

HEADER = "title: t\nstate:\n  turn: 3\n"


def _load(text: str) -> Scenario:
    return load_scenario(text, builtin_cards(), source="s.yaml")


def _run(text: str) -> Result:
    return run_scenario(_load(text))


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        ("title: [unclosed\n", "not valid YAML", 2),
        ("source: x\n", "needs a 'title'", 1),
        ("title: t\nwhat: 1\n", "unknown key 'what'", 2),
        (HEADER + '  1A:\n    hand: ["Mystic Tomatoe"]\n', "did you mean 'Mystic Tomato'", 5),
        (HEADER + "  1A:\n    pocket: []\n", "unknown key 'pocket'", 5),
        (
            HEADER + "  1A:\n    monsters: [{card: Jinzo, position: sideways}]\n",
            "position must be",
            5,
        ),
        ('title: t\ndo:\n  - 1A summon "Jinzoo"\n', "did you mean 'Jinzo'", 3),
        ("title: t\nexpect:\n  - 1A hand is big\n", "cannot read the expectation", 3),
        ("title: t\nstate:\n  turn: three\n", "whole number", 3),
    ],
)
def test_malformed_files_are_errors_with_line_and_column(
    text: str, message: str, line: int
) -> None:
    with pytest.raises(ScenarioFormatError, match=message) as caught:
        _load(text)
    assert caught.value.place is not None and caught.value.place.line == line
    assert str(caught.value).startswith(f"s.yaml:{line}:")


def test_an_illegal_state_is_an_error_not_a_failure() -> None:
    # scenario format: "An illegal state is an error, not a failed expectation."
    text = 'title: t\nstate:\n  1A: {field: "Sogen"}\n  2A: {field: "Yami"}\n'
    with pytest.raises(ScenarioFormatError, match="only one Field Spell"):
        _load(text)
    six = ", ".join(['"Battle Ox"'] * 6)
    with pytest.raises(ScenarioFormatError, match="no free monsters zone"):
        _load(f"title: t\nstate:\n  1A: {{monsters: [{six}]}}\n")


def test_an_omitted_deck_is_twenty_filler_monsters_and_an_empty_deck_is_empty() -> None:
    result = _run(
        "title: t\nstate:\n  2A: {deck: []}\nexpect:\n  - 1A deck count == 20\n  - 2A deck count == 0\n"
    )
    assert result.passed


def test_a_failed_expectation_reports_the_actual_value() -> None:
    result = _run('title: t\nexpect:\n  - team1 lp == 8000\n  - 1A hand has "Jinzo"\n')
    first, second = result.failures
    assert (first.place.line, first.actual) == (3, "16000")
    assert second.actual == "[]"
    assert not result.passed


def test_a_rejected_action_fails_with_the_engines_reason_and_stops() -> None:
    text = (
        HEADER
        + '  1B: {monsters: ["Gemini Elf"]}\ndo:\n  - 1B phase battle\n  - 1B attack "Gemini Elf" direct\nexpect:\n  - turn == 99\n'
    )
    result = _run(text)
    [failure] = result.failures
    assert failure.text == '1B attack "Gemini Elf" direct' and failure.place.line == 7
    assert failure.actual == "rejected: no duelist may attack before turn 4 (this is turn 3)"


def test_both_written_forms_of_a_legality_line_are_accepted() -> None:
    # scenario format: "the runner accepts that one-key mapping and the quoted string alike"
    text = HEADER + 'expect:\n  - illegal: 1B summon "Jinzo"\n  - \'illegal: 2A summon "Jinzo"\'\n'
    scenario = _load(text)
    assert [e.action for e in scenario.expectations] == ['1B summon "Jinzo"', '2A summon "Jinzo"']


def test_a_legal_line_that_the_engine_rejects_fails() -> None:
    result = _run(HEADER + "expect:\n  - 'legal: 1B summon \"Jinzo\"'\n")
    [failure] = result.failures
    assert failure.expected == "the engine accepted it" and failure.actual.startswith("rejected")


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return str(path)


def test_cli_exit_status_is_0_1_or_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = _write(tmp_path, "good.yaml", "title: Good\nexpect:\n  - turn == 1\n")
    bad = _write(tmp_path, "bad.yaml", "title: Bad\nexpect:\n  - turn == 2\n")
    _write(tmp_path, "broken.yaml", "title: [\n")
    assert main(["scenario", "run", good]) == 0
    assert "PASS Good" in capsys.readouterr().out
    assert main(["scenario", "run", good, bad]) == 1
    out = capsys.readouterr().out
    assert "FAIL Bad" in out and "actual:   1" in out and "1 passed, 1 failed" in out
    assert main(["scenario", "run", str(tmp_path)]) == 2
    assert "ERROR" in capsys.readouterr().out


def test_cli_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = _write(tmp_path, "bad.yaml", "title: Bad\nexpect:\n  - phase == battle\n")
    assert main(["scenario", "run", "--json", bad]) == 1
    data = json.loads(capsys.readouterr().out)
    [result] = data["results"]
    assert result["status"] == "FAIL" and result["failures"][0]["actual"] == "main1"


def test_cli_missing_path_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "run", "no/such/file.yaml"]) == 2
    assert "no such file" in capsys.readouterr().err
