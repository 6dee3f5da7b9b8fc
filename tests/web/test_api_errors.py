"""Bad input through the JSON API: every refusal is a JSON `{"detail": …}` with the status that
says why (400 refused, 401/403 not for this caller, 404 no such thing, 409 a different result on
record, 422 invalid fields, illegal decks with the whole deck check), and nothing is stored."""

from __future__ import annotations

from web.conftest import Site
from web.test_api import (
    API,
    bot,
    create_event,
    deck_text,
    event_with_teams,
    organiser_bot,
    pair,
    put_result,
    team_body,
)


def _facts(site: Site, event: str = "API Cup") -> int:
    return site.ctx.events.state(event).last_seq


def test_illegal_team_decks_answer_422_with_every_problem_and_store_nothing(site: Site) -> None:
    # illegal-B beside light-A: Dark Hole twice in the team (Limited: 1 per team) and Mirror
    # Force three times (Semi-Limited: 2 per team), counted per team (Team Dueling Rules A,
    # seed 001 A), and a Main Deck of 39 cards (40 at least).
    with organiser_bot(site) as client:
        event_id = create_event(client)
        before = _facts(site)
        body = team_body(1, deck_text("illegal-B.txt"))
        r = client.post(f"{API}/events/{event_id}/teams", json=body)
        assert r.status_code == 422
        answer = r.json()
        assert answer["team"] == "Team 1" and answer["report"]["legal"] is False
        problems = {(p["code"], p["card"]) for p in answer["report"]["problems"]}
        assert problems == {
            ("main_too_small", ""),
            ("over_team_limit", "Dark Hole"),
            ("over_team_limit", "Mirror Force"),
        }
        dark_hole = next(p for p in answer["report"]["problems"] if p["card"] == "Dark Hole")
        assert (dark_hole["actual"], dark_hole["limit"], dark_hole["duelists"]) == (
            2,
            1,
            ["A", "B"],
        )
        assert "not registered" in answer["detail"]
        assert _facts(site) == before
        assert client.get(f"{API}/events/{event_id}/teams").json()["teams"] == []


def test_an_unreadable_deck_answers_422_naming_its_field(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = create_event(client)
        body = team_body(1, "ydke://not-a-deck!!")
        r = client.post(f"{API}/events/{event_id}/teams", json=body)
        assert r.status_code == 422
        assert [line.split(":")[0] for line in r.json()["detail"]] == ["deck_b"]


def test_unknown_events_rounds_tables_and_teams_answer_404(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        pair(client, event_id, seed=1)
        e = f"{API}/events/{event_id}"
        for path in (
            f"{API}/events/999",
            f"{e}/rounds/2",
            f"{API}/events/999/public/pairings",
        ):
            r = client.get(path)
            assert r.status_code == 404 and isinstance(r.json()["detail"], str), path
        assert put_result(client, event_id, 1, 7, "team1").status_code == 404
        assert put_result(client, event_id, 5, 1, "team1").status_code == 404
        r = client.post(f"{e}/teams/Nobody/drop", json={"reason": "x"})
        assert r.status_code == 404 and "Nobody" in r.json()["detail"]
        r = client.put(f"{e}/topcut/1", json={"winner": "Nobody"})
        assert r.status_code == 404


def test_organiser_operations_refuse_the_public_and_duelists_with_401(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        code = client.post(f"{API}/events/{event_id}/join-code").json()["code"]
        token = client.post(f"{API}/join", json={"code": code, "name": "Duelist 1A"}).json()[
            "token"
        ]
        before = _facts(site)
        for caller in (bot(site), bot(site, token), bot(site, "tdk_forged")):
            r = caller.post(f"{API}/events/{event_id}/rounds", json={"seed": 1})
            assert r.status_code == 401, r.text
            assert caller.get(f"{API}/events/{event_id}/teams").status_code == 401
        assert _facts(site) == before


def test_a_duelists_own_pages_refuse_the_organiser_with_403(site: Site) -> None:
    # by design: the organiser acts on a table through the organiser's operations
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        pair(client, event_id, seed=1)
        assert client.get(f"{API}/events/{event_id}/me").status_code == 403
        claim = f"{API}/events/{event_id}/rounds/1/tables/1/claim"
        assert client.post(claim, json={"result": "team1"}).status_code == 403


def test_a_different_result_without_a_reason_answers_409_and_keeps_the_first(
    site: Site,
) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        pair(client, event_id, seed=1)
        assert put_result(client, event_id, 1, 1, "team1").status_code == 200
        r = put_result(client, event_id, 1, 1, "team2")
        assert r.status_code == 409 and "with a reason" in r.json()["detail"]
        table = client.get(f"{API}/events/{event_id}/rounds/1").json()["pairings"][0]
        assert table["result"] == "team1"


def test_an_import_conflicting_with_a_result_on_record_names_the_row_and_stores_nothing(
    site: Site,
) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        pair(client, event_id, seed=1)
        put_result(client, event_id, 1, 1, "team1")
        before = _facts(site)
        rows = [
            {"round": 1, "table": 2, "result": "draw"},
            {"round": 1, "table": 1, "result": "draw"},
        ]
        r = client.post(f"{API}/events/{event_id}/results/import", json={"rows": rows})
        assert r.status_code == 400
        [problem] = r.json()["problems"]
        assert problem.startswith("line 2: round 1 table 1 is recorded as team1")
        assert _facts(site) == before


def test_bad_rows_answer_400_with_every_problem_and_store_nothing(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        before = _facts(site)
        rows = [
            {"table": 1, "team1": "Team 1", "team2": "Team 9"},
            {"table": 1, "team1": "Team 3", "team2": "Team 4"},
        ]
        r = client.post(f"{API}/events/{event_id}/rounds/from-rows", json={"rows": rows})
        assert r.status_code == 400
        problems = r.json()["problems"]
        assert "line 1: no team 'Team 9' is registered" in problems
        assert "line 2: table 1 is already on line 1" in problems
        assert any(p.startswith("not in the file: ") and "Team 2" in p for p in problems)
        assert _facts(site) == before


def test_invalid_event_settings_answer_422_naming_each_field(site: Site) -> None:
    with organiser_bot(site) as client:
        r = client.post(
            f"{API}/events",
            json={"name": "Bad Cup", "min_percentage": "2", "banlist": "builtin:No Such List"},
        )
        assert r.status_code == 422
        fields = sorted(line.split(":")[0] for line in r.json()["detail"])
        assert fields == ["banlist", "min_percentage"]
        wrong = client.post(f"{API}/events", json={"name": "Bad Cup", "tie_rule": "coin"})
        assert wrong.status_code == 422 and "tie_rule" in wrong.json()["detail"][0]
        typo = client.post(f"{API}/events", json={"name": "Bad Cup", "round": 3})
        assert typo.status_code == 422  # unknown fields are refused, not ignored
        assert client.get(f"{API}/events").json()["events"] == []


def test_a_second_event_of_the_same_name_is_refused_with_400(site: Site) -> None:
    with organiser_bot(site) as client:
        create_event(client, "City Cup")
        r = client.post(f"{API}/events", json={"name": "city  cup"})
        assert r.status_code == 400 and "already exists" in r.json()["detail"]


def test_a_refused_step_answers_400_in_one_line(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        r = client.post(f"{API}/events/{event_id}/topcut", json={})
        assert r.status_code == 400
        assert "\n" not in r.json()["detail"] and "Swiss" in r.json()["detail"]
