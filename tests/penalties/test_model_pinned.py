"""The penalty ladder and the values a judge works with, pinned (issue 14).

Seed 000 (罰則の種類) lists the six penalties lightest first: 注意 (caution), 警告 (warning),
デュエルの敗北 (duel loss), マッチの敗北 (match loss), 失格 (disqualification), 受賞資格を失う失格
(disqualification with loss of prize eligibility). Rule B's "higher penalty" and Rule A's
"lessen or add to" are comparisons on that ladder; only the two disqualifications drop the team,
and only the second withdraws its prizes.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable

import pytest

from tagduel.penalties.model import (
    FactSpec,
    FactType,
    Group,
    Infraction,
    MatchConsequence,
    Penalty,
    Text,
)

LADDER = [
    Penalty.CAUTION,
    Penalty.WARNING,
    Penalty.DUEL_LOSS,
    Penalty.MATCH_LOSS,
    Penalty.DQ,
    Penalty.DQ_FORFEIT,
]


@pytest.mark.parametrize(("i", "j"), list(itertools.product(range(6), repeat=2)))
def test_penalties_compare_by_their_place_on_the_ladder(i: int, j: int) -> None:
    a, b = LADDER[i], LADDER[j]
    assert (a < b, a <= b, a > b, a >= b) == (i < j, i <= j, i > j, i >= j)


def test_the_heaviest_and_lightest_of_several_penalties_follow_the_ladder() -> None:
    assert max(Penalty.DUEL_LOSS, Penalty.WARNING, Penalty.MATCH_LOSS) is Penalty.MATCH_LOSS
    assert min(Penalty.DQ, Penalty.CAUTION, Penalty.WARNING) is Penalty.CAUTION
    assert sorted(reversed(LADDER)) == LADDER


@pytest.mark.parametrize("compare", [operator.lt, operator.le, operator.gt, operator.ge])
def test_a_penalty_does_not_compare_with_something_else(
    compare: Callable[[object, object], bool],
) -> None:
    with pytest.raises(TypeError):
        compare(Penalty.WARNING, 1)
    with pytest.raises(TypeError):
        compare("warning", Penalty.WARNING)


def test_each_penalty_but_the_last_has_the_next_one_above_it() -> None:
    assert [p.next_higher() for p in LADDER] == [*LADDER[1:], None]
    assert [p.rank for p in LADDER] == list(range(6))


def test_only_disqualifications_drop_the_team_and_only_with_forfeit_are_prizes_withdrawn() -> None:
    dropping = [c for c in MatchConsequence if c.drops_team]
    withdrawing = [c for c in MatchConsequence if c.withdraws_prizes]
    assert dropping == [
        MatchConsequence.TEAM_LOSES_MATCH_AND_DROPPED,
        MatchConsequence.TEAM_DROPPED_PRIZES_WITHDRAWN,
    ]
    assert withdrawing == [MatchConsequence.TEAM_DROPPED_PRIZES_WITHDRAWN]


QUESTION = Text("問", "question?")


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        (FactSpec("can_undo", FactType.BOOL, True, QUESTION), "yes|no"),
        (FactSpec("late", FactType.DURATION, True, QUESTION), "minutes (7, 4.5) or m:ss (4:59)"),
        (
            FactSpec("spoke_to", FactType.CHOICE, True, QUESTION, ("teammate", "spectator")),
            "teammate|spectator",
        ),
        (FactSpec("what", FactType.TEXT, False, QUESTION), "text"),
    ],
)
def test_each_kind_of_fact_says_how_to_write_its_value(spec: FactSpec, expected: str) -> None:
    assert spec.expected() == expected


def test_an_infraction_finds_its_facts_by_key_and_nothing_else() -> None:
    late = FactSpec("late", FactType.DURATION, True, QUESTION)
    infraction = Infraction("x", Group.TARDINESS, QUESTION, Penalty.WARNING, facts=(late,))
    assert infraction.fact("late") is late
    assert infraction.fact("early") is None
