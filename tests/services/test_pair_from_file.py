"""A round's pairing entered from a CSV file, paired by hand or by another tool (issue 13):
every active team exactly once, no unknown team, one bye at most, tables 1 to N; every problem
named with its line; nothing stored on any."""

from __future__ import annotations

import pytest

from services.kit import EVENT, cards, new_event, play_round, team
from tagduel.services.errors import EventError, SwissOverError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events
from tagduel.services.exports import What, rows, to_csv
from tagduel.services.pairfile import PairingFileError, pair_from_rows, parse_pairing_csv
from tagduel.services.registration import drop_team, register_team
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Pairing, Result


def enter(events: Events, text: str, **overrides: int) -> list[Pairing]:
    parsed = parse_pairing_csv(text, "round.csv")
    return list(
        pair_from_rows(events, EVENT, parsed, "round.csv", **overrides).value.pairing.pairings
    )


def test_a_round_paired_by_hand_is_stored_as_the_file_gives_it(events: Events) -> None:
    new_event(events, 5)
    text = (
        "table,team1,team2\n"
        "2,team 3,TEAM 4\n"  # names as registration compares them: case and spacing aside
        "3,Team 5,BYE\n"
        "1,Team 1,Team 2\n"
    )
    pairings = enter(events, text)
    assert pairings == [
        Pairing(1, 1, "Team 1", "Team 2"),
        Pairing(1, 2, "Team 3", "Team 4"),
        Pairing(1, 3, "Team 5", None),
    ]
    state = events.tournament(EVENT)
    paired = state.paired[0]
    assert paired.diagnostics["source"] == "round.csv"
    assert paired.diagnostics["rematches"] == 0
    facts = events.store.facts(state.info.id)
    assert facts[-1].kind == FactKind.ROUND_PAIRED.value
    report_result(events, EVENT, 1, 1, Result.WIN)
    report_result(events, EVENT, 1, 2, Result.DRAW)
    points = {s.team: s.points for s in events.tournament(EVENT).standings()}
    assert points == {"Team 1": 3, "Team 5": 3, "Team 3": 1, "Team 4": 1, "Team 2": 0}


def test_every_problem_is_named_with_its_line_and_nothing_is_stored(events: Events) -> None:
    new_event(events, 6)
    text = (
        "table,team1,team2,round\n"
        "1,Team 1,Team 2,1\n"  # line 2: fine
        "1,Team 3,Nobody,1\n"  # line 3: table 1 again; no such team
        "x,Team 1,Team 4,1\n"  # line 4: not a table; Team 1 again
        "4,BYE,Team 5,1\n"  # line 5: BYE in team1
        "5,Team 6,Team 6,2\n"  # line 6: wrong round; a team against itself
    )
    before = events.tournament(EVENT).last_seq
    with pytest.raises(PairingFileError) as raised:
        enter(events, text)
    problems = raised.value.problems
    assert problems == (
        "line 3: table 1 is already on line 2",
        "line 3: no team 'Nobody' is registered",
        "line 4: table 'x' is not a table number (1 to 100000)",
        "line 4: Team 1 is already paired on line 2",
        "line 5: BYE goes in team2 (team1 is the team that has the bye)",
        "line 6: round '2', but the round being paired is 1",
        "line 6: Team 6 cannot play itself",
    )
    assert str(raised.value).startswith("round.csv: nothing stored, 7 problems: line 3:")
    assert events.tournament(EVENT).last_seq == before


def test_a_team_left_out_two_byes_and_gaps_in_the_tables_are_refused(events: Events) -> None:
    new_event(events, 5)
    with pytest.raises(PairingFileError) as raised:
        enter(events, "table,team1,team2\n1,Team 1,Team 2\n2,Team 3,\n3,Team 4,bye\n")
    assert raised.value.problems == (
        "lines 3, 4: only one team may have the bye",
        "not in the file: Team 5 (every team playing round 1 must be paired exactly once)",
    )
    with pytest.raises(PairingFileError, match="tables must be numbered 1 to 3; missing: 2"):
        enter(events, "table,team1,team2\n1,Team 1,Team 2\n4,Team 3,Team 4\n3,Team 5,\n")
    assert events.tournament(EVENT).paired == []


def test_dropped_teams_and_late_entries_before_their_round_are_not_playing(
    events: Events,
) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    drop_team(events, EVENT, "Team 4")
    register_team(events, EVENT, team(5, late=True), cards())
    pair_next(events, EVENT, seed=2)
    for p in events.tournament(EVENT).paired[1].pairings:
        if not p.is_bye:
            report_result(events, EVENT, 2, p.table, Result.WIN)
    drop_team(events, EVENT, "Team 3")
    with pytest.raises(PairingFileError) as raised:
        enter(events, "table,team1,team2\n1,Team 1,Team 3\n2,Team 2,Team 4\n3,Team 5,\n")
    assert raised.value.problems == (
        "line 2: Team 3 was dropped after round 2",
        "line 3: Team 4 was dropped after round 1",
    )


def test_the_pairing_file_waits_for_results_and_for_swiss_to_be_open(events: Events) -> None:
    new_event(events, 4, rounds=1)
    pair_next(events, EVENT, seed=1)
    text = "table,team1,team2\n1,Team 1,Team 2\n2,Team 3,Team 4\n"
    with pytest.raises(EventError, match="round 1 still needs a result"):
        enter(events, text)
    for table in (1, 2):
        report_result(events, EVENT, 1, table, Result.WIN)
    with pytest.raises(SwissOverError, match="Swiss is over"):
        enter(events, text)
    assert len(enter(events, text, rounds=2)) == 2, "unless the organiser adds a round"


def test_a_rounds_pairings_export_reads_back_as_a_pairing_file(events: Events) -> None:
    new_event(events, 5, name="Original")
    play_round(events, seed=4, name="Original")
    exported = to_csv(rows(events.tournament("Original"), What.PAIRINGS))
    new_event(events, 5)
    pairings = enter(events, exported)
    assert pairings == list(events.tournament("Original").paired[0].pairings)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("round,table,team1\n1,1,Team 1\n", "needs the columns table, team1, team2 .* team2"),
        ("", "missing: table, team1, team2"),
        ("table,team1,team2\n\n ,,\n", "has no tables"),
    ],
)
def test_a_file_without_the_columns_or_without_tables_is_refused(text: str, message: str) -> None:
    with pytest.raises(EventError, match=message):
        parse_pairing_csv(text, "round.csv")
