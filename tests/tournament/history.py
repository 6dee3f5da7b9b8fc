"""Builders for tournament tests: rounds written out by hand, and seeded simulated events."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tagduel.tournament.model import Pairing, Result, Roster, Round, TeamId
from tagduel.tournament.pairing import PairingSettings, pair_round

Table = tuple[TeamId, TeamId | None, str]


def played(number: int, tables: Sequence[Table]) -> Round:
    """A round from (team1, team2 or None for a bye, team 1's result) per table, in order."""
    pairings = tuple(Pairing(number, t, a, b) for t, (a, b, _) in enumerate(tables, start=1))
    results = {
        t: Result.parse(text) for t, (_, b, text) in enumerate(tables, start=1) if b is not None
    }
    return Round(number, pairings, results)


def history(*rounds: Sequence[Table]) -> list[Round]:
    return [played(n, tables) for n, tables in enumerate(rounds, start=1)]


def random_result(rng: random.Random, draws: float = 0.0) -> Result:
    roll = rng.random()
    if roll < draws:
        return Result.DRAW if rng.random() < 0.8 else Result.DOUBLE_LOSS
    return Result.WIN if rng.random() < 0.5 else Result.LOSS


def simulate(
    roster: Roster,
    rounds: int,
    seed: int,
    *,
    draws: float = 0.0,
    settings: PairingSettings | None = None,
) -> list[Round]:
    """`rounds` rounds paired by `pair_round` with results from a seeded RNG."""
    pair_rng, result_rng = random.Random(seed), random.Random(seed + 1)
    done: list[Round] = []
    for _ in range(rounds):
        paired = pair_round(done, roster, pair_rng, settings or PairingSettings())
        results = {
            p.table: random_result(result_rng, draws) for p in paired.pairings if not p.is_bye
        }
        done.append(Round(paired.round, paired.pairings, results))
    return done


def random_history(teams: Sequence[TeamId], rounds: int, rng: random.Random) -> list[Round]:
    """Rounds of random pairings (rematches allowed: adversarial histories for the pairer)."""
    done: list[Round] = []
    for number in range(1, rounds + 1):
        order = list(teams)
        rng.shuffle(order)
        tables: list[Table] = []
        while len(order) >= 2:
            a, b = order.pop(), order.pop()
            tables.append((a, b, random_result(rng, 0.15).value))
        if order:
            tables.append((order.pop(), None, "bye"))
        done.append(played(number, tables))
    return done
