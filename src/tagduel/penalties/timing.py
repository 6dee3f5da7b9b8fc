"""Where a penalty lands: the consequence for the duelist's team from penalty and timing.

Seed 000 (lines 9-22): a duel loss takes the duel in progress, or the next duel when committed
between duels; a match loss takes the match in progress, or, between matches or in a match
already lost, the next match at the judge's decision; a disqualification loses the match in
progress and the event (with prizes withdrawn for dq_forfeit). In a Tag Duel the loss is the
duelist's team's (seed 001 A: the team plays as one side).
"""

from __future__ import annotations

from tagduel.penalties.errors import DecisionError
from tagduel.penalties.model import MatchConsequence, NextMatch, Penalty, Timing

_NO_DUEL_IN_PROGRESS = frozenset(
    {Timing.BETWEEN_DUELS, Timing.BETWEEN_MATCHES, Timing.MATCH_ALREADY_LOST}
)
_NO_MATCH_IN_PROGRESS = frozenset({Timing.BETWEEN_MATCHES, Timing.MATCH_ALREADY_LOST})


def next_match_applies(penalty: Penalty, timing: Timing) -> bool:
    """True when the judge decides whether the penalty moves to the next match (seed 000 l.14)."""
    return penalty is Penalty.MATCH_LOSS and timing in _NO_MATCH_IN_PROGRESS


def consequence(
    penalty: Penalty, timing: Timing, next_match: NextMatch | None = None
) -> MatchConsequence:
    """The consequence for the team; `next_match` is the judge's choice where seed 000 gives one."""
    if next_match is not None and not next_match_applies(penalty, timing):
        raise DecisionError(
            "a decision about the next match applies only to a match loss committed between "
            "matches or in a match already lost (penalty regulations, line 14); "
            f"here the penalty is {penalty.value} {timing.value.replace('_', ' ')}"
        )
    if penalty in (Penalty.CAUTION, Penalty.WARNING):
        return MatchConsequence.NONE
    if penalty is Penalty.DUEL_LOSS:
        if timing in _NO_DUEL_IN_PROGRESS:
            return MatchConsequence.TEAM_LOSES_NEXT_DUEL
        return MatchConsequence.TEAM_LOSES_CURRENT_DUEL
    if penalty is Penalty.MATCH_LOSS:
        return _match_loss(timing, next_match)
    if penalty is Penalty.DQ:
        return MatchConsequence.TEAM_LOSES_MATCH_AND_DROPPED
    return MatchConsequence.TEAM_DROPPED_PRIZES_WITHDRAWN


def _match_loss(timing: Timing, next_match: NextMatch | None) -> MatchConsequence:
    if timing not in _NO_MATCH_IN_PROGRESS:
        return MatchConsequence.TEAM_LOSES_CURRENT_MATCH
    if next_match is NextMatch.APPLY:
        return MatchConsequence.TEAM_LOSES_NEXT_MATCH
    if next_match is NextMatch.WAIVE:
        return MatchConsequence.NONE
    return MatchConsequence.MAY_APPLY_TO_NEXT_MATCH
