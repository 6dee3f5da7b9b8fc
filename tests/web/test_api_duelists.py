"""Duelists through the JSON API: join with the event's join code and their registered name
(a `Bearer tdm_…` token), see their table, seats and opponents, and report their own table
two-sided: matching reports are recorded at once, differing ones wait for the organiser, who
accepts one; a duelist reports only their own table."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from tagduel.web.auth import TableAccess
from tagduel.web.slips import slip_token
from web.conftest import Site
from web.test_api import API, bot, event_with_teams, organiser_bot, pair


def _join(site: Site, code: str, name: str) -> TestClient:
    r = bot(site).post(f"{API}/join", json={"code": code, "name": name})
    assert r.status_code == 200, r.text
    assert r.json()["token"].startswith("tdm_")
    return bot(site, r.json()["token"])


def _event(client: TestClient) -> tuple[int, str, dict[str, Any]]:
    """4 teams, round 1 paired with seed 1, a join code; and round 1's table 1."""
    event_id = event_with_teams(client, 4)
    table = pair(client, event_id, seed=1)["pairings"][0]
    code = client.post(f"{API}/events/{event_id}/join-code").json()["code"]
    return event_id, code, table


def _person(team: str, seat: str = "A") -> str:
    return team.replace("Team ", "Duelist ") + seat  # Team 3 -> Duelist 3A


def _claim(client: TestClient, event_id: int, table: int, result: str, **more: Any) -> Any:
    path = f"{API}/events/{event_id}/rounds/1/tables/{table}/claim"
    return client.post(path, json={"result": result, **more})


def test_a_duelist_joins_and_sees_their_table_seats_and_opponents(site: Site) -> None:
    with organiser_bot(site) as organiser:
        event_id, code, table = _event(organiser)
        duelist = _join(site, code, _person(table["team2"], "B"))
        me = duelist.get(f"{API}/events/{event_id}/me").json()
        assert (me["team"], me["seat"]) == (table["team2"], "B")
        mine = me["table"]
        # seed 001 B: "Team 1 is Duelists 1A & 1B and Team 2 is Duelists 2A & 2B"
        assert (mine["round"], mine["table"], mine["my_seats"]) == (1, 1, ["2A", "2B"])
        assert mine["opponent"] == table["team1"] and mine["opponent_seats"] == ["1A", "1B"]
        assert me["clock"]["state"] == "not_started"


def test_matching_reports_from_both_teams_are_recorded_at_once(site: Site) -> None:
    with organiser_bot(site) as organiser:
        event_id, code, table = _event(organiser)
        one = _claim(_join(site, code, _person(table["team1"])), event_id, 1, "team2").json()
        assert (one["state"], one["recorded"], one["team"]) == ("one-sided", False, table["team1"])
        other = _claim(_join(site, code, _person(table["team2"])), event_id, 1, "team2").json()
        assert (other["state"], other["recorded"]) == ("recorded", True)
        row = organiser.get(f"{API}/events/{event_id}/rounds/1").json()["pairings"][0]
        assert (row["result"], row["claim1"], row["claim2"]) == ("team2", "team2", "team2")


def test_differing_reports_wait_for_the_organiser_who_accepts_one(site: Site) -> None:
    with organiser_bot(site) as organiser:
        event_id, code, table = _event(organiser)
        _claim(_join(site, code, _person(table["team1"])), event_id, 1, "team1")
        flagged = _claim(_join(site, code, _person(table["team2"])), event_id, 1, "draw").json()
        assert (flagged["state"], flagged["recorded"]) == ("conflict", False)
        assert organiser.get(f"{API}/events/{event_id}").json()["conflicts"] == 1
        accepted = organiser.post(
            f"{API}/events/{event_id}/rounds/1/tables/1/accept", json={"team": table["team2"]}
        )
        assert accepted.status_code == 200 and accepted.json()["result"] == "draw"
        row = organiser.get(f"{API}/events/{event_id}/rounds/1").json()["pairings"][0]
        assert (row["result"], row["claim_state"]) == ("draw", "recorded")


def test_a_duelist_reporting_another_table_is_refused_and_nothing_is_stored(
    site: Site,
) -> None:
    with organiser_bot(site) as organiser:
        event_id, code, table = _event(organiser)
        duelist = _join(site, code, _person(table["team1"]))
        before = site.ctx.events.state("API Cup").last_seq
        r = _claim(duelist, event_id, 2, "team1")
        assert r.status_code == 403
        named = _claim(duelist, event_id, 2, "team1", team=table["team1"])
        assert named.status_code == 403  # naming a team does not open another table
        assert site.ctx.events.state("API Cup").last_seq == before


def test_a_duelist_of_one_event_is_a_stranger_to_another(site: Site) -> None:
    with organiser_bot(site) as organiser:
        event_id, code, table = _event(organiser)
        duelist = _join(site, code, _person(table["team1"]))
        assert duelist.get(f"{API}/events/{event_id}/me").status_code == 200
        assert duelist.get(f"{API}/events/{event_id + 1}/me").status_code == 403


def test_a_wrong_join_code_is_refused_and_repeated_failures_must_wait(site: Site) -> None:
    with organiser_bot(site) as organiser:
        event_id, code, _ = _event(organiser)
        wrong = f"{event_id}-AAAA-AAAA"
        caller = bot(site)
        for _ in range(site.ctx.config.login_attempts):
            r = caller.post(f"{API}/join", json={"code": wrong, "name": "Duelist 1A"})
            assert r.status_code == 400 and r.json()["detail"] == "this join code is not valid"
        blocked = caller.post(f"{API}/join", json={"code": code, "name": "Duelist 1A"})
        assert blocked.status_code == 429 and "try again in" in blocked.json()["detail"]


def test_a_forged_duelist_token_is_nobody(site: Site) -> None:
    with organiser_bot(site) as organiser:
        event_id, _, _ = _event(organiser)
        forged = bot(site, "tdm_WzEsIkFQSSBDdXAiXQ.forged")
        assert forged.get(f"{API}/events/{event_id}/me").status_code == 403


def test_a_match_slips_holder_reports_that_table_for_the_team_they_name(site: Site) -> None:
    with organiser_bot(site) as organiser:
        event_id, _, table = _event(organiser)
        token = slip_token(site.ctx, TableAccess(event_id, 1, 1))
        holder = bot(site)  # a phone that scanned the slip's QR code: a session, no token
        assert holder.get(f"/t/{token}", follow_redirects=False).status_code == 303
        assert holder.get(f"{API}/events/{event_id}/me").json()["slips"] == [
            {"round": 1, "table": 1}
        ]
        unnamed = _claim(holder, event_id, 1, "team1")
        assert unnamed.status_code == 422  # a slip names the table, not the team
        assert table["team1"] in unnamed.json()["detail"]
        named = _claim(holder, event_id, 1, "team1", team=table["team2"])
        assert named.status_code == 200 and named.json()["team"] == table["team2"]
        assert _claim(holder, event_id, 2, "team1", team=table["team2"]).status_code == 403
