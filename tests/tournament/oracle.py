"""An independent reading of the tournament policy, for property tests (issue 14, item 6).

Written from the policy text alone (issue 6 and the Yu-Gi-Oh! TCG tournament policy's
"Tie-Breakers"), in exact fractions, sharing no code with `tagduel.tournament.standings` or
`records`: 3 points for a win or a bye, 1 for a draw; a team's match-win percentage is its wins
(a bye counting as a won match unless byes are left out) plus `draw_value` per draw, over its
matches; OMW% is the average over the team's opponents, match by match, of their percentage
raised to the floor; OOMW% the average of the same opponents' OMW%; then the sum of the squares
of the rounds lost (a late entry loses each round it missed); then registration order.

The pairing oracle brute-forces every way to pair a small field and keeps the best by the
stated priorities: fewest rematches, then the smallest sum of points gaps, then of squared gaps.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache

from tagduel.tournament.model import Pairing, Result, Roster, Round, TeamId

ZERO = Fraction(0)


@dataclass
class Tally:
    """What happened to one team, match by match."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    squares: int = 0
    opponents: list[TeamId] = field(default_factory=list)

    @property
    def points(self) -> int:
        return 3 * (self.wins + self.byes) + self.draws


@dataclass(frozen=True)
class Policy:
    """The knobs the policy text leaves to the organiser."""

    draw_value: Fraction = ZERO
    floor: Fraction = ZERO
    byes_count: bool = True
    dropped_count: bool = True
    later_loss_higher: bool = True


@dataclass(frozen=True)
class Row:
    team: TeamId
    points: int
    win_pct: Fraction
    omw: Fraction
    oomw: Fraction
    squares: int


def tallies(rounds: Sequence[Round], roster: Roster) -> dict[TeamId, Tally]:
    """Each registered team's tally: results read off every reported table."""
    out = {team: Tally() for team in roster.teams}
    for played in rounds:
        for pairing in played.pairings:
            one, two = pairing.team1, pairing.team2
            if two is None:
                out[one].byes += 1
                continue
            if pairing.table not in played.results:
                continue
            word = played.results[pairing.table].value
            _score(out[one], word, played.number, two)
            _score(out[two], _OTHER_SIDE[word], played.number, one)
    for team, first in roster.joined.items():
        for missed in range(1, min(first, len(rounds) + 1)):
            out[team].losses += 1
            out[team].squares += missed * missed
    return out


_OTHER_SIDE = {"win": "loss", "loss": "win", "draw": "draw", "double_loss": "double_loss"}


def _score(tally: Tally, word: str, number: int, opponent: TeamId) -> None:
    tally.opponents.append(opponent)
    if word == "win":
        tally.wins += 1
    elif word == "draw":
        tally.draws += 1
    else:  # a loss or a double loss
        tally.losses += 1
        tally.squares += number * number


def win_pct(tally: Tally, policy: Policy) -> Fraction:
    byes = tally.byes if policy.byes_count else 0
    matches = tally.wins + tally.losses + tally.draws + byes
    if matches == 0:
        return ZERO
    return (tally.wins + byes + policy.draw_value * tally.draws) / matches


def average(values: list[Fraction]) -> Fraction:
    return sum(values, ZERO) / len(values) if values else ZERO


def oracle_standings(rounds: Sequence[Round], roster: Roster, policy: Policy) -> list[Row]:
    """The standings, best first, computed straight from the policy's words."""
    tally = tallies(rounds, roster)
    pct = {team: win_pct(t, policy) for team, t in tally.items()}
    floored = {team: max(value, policy.floor) for team, value in pct.items()}

    def counted(team: TeamId) -> list[TeamId]:
        opponents = tally[team].opponents
        if policy.dropped_count:
            return opponents
        return [o for o in opponents if o not in roster.dropped]

    omw = {team: average([floored[o] for o in counted(team)]) for team in tally}
    oomw = {team: average([omw[o] for o in counted(team)]) for team in tally}
    rows = [
        Row(team, tally[team].points, pct[team], omw[team], oomw[team], tally[team].squares)
        for team in roster.teams
    ]
    return sorted(rows, key=lambda row: rank_key(row, policy))


def rank_key(row: Row, policy: Policy) -> tuple[int, Fraction, Fraction, int]:
    """Smaller is better; equal keys are full ties (registration order, or a random order)."""
    squares = -row.squares if policy.later_loss_higher else row.squares
    return (-row.points, -row.omw, -row.oomw, squares)


Pairs = list[tuple[TeamId, TeamId]]


def perfect_matchings(teams: Sequence[TeamId]) -> Iterator[Pairs]:
    """Every way to seat an even number of teams two by two."""
    if not teams:
        yield []
        return
    first, rest = teams[0], list(teams[1:])
    for i, other in enumerate(rest):
        for tail in perfect_matchings(rest[:i] + rest[i + 1 :]):
            yield [(first, other), *tail]


def pairing_cost(
    pairs: Pairs, points: dict[TeamId, int], met: dict[TeamId, list[TeamId]]
) -> tuple[int, int, int]:
    """(rematches, sum of points gaps, sum of squared gaps): the pairing priorities in order."""
    gaps = [abs(points[a] - points[b]) for a, b in pairs]
    return sum(b in met[a] for a, b in pairs), sum(gaps), sum(g * g for g in gaps)


def best_pairing_cost(
    teams: Sequence[TeamId], points: dict[TeamId, int], met: dict[TeamId, list[TeamId]]
) -> tuple[int, int, int]:
    """The least `pairing_cost` of any perfect matching, by dynamic programming over the set
    of teams still to seat (the first of them meets each other one in turn): exact, and fast
    enough for 16 teams where listing every matching is not."""

    @cache
    def best(left: frozenset[int]) -> tuple[int, int, int]:
        if not left:
            return (0, 0, 0)
        first = min(left)
        rest = left - {first}
        options = []
        for other in rest:
            a, b = teams[first], teams[other]
            gap = abs(points[a] - points[b])
            tail = best(rest - {other})
            options.append((tail[0] + (b in met[a]), tail[1] + gap, tail[2] + gap * gap))
        return min(options)

    return best(frozenset(range(len(teams))))


RESULTS = [Result.WIN, Result.LOSS, Result.DRAW, Result.DOUBLE_LOSS]


def random_event(
    rng: random.Random, teams: int, rounds: int, *, unreported: bool = False
) -> tuple[list[Round], Roster]:
    """Random rounds (rematches allowed: hard histories) with late entries and drops; with
    `unreported`, some tables of the last round have no result yet."""
    names: list[TeamId] = [f"T{i:02d}" for i in range(teams)]
    joined = {t: rng.randint(2, rounds + 1) for t in names[1:] if rounds and rng.random() < 0.2}
    dropped = {
        t: rng.randint(0, rounds) for t in names[1:] if t not in joined and rng.random() < 0.2
    }
    roster = Roster(tuple(names), joined, dropped)
    done: list[Round] = []
    for number in range(1, rounds + 1):
        order = roster.active(number)
        rng.shuffle(order)
        pairings: list[Pairing] = []
        results: dict[int, Result] = {}
        while len(order) >= 2:
            table = len(pairings) + 1
            pairings.append(Pairing(number, table, order.pop(), order.pop()))
            if number < rounds or not unreported or rng.random() < 0.8:
                results[table] = rng.choice(RESULTS)
        if order:
            pairings.append(Pairing(number, len(pairings) + 1, order.pop()))
        done.append(Round(number, tuple(pairings), results))
    return done, roster
