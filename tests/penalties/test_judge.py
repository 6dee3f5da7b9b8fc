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
        DeviationWithoutReasonError, match="to lessen it to Caution give a written reason"
    ) as refused:
        issue(catalogue, decision=Decision(actual=Penalty.CAUTION, reason="   "))
    assert "to lessen it to caution give a written reason" in str(refused.value.cli)


def test_a_raised_penalty_without_a_reason_is_refused(catalogue: Catalogue) -> None:
    with pytest.raises(DeviationWithoutReasonError, match="to raise it to Match loss") as refused:
        issue(catalogue, decision=Decision(actual=Penalty.MATCH_LOSS))
    assert "penalty regulations, line 26" in str(refused.value.cli)


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


def test_an_accepted_upgrade_raises_the_penalty_and_the_repeat_records_why(
    catalogue: Catalogue,
) -> None:
    first = stored(issue(catalogue), 2)
    issued = issue(catalogue, decision=Decision(upgrade=UpgradeChoice.ACCEPTED), earlier=(first,))
    assert issued.guideline is Penalty.WARNING
    assert issued.actual is Penalty.DUEL_LOSS
    assert issued.repeat is not None
    assert (issued.repeat.earlier, issued.repeat.proposed) == ((2,), Penalty.DUEL_LOSS)
    assert issued.repeat.choice is UpgradeChoice.ACCEPTED
    assert issued.reason == "", "no reason in one language is stored: the repeat says why"


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


def test_a_judge_accepting_an_upgrade_may_choose_another_penalty_with_a_reason(
    catalogue: Catalogue,
) -> None:
    """Seed 000 lines 26 and 28: Rule B lets the head judge apply a higher penalty, Rule A
    lets them weigh the circumstances: the proposal is not a ceiling."""
    first = stored(issue(catalogue), 2)
    decision = Decision(upgrade=UpgradeChoice.ACCEPTED, actual=Penalty.MATCH_LOSS)
    with pytest.raises(DeviationWithoutReasonError, match="upgrade accepted is Duel loss") as e:
        issue(catalogue, decision=decision, earlier=(first,))
    assert "upgrade accepted is duel_loss" in str(e.value.cli)
    reasoned = replace(decision, reason="drew three extra cards on purpose-looking timing")
    issued = issue(catalogue, decision=reasoned, earlier=(first,))
    assert (issued.guideline, issued.actual) == (Penalty.WARNING, Penalty.MATCH_LOSS)
    assert issued.repeat is not None and issued.repeat.proposed is Penalty.DUEL_LOSS
    assert issued.reason == "drew three extra cards on purpose-looking timing"


SLOW = "slow_play_unintentional"  # seed 000 line 78: guideline caution, no facts


def _given(catalogue: Catalogue, *actuals: Penalty) -> tuple[IssuedPenalty, ...]:
    """Earlier slow-play penalties, numbered from 2, with these actual penalties."""
    base = issue(catalogue, SLOW, {})
    return tuple(replace(base, actual=a, number=n) for n, a in enumerate(actuals, start=2))


@pytest.mark.parametrize(
    ("actuals", "proposed"),
    [
        ((Penalty.CAUTION,), Penalty.WARNING),
        ((Penalty.CAUTION, Penalty.WARNING), Penalty.DUEL_LOSS),
        ((Penalty.CAUTION, Penalty.WARNING, Penalty.DUEL_LOSS), Penalty.MATCH_LOSS),
        ((Penalty.CAUTION, Penalty.WARNING, Penalty.DUEL_LOSS, Penalty.MATCH_LOSS), Penalty.DQ),
        ((Penalty.MATCH_LOSS, Penalty.DQ), Penalty.DQ_FORFEIT),
        ((Penalty.DUEL_LOSS, Penalty.CAUTION), Penalty.WARNING),  # the last one, not the most
    ],
)
def test_rule_b_proposes_one_step_above_the_last_penalty_given(
    catalogue: Catalogue, actuals: tuple[Penalty, ...], proposed: Penalty
) -> None:
    """Seed 000 line 28: caution → warning → duel loss → match loss → disqualification, each
    repeat one step above the penalty actually given the time before."""
    with pytest.raises(UpgradeDecisionRequired) as caught:
        issue(catalogue, SLOW, {}, earlier=_given(catalogue, *actuals))
    assert caught.value.proposed == proposed.value
    accepted = issue(
        catalogue,
        SLOW,
        {},
        Decision(upgrade=UpgradeChoice.ACCEPTED),
        earlier=_given(catalogue, *actuals),
    )
    assert accepted.actual is proposed and accepted.guideline is Penalty.CAUTION


def test_rule_b_proposes_at_least_one_step_above_the_guideline(catalogue: Catalogue) -> None:
    """A repeat whose last penalty was lessened below the guideline (Rule A) is still proposed
    one step above the guideline: a warning for an extra draw (line 52), lessened to a caution,
    repeated: a duel loss is proposed."""
    lessened = replace(stored(issue(catalogue), 2), actual=Penalty.CAUTION)
    with pytest.raises(UpgradeDecisionRequired) as caught:
        issue(catalogue, earlier=(lessened,))
    assert caught.value.proposed == "duel_loss"
    assert "last penalty given, caution" in str(caught.value)


def test_a_repeat_after_a_disqualification_with_forfeit_proposes_nothing(
    catalogue: Catalogue,
) -> None:
    issued = issue(catalogue, SLOW, {}, earlier=_given(catalogue, Penalty.DQ_FORFEIT))
    assert issued.repeat is not None and issued.repeat.proposed is None
    assert issued.actual is Penalty.CAUTION, "the guideline; the judge may raise it (Rule A)"


def test_a_full_width_name_is_the_same_person_for_rule_b(catalogue: Catalogue) -> None:
    """Names are compared after NFKC, case folding and collapsed spaces (tagduel.names)."""
    first = stored(issue(catalogue), 2)
    wide = Offender("Ａｋｉ　 Ｉｚａｙｏｉ", "Black Roses", Seat.B)
    with pytest.raises(UpgradeDecisionRequired) as caught:
        issue(catalogue, earlier=(first,), offender=wide)
    assert caught.value.earlier == (2,)


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
