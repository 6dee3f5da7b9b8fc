"""The scenario runner itself (../shared/spec/scenario-format.md): malformed files are errors with
line and column, failed expectations report the actual value, rejected actions fail with the
engine's reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tagduel.cards.model import Attribute, Card, CardType
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.cli import build_parser, main
from tagduel.engine import (
    S1A,
    AmbiguousActionError,
    Duel,
    DuelistSetup,
    Effect,
    EffectKind,
    MonsterSetup,
    Scripts,
    TableSetup,
)
from tagduel.scenario import Result, Scenario, ScenarioFormatError, load_scenario, run_scenario
from tagduel.scenario.steps import action_for

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


# -- runaway input (issue 13, items 3 and 4) ---------------------------------------------------


def test_deeply_nested_yaml_is_an_error_with_line_and_column_not_a_crash() -> None:
    with pytest.raises(ScenarioFormatError, match="nested more than 16 deep") as caught:
        _load("title: t\nstate: " + "[" * 500 + "\n")
    assert caught.value.place is not None and caught.value.place.line == 2


def test_a_folder_run_goes_on_after_a_malformed_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path, "a-nested.yaml", "title: t\nstate: " + "[" * 500 + "\n")
    _write(tmp_path, "b-huge-turn.yaml", "title: Huge\nstate:\n  turn: 100000000000000000000\n")
    _write(tmp_path, "c-good.yaml", "title: Good\nexpect:\n  - turn == 1\n")
    assert main(["scenario", "run", str(tmp_path)]) == 2
    out = capsys.readouterr().out
    assert "PASS Good" in out and out.count("ERROR") == 2
    assert "1 passed, 0 failed, 2 malformed" in out


@pytest.mark.parametrize("turn", ["1e29", "100000000000000000000000000000", "10001", "0", "2.5"])
def test_a_turn_out_of_range_or_not_whole_is_refused_at_once(turn: str) -> None:
    with pytest.raises(ScenarioFormatError, match="turn must be a whole number from 1 to 10,000"):
        _load(f"title: t\nstate:\n  turn: {turn}\n")


def test_the_highest_turn_sets_up_at_once() -> None:
    # seed 001 B: four duelists in a fixed order, so 10,000 turns are 2,500 each
    scenario = _load("title: t\nstate:\n  turn: 10000\nexpect:\n  - turn_duelist == 2B\n")
    assert run_scenario(scenario).passed
    duel = Duel.from_position(scenario.setup)
    assert set(duel.state.turns_taken.values()) == {2500}


def test_negative_life_points_are_refused() -> None:
    with pytest.raises(ScenarioFormatError, match="lp team1 must be a whole number of 0 or more"):
        _load("title: t\nstate:\n  lp: {team1: -5}\n")


# -- format 1.1: first_team ----------------------------------------------------------------------


def test_first_team_two_makes_turn_1_2as_and_turn_3_2bs() -> None:
    # seed 001 B: "The turn order starts with Duelists A of the team that is chosen to go first"
    assert _run("title: t\nstate:\n  first_team: 2\nexpect:\n  - turn_duelist == 2A\n").passed
    text = "title: t\nstate:\n  first_team: team2\n  turn: 3\nexpect:\n  - turn_duelist == 2B\n"
    assert _run(text).passed


def test_a_turn_duelist_that_does_not_fit_first_team_is_an_illegal_state() -> None:
    text = "title: t\nstate:\n  first_team: 2\n  turn: 5\n  turn_duelist: 1A\n"
    with pytest.raises(ScenarioFormatError, match="turn 5 is 2A's") as caught:
        _load(text)
    assert caught.value.place is not None and caught.value.place.line == 5


def test_a_turn_duelist_that_fits_neither_turn_order_is_an_illegal_state() -> None:
    with pytest.raises(ScenarioFormatError, match="1B does not fit turn 5"):
        _load("title: t\nstate:\n  turn: 5\n  turn_duelist: 1B\n")


def test_without_first_team_a_team_2_turn_duelist_still_says_team_2_opened() -> None:
    # the older extension: turn 2 given as 1A's means team 2 opened (2A, 1A, 2B, 1B)
    text = "title: t\nstate:\n  turn: 2\n  turn_duelist: 1A\ndo:\n  - 1A end-turn\nexpect:\n  - turn_duelist == 2B\n"
    assert _run(text).passed


def test_first_team_must_be_a_team() -> None:
    with pytest.raises(ScenarioFormatError, match="first_team cannot be '3'"):
        _load("title: t\nstate:\n  first_team: 3\n")


# -- format 1.1: pass for a seat being passed over ----------------------------------------------

DARK_HOLE = """title: t
state:
  turn: 5
  1A: {hand: ["Dark Hole"]}
  2A: {monsters: ["Battle Ox"]}
  1B: {st: [{card: "Reckless Greed", set: true}]}
do:
  - 1A activate "Dark Hole"
"""
"""2A has no response (the engine passes for 2A); 1B may answer with Reckless Greed."""


def test_a_pass_by_a_seat_the_engine_passed_for_is_accepted() -> None:
    result = _run(DARK_HOLE + "  - 2A pass\nexpect:\n  - pending == 1B\n")
    assert result.passed, result.failures


def test_a_pass_out_of_priority_order_is_still_rejected() -> None:
    # seed 001 D: the order of Duelists who may respond is the turn order; 2B comes after 1B
    result = _run(DARK_HOLE + "  - 2B pass\n")
    [failure] = result.failures
    assert failure.text == "2B pass" and "it is 1B's decision" in failure.actual


def test_a_seat_passed_over_may_not_pass_again_after_a_later_seat_passed() -> None:
    result = _run(DARK_HOLE + "  - 1B pass\n  - 2A pass\n")
    [failure] = result.failures
    assert failure.text == "2A pass" and failure.actual.startswith("rejected:")


# -- format 1.1: activate without effect N --------------------------------------------------------


def test_activate_without_effect_means_the_one_effect_that_can_be_activated() -> None:
    text = """title: t
state:
  turn: 5
  1A: {monsters: ["Chaos Sorcerer"]}
  2A: {monsters: ["Battle Ox"]}
do:
  - 1A activate "Chaos Sorcerer" target 2A:"Battle Ox"
  - resolve
expect:
  - 2A banished has "Battle Ox"
"""
    # Chaos Sorcerer's effect 1 is its Summon procedure; effect 2 banishes
    assert run_scenario(_load(text), scripts=all_scripts()).passed


def test_activate_without_effect_names_the_candidates_when_two_effects_can() -> None:
    twin = Card(93000001, "Test Twin", CardType.MONSTER | CardType.EFFECT, Attribute.DARK, 4)
    scripts = Scripts()
    scripts.register(
        twin.passcode,
        Effect(EffectKind.IGNITION, description="one", resolve=lambda ctx: None),
        Effect(EffectKind.IGNITION, description="two", resolve=lambda ctx: None),
    )
    setup = TableSetup({S1A: DuelistSetup(monsters=(MonsterSetup(twin),))}, turn=5)
    duel = Duel.from_position(setup, scripts=scripts)
    with pytest.raises(AmbiguousActionError) as caught:
        action_for(duel, '1A activate "Test Twin"')
    assert "more than one effect" in str(caught.value)
    assert caught.value.candidates == [
        '1A activate "Test Twin"',
        '1A activate "Test Twin" effect 2',
    ]
    assert action_for(duel, '1A activate "Test Twin" effect 2').effect == 2  # type: ignore[attr-defined]


# -- format 1.1: phase ------------------------------------------------------------------------------


def test_phase_when_already_in_that_phase_does_nothing() -> None:
    text = (
        HEADER
        + "do:\n  - 1B phase main1\n  - 1B phase main1\nexpect:\n  - phase == main1\n  - pending == 1B\n"
    )
    assert _run(text).passed


def test_phase_stopped_by_a_decision_the_next_line_does_not_answer_is_rejected() -> None:
    text = """title: t
state:
  turn: 5
  1A: {hand: ["Battle Ox"]}
  2A: {st: [{card: "Reckless Greed", set: true}]}
do:
  - 1A phase battle
  - 1A summon "Battle Ox"
"""
    [failure] = _run(text).failures
    assert failure.text == "1A phase battle" and failure.place.line == 7
    assert failure.actual == (
        "rejected: the way to the Battle Phase stops in Main Phase 1 at 2A's decision: "
        "a response or a pass; the next line must answer it"
    )


def test_phase_stopped_by_a_decision_the_next_line_answers_goes_on() -> None:
    text = """title: t
state:
  turn: 5
  2A: {st: [{card: "Reckless Greed", set: true}]}
do:
  - 1A phase battle
  - 2A pass
expect:
  - phase == battle
"""
    assert _run(text).passed


# -- format 1.1: an unquoted ': ' ----------------------------------------------------------------


def test_an_unquoted_colon_in_a_do_line_says_to_quote_the_line() -> None:
    text = (
        'title: t\ndo:\n  - 1B special-summon "Number 39: Utopia" using "Gemini Elf" "Battle Ox"\n'
    )
    with pytest.raises(ScenarioFormatError, match="quote the line") as caught:
        _load(text)
    assert caught.value.place is not None and caught.value.place.line == 3
    assert '- \'1B special-summon "Number 39: Utopia" using' in str(caught.value)


def test_an_illegal_line_under_do_says_it_belongs_under_expect() -> None:
    with pytest.raises(ScenarioFormatError, match="put them under 'expect:'"):
        _load('title: t\ndo:\n  - illegal: 1B summon "Jinzo"\n')


def test_an_unquoted_colon_after_an_illegal_key_hints_at_quoting() -> None:
    text = 'title: t\nexpect:\n  - illegal: 1B summon "Number 39: Utopia"\n'
    with pytest.raises(ScenarioFormatError, match="must be quoted"):
        _load(text)


# -- help and words --------------------------------------------------------------------------------


def test_every_argument_of_scenario_run_has_help_text() -> None:
    parser = build_parser()
    scenario = parser._subparsers._group_actions[0].choices["scenario"]  # type: ignore[union-attr]
    run = scenario._subparsers._group_actions[0].choices["run"]  # type: ignore[union-attr]
    for action in [*scenario._actions, *run._actions]:
        assert action.help, action.dest
    shown = scenario.format_help() + run.format_help()
    assert "Team Dueling Rules" in shown and "seed 00" not in shown


def test_a_number_too_large_in_an_expectation_is_an_error_not_a_crash() -> None:
    with pytest.raises(ScenarioFormatError, match="too large") as caught:
        _load("title: t\nexpect:\n  - turn == " + "9" * 5000 + "\n")
    assert caught.value.place is not None and caught.value.place.line == 3


def test_phase_stopped_by_a_decision_may_be_followed_by_the_passes_round_the_table() -> None:
    # 2A has no response (passed for), 1B may answer: "2A pass" then "1B pass" goes on
    text = """title: t
state:
  turn: 5
  1B: {st: [{card: "Reckless Greed", set: true}]}
do:
  - 1A phase battle
  - 2A pass
  - 1B pass
expect:
  - phase == battle
"""
    assert _run(text).passed


def test_a_folder_naming_cards_outside_the_built_in_set_says_to_give_a_card_database(
    capsys: pytest.CaptureFixture[str],
) -> None:
    folder = Path(__file__).resolve().parents[1] / "scenarios" / "classic" / "C1"
    assert main(["scenario", "run", str(folder)]) == 2
    out = capsys.readouterr().out
    malformed = int(out.rsplit(", ", 1)[1].split()[0])
    assert malformed > 0
    assert (
        f"{malformed} of the malformed files name cards that are not in the built-in card set: "
        "give a full card database with --cards FILE"
    ) in out


def test_with_a_full_card_database_the_classic_scenarios_all_pass(
    real_cdb_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = Path(__file__).resolve().parents[1] / "scenarios" / "classic"
    assert main(["scenario", "run", str(folder), "--cards", str(real_cdb_path)]) == 0
    assert "malformed" not in capsys.readouterr().out
