"""Whole small events on SQLite and PostgreSQL: the attendance chart, Swiss pairing over the
log, results in between, the end of Swiss and the top cut (issue 6)."""

from __future__ import annotations

import random

import pytest

from services.kit import EVENT, Chooser, new_event, play_round
from tagduel.services.errors import EventError, SwissOverError
from tagduel.services.events import Events
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.services.topcut import numbered, report_topcut, start_topcut
from tagduel.tournament.errors import TournamentError
from tagduel.tournament.model import Pairing, Result


def seeded_results(seed: int) -> Chooser:
    rng = random.Random(seed)

    def choose(_: Pairing) -> Result:
        return rng.choice([Result.WIN, Result.WIN, Result.LOSS, Result.LOSS, Result.DRAW])

    return choose


def test_eight_teams_play_three_rounds_without_rematches_and_no_top_cut(events: Events) -> None:
    new_event(events, 8)
    met: set[frozenset[object]] = set()
    choose = seeded_results(1)
    for seed in (11, 12, 13):
        for p in play_round(events, seed, choose):
            assert not p.is_bye, "8 teams: no bye"
            assert frozenset(p.teams) not in met, "no avoidable rematch"
            met.add(frozenset(p.teams))
    state = events.tournament(EVENT)
    structure = state.structure()
    assert structure is not None
    assert (structure.teams, structure.rounds, structure.top_cut) == (8, 3, 0)
    assert all(r.wins + r.losses + r.draws == 3 for r in state.standings())
    with pytest.raises(SwissOverError, match="no top cut: the standings are final"):
        pair_next(events, EVENT, seed=14)
    with pytest.raises(EventError, match="has no top cut"):
        start_topcut(events, EVENT)


def test_nine_teams_play_four_rounds_with_a_new_bye_each_round_then_a_top_four(
    events: Events,
) -> None:
    new_event(events, 9)
    byes = []
    for seed in (21, 22, 23, 24):
        pairings = play_round(events, seed)
        byes += [p.team1 for p in pairings if p.is_bye]
    assert len(byes) == len(set(byes)) == 4, "one bye a round, never the same team twice"
    with pytest.raises(SwissOverError, match="the Top 4 cut is next"):
        pair_next(events, EVENT, seed=25)
    bracket = start_topcut(events, EVENT).value
    standings = events.tournament(EVENT).standings()
    assert list(bracket.seeds) == [s.team for s in standings[:4]]
    semis = numbered(bracket)[:2]
    assert [(m.match.team1, m.match.team2) for m in semis] == [
        (standings[0].team, standings[3].team),
        (standings[1].team, standings[2].team),
    ]
    report_topcut(events, EVENT, 1, str(standings[3].team))
    report_topcut(events, EVENT, 2, str(standings[1].team))
    with pytest.raises(EventError, match="already has a winner"):
        report_topcut(events, EVENT, 1, str(standings[0].team))
    final = report_topcut(events, EVENT, 3, str(standings[1].team)).value
    assert final.match.round == 2
    final_bracket = events.tournament(EVENT).bracket()
    assert final_bracket is not None
    assert final_bracket.champion == standings[1].team


def test_the_next_round_waits_for_every_result_and_names_the_open_tables(events: Events) -> None:
    new_event(events, 6)
    pairings = pair_next(events, EVENT, seed=1).value.pairing.pairings
    report_result(events, EVENT, 1, 1, Result.WIN)
    with pytest.raises(EventError, match=r"round 1 still needs a result for table\(s\) 2 \("):
        pair_next(events, EVENT, seed=2)
    assert len(pairings) == 3
    assert len(events.tournament(EVENT).paired) == 1


def test_the_same_facts_and_seed_give_the_same_pairings_in_another_event(events: Events) -> None:
    new_event(events, 10, name="First")
    new_event(events, 10, name="Second")
    first = play_round(events, 5, name="First")
    second = play_round(events, 5, name="Second")
    assert [(p.team1, p.team2) for p in first] == [(p.team1, p.team2) for p in second]
    paired = events.tournament("Second").paired[0]
    assert paired.seed == 5
    assert paired.diagnostics["rematches"] == 0


def test_the_organiser_overrides_the_chart_at_the_first_pairing(events: Events) -> None:
    new_event(events, 3)
    with pytest.raises(TournamentError, match="attendance chart covers 4"):
        pair_next(events, EVENT, seed=1)
    structure = pair_next(events, EVENT, seed=1, rounds=2, top_cut=0).value.structure
    assert (structure.rounds, structure.top_cut, structure.overridden) == (2, 0, True)


def test_a_top_cut_starts_only_after_the_last_swiss_round(events: Events) -> None:
    new_event(events, 9)
    play_round(events, 1)
    with pytest.raises(EventError, match="Swiss is not over: 1 of 4 rounds paired"):
        start_topcut(events, EVENT)


def test_an_override_out_of_bounds_at_pairing_is_refused_and_nothing_is_stored(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    new_event(events, 6)
    with pytest.raises(TournamentError, match="must be 1 to 30"):
        pair_next(events, EVENT, seed=1, rounds=31)
    with pytest.raises(TournamentError, match="needs 2 to 256 teams"):
        pair_next(events, EVENT, seed=1, top_cut=10**20)
    assert events.tournament(EVENT).paired == []
