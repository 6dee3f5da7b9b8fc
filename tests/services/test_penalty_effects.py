"""Penalties change results exactly as seed 000 says, derived on read (SQLite and PostgreSQL).

Seed 000 (../shared/seeds/README.md, "Penalty types"): a duel loss "loses the duel in progress;
if committed between duels, applies to the next duel"; a match loss "loses the match in
progress; if committed between matches … the judge may apply it to the next match"; a
disqualification "loses the match in progress and is disqualified"; dq_forfeit "as dq, and
loses the prize eligibility already earned". Seed 001 B: matches are best of one, so a duel
loss decides its match. Seed 001 A: the loss is the duelist's team's.
"""

from __future__ import annotations

from dataclasses import replace

from services.kit import EVENT, new_event, penalty, play_round
from tagduel.penalties.model import Decision, NextMatch, Timing
from tagduel.services.events import Events
from tagduel.services.exports import standing_rows
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.services.topcut import numbered, start_topcut
from tagduel.tournament.model import Pairing, Result


def first_table(events: Events, seed: int = 1) -> Pairing:
    return pair_next(events, EVENT, seed=seed).value.pairing.pairings[0]


def duelist_a(team: object) -> str:
    return f"Duelist {str(team).removeprefix('Team ')}A"


def test_a_match_loss_during_the_match_makes_the_table_a_loss_for_that_team(
    events: Events,
) -> None:
    new_event(events, 4)
    table = first_table(events)
    report_result(events, EVENT, 1, 1, Result.WIN)
    request = penalty("slow_play_intentional", duelist_a(table.team1), str(table.team1), round_=1)
    issued = events.penalties.issue(EVENT, request).penalty
    state = events.tournament(EVENT)
    assert state.result_at(1, 1) is Result.LOSS
    reported = state.reported(1, 1)
    assert reported is not None and reported.result is Result.WIN, "the report is kept"
    assert state.effects.deciding[(1, 1)] == [issued.number]
    points = {s.team: s.points for s in state.standings()}
    assert (points[table.team1], points[str(table.team2)]) == (0, 3)


def test_match_losses_for_both_teams_make_a_double_loss_and_close_the_table(
    events: Events,
) -> None:
    new_event(events, 4)
    table = first_table(events)
    for team in table.teams:
        events.penalties.issue(
            EVENT, penalty("slow_play_intentional", duelist_a(team), str(team), round_=1, table=1)
        )
    report_result(events, EVENT, 1, 2, Result.DRAW)
    state = events.tournament(EVENT)
    assert state.result_at(1, 1) is Result.DOUBLE_LOSS
    assert state.unreported(1) == []
    assert pair_next(events, EVENT, seed=2).value.pairing.round == 2


def test_a_duel_loss_between_duels_takes_the_teams_next_match(events: Events) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    offender = events.tournament(EVENT).paired[0].pairings[0].team1
    request = penalty(
        "marked_cards_pattern", duelist_a(offender), str(offender), round_=1,
        timing=Timing.BETWEEN_DUELS,
    )  # fmt: skip
    events.penalties.issue(EVENT, request)
    pending = events.tournament(EVENT).effects.effects[-1]
    assert pending.table is None and "pending" in pending.text
    pairings = pair_next(events, EVENT, seed=2).value.pairing.pairings
    table = next(p for p in pairings if offender in p.teams)
    state = events.tournament(EVENT)
    expected = Result.LOSS if table.team1 == offender else Result.WIN
    assert state.result_at(2, table.table) is expected, "decided before any report"
    assert state.result_at(1, 1) is Result.WIN, "round 1 stands"


def test_a_next_match_loss_passes_over_a_bye_to_the_match_after(events: Events) -> None:
    new_event(events, 5)
    play_round(events, seed=1)
    bye = next(p for p in pair_next(events, EVENT, seed=2).value.pairing.pairings if p.is_bye)
    request = penalty(
        "slow_play_intentional", duelist_a(bye.team1), str(bye.team1), round_=1,
        timing=Timing.BETWEEN_MATCHES,
    )  # fmt: skip
    events.penalties.issue(EVENT, replace(request, decision=Decision(next_match=NextMatch.APPLY)))
    state = events.tournament(EVENT)
    assert state.result_at(2, bye.table) is Result.BYE
    for p in state.paired[1].pairings:
        if not p.is_bye:
            report_result(events, EVENT, 2, p.table, Result.DRAW)
    pairings = pair_next(events, EVENT, seed=3).value.pairing.pairings
    table = next(p for p in pairings if bye.team1 in p.teams)
    assert not table.is_bye, "a team gets a second bye only when every team has had one"
    lost = Result.LOSS if table.team1 == bye.team1 else Result.WIN
    assert events.tournament(EVENT).result_at(3, table.table) is lost


def test_an_undecided_match_loss_between_matches_changes_nothing_yet(events: Events) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    team = events.tournament(EVENT).paired[0].pairings[0].team2
    request = penalty(
        "slow_play_intentional", duelist_a(team), str(team), round_=1,
        timing=Timing.BETWEEN_MATCHES,
    )  # fmt: skip
    events.penalties.issue(EVENT, request)
    state = events.tournament(EVENT)
    assert "has not decided" in state.effects.effects[-1].text
    assert state.result_at(1, 1) is Result.WIN
    assert state.effects.losers == {}


def test_a_disqualified_team_loses_the_match_in_progress_and_is_never_paired_again(
    events: Events,
) -> None:
    new_event(events, 6)
    table = first_table(events)
    dq = penalty("improper_result_random", duelist_a(table.team2), str(table.team2), round_=1)
    events.penalties.issue(EVENT, dq)
    state = events.tournament(EVENT)
    assert state.result_at(1, 1) is Result.WIN
    assert state.is_dropped(str(table.team2))
    assert state.roster().dropped[str(table.team2)] == 1
    for p in state.paired[0].pairings[1:]:
        report_result(events, EVENT, 1, p.table, Result.WIN)
    later = pair_next(events, EVENT, seed=2).value.pairing.pairings
    assert all(table.team2 not in p.teams for p in later)
    row = next(r for r in standing_rows(events.tournament(EVENT)) if r["team"] == table.team2)
    assert (row["disqualified"], row["prizes_withdrawn"], row["dropped"]) == (True, False, True)


def test_a_disqualification_with_loss_of_prizes_shows_the_prizes_withdrawn(
    events: Events,
) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    team = events.tournament(EVENT).paired[0].pairings[1].team1
    fraud = penalty(
        "fraud_false_report", duelist_a(team), "", round_=1, timing=Timing.BETWEEN_MATCHES
    )
    events.penalties.issue(EVENT, fraud)
    state = events.tournament(EVENT)
    row = next(r for r in standing_rows(state) if r["team"] == team)
    assert (row["disqualified"], row["prizes_withdrawn"]) == (True, True)
    assert state.result_at(1, 2) is Result.WIN, "between matches: no match in progress to lose"
    assert "prizes withdrawn" in state.effects.effects[-1].text


def test_a_voided_penalty_gives_the_reported_result_back(events: Events) -> None:
    new_event(events, 4)
    table = first_table(events)
    report_result(events, EVENT, 1, 1, Result.WIN)
    request = penalty("slow_play_intentional", duelist_a(table.team1), str(table.team1), round_=1)
    issued = events.penalties.issue(EVENT, request).penalty
    assert events.tournament(EVENT).result_at(1, 1) is Result.LOSS
    assert issued.number is not None
    events.penalties.void(EVENT, issued.number, "wrong table", "Head Judge")
    assert events.tournament(EVENT).result_at(1, 1) is Result.WIN


def test_a_penalty_to_someone_not_in_the_event_changes_no_result(events: Events) -> None:
    new_event(events, 4)
    first_table(events)
    report_result(events, EVENT, 1, 1, Result.WIN)
    events.penalties.issue(EVENT, penalty("slow_play_intentional", "Spectator", "", round_=1))
    state = events.tournament(EVENT)
    assert state.result_at(1, 1) is Result.WIN
    assert "not on a registered team" in state.effects.effects[-1].text


def test_a_team_disqualified_in_the_top_cut_loses_its_match_there(events: Events) -> None:
    new_event(events, 4, rounds=1, top_cut=4)
    play_round(events, seed=1)
    seeds = start_topcut(events, EVENT).value.seeds
    offender = seeds[3]  # plays seed 1 in match 1
    dq = penalty("improper_result_random", duelist_a(offender), str(offender), round_=2)
    events.penalties.issue(EVENT, dq)
    bracket = events.tournament(EVENT).bracket()
    assert bracket is not None
    first = numbered(bracket)[0].match
    assert (first.team2, first.winner) == (offender, seeds[0])
    assert numbered(bracket)[2].match.team1 == seeds[0], "seed 1 goes on to the final"
