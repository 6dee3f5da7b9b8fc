"""Every CSV an event exports is safe to open in a spreadsheet and imports back (issue 13, item
5): a name starting with `=`, `+`, `-` or `@` is written with a leading `'` (OWASP, CSV
injection), and `import-results` takes that quote off again; the teams export."""

from __future__ import annotations

import csv
import io

from services.kit import EVENT, cards, deck, example_settings, new_event, play_round
from tagduel.services.events import Events
from tagduel.services.exports import What, parse_results_csv, rows, to_csv
from tagduel.services.registration import DuelistEntry, TeamRequest, drop_team, register_team
from tagduel.services.results import import_results
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result

HOSTILE = ['=HYPERLINK("http://evil.example","click")', "+Plus", "-Minus", "@At"]


def hostile_event(events: Events, name: str = EVENT) -> None:
    events.create(name, example_settings())
    for n, team in enumerate(HOSTILE):
        entry = TeamRequest(
            team,
            DuelistEntry(f"=A{n}", deck("light-A.ydk")),
            DuelistEntry(f"B{n}", deck("dark-B.ydk")),
        )
        register_team(events, name, entry, cards())


def cells(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_no_exported_csv_cell_starts_a_spreadsheet_formula(sqlite_events: Events) -> None:
    hostile_event(sqlite_events)
    play_round(sqlite_events, seed=1)
    state = sqlite_events.tournament(EVENT)
    for what in (What.TEAMS, What.PAIRINGS, What.RESULTS, What.STANDINGS):
        for row in cells(to_csv(rows(state, what)))[1:]:
            assert all(c[:1] not in ("=", "+", "-", "@") for c in row), (what, row)
    teams = cells(to_csv(rows(state, What.TEAMS)))
    assert teams[1][:3] == ['\'=HYPERLINK("http://evil.example","click")', "'=A0", "B0"]


def test_exported_results_with_quoted_names_import_back_into_a_twin_event(events: Events) -> None:
    hostile_event(events, "Original")
    hostile_event(events, "Twin")
    play_round(events, 1, lambda p: Result.LOSS, "Original")
    pair_next(events, "Twin", 1)
    exported = to_csv(rows(events.tournament("Original"), What.RESULTS))
    parsed = parse_results_csv(exported, "results.csv")
    assert {t for r in parsed for t in r.teams} == set(HOSTILE), "our quote is taken off"
    written = import_results(events, "Twin", parsed, "results.csv")
    assert len(written.value.stored) == 2
    twin = events.tournament("Twin")
    assert [s.points for s in twin.standings()] == [3, 3, 0, 0]


def test_the_teams_export_lists_duelists_decks_late_entries_and_drops(events: Events) -> None:
    new_event(events, 4)
    play_round(events, seed=1)
    register_team(events, EVENT, TeamRequest(
        "Team 5",
        DuelistEntry("Duelist 5A", deck("light-A.ydk")),
        DuelistEntry("Duelist 5B", deck("dark-B.ydk")),
        late=True,
    ), cards())  # fmt: skip
    drop_team(events, EVENT, "Team 2")
    table = {r["team"]: r for r in rows(events.tournament(EVENT), What.TEAMS)}
    assert list(table) == ["Team 1", "Team 2", "Team 3", "Team 4", "Team 5"]
    assert table["Team 1"] == {
        "team": "Team 1",
        "duelist_a": "Duelist 1A",
        "duelist_b": "Duelist 1B",
        "first_round": 1,
        "late": False,
        "dropped_after": "",
        "disqualified": False,
        "deck_a": "Main 40, Extra 3, Side 3",  # examples/decks/light-A.ydk
        "deck_b": "Main 40, Extra 2, Side 2",  # examples/decks/dark-B.ydk
    }
    assert (table["Team 5"]["first_round"], table["Team 5"]["late"]) == (2, True)
    assert table["Team 2"]["dropped_after"] == 1
