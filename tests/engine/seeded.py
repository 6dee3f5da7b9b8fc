"""Every decision of seeded random duels, for tests that check a kept answer against a fresh one.

The choices are the benchmark's (`random.Random(f"choices:{seed}")`), so a test walks the same
duels `bench_random_play.py` and `tools/duel_digests.py` play.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence

from tagduel.cards.model import Card
from tagduel.engine.duel import Duel
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import Seat

Decks = Mapping[Seat, Sequence[Card]]


def seeded_decisions(
    decks: Decks | Callable[[int], Decks],
    seeds: range,
    scripts: Scripts,
    *,
    limit: int = 100_000,
) -> Iterator[Duel]:
    """Yield each duel at each of its decisions (at most `limit` per duel), then answer that
    decision at random; `decks` may depend on the seed."""
    for seed in seeds:
        chosen = decks(seed) if callable(decks) else decks
        duel = Duel.new(chosen, seed=seed, scripts=scripts)
        rng = random.Random(f"choices:{seed}")
        for _ in range(limit):
            if duel.pending is None:
                break
            yield duel
            duel.apply(rng.choice(duel.pending.actions))
