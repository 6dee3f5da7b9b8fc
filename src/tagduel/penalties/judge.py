"""Issuing a penalty: the guideline from catalogue and facts, then Rules A and B of seed 000.

- The guideline is the infraction's default penalty, raised by every outcome whose facts hold
  (extra draw that cannot be undone → duel loss; 10 minutes late → match loss, …).
- Rule A (seed 000 line 26): the head judge may lessen or raise it; a different actual penalty
  needs a written reason, kept beside the guideline.
- Rule B (seed 000 line 28): when the same person commits the same infraction again in the
  event, the earlier ones are shown and the penalty one step above the last one actually given
  (never below one step above the guideline) is proposed: caution → warning → duel loss → match
  loss → disqualification. The head judge accepts or declines it (declining needs a reason); a
  judge who accepts may still choose another penalty, with a written reason (Rule A).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tagduel.i18n import lazy
from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.errors import (
    DecisionError,
    DeviationWithoutReasonError,
    PenaltyError,
    UpgradeDecisionRequired,
)
from tagduel.penalties.facts import parse_facts
from tagduel.penalties.model import (
    Decision,
    FactValue,
    Infraction,
    IssuedPenalty,
    Occasion,
    Offender,
    Penalty,
    Repeat,
    Text,
    UpgradeChoice,
    person_key,
)
from tagduel.penalties.timing import consequence

NO_DECISION = Decision()
"""The head judge issues the guideline penalty as it is."""


@dataclass(frozen=True, slots=True)
class Guideline:
    """The guideline penalty and remedy for an infraction with its facts, and why."""

    infraction: Infraction
    facts: Mapping[str, FactValue]
    penalty: Penalty
    remedy: Text | None
    reasons: tuple[Text, ...]
    notes: tuple[Text, ...]

    @property
    def raised(self) -> bool:
        return self.penalty is not self.infraction.penalty


def assess(infraction: Infraction, facts: Mapping[str, FactValue]) -> Guideline:
    """The guideline for already-parsed facts: the heaviest penalty among matching outcomes."""
    matching = [o for o in infraction.outcomes if o.matches(facts)]
    penalty = max([infraction.penalty, *(o.penalty for o in matching if o.penalty)])
    remedy = next((o.remedy for o in matching if o.remedy), infraction.remedy)
    reasons = tuple(o.because for o in matching if o.because and o.penalty is penalty)
    notes = infraction.notes + tuple(o.because for o in matching if o.because and not o.penalty)
    return Guideline(infraction, dict(facts), penalty, remedy, reasons, notes)


def guideline(catalogue: Catalogue, infraction_id: str, raw_facts: Mapping[str, str]) -> Guideline:
    """The guideline from an infraction id and `key=value` facts as text."""
    infraction = catalogue.infraction(infraction_id)
    return assess(infraction, parse_facts(infraction, raw_facts))


def earlier_of(
    issued: Iterable[IssuedPenalty], offender: Offender, infraction_id: str
) -> tuple[IssuedPenalty, ...]:
    """The penalties among `issued` for the same person and the same infraction (Rule B)."""
    key = person_key(offender.person)
    return tuple(
        p for p in issued if p.infraction == infraction_id and person_key(p.offender.person) == key
    )


def issue_penalty(
    catalogue: Catalogue,
    infraction_id: str,
    offender: Offender,
    occasion: Occasion,
    raw_facts: Mapping[str, str],
    decision: Decision = NO_DECISION,
    earlier: Sequence[IssuedPenalty] = (),
) -> IssuedPenalty:
    """Issue a penalty; `earlier` holds the event's penalties so far (only repeats matter)."""
    _check_who_and_where(offender, occasion)
    found = guideline(catalogue, infraction_id, raw_facts)
    repeat = _repeat(found, earlier_of(earlier, offender, infraction_id), decision, offender)
    actual, reason = _actual(found.penalty, repeat, decision)
    return IssuedPenalty(
        infraction=infraction_id,
        offender=offender,
        occasion=occasion,
        facts=found.facts,
        guideline=found.penalty,
        actual=actual,
        consequence=consequence(actual, occasion.timing, decision.next_match),
        reason=reason,
        repeat=repeat,
        next_match=decision.next_match,
    )


def _check_who_and_where(offender: Offender, occasion: Occasion) -> None:
    if not offender.person.strip():
        raise PenaltyError("a penalty is issued to a person: the duelist's name is empty")
    if occasion.at.tzinfo is None:
        raise PenaltyError("the time of a penalty must carry its time zone")
    for label, number in (("round", occasion.round), ("table", occasion.table)):
        if number is not None and number < 1:
            raise PenaltyError(f"the {label} number must be 1 or more, not {number}")


def _repeat(
    found: Guideline,
    earlier: Sequence[IssuedPenalty],
    decision: Decision,
    offender: Offender,
) -> Repeat | None:
    if not earlier:
        if decision.upgrade is not None:
            raise DecisionError(
                f"Rule B: {offender.person} has no earlier {found.infraction.id} in this event, "
                "so there is no upgrade to accept or decline"
            )
        return None
    numbers = tuple(p.number for p in earlier if p.number is not None)
    proposed = proposed_upgrade(found.penalty, earlier)
    if proposed is None:
        return Repeat(numbers, None, None)
    if decision.upgrade is None:
        raise UpgradeDecisionRequired(
            _repeat_message(found, earlier, proposed, offender), numbers, proposed.value
        )
    if decision.upgrade is UpgradeChoice.DECLINED and not decision.reason.strip():
        raise DecisionError("Rule B: declining the proposed upgrade needs a written reason")
    return Repeat(numbers, proposed, decision.upgrade)


def proposed_upgrade(guide: Penalty, earlier: Sequence[IssuedPenalty]) -> Penalty | None:
    """Rule B's proposal: one step above the last penalty actually given for the infraction,
    and at least one step above the guideline; None above disqualification."""
    if not earlier:
        return None
    return max(guide, earlier[-1].actual).next_higher()


def _repeat_message(
    found: Guideline, earlier: Sequence[IssuedPenalty], proposed: Penalty, offender: Offender
) -> str:
    listed = ", ".join(
        f"#{p.number} ({p.actual.value})" if p.number is not None else p.actual.value
        for p in earlier
    )
    return (
        f"Rule B: {offender.person} already has {len(earlier)} earlier {found.infraction.id} "
        f"in this event: {listed}. Proposed upgrade: {found.penalty.value} → {proposed.value} "
        f"(one step above the last penalty given, {earlier[-1].actual.value}). The head judge "
        "must accept or decline it (declining needs a reason); nothing recorded"
    )


def _actual(guide: Penalty, repeat: Repeat | None, decision: Decision) -> tuple[Penalty, str]:
    reason = decision.reason.strip()
    upgrade = repeat.proposed if repeat and repeat.choice is UpgradeChoice.ACCEPTED else None
    base = upgrade or guide
    actual = decision.actual or base
    if actual is not base and not reason:
        raise DeviationWithoutReasonError(
            _deviation_words(guide, upgrade, actual), cli=_deviation_message(guide, upgrade, actual)
        )
    return actual, reason  # an accepted upgrade needs no reason: `repeat` says why


PENALTY_WORDS: dict[Penalty, str] = {
    Penalty.CAUTION: lazy("Caution"),
    Penalty.WARNING: lazy("Warning"),
    Penalty.DUEL_LOSS: lazy("Duel loss"),
    Penalty.MATCH_LOSS: lazy("Match loss"),
    Penalty.DQ: lazy("Disqualification"),
    Penalty.DQ_FORFEIT: lazy("Disqualification with loss of prize eligibility"),
}
"""Each penalty's name as a person reads it (the ids, `duel_loss`, are the command line's)."""


def _deviation_words(guide: Penalty, upgrade: Penalty | None, actual: Penalty) -> str:
    """Rule A's refusal as the web pages show it: the penalties by their names."""
    if upgrade is not None:
        return lazy(
            "Rule B: the upgrade accepted is {upgrade}; to give {actual} instead give a written "
            "reason (the penalty regulations, Rules A and B)",
            upgrade=PENALTY_WORDS[upgrade],
            actual=PENALTY_WORDS[actual],
        )
    values = {"guide": PENALTY_WORDS[guide], "actual": PENALTY_WORDS[actual]}
    if actual < guide:
        return lazy(
            "Rule A: the guideline penalty is {guide}; to lessen it to {actual} give a written "
            "reason (the penalty regulations: the head judge may lessen or add to a penalty, "
            "weighing the circumstances)",
            **values,
        )
    return lazy(
        "Rule A: the guideline penalty is {guide}; to raise it to {actual} give a written "
        "reason (the penalty regulations: the head judge may lessen or add to a penalty, "
        "weighing the circumstances)",
        **values,
    )


def _deviation_message(guide: Penalty, upgrade: Penalty | None, actual: Penalty) -> str:
    if upgrade is not None:
        return (
            f"Rule B: the upgrade accepted is {upgrade.value}; to give {actual.value} instead "
            "give a written reason (penalty regulations, lines 26 and 28)"
        )
    verb = "lessen" if actual < guide else "raise"
    return (
        f"Rule A: the guideline penalty is {guide.value}; to {verb} it to {actual.value} "
        "give a written reason (penalty regulations, line 26: the head judge may lessen or "
        "add to a penalty, weighing the circumstances)"
    )
