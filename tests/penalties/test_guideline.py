"""The guideline from facts: tardiness minutes, the conditions that change a penalty, bad facts.

Seed 000: tardiness lines 64-69, extra draw lines 52-56, extra cards seen lines 57-60, rules
misunderstanding lines 47-51, "the judge may add a penalty" lines 80, 94, 97, 101.
"""

from __future__ import annotations

import re

import pytest

from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.errors import (
    BadFactValueError,
    MissingFactError,
    NotAnInfractionError,
    UnknownFactError,
)
from tagduel.penalties.facts import parse_duration, split_assignments
from tagduel.penalties.judge import guideline
from tagduel.penalties.model import Duration, Penalty


@pytest.mark.parametrize(
    ("late", "penalty"),
    [
        ("0:01", Penalty.WARNING),  # line 64: not seated at the set time
        ("4:59", Penalty.WARNING),
        ("5:00", Penalty.DUEL_LOSS),  # line 66: 5 minutes after
        ("9:59", Penalty.DUEL_LOSS),
        ("10:00", Penalty.MATCH_LOSS),  # line 68: 10 minutes after
        ("25:30", Penalty.MATCH_LOSS),
        ("4.99", Penalty.WARNING),
        ("5", Penalty.DUEL_LOSS),
        ("9.999", Penalty.DUEL_LOSS),
        ("10", Penalty.MATCH_LOSS),
    ],
)
def test_tardiness_penalty_follows_the_minutes_late(
    catalogue: Catalogue, late: str, penalty: Penalty
) -> None:
    assert guideline(catalogue, "tardiness", {"minutes_late": late}).penalty is penalty


@pytest.mark.parametrize("late", ["0", "0:00", "0.0", " 0:00 ", "0.001"])
def test_zero_minutes_late_is_on_time_and_refused_as_no_infraction(
    catalogue: Catalogue, late: str
) -> None:
    """Seed 000 line 64: the infraction is not being seated AT the set time; 0 minutes late
    (a fraction of a second is dropped) is being seated at it."""
    with pytest.raises(NotAnInfractionError, match=r"minutes_late=0:00\): 0 minutes late is on"):
        guideline(catalogue, "tardiness", {"minutes_late": late})


def test_tardiness_names_the_seed_line_that_raised_it(catalogue: Catalogue) -> None:
    found = guideline(catalogue, "tardiness", {"minutes_late": "10:00"})
    assert [r.seed_lines for r in found.reasons] == [(68,)]
    assert found.raised


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("4:59", 299), ("0:05", 5), ("12", 720), ("4.5", 270), (" 5:00 ", 300), ("4.9999", 299)],
)
def test_durations_read_as_minutes_or_m_ss(text: str, seconds: int) -> None:
    assert parse_duration(text) == Duration(seconds)


@pytest.mark.parametrize("text", ["4:60", "-1", "five", "", "5:0", "1:2:3", "nan", "inf"])
def test_a_bad_tardiness_value_says_how_to_write_it(catalogue: Catalogue, text: str) -> None:
    with pytest.raises(BadFactValueError, match=r"minutes_late=minutes \(7, 4.5\) or m:ss"):
        guideline(catalogue, "tardiness", {"minutes_late": text})


@pytest.mark.parametrize(
    ("can_undo", "decisive", "penalty", "lines"),
    [
        ("yes", "no", Penalty.WARNING, []),  # line 53
        ("no", "no", Penalty.DUEL_LOSS, [(55,)]),  # cannot be undone
        ("yes", "yes", Penalty.DUEL_LOSS, [(56,)]),  # decisive card drawn
        ("no", "yes", Penalty.DUEL_LOSS, [(55,), (56,)]),
    ],
)
def test_an_extra_draw_is_a_duel_loss_when_it_cannot_be_undone_or_was_decisive(
    catalogue: Catalogue, can_undo: str, decisive: str, penalty: Penalty, lines: list[tuple[int]]
) -> None:
    found = guideline(
        catalogue, "rules_extra_draw", {"can_undo": can_undo, "decisive_card": decisive}
    )
    assert found.penalty is penalty
    assert [r.seed_lines for r in found.reasons] == lines


def test_an_extra_draw_that_can_be_undone_goes_back_on_top_of_the_deck(
    catalogue: Catalogue,
) -> None:
    undone = guideline(catalogue, "rules_extra_draw", {"can_undo": "yes", "decisive_card": "no"})
    lost = guideline(catalogue, "rules_extra_draw", {"can_undo": "no", "decisive_card": "no"})
    assert undone.remedy is not None and undone.remedy.seed_lines == (54,)
    assert "back on top of the Deck" in undone.remedy.en
    assert lost.remedy is not None and "duel is lost" in lost.remedy.en


@pytest.mark.parametrize(
    ("can_undo", "decisive", "penalty"),
    [
        ("yes", "no", Penalty.CAUTION),  # line 58
        ("no", "no", Penalty.DUEL_LOSS),  # line 60
        ("yes", "yes", Penalty.DUEL_LOSS),  # line 60
    ],
)
def test_extra_cards_seen_are_a_duel_loss_when_not_undoable_or_decisive(
    catalogue: Catalogue, can_undo: str, decisive: str, penalty: Penalty
) -> None:
    facts = {"can_undo": can_undo, "decisive_card": decisive}
    assert guideline(catalogue, "rules_extra_cards_seen", facts).penalty is penalty


def test_a_rules_misunderstanding_rewinds_only_before_the_next_significant_decision(
    catalogue: Catalogue,
) -> None:
    before = guideline(catalogue, "rules_misunderstanding", {"significant_decision_since": "no"})
    after = guideline(catalogue, "rules_misunderstanding", {"significant_decision_since": "yes"})
    assert before.penalty is after.penalty is Penalty.CAUTION
    assert before.remedy is not None and after.remedy is not None
    assert before.remedy.seed_lines == (49,)
    assert "rewind" in before.remedy.en and "destroyed" not in before.remedy.en
    assert after.remedy.seed_lines == (50, 51)
    assert "continues as it is" in after.remedy.en and "card used is destroyed" in after.remedy.en


@pytest.mark.parametrize(
    ("infraction", "facts", "line"),
    [
        ("slow_play_unintentional", {}, 80),
        ("talking_received_advice", {"advice_from": "spectator"}, 94),
        ("talking_spoke_to_other", {"spoke_to": "spectator"}, 97),
        ("talking_supporter_conduct", {}, 101),
    ],
)
def test_an_affected_match_result_notes_that_the_judge_may_add_a_penalty(
    catalogue: Catalogue, infraction: str, facts: dict[str, str], line: int
) -> None:
    plain = guideline(catalogue, infraction, facts)
    affected = guideline(catalogue, infraction, {**facts, "affected_match_result": "yes"})
    assert affected.penalty is plain.penalty, "the judge decides any addition (Rule A)"
    added = [n for n in affected.notes if n not in plain.notes]
    assert [n.seed_lines for n in added] == [(line,)]
    assert "may add a penalty" in added[0].en


def test_a_missing_fact_lists_every_fact_the_infraction_expects(catalogue: Catalogue) -> None:
    with pytest.raises(MissingFactError) as caught:
        guideline(catalogue, "rules_extra_draw", {"can_undo": "yes"})
    message = str(caught.value)
    assert "needs fact(s) decisive_card" in message
    assert "--fact can_undo=yes|no" in message and "--fact decisive_card=yes|no" in message


def test_an_unknown_fact_is_refused_with_the_expected_ones(catalogue: Catalogue) -> None:
    with pytest.raises(
        UnknownFactError, match=r"does not take fact\(s\) minutes; expected --fact minutes_late"
    ):
        guideline(catalogue, "tardiness", {"minutes": "5"})
    with pytest.raises(UnknownFactError, match="it takes no facts"):
        guideline(catalogue, "fraud_false_report", {"minutes_late": "5"})


def test_a_bad_yes_no_value_is_refused(catalogue: Catalogue) -> None:
    with pytest.raises(BadFactValueError, match="'maybe' is not yes or no; expected can_undo=yes"):
        guideline(catalogue, "rules_extra_cards_seen", {"can_undo": "maybe", "decisive_card": "no"})


def test_a_choice_outside_its_list_is_refused(catalogue: Catalogue) -> None:
    with pytest.raises(
        BadFactValueError, match=re.escape("not one of teammate, opponent, other_player, spectator")
    ):
        guideline(catalogue, "talking_received_advice", {"advice_from": "coach"})


@pytest.mark.parametrize(
    ("text", "value"), [("Yes", True), ("y", True), ("1", True), ("NO", False), ("false", False)]
)
def test_yes_no_facts_accept_common_spellings(catalogue: Catalogue, text: str, value: bool) -> None:
    found = guideline(catalogue, "rules_misunderstanding", {"significant_decision_since": text})
    assert found.facts["significant_decision_since"] is value


def test_key_value_facts_must_be_well_formed_and_given_once() -> None:
    assert split_assignments(["can_undo=no", "decisive_card = yes"]) == {
        "can_undo": "no",
        "decisive_card": " yes",
    }
    with pytest.raises(BadFactValueError, match="key=value"):
        split_assignments(["can_undo"])
    with pytest.raises(BadFactValueError, match="given twice"):
        split_assignments(["can_undo=no", "can_undo=yes"])
