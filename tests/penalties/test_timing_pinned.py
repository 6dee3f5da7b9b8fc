"""Every penalty at every moment, and every judge's choice, worked out by hand (issue 14).

Seed 000 (罰則の種類, lines 3-22), read for a team (seed 001 A: the team plays as one side):
- 注意 / 警告 (caution, warning) tell the player; they change no result.
- デュエルの敗北 (duel loss): the duel in progress is lost; committed between duels, it applies
  to the next duel (a match already lost or the gap between matches has no duel in progress
  either: the next duel).
- マッチの敗北 (match loss): the match in progress is lost; committed between matches or in a
  match already lost, the judge may apply it to the next match (the judge's choice: apply,
  waive, or not yet given).
- 失格 (disqualification): the match in progress is lost and the team leaves the event.
- 受賞資格を失う失格: the same, and prizes already earned are withdrawn.
"""

from __future__ import annotations

import pytest

from tagduel.penalties.errors import DecisionError
from tagduel.penalties.model import MatchConsequence, NextMatch, Penalty, Timing
from tagduel.penalties.timing import consequence, next_match_applies

C = MatchConsequence
P = Penalty
T = Timing
DUEL, BETWEEN_DUELS, BETWEEN_MATCHES, LOST = (
    T.DURING_DUEL,
    T.BETWEEN_DUELS,
    T.BETWEEN_MATCHES,
    T.MATCH_ALREADY_LOST,
)

# penalty -> consequence at (during a duel, between duels, between matches, match already lost)
GRID = {
    P.CAUTION: (C.NONE, C.NONE, C.NONE, C.NONE),
    P.WARNING: (C.NONE, C.NONE, C.NONE, C.NONE),
    P.DUEL_LOSS: (
        C.TEAM_LOSES_CURRENT_DUEL,
        C.TEAM_LOSES_NEXT_DUEL,
        C.TEAM_LOSES_NEXT_DUEL,
        C.TEAM_LOSES_NEXT_DUEL,
    ),
    P.MATCH_LOSS: (
        C.TEAM_LOSES_CURRENT_MATCH,
        C.TEAM_LOSES_CURRENT_MATCH,
        C.MAY_APPLY_TO_NEXT_MATCH,
        C.MAY_APPLY_TO_NEXT_MATCH,
    ),
    P.DQ: (C.TEAM_LOSES_MATCH_AND_DROPPED,) * 4,
    P.DQ_FORFEIT: (C.TEAM_DROPPED_PRIZES_WITHDRAWN,) * 4,
}
MOMENTS = (DUEL, BETWEEN_DUELS, BETWEEN_MATCHES, LOST)
CELLS = [(p, t, GRID[p][i]) for p in P for i, t in enumerate(MOMENTS)]


@pytest.mark.parametrize(("penalty", "timing", "expected"), CELLS)
def test_every_penalty_at_every_moment_lands_where_the_regulations_say(
    penalty: Penalty, timing: Timing, expected: MatchConsequence
) -> None:
    assert consequence(penalty, timing) is expected
    assert consequence(penalty, timing, None) is expected


def test_the_judge_chooses_only_for_a_match_loss_between_matches_or_in_a_lost_match() -> None:
    chosen = {(p, t) for p in P for t in MOMENTS if next_match_applies(p, t)}
    assert chosen == {(P.MATCH_LOSS, BETWEEN_MATCHES), (P.MATCH_LOSS, LOST)}


@pytest.mark.parametrize("timing", [BETWEEN_MATCHES, LOST])
def test_applying_the_match_loss_to_the_next_match_loses_the_next_match(timing: Timing) -> None:
    assert consequence(P.MATCH_LOSS, timing, NextMatch.APPLY) is C.TEAM_LOSES_NEXT_MATCH


@pytest.mark.parametrize("timing", [BETWEEN_MATCHES, LOST])
def test_waiving_the_match_loss_for_the_next_match_changes_no_result(timing: Timing) -> None:
    assert consequence(P.MATCH_LOSS, timing, NextMatch.WAIVE) is C.NONE


REFUSED = [
    (p, t, choice)
    for p in P
    for t in MOMENTS
    for choice in NextMatch
    if not (p is P.MATCH_LOSS and t in (BETWEEN_MATCHES, LOST))
]


@pytest.mark.parametrize(("penalty", "timing", "choice"), REFUSED)
def test_a_choice_about_the_next_match_where_the_regulations_give_none_is_refused(
    penalty: Penalty, timing: Timing, choice: NextMatch
) -> None:
    with pytest.raises(DecisionError) as refused:
        consequence(penalty, timing, choice)
    moment = timing.value.replace("_", " ")
    assert str(refused.value) == (
        "a decision about the next match applies only to a match loss committed between "
        "matches or in a match already lost (penalty regulations, line 14); "
        f"here the penalty is {penalty.value} {moment}"
    )


def test_the_refusal_names_the_moment_in_words() -> None:
    with pytest.raises(DecisionError, match=r"here the penalty is duel_loss between matches$"):
        consequence(P.DUEL_LOSS, BETWEEN_MATCHES, NextMatch.WAIVE)
