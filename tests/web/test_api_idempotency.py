"""A request sent twice with the same `Idempotency-Key` (a retry after a lost answer) records
once: the repeat answers 200 `{"repeated": true, "facts": "#n"}` naming what the first one
recorded, and writes nothing. Keys belong to one operation of one event."""

from __future__ import annotations

from web.conftest import Site
from web.test_api import API, create_event, event_with_teams, organiser_bot, put_result, team_body


def _key(value: str) -> dict[str, str]:
    return {"Idempotency-Key": value}


def test_a_registration_sent_twice_with_one_key_registers_the_team_once(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = create_event(client)
        path = f"{API}/events/{event_id}/teams"
        first = client.post(path, json=team_body(1), headers=_key("reg-1"))
        last_seq = site.ctx.events.state("API Cup").last_seq
        again = client.post(path, json=team_body(1), headers=_key("reg-1"))
        assert first.status_code == 201 and again.status_code == 200
        assert again.json()["repeated"] is True
        assert again.json()["facts"] == first.json()["facts"]
        assert site.ctx.events.state("API Cup").last_seq == last_seq
        assert len(client.get(path).json()["teams"]) == 1


def test_the_same_team_under_a_new_key_is_refused_as_already_registered(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = create_event(client)
        path = f"{API}/events/{event_id}/teams"
        assert client.post(path, json=team_body(1), headers=_key("a")).status_code == 201
        other = client.post(path, json=team_body(1), headers=_key("b"))
        assert other.status_code == 400 and "repeated" not in other.json()


def test_a_pairing_sent_twice_with_one_key_pairs_one_round(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        path = f"{API}/events/{event_id}/rounds"
        assert client.post(path, json={"seed": 5}, headers=_key("p")).status_code == 201
        again = client.post(path, json={"seed": 5}, headers=_key("p"))
        assert again.status_code == 200 and again.json()["repeated"] is True
        assert [r["round"] for r in client.get(path).json()["rounds"]] == [1]


def test_a_correction_retried_with_its_key_is_not_taken_for_a_new_report(site: Site) -> None:
    with organiser_bot(site) as client:
        event_id = event_with_teams(client, 4)
        client.post(f"{API}/events/{event_id}/rounds", json={"seed": 1})
        put_result(client, event_id, 1, 1, "team1")
        headers = _key("fix-1")
        fixed = client.put(
            f"{API}/events/{event_id}/rounds/1/tables/1/result",
            json={"result": "team2", "reason": "slip misread"},
            headers=headers,
        )
        retried = client.put(
            f"{API}/events/{event_id}/rounds/1/tables/1/result",
            json={"result": "team2", "reason": "slip misread"},
            headers=headers,
        )
        assert fixed.json()["corrected"] is True
        assert retried.json() == {
            "repeated": True,
            "facts": fixed.json()["facts"],
            "detail": retried.json()["detail"],
        }
        history = site.ctx.events.state("API Cup").reports[(1, 1)]
        assert len(history) == 2  # the report and one correction


def test_one_key_used_in_two_events_records_in_both(site: Site) -> None:
    with organiser_bot(site) as client:
        first = create_event(client, "First Cup")
        second = create_event(client, "Second Cup")
        for event_id in (first, second):
            r = client.post(
                f"{API}/events/{event_id}/teams", json=team_body(1), headers=_key("same")
            )
            assert r.status_code == 201, r.text
