"""Penalties change top-cut results exactly as they change Swiss ones (seed 000).

Seed 000 (../shared/seeds/README.md, "Penalty types"): a duel loss "loses the duel in progress;
if committed between duels, applies to the next duel"; a match loss "loses the match in
progress; if committed between matches … the judge may apply it to the next match"; a
disqualification "loses the match in progress and is disqualified". Seed 001 B: matches are
best of one, so a duel loss decides its match. Seed 001 A: the loss is the duelist's team's.
With one Swiss round, top-cut round 1 is event round 2, round 2 is event round 3.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from services.kit import EVENT, cut, cut_match, penalty
from tagduel.penalties.model import Decision, NextMatch, Timing
from tagduel.services.errors import EventError
from tagduel.services.events import Events
from tagduel.services.topcut import report_topcut


def duelist_a(team: str) -> str:
    return f"Duelist {team.removeprefix('Team ')}A"


def issue(
    events: Events,
    infraction: str,
    team: str,
    round_: int,
    *,
    table: int | None = None,
    timing: Timing = Timing.DURING_DUEL,
) -> int:
    request = penalty(infraction, duelist_a(team), team, round_=round_, table=table, timing=timing)
    number = events.penalties.issue(EVENT, request).penalty.number
    assert number is not None
    return number


def next_match_loss(events: Events, team: str, round_: int) -> int:
    request = penalty(
        "slow_play_intentional", duelist_a(team), team, round_=round_,
        timing=Timing.BETWEEN_MATCHES,
    )  # fmt: skip
    applied = replace(request, decision=Decision(next_match=NextMatch.APPLY))
    number = events.penalties.issue(EVENT, applied).penalty.number
    assert number is not None
    return number


def test_a_match_loss_during_a_top_cut_match_ends_it_before_any_report(events: Events) -> None:
    seeds = cut(events, 4, 4)
    number = issue(events, "slow_play_intentional", seeds[0], 2)
    assert cut_match(events, 1).winner == seeds[3]
    assert cut_match(events, 3).team1 == seeds[3], "seed 4 goes on to the final"
    with pytest.raises(EventError, match=f"match 1 is decided by penalty #{number}"):
        report_topcut(events, EVENT, 1, seeds[0])
    effect = events.tournament(EVENT).effects.effects[-1]
    assert effect.text == f"{seeds[0]} loses top-cut match 1"
    assert effect.table == (2, 1)


def test_a_penalty_decides_a_top_cut_match_over_the_reported_winner(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    report_topcut(events, EVENT, 2, seeds[1])
    issue(events, "slow_play_intentional", seeds[1], 2, table=2)
    assert cut_match(events, 2).winner == seeds[2]
    state = events.tournament(EVENT)
    assert state.topcut is not None
    reported = state.topcut.reported(2)
    assert reported is not None and reported.winner == seeds[1], "the report is kept"


def test_match_losses_for_both_teams_let_the_team_they_would_meet_through(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    for team in (seeds[0], seeds[3]):
        issue(events, "slow_play_intentional", team, 2, table=1)
    first = cut_match(events, 1)
    assert (first.team1, first.team2, first.winner) == (seeds[0], seeds[3], None)
    assert events.tournament(EVENT).bracket() is not None
    assert cut_match(events, 3).winner is None, "the final waits for match 2"
    with pytest.raises(
        EventError, match=r"match 1 is decided by penalty #\d+, #\d+ \(a double loss\)"
    ):
        report_topcut(events, EVENT, 1, seeds[0])
    report_topcut(events, EVENT, 2, seeds[2])
    bracket = events.tournament(EVENT).bracket()
    assert bracket is not None and bracket.champion == seeds[2]
    with pytest.raises(EventError, match=f"match 3: {seeds[2]} goes through without playing"):
        report_topcut(events, EVENT, 3, seeds[2])


def test_a_duel_loss_between_duels_takes_the_teams_next_top_cut_match(events: Events) -> None:
    seeds = cut(events, 4, 4)
    report_topcut(events, EVENT, 1, seeds[0])
    request = penalty(
        "marked_cards_pattern", duelist_a(seeds[0]), seeds[0], round_=2,
        timing=Timing.BETWEEN_DUELS,
    )  # fmt: skip
    events.penalties.issue(EVENT, request)
    assert cut_match(events, 1).winner == seeds[0], "the match already won stands"
    assert "pending" in events.tournament(EVENT).effects.effects[-1].text
    report_topcut(events, EVENT, 2, seeds[1])
    assert cut_match(events, 3).winner == seeds[1]
    assert events.tournament(EVENT).effects.effects[-1].text == f"{seeds[0]} loses top-cut match 3"


def test_a_next_match_loss_from_the_last_swiss_round_passes_over_a_top_cut_bye(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 3)  # a Top 3: seed 1 has a bye in match 1
    next_match_loss(events, seeds[0], 1)
    assert cut_match(events, 1).winner == seeds[0], "a bye is not a match"
    report_topcut(events, EVENT, 2, seeds[1])
    assert cut_match(events, 3).winner == seeds[1]


def test_a_next_match_loss_from_the_last_swiss_round_takes_the_first_top_cut_match(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    next_match_loss(events, seeds[2], 1)
    assert cut_match(events, 2).winner == seeds[1]
    assert cut_match(events, 1).winner is None


def test_a_team_disqualified_between_top_cut_matches_keeps_the_match_it_won(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    report_topcut(events, EVENT, 1, seeds[0])
    issue(events, "fraud_false_report", seeds[0], 2, timing=Timing.BETWEEN_MATCHES)
    assert cut_match(events, 1).winner == seeds[0]
    report_topcut(events, EVENT, 2, seeds[2])
    bracket = events.tournament(EVENT).bracket()
    assert bracket is not None and bracket.champion == seeds[2]


def test_a_voided_penalty_gives_the_top_cut_match_back(sqlite_events: Events) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    report_topcut(events, EVENT, 1, seeds[0])
    number = issue(events, "slow_play_intentional", seeds[0], 2)
    assert cut_match(events, 1).winner == seeds[3]
    events.penalties.void(EVENT, number, "wrong duelist", "Head Judge")
    assert cut_match(events, 1).winner == seeds[0]


def test_a_top_cut_penalty_naming_no_round_takes_the_match_in_progress(
    sqlite_events: Events,
) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    report_topcut(events, EVENT, 1, seeds[0])
    report_topcut(events, EVENT, 2, seeds[1])
    swiss = [events.tournament(EVENT).result_at(1, t) for t in (1, 2)]
    request = penalty("slow_play_intentional", duelist_a(seeds[1]), seeds[1], round_=None)
    events.penalties.issue(EVENT, request)
    state = events.tournament(EVENT)
    assert [state.result_at(1, t) for t in (1, 2)] == swiss, "no Swiss table is touched"
    assert cut_match(events, 2).winner == seeds[1], "the semifinal stands"
    assert cut_match(events, 3).winner == seeds[0], "the final is lost"


def test_a_disqualified_team_does_not_go_through_without_playing(sqlite_events: Events) -> None:
    events = sqlite_events
    seeds = cut(events, 4, 4)
    for team in (seeds[0], seeds[3]):
        issue(events, "slow_play_intentional", team, 2, table=1)
    report_topcut(events, EVENT, 2, seeds[1])
    issue(events, "fraud_false_report", seeds[1], 2, timing=Timing.BETWEEN_MATCHES)
    final = events.tournament(EVENT)
    bracket = final.bracket()
    assert bracket is not None and bracket.champion is None
    assert final.cut is not None and (2, 1) in final.cut.double_losses
    assert cut_match(events, 2).winner == seeds[1], "the semifinal it won stands"
