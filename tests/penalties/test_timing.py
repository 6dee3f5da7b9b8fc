"""Where a loss lands for the team, by penalty and when it was committed (seed 000 lines 9-22)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.errors import DecisionError
from tagduel.penalties.judge import issue_penalty
from tagduel.penalties.model import (
    Decision,
    MatchConsequence,
    NextMatch,
    Occasion,
    Offender,
    Penalty,
    Seat,
    Timing,
)
from tagduel.penalties.timing import consequence

C = MatchConsequence
T = Timing


@pytest.mark.parametrize(
    ("penalty", "timing", "expected"),
    [
        (Penalty.CAUTION, T.DURING_DUEL, C.NONE),
        (Penalty.WARNING, T.BETWEEN_MATCHES, C.NONE),
        (Penalty.DUEL_LOSS, T.DURING_DUEL, C.TEAM_LOSES_CURRENT_DUEL),  # line 9
        (Penalty.DUEL_LOSS, T.BETWEEN_DUELS, C.TEAM_LOSES_NEXT_DUEL),  # line 10
        (Penalty.DUEL_LOSS, T.BETWEEN_MATCHES, C.TEAM_LOSES_NEXT_DUEL),
        (Penalty.DUEL_LOSS, T.MATCH_ALREADY_LOST, C.TEAM_LOSES_NEXT_DUEL),
        (Penalty.MATCH_LOSS, T.DURING_DUEL, C.TEAM_LOSES_CURRENT_MATCH),  # line 13
        (Penalty.MATCH_LOSS, T.BETWEEN_DUELS, C.TEAM_LOSES_CURRENT_MATCH),
        (Penalty.MATCH_LOSS, T.BETWEEN_MATCHES, C.MAY_APPLY_TO_NEXT_MATCH),  # line 14
        (Penalty.MATCH_LOSS, T.MATCH_ALREADY_LOST, C.MAY_APPLY_TO_NEXT_MATCH),  # line 14
        (Penalty.DQ, T.DURING_DUEL, C.TEAM_LOSES_MATCH_AND_DROPPED),  # line 17
        (Penalty.DQ, T.BETWEEN_MATCHES, C.TEAM_LOSES_MATCH_AND_DROPPED),
        (Penalty.DQ_FORFEIT, T.DURING_DUEL, C.TEAM_DROPPED_PRIZES_WITHDRAWN),  # lines 21-22
    ],
)
def test_the_consequence_follows_penalty_and_timing(
    penalty: Penalty, timing: Timing, expected: MatchConsequence
) -> None:
    assert consequence(penalty, timing) is expected


@pytest.mark.parametrize("timing", [T.BETWEEN_MATCHES, T.MATCH_ALREADY_LOST])
def test_the_judge_decides_whether_a_match_loss_moves_to_the_next_match(timing: Timing) -> None:
    assert consequence(Penalty.MATCH_LOSS, timing, NextMatch.APPLY) is C.TEAM_LOSES_NEXT_MATCH
    assert consequence(Penalty.MATCH_LOSS, timing, NextMatch.WAIVE) is C.NONE


@pytest.mark.parametrize(
    ("penalty", "timing"),
    [(Penalty.MATCH_LOSS, T.DURING_DUEL), (Penalty.DUEL_LOSS, T.BETWEEN_MATCHES)],
)
def test_a_next_match_decision_where_the_seed_gives_none_is_refused(
    penalty: Penalty, timing: Timing
) -> None:
    with pytest.raises(DecisionError, match="penalty regulations, line 14"):
        consequence(penalty, timing, NextMatch.APPLY)


def test_only_disqualifications_drop_the_team_and_only_dq_forfeit_withdraws_prizes() -> None:
    assert {c for c in C if c.drops_team} == {
        C.TEAM_LOSES_MATCH_AND_DROPPED,
        C.TEAM_DROPPED_PRIZES_WITHDRAWN,
    }
    assert {c for c in C if c.withdraws_prizes} == {C.TEAM_DROPPED_PRIZES_WITHDRAWN}


@pytest.mark.parametrize(
    ("timing", "expected"),
    [
        (T.DURING_DUEL, C.TEAM_LOSES_CURRENT_DUEL),
        (T.BETWEEN_DUELS, C.TEAM_LOSES_NEXT_DUEL),
        (T.BETWEEN_MATCHES, C.TEAM_LOSES_NEXT_DUEL),
        (T.MATCH_ALREADY_LOST, C.TEAM_LOSES_NEXT_DUEL),
    ],
)
def test_an_issued_duel_loss_carries_the_consequence_of_its_timing(
    catalogue: Catalogue, timing: Timing, expected: MatchConsequence
) -> None:
    when = Occasion(datetime(2026, 11, 29, tzinfo=UTC), timing=timing)
    issued = issue_penalty(
        catalogue, "deck_list_mismatch", Offender("Crow Hogan", "Blackwings", Seat.A), when, {}
    )
    assert issued.consequence is expected


def test_an_issued_match_loss_in_a_lost_match_applied_to_the_next_match(
    catalogue: Catalogue,
) -> None:
    when = Occasion(datetime(2026, 11, 29, tzinfo=UTC), timing=T.MATCH_ALREADY_LOST)
    issued = issue_penalty(
        catalogue,
        "slow_play_intentional",
        Offender("Crow Hogan"),
        when,
        {},
        Decision(next_match=NextMatch.APPLY),
    )
    assert issued.consequence is C.TEAM_LOSES_NEXT_MATCH
    assert issued.next_match is NextMatch.APPLY
