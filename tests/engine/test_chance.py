"""The engine's own uniform draws (`chance.py`) are those of the standard library's
`random.Random.choice` and `shuffle`: for any seed and size, the same pick, the same order, and
the generator left in the same state, so a seed plays the same duel either way (the oracle is
CPython's own implementation, not ours)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tagduel.engine import chance


def _next(rng: random.Random) -> int:
    return rng.getrandbits(64)


@given(seed=st.integers(0, 2**32), size=st.integers(1, 300))
def test_choice_picks_what_random_choice_picks(seed: int, size: int) -> None:
    items = list(range(size))
    ours, theirs = random.Random(seed), random.Random(seed)
    picks = [chance.choice(ours, items) for _ in range(5)]
    assert picks == [theirs.choice(items) for _ in range(5)]
    assert _next(ours) == _next(theirs)


@given(seed=st.integers(0, 2**32), size=st.integers(0, 300))
def test_shuffle_orders_as_random_shuffle_orders(seed: int, size: int) -> None:
    ours, theirs = list(range(size)), list(range(size))
    a, b = random.Random(seed), random.Random(seed)
    chance.shuffle(a, ours)
    b.shuffle(theirs)
    assert ours == theirs
    assert sorted(ours) == list(range(size))
    assert _next(a) == _next(b)


def test_below_covers_every_value_and_nothing_else() -> None:
    rng = random.Random(7)
    seen = {chance.below(rng, 5) for _ in range(500)}
    assert seen == {0, 1, 2, 3, 4}
    assert {chance.below(rng, 1) for _ in range(20)} == {0}


def test_choosing_from_nothing_is_an_index_error() -> None:
    with pytest.raises(IndexError, match="empty"):
        chance.choice(random.Random(1), [])
