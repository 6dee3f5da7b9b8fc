"""Issuing: Rule A (deviation with a reason), Rule B (repeats), and the Tag Duel specifics.

Seed 000 line 26 (A), line 28 (B); seed 001 section A line 33 (teammates talk freely).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.errors import (
    DecisionError,
    DeviationWithoutReasonError,
    NotAnInfractionError,
    PenaltyError,
    UpgradeDecisionRequired,
)
from tagduel.penalties.judge import issue_penalty
from tagduel.penalties.model import (
    Decision,
    IssuedPenalty,
    MatchConsequence,
    Occasion,
    Offender,
    Penalty,
    Seat,
    UpgradeChoice,
)

AKI = Offender("Aki Izayoi", "Black Roses", Seat.B)
WHEN = Occasion(
    datetime(2026, 11, 29, 14, 5, tzinfo=UTC), event="Fall Regional", round=2, judge="Tanaka"
)
DRAW = {"can_undo": "yes", "decisive_card": "no"}


def issue(
    catalogue: Catalogue,
    infraction: str = "rules_extra_draw",
    facts: Mapping[str, str] = DRAW,
    decision: Decision | None = None,
    earlier: tuple[IssuedPenalty, ...] = (),
    offender: Offender = AKI,
) -> IssuedPenalty:
    return issue_penalty(
        catalogue, infraction, offender, WHEN, facts, decision or Decision(), earlier
    )


def stored(penalty: IssuedPenalty, number: int) -> IssuedPenalty:
    return replace(penalty, number=number)


def test_the_guideline_is_issued_as_it_is_without_a_reason(catalogue: Catalogue) -> None:
    issued = issue(catalogue)
    assert (issued.guideline, issued.actual, issued.reason) == (
        Penalty.WARNING,
        Penalty.WARNING,
        "",
    )
    assert not issued.deviates


def test_a_lessened_penalty_with_a_reason_is_kept_beside_the_guideline(
    catalogue: Catalogue,
) -> None:
    decision = Decision(actual=Penalty.CAUTION, reason="opponent confirmed the card at once")
    issued = issue(catalogue, decision=decision)
    assert issued.guideline is Penalty.WARNING
    assert issued.actual is Penalty.CAUTION
    assert issued.reason == "opponent confirmed the card at once"
    assert issued.deviates


def test_a_lessened_penalty_without_a_reason_is_refused(catalogue: Catalogue) -> None:
    with pytest.raises(
        DeviationWithoutReasonError, match="to lessen it to caution give a written reason"
    ):
        issue(catalogue, decision=Decision(actual=Penalty.CAUTION, reason="   "))


def test_a_raised_penalty_without_a_reason_is_refused(catalogue: Catalogue) -> None:
    with pytest.raises(DeviationWithoutReasonError, match="penalty regulations, line 26"):
        issue(catalogue, decision=Decision(actual=Penalty.MATCH_LOSS))


def test_a_raised_penalty_with_a_reason_changes_the_consequence(catalogue: Catalogue) -> None:
    issued = issue(
        catalogue, decision=Decision(actual=Penalty.DUEL_LOSS, reason="affected the result")
    )
    assert issued.consequence is MatchConsequence.TEAM_LOSES_CURRENT_DUEL


def test_a_repeat_proposes_the_next_higher_penalty_and_waits_for_the_head_judge(
    catalogue: Catalogue,
) -> None:
    first = stored(issue(catalogue), 2)
    with pytest.raises(UpgradeDecisionRequired) as caught:
        issue(catalogue, earlier=(first,))
    assert caught.value.earlier == (2,)
    assert caught.value.proposed == "duel_loss"
    assert "#2 (warning)" in str(caught.value)
    assert "warning → duel_loss" in str(caught.value)


def test_an_accepted_upgrade_raises_the_penalty_and_records_why(catalogue: Catalogue) -> None:
    first = stored(issue(catalogue), 2)
    issued = issue(catalogue, decision=Decision(upgrade=UpgradeChoice.ACCEPTED), earlier=(first,))
    assert issued.guideline is Penalty.WARNING
    assert issued.actual is Penalty.DUEL_LOSS
    assert issued.repeat is not None
    assert (issued.repeat.earlier, issued.repeat.proposed) == ((2,), Penalty.DUEL_LOSS)
    assert issued.repeat.choice is UpgradeChoice.ACCEPTED
    assert "Rule B" in issued.reason and "#2" in issued.reason


def test_a_declined_upgrade_keeps_the_guideline_and_its_reason(catalogue: Catalogue) -> None:
    first = stored(issue(catalogue), 2)
    decision = Decision(upgrade=UpgradeChoice.DECLINED, reason="different rounds, new sleeves")
    issued = issue(catalogue, decision=decision, earlier=(first,))
    assert issued.actual is Penalty.WARNING
    assert issued.repeat is not None and issued.repeat.choice is UpgradeChoice.DECLINED
    assert issued.reason == "different rounds, new sleeves"


def test_declining_an_upgrade_needs_a_reason(catalogue: Catalogue) -> None:
    first = stored(issue(catalogue), 2)
    with pytest.raises(
        DecisionError, match="declining the proposed upgrade needs a written reason"
    ):
        issue(catalogue, decision=Decision(upgrade=UpgradeChoice.DECLINED), earlier=(first,))


def test_accepting_an_upgrade_conflicts_with_another_actual_penalty(catalogue: Catalogue) -> None:
    first = stored(issue(catalogue), 2)
    decision = Decision(upgrade=UpgradeChoice.ACCEPTED, actual=Penalty.MATCH_LOSS, reason="x")
    with pytest.raises(DecisionError, match="give one or the other"):
        issue(catalogue, decision=decision, earlier=(first,))


def test_an_upgrade_decision_without_a_repeat_is_refused(catalogue: Catalogue) -> None:
    with pytest.raises(DecisionError, match="no earlier rules_extra_draw"):
        issue(catalogue, decision=Decision(upgrade=UpgradeChoice.ACCEPTED))


def test_only_the_same_person_and_the_same_infraction_make_a_repeat(catalogue: Catalogue) -> None:
    other_person = stored(issue(catalogue, offender=Offender("Yusei Fudo", "5D's", Seat.A)), 2)
    other_infraction = stored(issue(catalogue, "marked_cards_no_pattern", {}), 3)
    issued = issue(catalogue, earlier=(other_person, other_infraction))
    assert issued.repeat is None


def test_a_person_is_matched_whatever_the_case_and_spacing(catalogue: Catalogue) -> None:
    first = stored(issue(catalogue, offender=Offender("aki  izayoi")), 2)
    with pytest.raises(UpgradeDecisionRequired):
        issue(catalogue, earlier=(first,))


def test_a_repeat_of_the_heaviest_penalty_needs_no_decision(catalogue: Catalogue) -> None:
    first = stored(issue(catalogue, "fraud_false_report", {}), 2)
    issued = issue(catalogue, "fraud_false_report", {}, earlier=(first,))
    assert issued.actual is Penalty.DQ_FORFEIT
    assert issued.repeat is not None and issued.repeat.proposed is None


@pytest.mark.parametrize(
    ("infraction", "facts"),
    [
        ("talking_received_advice", {"advice_from": "teammate"}),
        ("talking_spoke_to_other", {"spoke_to": "teammate"}),
    ],
)
def test_talk_between_teammates_is_never_a_talking_infraction(
    catalogue: Catalogue, infraction: str, facts: dict[str, str]
) -> None:
    with pytest.raises(NotAnInfractionError) as caught:
        issue(catalogue, infraction, facts)
    assert "(Team Dueling Rules A)" in str(caught.value)
    assert "teammates may talk, compare hands and share information freely" in str(caught.value)


@pytest.mark.parametrize("source", ["opponent", "other_player", "spectator"])
def test_advice_from_anyone_but_the_teammate_is_a_warning(
    catalogue: Catalogue, source: str
) -> None:
    issued = issue(catalogue, "talking_received_advice", {"advice_from": source})
    assert issued.actual is Penalty.WARNING


def test_a_supporters_acts_count_as_the_duelists_own(catalogue: Catalogue) -> None:
    issued = issue(catalogue, "talking_supporter_conduct", {"supporter": "Rua"})
    assert issued.offender == AKI
    assert issued.facts["supporter"] == "Rua"
    assert issued.actual is Penalty.WARNING


def test_a_loss_is_recorded_against_the_duelist_and_lost_by_the_team(catalogue: Catalogue) -> None:
    issued = issue(catalogue, "marked_cards_pattern", {})
    assert issued.offender.person == "Aki Izayoi"
    assert issued.offender.team == "Black Roses"
    assert issued.consequence is MatchConsequence.TEAM_LOSES_CURRENT_DUEL


def test_a_time_without_time_zone_and_bad_numbers_are_refused(catalogue: Catalogue) -> None:
    naive = Occasion(datetime(2026, 11, 29, 14, 5))
    with pytest.raises(PenaltyError, match="time zone"):
        issue_penalty(catalogue, "fraud_false_report", AKI, naive, {})
    with pytest.raises(PenaltyError, match="round number must be 1 or more"):
        issue_penalty(catalogue, "fraud_false_report", AKI, replace(WHEN, round=0), {})
    with pytest.raises(PenaltyError, match="name is empty"):
        issue_penalty(catalogue, "fraud_false_report", Offender(" "), WHEN, {})
