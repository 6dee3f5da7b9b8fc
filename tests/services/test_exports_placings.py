"""Top-cut results and final placings in the exports (issue 13, item 11). Issue 6: the top cut
is single elimination seeded from the Swiss standings (1 vs 4, 2 vs 3 in a Top 4); the
champion is 1st, the Final's loser 2nd, the Semifinals' losers share 3rd-4th, and the teams
outside the cut follow in their Swiss order. Expected places worked out by hand from the
bracket."""

from __future__ import annotations

import pytest

from services.kit import EVENT, cut, new_event, play_round
from tagduel.services.errors import EventError
from tagduel.services.events import Events
from tagduel.services.exports import What, rows
from tagduel.services.placings import ordinal
from tagduel.services.topcut import report_topcut


def places(events: Events) -> list[tuple[str, str, str]]:
    return [
        (r["place"], r["team"], r["reached"]) for r in rows(events.tournament(EVENT), What.PLACINGS)
    ]


def test_ordinals_read_as_english_ones() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th",
    ]  # fmt: skip


def test_a_top_four_places_champion_finalist_semifinalists_then_the_rest(events: Events) -> None:
    seeds = cut(events, 6, 4)
    rest = [str(s.team) for s in events.tournament(EVENT).standings() if str(s.team) not in seeds]
    with pytest.raises(EventError, match="the top cut waits for the result of matches 1, 2"):
        rows(events.tournament(EVENT), What.PLACINGS)
    report_topcut(events, EVENT, 1, seeds[0])  # 1 beats 4
    report_topcut(events, EVENT, 2, seeds[2])  # 3 beats 2
    with pytest.raises(EventError, match=r"waits for the result of match 3$"):
        rows(events.tournament(EVENT), What.PLACINGS)
    report_topcut(events, EVENT, 3, seeds[2])  # 3 wins the Final
    assert places(events) == [
        ("1st", seeds[2], "Champion"),
        ("2nd", seeds[0], "Final"),
        ("3rd-4th", seeds[1], "Semifinal"),
        ("3rd-4th", seeds[3], "Semifinal"),
        ("5th", rest[0], "Swiss"),
        ("6th", rest[1], "Swiss"),
    ]


def test_a_top_six_shares_fifth_and_sixth_between_the_first_round_losers(
    events: Events,
) -> None:
    # A Top 6 is a bracket of 8 with byes for seeds 1 and 2 (1-8, 4-5, 2-7, 3-6; 7 and 8 absent):
    # match 2 is 4 vs 5, match 4 is 3 vs 6, then 1 vs (4/5), 2 vs (3/6), then the Final.
    seeds = cut(events, 6, 6)
    for match, winner in ((2, 3), (4, 2), (5, 0), (6, 2), (7, 0)):
        report_topcut(events, EVENT, match, seeds[winner])
    assert [(p, t) for p, t, _ in places(events)] == [
        ("1st", seeds[0]),
        ("2nd", seeds[2]),
        ("3rd-4th", seeds[1]),
        ("3rd-4th", seeds[3]),
        ("5th-6th", seeds[4]),
        ("5th-6th", seeds[5]),
    ]


def test_without_a_top_cut_the_placings_are_the_final_swiss_standings(events: Events) -> None:
    new_event(events, 4)  # the attendance chart: 4 teams, 3 Swiss rounds, no top cut
    play_round(events, seed=1)
    with pytest.raises(EventError, match="no final placings yet: 1 of 3 Swiss rounds are paired"):
        rows(events.tournament(EVENT), What.PLACINGS)
    play_round(events, seed=2)
    play_round(events, seed=3)
    standings = [str(s.team) for s in events.tournament(EVENT).standings()]
    assert places(events) == [
        (place, team, "Swiss")
        for place, team in zip(("1st", "2nd", "3rd", "4th"), standings, strict=True)
    ]


def test_a_planned_top_cut_that_has_not_started_gives_no_placings(events: Events) -> None:
    new_event(events, 4, rounds=1, top_cut=4)
    play_round(events, seed=1)
    with pytest.raises(EventError, match="its Top 4 cut has not started"):
        rows(events.tournament(EVENT), What.PLACINGS)


def test_the_topcut_export_says_how_each_match_was_decided(events: Events) -> None:
    seeds = cut(events, 6, 6)
    report_topcut(events, EVENT, 2, seeds[3])
    table = rows(events.tournament(EVENT), What.TOPCUT)
    assert len(table) == 7
    assert table[0] == {
        "match": 1,
        "round": "Quarterfinal",
        "event_round": 2,
        "seed1": 1,
        "team1": seeds[0],
        "seed2": "",
        "team2": "",
        "winner": seeds[0],
        "decided_by": "bye",
        "penalties": "",
    }
    assert (table[1]["team1"], table[1]["team2"]) == (seeds[3], seeds[4])
    assert (table[1]["winner"], table[1]["decided_by"]) == (seeds[3], "report")
    assert (table[4]["round"], table[4]["team1"], table[4]["team2"]) == (
        "Semifinal",
        seeds[0],
        seeds[3],
    )
    assert (table[4]["winner"], table[4]["decided_by"]) == ("", "")
    assert (table[6]["round"], table[6]["event_round"]) == ("Final", 4)


def test_an_event_without_a_top_cut_exports_no_topcut_rows(sqlite_events: Events) -> None:
    new_event(sqlite_events, 4)
    play_round(sqlite_events, seed=1)
    assert rows(sqlite_events.tournament(EVENT), What.TOPCUT) == []
