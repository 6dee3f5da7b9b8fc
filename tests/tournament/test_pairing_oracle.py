"""Pairing against an independent oracle on small random events (issue 14, item 6).

The oracle (`tournament.oracle`) shares no code with the pairer, the standings or the matching
library: standings in exact fractions from the policy's words, and the best cost of any
perfect matching found by dynamic programming. Issue 6's rules, checked on every round:
- every active team plays once; dropped teams and teams not yet entered are not paired;
- with an odd number, the bye goes to the lowest-ranked team that has not had one (the
  lowest-ranked team when all have);
- no rematch while one can be avoided, then the smallest points gaps (equal points meet), then
  the smallest squared gaps (two one-step pair-downs beat one two-step one);
- tables follow the standings: team 1 is the higher-ranked team, table 1 holds the best team,
  the bye comes last;
- the diagnostics count what the pairing did, and its lower bound is the least any pairing
  could reach.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tagduel.tournament.model import Pairing, TeamId
from tagduel.tournament.pairing import PairingSettings, assess_pairing, pair_round
from tagduel.tournament.standings import ByeCount, LossTiming, StandingsSettings
from tournament.oracle import (
    Policy,
    best_pairing_cost,
    oracle_standings,
    pairing_cost,
    perfect_matchings,
    random_event,
    rank_key,
    tallies,
)

# Small windows and blocks force the block-by-block try, the widening and the cuts into runs
# on fields the oracle can still solve exactly.
SETTINGS = [
    PairingSettings(),
    PairingSettings(window=1, exact_up_to=2, block=2),
    PairingSettings(window=1, exact_up_to=2, block=4),
    PairingSettings(window=2, exact_up_to=4, block=6),
]


@settings(max_examples=120)
@given(
    teams=st.integers(min_value=1, max_value=15),
    rounds=st.integers(min_value=0, max_value=5),
    seed=st.integers(min_value=0, max_value=2**32),
    which=st.integers(min_value=0, max_value=len(SETTINGS) - 1),
    later=st.booleans(),
    byes_count=st.booleans(),
)
def test_pairing_follows_the_rules_checked_by_an_independent_oracle(
    teams: int, rounds: int, seed: int, which: int, later: bool, byes_count: bool
) -> None:
    done, roster = random_event(random.Random(seed), teams, rounds)
    number = rounds + 1
    active = roster.active(number)
    if not active:
        return
    timing = LossTiming.LATER_RANKS_HIGHER if later else LossTiming.EARLIER_RANKS_HIGHER
    bye_count = ByeCount.AS_WIN if byes_count else ByeCount.EXCLUDED
    chosen = StandingsSettings(loss_timing=timing, bye=bye_count)
    paired = pair_round(done, roster, random.Random(seed + 1), SETTINGS[which], chosen)

    policy = Policy(later_loss_higher=later, byes_count=byes_count)
    key = {row.team: rank_key(row, policy) for row in oracle_standings(done, roster, policy)}
    tally = tallies(done, roster)
    points = {team: t.points for team, t in tally.items()}
    met = {team: t.opponents for team, t in tally.items()}

    assert paired.round == number
    assert [p.round for p in paired.pairings] == [number] * len(paired.pairings)
    assert [p.table for p in paired.pairings] == list(range(1, len(paired.pairings) + 1))
    seated = [team for p in paired.pairings for team in p.teams]
    assert sorted(seated) == sorted(active)

    byes = [p.team1 for p in paired.pairings if p.is_bye]
    if len(active) % 2 == 0:
        assert byes == []
    else:
        assert len(byes) == 1 and paired.pairings[-1].is_bye
        without = [t for t in active if tally[t].byes == 0] or active
        assert key[byes[0]] == max(key[t] for t in without)

    tables = [(p.team1, p.team2) for p in paired.pairings if p.team2 is not None]
    players = [t for t in active if t not in byes]
    assert pairing_cost(tables, points, met) == best_pairing_cost(players, points, met)
    assert all(key[a] <= key[b] for a, b in tables)
    assert all(key[tables[i][0]] <= key[tables[i + 1][0]] for i in range(len(tables) - 1))

    rematches, gap, _ = pairing_cost(tables, points, met)
    least_gap = best_pairing_cost(players, points, {t: [] for t in players})[1]
    found = paired.diagnostics
    assert (found.teams, found.rematches, found.score_difference) == (len(players), rematches, gap)
    assert found.pair_downs == sum(points[a] != points[b] for a, b in tables)
    assert found.lower_bound == least_gap
    assert found.proven_optimal


@settings(max_examples=80)
@given(
    teams=st.integers(min_value=2, max_value=9),
    rounds=st.integers(min_value=1, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_a_given_pairing_is_assessed_against_every_pairing_it_could_have_been(
    teams: int, rounds: int, seed: int
) -> None:
    rng = random.Random(seed)
    done, roster = random_event(rng, teams, rounds)
    active = roster.active(rounds + 1)
    rng.shuffle(active)
    bye = active.pop() if len(active) % 2 else None
    tables = [(active[i], active[i + 1]) for i in range(0, len(active), 2)]
    pairings = [Pairing(rounds + 1, n, a, b) for n, (a, b) in enumerate(tables, start=1)]
    if bye is not None:
        pairings.append(Pairing(rounds + 1, len(pairings) + 1, bye))

    tally = tallies(done, roster)
    points = {team: t.points for team, t in tally.items()}
    met = {team: t.opponents for team, t in tally.items()}
    rematches, gap, _ = pairing_cost(tables, points, met)
    no_history: dict[TeamId, list[TeamId]] = {t: [] for t in active}
    least = min(
        (pairing_cost(m, points, no_history)[1] for m in perfect_matchings(active)), default=0
    )

    found = assess_pairing(done, roster, pairings)
    assert (found.teams, found.rematches, found.score_difference) == (len(active), rematches, gap)
    assert found.pair_downs == sum(points[a] != points[b] for a, b in tables)
    assert found.lower_bound == least
    assert found.proven_optimal is (rematches == 0 and gap == least)
    assert found.solver is None
