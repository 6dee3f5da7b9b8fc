"""The action notation: every action reads back as itself; malformed text says why."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tagduel.engine import (
    S1A,
    S1B,
    S2B,
    Activate,
    Attack,
    CardRef,
    EnterPhase,
    Location,
    MalformedActionError,
    Pass,
    Phase,
    RulesError,
    Summon,
    parse_action,
)

TOMATO_ON_1A = CardRef("Mystic Tomato", S1A, Location.MONSTERS, 2)


def test_scenario_line_with_loose_references_parses() -> None:
    action = parse_action('1B summon "Jinzo" tribute 1A:"Mystic Tomato"')
    assert action == Summon(S1B, CardRef("Jinzo"), (CardRef("Mystic Tomato", S1A),))


def test_exact_references_round_trip() -> None:
    action = Summon(S1B, CardRef("Jinzo", S1B, Location.HAND), (TOMATO_ON_1A,))
    assert action.to_text() == '1B summon 1B.hand:"Jinzo" tribute 1A.monsters[2]:"Mystic Tomato"'
    assert parse_action(action.to_text()) == action


@pytest.mark.parametrize(
    "action",
    [
        Attack(S1A, TOMATO_ON_1A, None),
        Attack(S1A, TOMATO_ON_1A, CardRef("Jinzo", S2B, Location.MONSTERS, 5)),
        Activate(S2B, CardRef('The "Trap"', S2B, Location.ST, 1), 2, (TOMATO_ON_1A,), (), 1),
        EnterPhase(S1A, Phase.BATTLE),
        EnterPhase(S1A, Phase.END),
        Pass(S2B),
    ],
)
def test_each_kind_of_action_reads_back_as_itself(action: object) -> None:
    assert parse_action(action.to_text()) == action  # type: ignore[attr-defined]


def test_end_turn_and_phase_end_are_the_same_action() -> None:
    assert parse_action("1A end-turn") == parse_action("1A phase end")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("1A", "SEAT VERB"),
        ('3C summon "Jinzo"', "not a seat"),
        ("1A dance", "unknown verb"),
        ("1A summon Jinzo", "expected a card"),
        ('1A summon "Jinzo" extra', "unexpected"),
        ('1A activate 1A.pocket:"Jinzo"', "unknown zone"),
        ("1A phase lunch", "unknown phase"),
        ('1A activate "X" effect two', "expected a number"),
    ],
)
def test_malformed_lines_raise_with_the_reason(text: str, why: str) -> None:
    with pytest.raises(MalformedActionError, match=why):
        parse_action(text)


@given(st.text(max_size=60))
def test_any_text_either_parses_or_raises_a_rules_error(text: str) -> None:
    try:
        action = parse_action(text)
    except RulesError:
        return
    assert parse_action(action.to_text()) == action


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('1A activate "Dark Hole" effect ²', "expected a number"),  # a digit, but not 0-9
        ('1A activate "Dark Hole" effect ' + "9" * 5000, "expected a number"),
        ("1A choose " + "9" * 5000, "too large"),
        ("1A choose -" + "9" * 30, "too large"),
        ('1A activate "Dark Hole" answering ' + "9" * 20, "expected a number"),
    ],
)
def test_a_number_that_is_not_a_short_run_of_digits_is_malformed_not_a_crash(
    text: str, why: str
) -> None:
    # issue 13 item 3: a scenario's number must never end in a traceback
    with pytest.raises(MalformedActionError, match=why):
        parse_action(text)


@given(st.integers(min_value=-(10**40), max_value=10**40))
def test_a_chosen_number_reads_back_or_is_refused(number: int) -> None:
    try:
        action = parse_action(f"1A choose {number}")
    except MalformedActionError as exc:
        assert "too large" in str(exc) and abs(number) >= 10**9
        return
    assert parse_action(action.to_text()) == action
