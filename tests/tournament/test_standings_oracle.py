"""Standings against an independent reading of the policy, on random small events (issue 14).

The oracle (`tournament.oracle`) computes points, match-win percentages, OMW%, OOMW% and the
loss-round sum in exact fractions from the policy's words, sharing no code with the standings:
the order and every figure must agree, under every combination of settings.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.tournament.standings import (
    ByeCount,
    DropCount,
    LossTiming,
    StandingsSettings,
    standings,
)
from tournament.oracle import Policy, oracle_standings, random_event, rank_key

SHARES = [Fraction(0), Fraction(1, 4), Fraction(1, 3), Fraction(1, 2), Fraction(1)]


@settings(max_examples=150)
@given(
    teams=st.integers(min_value=1, max_value=9),
    rounds=st.integers(min_value=0, max_value=5),
    seed=st.integers(min_value=0, max_value=2**32),
    draw_value=st.sampled_from(SHARES),
    floor=st.sampled_from(SHARES),
    byes_count=st.booleans(),
    dropped_count=st.booleans(),
    later=st.booleans(),
)
def test_standings_agree_with_the_policy_read_independently(
    teams: int,
    rounds: int,
    seed: int,
    draw_value: Fraction,
    floor: Fraction,
    byes_count: bool,
    dropped_count: bool,
    later: bool,
) -> None:
    done, roster = random_event(random.Random(seed), teams, rounds, unreported=True)
    policy = Policy(draw_value, floor, byes_count, dropped_count, later)
    ours = standings(
        done,
        roster,
        StandingsSettings(
            min_percentage=float(floor),
            bye=ByeCount.AS_WIN if byes_count else ByeCount.EXCLUDED,
            dropped=DropCount.COUNTED if dropped_count else DropCount.EXCLUDED,
            loss_timing=LossTiming.LATER_RANKS_HIGHER if later else LossTiming.EARLIER_RANKS_HIGHER,
            draw_value=float(draw_value),
        ),
    )
    expected = oracle_standings(done, roster, policy)
    assert [r.team for r in ours] == [r.team for r in expected]
    for mine, theirs in zip(ours, expected, strict=True):
        assert mine.points == theirs.points
        assert mine.loss_round_squares == theirs.squares
        assert mine.win_pct == pytest.approx(float(theirs.win_pct), abs=1e-12)
        assert mine.omw == pytest.approx(float(theirs.omw), abs=1e-12)
        assert mine.oomw == pytest.approx(float(theirs.oomw), abs=1e-12)
    keys = [rank_key(r, policy) for r in expected]
    codes = [r.code for r in ours]
    # A better place never has a smaller AABBBCCCDDD number (parts rounded to 3 digits may tie).
    assert all(codes[i] >= codes[i + 1] for i in range(len(codes) - 1) if keys[i] < keys[i + 1])
