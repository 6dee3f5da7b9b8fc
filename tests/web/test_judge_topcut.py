"""Penalties at a top-cut match from the judge's desk (the penalty regulations apply to the whole
event: a match loss in the cut loses that match, and the opponent goes on, seed 000 line 13 and
seed 001 A): the desk lists the cut's matches, the form offers their duelists by seat, and the
recorded penalty changes the bracket."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from services.kit import EVENT, new_event, play_round
from tagduel.services.access import new_judge_code
from tagduel.services.topcut import numbered, start_topcut
from web.conftest import Site
from web.judgekit import JUDGE, client, flashes, form_key


def _cut(site: Site) -> tuple[int, list[str], TestClient]:
    events = site.ctx.events
    new_event(events, 4, rounds=1, top_cut=4)
    play_round(events, seed=1)
    seeds = [str(s) for s in start_topcut(events, EVENT).value.seeds]
    judge = client(site)
    code = new_judge_code(events, EVENT)
    event_id = events.info(EVENT).id
    joined = judge.post("/judge/join", data={"code": code, "name": JUDGE}, follow_redirects=False)
    assert joined.status_code == 303
    return event_id, seeds, judge


def test_the_desk_lists_the_top_cut_matches_with_a_penalty_link(site: Site) -> None:
    event_id, seeds, judge = _cut(site)
    page = judge.get(f"/e/{event_id}/judge").text
    found = re.search(r'id="cut-matches">.*?</table>', page, re.S)
    assert found, "the desk shows the top cut's matches"
    rows = re.findall(r'<tr id="m(\d+)">(.*?)</tr>', found.group(0), re.S)
    assert [n for n, _ in rows] == ["1", "2"]  # the semifinals; the final waits for them
    first = rows[0][1]
    assert "Semifinal" in first and seeds[0] in first and seeds[3] in first
    assert f"/e/{event_id}/judge/penalty?round=2&amp;table=1" in first


def test_a_tardiness_match_loss_at_a_top_cut_match_sends_the_opponent_on(site: Site) -> None:
    event_id, seeds, judge = _cut(site)
    url = f"/e/{event_id}/judge/penalty"
    form = judge.get(f"{url}?round=2&table=1&seat=2A&infraction=tardiness")
    assert form.status_code == 200
    who = re.search(r'<form[^>]*id="penalty-who">.*?</form>', form.text, re.S)
    assert who, "the form that picks the duelist from the table"
    options = re.findall(r"<option value=\"(\d+)\"[^>]*>([^<]*)<", who.group(0))
    assert [v for v, _ in options] == ["1", "2"] and "Top cut" in options[0][1]
    assert f"({seeds[3]})" in form.text  # the duelists of the match, by seat
    data = {
        "round": "2", "table": "1", "seat": "2A", "infraction": "tardiness",
        "key": form_key(form.text), "timing": "during_duel", "fact_minutes_late": "12",
    }  # fmt: skip
    done = judge.post(url, data=data)
    assert done.status_code == 200 and "/judge/penalties/" in str(done.url)
    assert any(f.startswith("Recorded as penalty #") for f in flashes(done.text))
    shown = re.search(r'id="table-result">(.*?)</p>', done.text, re.S)
    assert shown and "Top cut" in shown.group(1) and f"{seeds[0]} goes on" in shown.group(1)
    bracket = site.ctx.events.tournament(EVENT).bracket()
    assert bracket is not None
    first = numbered(bracket)[0].match
    assert (str(first.team2), str(first.winner)) == (seeds[3], seeds[0])
    again = judge.post(url, data=data)
    assert again.status_code == 200
    assert len(site.ctx.events.tournament(EVENT).issued) == 1, "the same form twice: once"
