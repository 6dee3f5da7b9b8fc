"""A bot drives a whole small event through the JSON API only (`/api/v1`): create it, register
6 teams (decks as a .ydk file's text, a ydke:// URL, a deck code and a text list), pair and
report 3 Swiss rounds, read the standings, play the top 4 to a champion, export the placings.
The helpers here (a bot's client, an event with teams) serve the other test_api_* files too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from services.kit import cards
from tagduel.decks.formats import DeckFormat, read_deck, write_deck
from web.conftest import Site, make_site

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"
API = "/api/v1"


def deck_text(name: str) -> str:
    """An example deck file's text (light-A and dark-B are legal together under the example
    list; illegal-B is not)."""
    return (DECKS / name).read_text(encoding="utf-8")


def deck_as(name: str, fmt: DeckFormat) -> str:
    deck = read_deck((DECKS / name).read_bytes(), source=name, db=cards())
    return write_deck(deck, fmt, cards())


def bot(site: Site, token: str | None = None) -> TestClient:
    """A client as a bot is: no cookies of a browser, no Origin; a Bearer token when given.
    (Only one client per application enters `with`: it runs the application's lifespan, which
    on PostgreSQL starts a listener thread that can start only once.)"""
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return TestClient(site.app, headers=headers)


def organiser_bot(site: Site) -> TestClient:
    return bot(site, site.ctx.accounts.new_api_token(site.organiser, "bot"))


def create_event(client: TestClient, name: str = "API Cup", **settings: Any) -> int:
    body = {"name": name, "banlist": "builtin", **settings}
    r = client.post(f"{API}/events", json=body)
    assert r.status_code == 201, r.text
    return int(r.json()["event_id"])


def team_body(i: int, deck_b: str | None = None) -> dict[str, Any]:
    return {
        "team": f"Team {i}",
        "a": f"Duelist {i}A",
        "b": f"Duelist {i}B",
        "deck_a": deck_text("light-A.ydk"),
        "deck_b": deck_b if deck_b is not None else deck_text("dark-B.ydk"),
    }


def event_with_teams(client: TestClient, teams: int, **settings: Any) -> int:
    """An event of `teams` teams (Team 1, …), 3 Swiss rounds and no top cut unless told."""
    event_id = create_event(client, **{"rounds": 3, "top_cut": 0, **settings})
    for i in range(1, teams + 1):
        r = client.post(f"{API}/events/{event_id}/teams", json=team_body(i))
        assert r.status_code == 201, r.text
    return event_id


def pair(client: TestClient, event_id: int, seed: int) -> dict[str, Any]:
    r = client.post(f"{API}/events/{event_id}/rounds", json={"seed": seed})
    assert r.status_code == 201, r.text
    return dict(r.json())


def put_result(
    client: TestClient, event_id: int, number: int, table: int, result: str, **more: Any
) -> Any:
    path = f"{API}/events/{event_id}/rounds/{number}/tables/{table}/result"
    return client.put(path, json={"result": result, **more})


@pytest.fixture
def db_site(db_url: str) -> Iterator[Site]:
    """The application on SQLite, then on PostgreSQL."""
    made = make_site(db_url)
    yield made
    made.ctx.store.close()


def _register_six(client: TestClient, event_id: int) -> None:
    """Team 1-3: Duelist B's deck as a .ydk file's text; team 4 as a ydke:// URL; team 5 as a
    deck code; team 6 as a text list: each read by its content."""
    forms = {
        4: deck_as("dark-B.ydk", DeckFormat.YDKE),
        5: deck_as("dark-B.ydk", DeckFormat.DECKCODE),
        6: deck_text("dark-B.txt"),
    }
    for i in range(1, 7):
        r = client.post(f"{API}/events/{event_id}/teams", json=team_body(i, forms.get(i)))
        assert r.status_code == 201, r.text
        body = r.json()
        assert body["team"] == f"Team {i}" and body["deck_check"]["legal"] is True
        assert (body["a"], body["b"], body["first_round"]) == (f"Duelist {i}A", f"Duelist {i}B", 1)


def _play_swiss(client: TestClient, event_id: int) -> None:
    for number in (1, 2, 3):
        paired = pair(client, event_id, seed=number)
        assert paired["round"] == number and len(paired["pairings"]) == 3  # 6 teams: no bye
        assert paired["last_swiss_round"] is (number == 3)
        for table in paired["pairings"]:
            assert table["result"] is None and len(table["seats1"]) == 2
            r = put_result(client, event_id, number, table["table"], "team1")
            assert r.status_code == 200, r.text
            assert r.json()["text"] == f"{table['team1']} beat {table['team2']}"


def test_a_bot_runs_a_six_team_event_to_its_champion_through_the_api_alone(
    db_site: Site,
) -> None:
    with organiser_bot(db_site) as client:
        event_id = create_event(client, rounds=3, top_cut=4)
        _register_six(client, event_id)
        assert client.get(f"{API}/events/{event_id}").json()["next_step"] == "pair"
        _play_swiss(client, event_id)

        standings = client.get(f"{API}/events/{event_id}/standings").json()["standings"]
        # 3 rounds x 3 tables x 3 points for a win (issue 6), no draw: 27 points in all; two
        # teams won rounds 1 and 2 at different tables and meet in round 3: one is 3-0.
        assert sum(s["points"] for s in standings) == 27
        assert [s["rank"] for s in standings] == [1, 2, 3, 4, 5, 6]
        assert (standings[0]["points"], standings[0]["record"]) == (9, "3-0-0")
        assert all(len(s["code"]) == 11 for s in standings)

        cut = client.post(f"{API}/events/{event_id}/topcut", json={})
        assert cut.status_code == 201, cut.text
        seeds = cut.json()["seeds"]
        assert seeds == [s["team"] for s in standings[:4]]  # seeded from the Swiss standings
        first = cut.json()["rounds"][0]["matches"]
        # single elimination, 1 vs 4 and 2 vs 3, numbered down the bracket (issue 6)
        assert [(m["match"], m["team1"], m["team2"]) for m in first] == [
            (1, seeds[0], seeds[3]),
            (2, seeds[1], seeds[2]),
        ]
        for match, winner in ((1, seeds[0]), (2, seeds[2]), (3, seeds[2])):
            r = client.put(f"{API}/events/{event_id}/topcut/{match}", json={"winner": winner})
            assert r.status_code == 200, r.text
        assert r.json()["champion"] == seeds[2]

        summary = client.get(f"{API}/events/{event_id}").json()
        assert (summary["next_step"], summary["rounds_paired"]) == ("finished", 3)
        placings = client.get(
            f"{API}/events/{event_id}/exports/placings", params={"format": "json"}
        )
        assert placings.headers["content-type"].startswith("application/json")
        assert placings.json()["rows"][0]["team"] == seeds[2]

        public = bot(db_site)  # the projector's reads need no token
        bracket = public.get(f"{API}/events/{event_id}/public/bracket").json()
        assert bracket["champion"] == seeds[2] and bracket["planned"] == 4
        listed = public.get(f"{API}/events").json()["events"]
        assert [(e["event_id"], e["teams"], e["rounds"]) for e in listed] == [(event_id, 6, 3)]


def test_a_correction_through_the_api_replaces_the_report_and_names_it(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 2)
        pair(client, event_id, seed=1)
        first = put_result(client, event_id, 1, 1, "team1").json()
        fixed = put_result(client, event_id, 1, 1, "draw", reason="score slip misread")
        assert fixed.status_code == 200, fixed.text
        assert fixed.json()["corrected"] is True
        assert f"#{fixed.json()['replaces']}" == first["facts"]
        table = client.get(f"{API}/events/{event_id}/rounds/1").json()["pairings"][0]
        assert (table["result"], table["source"]) == ("draw", "correction")


def test_the_same_result_again_records_nothing_new(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 2)
        pair(client, event_id, seed=1)
        assert put_result(client, event_id, 1, 1, "team2").json()["facts"].startswith("#")
        again = put_result(client, event_id, 1, 1, "team2")
        assert again.status_code == 200 and again.json()["facts"] == ""


def test_teams_are_amended_dropped_and_brought_back_through_the_api(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 3)
        teams = f"{API}/events/{event_id}/teams"
        r = client.patch(f"{teams}/Team 2", json={"a": "Duelist Two A", "reason": "typo"})
        assert r.status_code == 200 and r.json()["changed"] == ["Duelist A's name"], r.text
        assert (
            client.post(f"{teams}/Team 3/drop", json={"reason": "ill"}).json()["after_round"] == 0
        )
        listed = {t["name"]: t for t in client.get(teams).json()["teams"]}
        assert listed["Team 2"]["a"] == "Duelist Two A" and listed["Team 3"]["dropped"] is True
        assert client.post(f"{teams}/Team 3/undrop", json={}).status_code == 200
        assert not any(t["dropped"] for t in client.get(teams).json()["teams"])


@pytest.mark.parametrize("name", ["AC/DC", "X/drop"])
def test_a_team_named_with_a_slash_is_amended_dropped_and_brought_back(
    site: Site, name: str
) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 2)
        teams = f"{API}/events/{event_id}/teams"
        r = client.post(teams, json={**team_body(3), "team": name})
        assert r.status_code == 201, r.text
        r = client.patch(f"{teams}/{name}", json={"b": "Someone New", "reason": "typo"})
        assert r.status_code == 200 and r.json()["team"] == name, r.text
        r = client.post(f"{teams}/{name.replace('/', '%2F')}/drop", json={"reason": "ill"})
        assert r.status_code == 200 and r.json()["team"] == name, r.text
        listed = {t["name"]: t for t in client.get(teams).json()["teams"]}
        assert listed[name]["b"] == "Someone New" and listed[name]["dropped"] is True
        assert client.post(f"{teams}/{name}/undrop", json={}).status_code == 200
        assert not any(t["dropped"] for t in client.get(teams).json()["teams"])


def test_a_round_is_entered_from_rows_and_voided_again(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 3)
        rows = [{"table": 1, "team1": "Team 3", "team2": "Team 1"}, {"table": 2, "team1": "Team 2"}]
        r = client.post(f"{API}/events/{event_id}/rounds/from-rows", json={"rows": rows})
        assert r.status_code == 201, r.text
        tables = [(t["table"], t["team1"], t["team2"]) for t in r.json()["pairings"]]
        assert tables == [(1, "Team 3", "Team 1"), (2, "Team 2", None)]
        voided = client.post(f"{API}/events/{event_id}/rounds/1/void", json={"reason": "wrong"})
        assert voided.status_code == 200 and voided.json()["tables"] == 2, voided.text
        assert client.get(f"{API}/events/{event_id}/rounds").json()["rounds"] == []


def test_results_are_imported_from_rows_and_csv(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        pair(client, event_id, seed=3)
        path = f"{API}/events/{event_id}/results/import"
        rows = [{"round": 1, "table": 1, "result": "team1"}]
        first = client.post(path, json={"rows": rows})
        assert first.status_code == 200 and len(first.json()["stored"]) == 1, first.text
        csv = "round,table,result\n1,1,team1\n1,2,double-loss\n"
        second = client.post(path, json={"csv": csv, "source": "results.csv"}).json()
        assert second["stored"] == [{"round": 1, "table": 2, "result": "double-loss"}]
        assert second["skipped"] == {"already recorded": 1}


def test_the_clock_runs_through_every_action_and_guides_the_end_of_a_match(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4, round_minutes=50)
        pair(client, event_id, seed=1)
        clock = f"{API}/events/{event_id}/clock"
        states = []
        for action, body in (
            ("start", {}),
            ("pause", {}),
            ("resume", {}),
            ("extend", {"minutes": 5}),
            ("extend-table", {"table": 1, "minutes": 3}),
            ("call", {}),
        ):
            r = client.post(f"{clock}/{action}", json=body)
            assert r.status_code == 200, (action, r.text)
            states.append(r.json()["clock"]["state"])
        assert states[:3] == ["running", "paused", "running"]
        assert states[-1] == "extra_turns"  # time called, table 1 still plays its extra turns
        now = client.get(clock, params={"table": 1, "turn": "2A", "first": 1}).json()
        assert now["minutes"] == 50 and now["tables"][0]["extra"] == 180
        # seed 001 B: "Turn Duelist will end his/her turn, and each other Duelist will count as
        # the (3) Extra Turns"; turn order after 2A (team 1 went first): 1B, 2B, 1A.
        assert now["guide"]["lines"][:4] == [
            "1. Time is called. 2A finishes the current turn.",
            "2. Extra turn 1 of 3: 1B.",
            "3. Extra turn 2 of 3: 2B.",
            "4. Extra turn 3 of 3: 1A.",
        ]
        seen = bot(site).get(f"{API}/events/{event_id}/public/clock").json()
        assert seen["event_id"] == event_id and seen["state"] == now["state"]
