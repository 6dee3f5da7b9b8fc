"""Issuing a penalty, pinned path by path with a hand-made infraction (issue 14, item 7).

The penalty regulations (大会罰則規定, seed 000): the guideline is the infraction's penalty,
raised by each condition whose facts hold (line 55: an extra draw that cannot be undone is a
duel loss); Rule A (line 26): the head judge may lessen or add to a penalty, weighing the
circumstances (this project: with a written reason); Rule B (line 28): a repeat of the same
infraction may get a higher penalty (this project: one step above the last penalty given, and
at least one above the guideline, proposed to the head judge, who accepts or declines it;
declining needs a reason). The infraction below is made for these tests, so the expectations
do not depend on the shipped catalogue's wording.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone

import pytest

from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.errors import (
    DecisionError,
    DeviationWithoutReasonError,
    PenaltyError,
    UpgradeDecisionRequired,
)
from tagduel.penalties.judge import (
    NO_DECISION,
    assess,
    earlier_of,
    guideline,
    issue_penalty,
    proposed_upgrade,
)
from tagduel.penalties.model import (
    Decision,
    FactSpec,
    FactType,
    Group,
    Infraction,
    IssuedPenalty,
    MatchConsequence,
    NextMatch,
    Occasion,
    Offender,
    Outcome,
    Penalty,
    Repeat,
    Seat,
    Text,
    Timing,
    UpgradeChoice,
)

P = Penalty
NOTE = Text("注", "The judge may add a penalty if it affected the result.")
UNDO_REMEDY = Text("戻せない", "Nothing can be put back.")
DEFAULT_REMEDY = Text("戻す", "Put the extra cards back on top of the Deck.")
NOT_UNDONE = Text("元に戻せない", "It cannot be undone: a duel loss.", (55,))
DECISIVE = Text("決定的", "A decisive card was drawn: a duel loss.", (56,))
AFFECTED = Text("影響", "It affected the match result.")
MINOR = Text("軽微", "Minor: a caution would do.")
DRAWN = Infraction(
    "test_extra_draw",
    Group.RULES,
    Text("過剰に引いた", "Drew extra cards."),
    P.WARNING,
    remedy=DEFAULT_REMEDY,
    notes=(NOTE,),
    facts=tuple(
        FactSpec(key, FactType.BOOL, False, Text(key, key))
        for key in ("can_undo", "decisive", "affected", "minor")
    ),
    outcomes=(
        Outcome({"can_undo": False}, P.DUEL_LOSS, UNDO_REMEDY, NOT_UNDONE),
        Outcome({"decisive": True}, P.DUEL_LOSS, None, DECISIVE),
        Outcome({"affected": True}, None, None, AFFECTED),
        Outcome({"minor": True}, P.CAUTION, None, MINOR),
    ),
)
AKI = Offender("Aki Izayoi", "Black Roses", Seat.B)
WHEN = Occasion(datetime(2026, 11, 29, 14, 5, tzinfo=UTC), event="Fall Regional", round=2)


@pytest.fixture
def cat(catalogue: Catalogue) -> Catalogue:
    return replace(catalogue, infractions={**catalogue.infractions, DRAWN.id: DRAWN})


def issue(
    cat: Catalogue,
    facts: dict[str, str] | None = None,
    decision: Decision = NO_DECISION,
    earlier: tuple[IssuedPenalty, ...] = (),
    offender: Offender = AKI,
    occasion: Occasion = WHEN,
) -> IssuedPenalty:
    return issue_penalty(cat, DRAWN.id, offender, occasion, facts or {}, decision, earlier)


def given(cat: Catalogue, *actuals: Penalty, first_number: int = 2) -> tuple[IssuedPenalty, ...]:
    """Earlier penalties for the same infraction and person, numbered from `first_number`."""
    base = issue(cat)
    return tuple(
        replace(base, actual=a, number=n) for n, a in enumerate(actuals, start=first_number)
    )


# The guideline (seed 000 lines 52-56).


def test_with_no_condition_holding_the_guideline_is_the_infractions_own() -> None:
    found = assess(DRAWN, {"can_undo": True})
    assert (found.penalty, found.remedy, found.reasons, found.notes) == (
        P.WARNING,
        DEFAULT_REMEDY,
        (),
        (NOTE,),
    )
    assert not found.raised
    assert found.facts == {"can_undo": True}


def test_a_condition_that_cannot_be_undone_raises_it_with_its_reason_and_remedy() -> None:
    found = assess(DRAWN, {"can_undo": False})
    assert (found.penalty, found.remedy, found.reasons) == (P.DUEL_LOSS, UNDO_REMEDY, (NOT_UNDONE,))
    assert found.notes == (NOTE,), "the reason for the raise is not repeated among the notes"
    assert found.raised


def test_two_conditions_raising_to_the_same_penalty_give_both_reasons_and_the_first_remedy() -> (
    None
):
    found = assess(DRAWN, {"can_undo": False, "decisive": True})
    assert (found.penalty, found.reasons, found.remedy) == (
        P.DUEL_LOSS,
        (NOT_UNDONE, DECISIVE),
        UNDO_REMEDY,
    )


def test_a_raise_without_its_own_remedy_keeps_the_infractions_remedy() -> None:
    found = assess(DRAWN, {"decisive": True})
    assert (found.penalty, found.remedy, found.reasons) == (
        P.DUEL_LOSS,
        DEFAULT_REMEDY,
        (DECISIVE,),
    )


def test_a_condition_without_a_penalty_adds_a_note_after_the_infractions_notes() -> None:
    found = assess(DRAWN, {"affected": True})
    assert (found.penalty, found.reasons, found.notes) == (P.WARNING, (), (NOTE, AFFECTED))


def test_a_lighter_condition_never_lowers_the_guideline_and_gives_no_reason() -> None:
    # The guideline is the heaviest penalty among the infraction's and the conditions'.
    found = assess(DRAWN, {"minor": True})
    assert (found.penalty, found.reasons, found.notes) == (P.WARNING, (), (NOTE,))
    raised = assess(DRAWN, {"minor": True, "decisive": True})
    assert (raised.penalty, raised.reasons) == (P.DUEL_LOSS, (DECISIVE,))


def test_the_guideline_reads_its_facts_from_text(cat: Catalogue) -> None:
    found = guideline(cat, DRAWN.id, {"can_undo": "no", "affected": "yes"})
    assert found.facts == {"can_undo": False, "affected": True}
    assert (found.penalty, found.notes) == (P.DUEL_LOSS, (NOTE, AFFECTED))


# Issuing as the guideline says.


def test_an_issued_penalty_carries_the_facts_the_guideline_and_the_consequence(
    cat: Catalogue,
) -> None:
    between = replace(WHEN, timing=Timing.BETWEEN_DUELS)
    issued = issue(cat, {"can_undo": "no"}, occasion=between)
    assert issued.infraction == DRAWN.id
    assert (issued.offender, issued.occasion) == (AKI, between)
    assert issued.facts == {"can_undo": False}
    assert (issued.guideline, issued.actual, issued.reason) == (P.DUEL_LOSS, P.DUEL_LOSS, "")
    assert issued.consequence is MatchConsequence.TEAM_LOSES_NEXT_DUEL
    assert (issued.repeat, issued.next_match, issued.number) == (None, None, None)


def test_the_judges_choice_about_the_next_match_is_kept_and_applied(cat: Catalogue) -> None:
    lost = replace(WHEN, timing=Timing.MATCH_ALREADY_LOST)
    decision = Decision(actual=P.MATCH_LOSS, reason="slow on purpose", next_match=NextMatch.APPLY)
    issued = issue(cat, decision=decision, occasion=lost)
    assert issued.next_match is NextMatch.APPLY
    assert issued.consequence is MatchConsequence.TEAM_LOSES_NEXT_MATCH


def test_the_guideline_given_as_the_actual_penalty_needs_no_reason(cat: Catalogue) -> None:
    issued = issue(cat, decision=Decision(actual=P.WARNING))
    assert (issued.actual, issued.reason, issued.deviates) == (P.WARNING, "", False)


# Rule A (line 26).


@pytest.mark.parametrize(
    ("actual", "verb"), [(P.CAUTION, "lessen"), (P.DUEL_LOSS, "raise"), (P.DQ, "raise")]
)
def test_a_different_penalty_without_a_reason_is_refused_saying_what_to_do(
    cat: Catalogue, actual: Penalty, verb: str
) -> None:
    with pytest.raises(DeviationWithoutReasonError) as refused:
        issue(cat, decision=Decision(actual=actual, reason="   "))
    assert refused.value.cli == (
        f"Rule A: the guideline penalty is warning; to {verb} it to {actual.value} give a "
        "written reason (penalty regulations, line 26: the head judge may lessen or add to a "
        "penalty, weighing the circumstances)"
    )
    words = {P.CAUTION: "Caution", P.DUEL_LOSS: "Duel loss", P.DQ: "Disqualification"}[actual]
    assert str(refused.value) == (  # the pages' wording: the penalties by their names
        f"Rule A: the guideline penalty is Warning; to {verb} it to {words} give a written "
        "reason (the penalty regulations: the head judge may lessen or add to a penalty, "
        "weighing the circumstances)"
    )


def test_a_reason_is_kept_without_its_surrounding_spaces(cat: Catalogue) -> None:
    issued = issue(cat, decision=Decision(actual=P.CAUTION, reason="  confirmed at once \n"))
    assert (issued.actual, issued.reason) == (P.CAUTION, "confirmed at once")


# Who and where.


@pytest.mark.parametrize(
    ("offender", "occasion", "message"),
    [
        (Offender(" \t"), WHEN, "a penalty is issued to a person: the duelist's name is empty"),
        (
            AKI,
            replace(WHEN, at=datetime(2026, 11, 29)),
            "the time of a penalty must carry its time zone",
        ),
        (AKI, replace(WHEN, round=0), "the round number must be 1 or more, not 0"),
        (AKI, replace(WHEN, table=-1), "the table number must be 1 or more, not -1"),
    ],
)
def test_a_penalty_without_a_person_a_time_zone_or_with_a_bad_number_is_refused(
    cat: Catalogue, offender: Offender, occasion: Occasion, message: str
) -> None:
    with pytest.raises(PenaltyError) as refused:
        issue(cat, offender=offender, occasion=occasion)
    assert str(refused.value) == message


def test_round_and_table_one_and_any_time_zone_are_accepted(cat: Catalogue) -> None:
    tokyo = timezone(timedelta(hours=9))
    occasion = replace(WHEN, round=1, table=1, at=datetime(2026, 11, 29, 23, 5, tzinfo=tokyo))
    assert issue(cat, occasion=occasion).occasion == occasion


# Rule B (line 28).


def test_earlier_penalties_are_the_same_persons_for_the_same_infraction_in_order(
    cat: Catalogue,
) -> None:
    mine = given(cat, P.WARNING, P.DUEL_LOSS)
    other_person = replace(mine[0], offender=Offender("Yusei Fudo"), number=7)
    other_infraction = replace(mine[0], infraction="tardiness", number=8)
    wide = replace(mine[0], offender=Offender("ＡＫＩ　ＩＺＡＹＯＩ"), number=9)
    found = earlier_of((mine[0], other_person, other_infraction, mine[1], wide), AKI, DRAWN.id)
    assert [p.number for p in found] == [2, 3, 9]


@pytest.mark.parametrize(
    ("guide", "actuals", "proposed"),
    [
        (P.WARNING, (P.WARNING,), P.DUEL_LOSS),
        (P.WARNING, (P.CAUTION,), P.DUEL_LOSS),  # never below one step above the guideline
        (P.WARNING, (P.MATCH_LOSS, P.DUEL_LOSS), P.MATCH_LOSS),  # the last one given
        (P.CAUTION, (P.DQ,), P.DQ_FORFEIT),
        (P.WARNING, (P.DQ_FORFEIT,), None),
        (P.DQ_FORFEIT, (P.WARNING,), None),
        (P.WARNING, (), None),
    ],
)
def test_rule_b_proposes_one_step_above_the_last_penalty_or_the_guideline(
    cat: Catalogue, guide: Penalty, actuals: tuple[Penalty, ...], proposed: Penalty | None
) -> None:
    assert proposed_upgrade(guide, given(cat, *actuals)) is proposed


def test_a_repeat_stops_to_ask_the_head_judge_listing_the_earlier_penalties(
    cat: Catalogue,
) -> None:
    earlier = (
        *given(cat, P.WARNING, first_number=4),
        replace(given(cat, P.CAUTION)[0], number=None),
    )
    with pytest.raises(UpgradeDecisionRequired) as asked:
        issue(cat, earlier=earlier)
    assert (asked.value.earlier, asked.value.proposed) == ((4,), "duel_loss")
    assert str(asked.value) == (
        "Rule B: Aki Izayoi already has 2 earlier test_extra_draw in this event: #4 (warning), "
        "caution. Proposed upgrade: warning → duel_loss (one step above the last penalty given, "
        "caution). The head judge must accept or decline it (declining needs a reason); nothing "
        "recorded"
    )


def test_an_accepted_upgrade_is_the_penalty_given_and_keeps_a_written_reason(
    cat: Catalogue,
) -> None:
    decision = Decision(upgrade=UpgradeChoice.ACCEPTED, reason="second time in two rounds")
    issued = issue(cat, decision=decision, earlier=given(cat, P.WARNING, P.WARNING))
    assert (issued.guideline, issued.actual) == (P.WARNING, P.DUEL_LOSS)
    assert issued.reason == "second time in two rounds"
    assert issued.repeat == Repeat((2, 3), P.DUEL_LOSS, UpgradeChoice.ACCEPTED)
    assert issued.consequence is MatchConsequence.TEAM_LOSES_CURRENT_DUEL


def test_an_accepted_upgrade_without_a_reason_records_none(cat: Catalogue) -> None:
    decision = Decision(upgrade=UpgradeChoice.ACCEPTED)
    issued = issue(cat, decision=decision, earlier=given(cat, P.WARNING))
    assert (issued.actual, issued.reason) == (P.DUEL_LOSS, "")


def test_an_accepted_upgrade_given_as_the_actual_penalty_needs_no_reason(cat: Catalogue) -> None:
    decision = Decision(upgrade=UpgradeChoice.ACCEPTED, actual=P.DUEL_LOSS)
    issued = issue(cat, decision=decision, earlier=given(cat, P.WARNING))
    assert (issued.actual, issued.reason) == (P.DUEL_LOSS, "")


def test_another_penalty_than_the_accepted_upgrade_needs_a_reason(cat: Catalogue) -> None:
    decision = Decision(upgrade=UpgradeChoice.ACCEPTED, actual=P.WARNING)
    with pytest.raises(DeviationWithoutReasonError) as refused:
        issue(cat, decision=decision, earlier=given(cat, P.WARNING))
    assert refused.value.cli == (
        "Rule B: the upgrade accepted is duel_loss; to give warning instead give a written "
        "reason (penalty regulations, lines 26 and 28)"
    )
    assert str(refused.value) == (
        "Rule B: the upgrade accepted is Duel loss; to give Warning instead give a written "
        "reason (the penalty regulations, Rules A and B)"
    )


def test_a_declined_upgrade_keeps_the_guideline_the_reason_and_the_earlier_numbers(
    cat: Catalogue,
) -> None:
    decision = Decision(upgrade=UpgradeChoice.DECLINED, reason="a different situation")
    issued = issue(cat, decision=decision, earlier=given(cat, P.WARNING, first_number=5))
    assert (issued.actual, issued.reason) == (P.WARNING, "a different situation")
    assert issued.repeat == Repeat((5,), P.DUEL_LOSS, UpgradeChoice.DECLINED)


def test_declining_with_only_spaces_for_a_reason_is_refused(cat: Catalogue) -> None:
    decision = Decision(upgrade=UpgradeChoice.DECLINED, reason="  ")
    with pytest.raises(DecisionError) as refused:
        issue(cat, decision=decision, earlier=given(cat, P.WARNING))
    assert str(refused.value) == "Rule B: declining the proposed upgrade needs a written reason"


def test_a_repeat_above_the_heaviest_penalty_keeps_the_earlier_numbers(cat: Catalogue) -> None:
    issued = issue(cat, earlier=given(cat, P.DQ_FORFEIT, first_number=6))
    assert issued.repeat == Repeat((6,), None, None)
    assert (issued.actual, issued.reason) == (P.WARNING, "")


def test_an_upgrade_choice_without_any_earlier_penalty_is_refused(cat: Catalogue) -> None:
    with pytest.raises(DecisionError) as refused:
        issue(cat, decision=Decision(upgrade=UpgradeChoice.DECLINED, reason="x"))
    assert str(refused.value) == (
        "Rule B: Aki Izayoi has no earlier test_extra_draw in this event, so there is no "
        "upgrade to accept or decline"
    )
