"""Names at registration (issue 13, item 5): one line, no control characters, at most 100
characters (`tagduel.names`), and no team named like a result word or a bye, since the pairings
print 'BYE' and `--result` takes team1, team2, draw and double-loss. Nothing is stored on a
refusal."""

from __future__ import annotations

import pytest

from services.kit import EVENT, cards, deck, example_settings
from tagduel.names import BadNameError
from tagduel.services.errors import EventError
from tagduel.services.events import Events
from tagduel.services.registration import DuelistEntry, TeamRequest, register_team


def request(team: str, a: str = "Aki Izayoi", b: str = "Yusei Fudo") -> TeamRequest:
    return TeamRequest(
        team, DuelistEntry(a, deck("light-A.ydk")), DuelistEntry(b, deck("dark-B.ydk"))
    )


@pytest.mark.parametrize(
    ("team", "a", "b", "what"),
    [
        ("Black\nRoses", "Aki", "Yusei", "team name"),
        ("Black Roses", "Aki\x1b[31m", "Yusei", "Duelist A's name"),
        ("Black Roses", "Aki", "Yu\tsei", "Duelist B's name"),
        ("Black Roses\u202e", "Aki", "Yusei", "team name"),
    ],
)
def test_a_name_with_a_control_character_is_refused_and_nothing_is_stored(
    sqlite_events: Events, team: str, a: str, b: str, what: str
) -> None:
    sqlite_events.create(EVENT, example_settings())
    before = sqlite_events.tournament(EVENT).last_seq
    with pytest.raises(BadNameError, match=f"^{what} .* holds a control character"):
        register_team(sqlite_events, EVENT, request(team, a, b), cards())
    assert sqlite_events.tournament(EVENT).last_seq == before


@pytest.mark.parametrize(
    "word",
    ["BYE", "bye", "Team1", "TEAM2", "Draw", "double-loss", "Double  Loss", "ＢＹＥ", "ｔｅａｍ１"],
)
def test_a_team_named_like_a_result_word_or_a_bye_is_refused(
    sqlite_events: Events, word: str
) -> None:
    sqlite_events.create(EVENT, example_settings())
    with pytest.raises(EventError, match="pairings and results use that word"):
        register_team(sqlite_events, EVENT, request(word), cards())
    assert sqlite_events.tournament(EVENT).teams == {}


def test_names_that_only_contain_a_result_word_are_fine(sqlite_events: Events) -> None:
    sqlite_events.create(EVENT, example_settings())
    for n, name in enumerate(["Team 1", "Byebye", "Draw Phase"]):
        register_team(sqlite_events, EVENT, request(name, f"A{n}", f"B{n}"), cards())
    assert list(sqlite_events.tournament(EVENT).teams) == ["Team 1", "Byebye", "Draw Phase"]


def test_names_are_stored_trimmed_with_their_spaces_collapsed(events: Events) -> None:
    events.create(EVENT, example_settings())
    written = register_team(
        events, EVENT, request("  黒薔薇\u3000 チーム ", "  Aki   Izayoi", "Yusei Fudo "), cards()
    )
    payload = written.facts[0].payload
    assert payload["team"] == "黒薔薇 チーム"
    assert [d["name"] for d in payload["duelists"]] == ["Aki Izayoi", "Yusei Fudo"]
    assert written.value.duelists == ("Aki Izayoi", "Yusei Fudo")


def test_a_name_over_100_characters_is_refused(sqlite_events: Events) -> None:
    sqlite_events.create(EVENT, example_settings())
    with pytest.raises(BadNameError, match="team name has 101 characters; the most is 100"):
        register_team(sqlite_events, EVENT, request("x" * 101), cards())
