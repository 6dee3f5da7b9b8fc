"""Uniform draws from a seeded `random.Random`, written out so the compiled engine runs them
natively (the generator's own `choice` and `shuffle` are Python code in the standard library,
a call per decision of random play).

The draws are made exactly as CPython's `Random.choice` and `Random.shuffle` make them (an index
below n from `getrandbits` of n's bit length, retried until it falls below n; a shuffle swaps
each place from the last down with one at or below it), so a seed gives the same duel with
either; the tests compare them. Written here, they also stay the same if a later Python changes
how the standard library draws.
"""

from __future__ import annotations

import random  # only random.Random, passed in: never the global functions
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A uniform integer in [0, n) (n ≥ 1)."""
    bits = n.bit_length()
    drawn = rng.getrandbits(bits)
    while drawn >= n:
        drawn = rng.getrandbits(bits)
    return drawn


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """One of `items`, uniformly (IndexError when there are none)."""
    if not items:
        raise IndexError("Cannot choose from an empty sequence")
    return items[below(rng, len(items))]


def shuffle(rng: random.Random, items: list[T]) -> None:
    """Shuffle `items` in place, every order equally likely."""
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]
