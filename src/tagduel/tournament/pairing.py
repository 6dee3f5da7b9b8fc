"""Swiss pairing of teams by maximum-weight matching, reproducible from a seeded random.Random.

Issue 6: "teams with equal points meet where possible; never a rematch while one can be avoided;
with an odd number of teams, the bye goes to the lowest-ranked team that has not had one (a bye
is a win)". Dropped teams are never paired; late entries are paired from the round they joined.

How: the bye is settled first. The other teams are put in pairing order (points, best first;
within equal points a random order drawn from `rng`) and joined by edges to the next `window`
teams in that order (the exact window below in small events). An edge's cost is, in strict
priority: a rematch, the points difference, its square (two one-step pair-downs beat one two-step), and
a random tie-break. The matching minimises the total cost over perfect matchings.

Why a narrow band is enough, and when it is provably optimal:
- *Certificate.* No perfect matching can have a smaller points gap (or squared gap) than pairing
  neighbours in points order. A result with no rematch that reaches that bound is optimal.
  The first try matches each run of `block` teams alone, with the `window` band.
- *Exact window.* Otherwise the band is widened once, to 4r + 1 where r is the most previous
  opponents any team has, and that answer is exact. Proof sketch: take an optimal pairing with
  an edge (a, b) spanning more places than that. Every pair (c, d) with a team strictly between
  a and b can be swapped with (a, b) into two shorter edges ((a, c) and (d, b) when nested,
  likewise when crossing) that cost no more (the costs are convex in the points gap) and
  shrink the sum of squared spans, unless one new edge is a rematch, which uses up one of the
  at most 2r distinct previous opponents of a and b. So at most 2r pairs, 4r teams, lie
  between a and b once no swap is left: some optimal pairing uses only edges of span ≤ 4r + 1.
  The exact band is still split into runs, at places proven safe (`_exact_cuts`).
Round 1 is the same procedure with every team on 0 points: a random pairing.
"""

from __future__ import annotations

import itertools
import random  # only random.Random: a seeded generator passed in, never the global functions
from collections.abc import Sequence
from dataclasses import dataclass

from tagduel.tournament.errors import TournamentError
from tagduel.tournament.matching import Edge, Solver, max_weight_matching
from tagduel.tournament.model import Pairing, Roster, Round, TeamId
from tagduel.tournament.records import TeamRecord, team_records
from tagduel.tournament.standings import (
    DEFAULT_SETTINGS,
    StandingsSettings,
    sort_key,
    standings_from_records,
)

_JITTER = 256


@dataclass(frozen=True, slots=True)
class PairingSettings:
    """`window`: how many teams further down the pairing order each team gets an edge to, at
    first; `exact_up_to`: at or below this many teams the exact window is used at once;
    `max_window`: never widen past this (None: up to the exact window); `block`: in bigger
    events, first try to match each run of `block` teams of the pairing order on its own (the
    answer still counts only when it is proven optimal for the whole round)."""

    window: int = 8
    exact_up_to: int = 64
    max_window: int | None = None
    block: int = 256
    solver: Solver = Solver.RUSTWORKX

    def __post_init__(self) -> None:
        if self.window < 1 or (self.max_window is not None and self.max_window < 1):
            raise TournamentError("the pairing window must be at least 1")
        if self.block < 2 or self.block % 2:
            raise TournamentError("the pairing block must be an even number of teams, at least 2")


@dataclass(frozen=True, slots=True)
class PairingDiagnostics:
    """How the pairing came out: `score_difference` sums the points gaps of all tables and
    `lower_bound` is the least any pairing could reach; `window` is the last one tried;
    `proven_optimal`: it reached the lower bound with no rematch, or the graph was complete."""

    teams: int
    rematches: int
    pair_downs: int
    score_difference: int
    lower_bound: int
    window: int
    edges: int
    attempts: int
    proven_optimal: bool
    solver: Solver | None
    """None: the pairing was given (by hand or by another tool), not solved here."""


@dataclass(frozen=True, slots=True)
class RoundPairing:
    """The pairings of one round, tables in standings order; the bye, if any, is last."""

    round: int
    pairings: tuple[Pairing, ...]
    diagnostics: PairingDiagnostics

    @property
    def bye(self) -> TeamId | None:
        return next((p.team1 for p in self.pairings if p.is_bye), None)


@dataclass(frozen=True, slots=True)
class _Solution:
    pairs: list[tuple[int, int]]
    cost: tuple[int, int, int]
    window: int
    edges: int
    proven: bool


def pair_round(
    rounds: Sequence[Round],
    roster: Roster,
    rng: random.Random,
    settings: PairingSettings = PairingSettings(),
    standings_settings: StandingsSettings = DEFAULT_SETTINGS,
) -> RoundPairing:
    """Pair round `len(rounds) + 1`; every earlier table must have its result."""
    number = len(rounds) + 1
    _check_reported(rounds)
    records = team_records(rounds, roster)
    ranked = _ranked(records, roster, number, rng, standings_settings)
    if not ranked:
        raise TournamentError(f"round {number}: no team is left to pair")
    bye = _bye_team(ranked, records) if len(ranked) % 2 else None
    players = [team for team in ranked if team != bye]
    tie = {team: rng.random() for team in players}
    order = sorted(players, key=lambda team: (-records[team].points, tie[team]))
    points = [records[team].points for team in order]
    met = [set(records[team].opponents) for team in order]
    solution, attempts = _solve(order, points, met, rng, settings)
    pairs = [(order[a], order[b]) for a, b in solution.pairs]
    return RoundPairing(
        number,
        _tables(number, pairs, ranked, bye),
        _diagnostics(solution, points, attempts, settings.solver),
    )


def assess_pairing(
    rounds: Sequence[Round], roster: Roster, pairings: Sequence[Pairing]
) -> PairingDiagnostics:
    """Diagnostics of a round paired elsewhere (by hand, by another tool), measured as
    `pair_round` measures its own: rematches, pair-downs, the points gap against its lower
    bound; `proven_optimal` when it has no rematch and reaches the bound."""
    records = team_records(rounds, roster)
    tables = [(p.team1, p.team2) for p in pairings if p.team2 is not None]
    gaps = [abs(records[a].points - records[b].points) for a, b in tables]
    rematches = sum(b in records[a].opponents for a, b in tables)
    points = sorted((records[t].points for pair in tables for t in pair), reverse=True)
    bound = _lower_bound(points)[0]
    return PairingDiagnostics(
        teams=len(points),
        rematches=rematches,
        pair_downs=sum(gap != 0 for gap in gaps),
        score_difference=sum(gaps),
        lower_bound=bound,
        window=0,
        edges=0,
        attempts=0,
        proven_optimal=rematches == 0 and sum(gaps) == bound,
        solver=None,
    )


def _check_reported(rounds: Sequence[Round]) -> None:
    for played in rounds:
        missing = played.unreported_tables()
        if missing:
            tables = ", ".join(str(t) for t in missing)
            raise TournamentError(f"round {played.number} has no result yet for table(s) {tables}")


def _ranked(
    records: dict[TeamId, TeamRecord],
    roster: Roster,
    number: int,
    rng: random.Random,
    settings: StandingsSettings,
) -> list[TeamId]:
    """Active teams in standings order; teams tied on every tiebreaker in a random order."""
    active = set(roster.active(number))
    rows = [row for row in standings_from_records(records, roster, settings) if row.team in active]
    tie = {row.team: rng.random() for row in rows}
    rows.sort(key=lambda row: (sort_key(row, settings.loss_timing), tie[row.team]))
    return [row.team for row in rows]


def _bye_team(ranked: list[TeamId], records: dict[TeamId, TeamRecord]) -> TeamId:
    """The lowest-ranked team without a bye; when all have had one, the lowest-ranked."""
    for team in reversed(ranked):
        if records[team].byes == 0:
            return team
    return ranked[-1]


def _solve(
    order: list[TeamId],
    points: list[int],
    met: list[set[TeamId]],
    rng: random.Random,
    settings: PairingSettings,
) -> tuple[_Solution, int]:
    n = len(order)
    if n == 0:
        return _Solution([], (0, 0, 0), 0, 0, True), 0
    exact = min(4 * max(len(seen) for seen in met) + 1, n - 1)
    cap = exact if settings.max_window is None else min(settings.max_window, exact)
    bound = (0, *_lower_bound(points))
    first = min(settings.window, cap)
    attempts = 0
    if n > settings.exact_up_to and first < cap:
        attempts += 1
        blocks = range(0, n, settings.block)
        pairs, edges = _segments(order, points, met, rng, first, blocks, settings.solver)
        cost = _cost(pairs, order, points, met)
        if cost == bound:
            return _Solution(pairs, cost, first, edges, True), attempts
    starts = _exact_cuts(order, met, cap, settings.block) if n > settings.block else [0]
    pairs, edges = _segments(order, points, met, rng, cap, starts, settings.solver)
    cost = _cost(pairs, order, points, met)
    return _Solution(pairs, cost, cap, edges, cap >= exact or cost == bound), attempts + 1


def _segments(
    order: list[TeamId],
    points: list[int],
    met: list[set[TeamId]],
    rng: random.Random,
    window: int,
    starts: Sequence[int],
    solver: Solver,
) -> tuple[list[tuple[int, int]], int]:
    """Match each run of the pairing order from one start to the next on its own.

    Starts are even places, so the round's lower bound is the sum of the runs' bounds: runs
    that each reach theirs with no rematch together reach the round's (the certificate)."""
    bounds = [*starts, len(order)]
    pairs: list[tuple[int, int]] = []
    edges = 0
    for start, stop in itertools.pairwise(bounds):
        sub = _edges(order[start:stop], points[start:stop], met[start:stop], window, rng)
        pairs += [(a + start, b + start) for a, b in max_weight_matching(stop - start, sub, solver)]
        edges += len(sub)
    return pairs, edges


def _exact_cuts(order: list[TeamId], met: list[set[TeamId]], width: int, block: int) -> list[int]:
    """0, then about every `block` places an even place k where the round splits exactly.

    With every edge spanning at most `width` places, two edges crossing k join a team of
    [k - width, k) to one of [k, k + width); if no two teams inside either zone have met, the
    two can always be swapped into one edge on each side at no extra cost, so some optimal
    pairing has no edge across k. Cuts lie more than 2 × width apart so swaps at one cut never
    cross another."""
    n, starts = len(order), [0]
    target = block
    while target < n:
        cut = next(
            (
                k
                for k in range(target, min(n, target + block // 2), 2)
                if k - starts[-1] > 2 * width
                and _met_none(order, met, max(k - width, 0), k)
                and _met_none(order, met, k, min(k + width, n))
            ),
            None,
        )
        if cut is not None:
            starts.append(cut)
        target = (cut or target) + block
    return starts


def _met_none(order: list[TeamId], met: list[set[TeamId]], lo: int, hi: int) -> bool:
    """True when no two teams at places lo..hi-1 have met before."""
    zone = set(order[lo:hi])
    return all(zone.isdisjoint(met[i]) for i in range(lo, hi))


def _lower_bound(points: list[int]) -> tuple[int, int]:
    """The least points gap (and squared gap) of any perfect matching: neighbours in order."""
    gaps = [points[i] - points[i + 1] for i in range(0, len(points) - 1, 2)]
    return sum(gaps), sum(g * g for g in gaps)


def _edges(
    order: list[TeamId], points: list[int], met: list[set[TeamId]], window: int, rng: random.Random
) -> list[Edge]:
    n = len(order)
    pairs = n // 2
    spread = points[0] - points[-1]
    square = pairs * _JITTER + 1
    step = pairs * (spread * spread * square + _JITTER) + 1
    rematch = pairs * (spread * step + spread * spread * square + _JITTER) + 1
    top = 2 * rematch
    edges: list[Edge] = []
    for i in range(n):
        p, seen = points[i], met[i]
        for j in range(i + 1, min(n, i + window + 1)):
            gap = p - points[j]
            cost = gap * step + gap * gap * square + rng.randrange(_JITTER)
            if order[j] in seen:
                cost += rematch
            edges.append((i, j, top - cost))
    return edges


def _cost(
    pairs: list[tuple[int, int]], order: list[TeamId], points: list[int], met: list[set[TeamId]]
) -> tuple[int, int, int]:
    rematches = sum(order[b] in met[a] for a, b in pairs)
    gaps = [abs(points[a] - points[b]) for a, b in pairs]
    return rematches, sum(gaps), sum(g * g for g in gaps)


def _tables(
    number: int, pairs: list[tuple[TeamId, TeamId]], ranked: list[TeamId], bye: TeamId | None
) -> tuple[Pairing, ...]:
    rank = {team: index for index, team in enumerate(ranked)}
    ordered = sorted(
        ((a, b) if rank[a] < rank[b] else (b, a) for a, b in pairs), key=lambda p: rank[p[0]]
    )
    tables = [Pairing(number, t, a, b) for t, (a, b) in enumerate(ordered, start=1)]
    if bye is not None:
        tables.append(Pairing(number, len(tables) + 1, bye))
    return tuple(tables)


def _diagnostics(
    solution: _Solution, points: list[int], attempts: int, solver: Solver
) -> PairingDiagnostics:
    rematches, gap, _ = solution.cost
    return PairingDiagnostics(
        teams=len(points),
        rematches=rematches,
        pair_downs=sum(points[a] != points[b] for a, b in solution.pairs),
        score_difference=gap,
        lower_bound=_lower_bound(points)[0],
        window=solution.window,
        edges=solution.edges,
        attempts=attempts,
        proven_optimal=solution.proven,
        solver=solver,
    )
