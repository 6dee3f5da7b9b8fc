"""During the top cut a duelist's page shows the team's top-cut match (round name, match number,
opponent) or that the team is out / did not make the cut / has a bye; a judge call from the match
reaches the judges' desk named as that match; the projector shows the cut's current round; and
once the event is over no judge can be called (the button gone, a call sent anyway refused)."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from services.kit import EVENT, new_event, play_round
from tagduel.services.access import new_join_code, new_judge_code
from tagduel.services.judgecalls import queue
from tagduel.services.placings import final_placings
from tagduel.services.topcut import report_topcut, start_topcut
from tagduel.web.phase import ordinal
from web.conftest import Site
from web.judgekit import JUDGE, client, flashes


def _cut(site: Site, teams: int = 5, cut: int = 2) -> tuple[int, list[str]]:
    events = site.ctx.events
    new_event(events, teams, rounds=2, top_cut=cut)
    play_round(events, seed=1)
    play_round(events, seed=2)
    seeds = [str(s) for s in start_topcut(events, EVENT).value.seeds]
    return events.info(EVENT).id, seeds


def _duelist(site: Site, team: str) -> TestClient:
    c = client(site)
    code = new_join_code(site.ctx.events, EVENT)
    number = team.split()[-1]
    r = c.post("/join", data={"code": code, "name": f"Duelist {number}A"}, follow_redirects=False)
    assert r.status_code == 303, r.text[:300]
    return c


def _my_cut(page: str) -> str:
    found = re.search(r'id="my-cut">(.*?)</section>', page, re.S)
    assert found, "the page has a top-cut section"
    return found.group(1)


def test_a_finalist_sees_the_final_and_calls_a_judge_to_it(site: Site) -> None:
    e, seeds = _cut(site)
    me = _duelist(site, seeds[0])
    page = me.get(f"/e/{e}/me").text
    mine = _my_cut(page)
    assert "Top cut: Final · Match 1" in mine
    assert f"{seeds[0]} vs {seeds[1]}" in mine
    assert "The organiser records the winner of this match" in mine
    assert f'action="/e/{e}/rounds/3/tables/1/call"' in mine
    assert "Round 2 · Table" not in page, "the old Swiss table is not shown"
    r = me.post(f"/e/{e}/rounds/3/tables/1/call", data={"key": "c1", "back": "me"})
    assert "A judge is called to your match (Top cut: Final · Match 1): stay seated." in flashes(
        r.text
    )
    calls = queue(site.ctx.events.state(EVENT))
    assert [(c.round, c.table, c.team) for c in calls] == [(3, 1, seeds[0])]
    judge = client(site)
    code = new_judge_code(site.ctx.events, EVENT)
    judge.post("/judge/join", data={"code": code, "name": JUDGE})
    desk = judge.get(f"/e/{e}/judge/calls").text
    row = re.search(r'<tr id="call\d+".*?</tr>', desk, re.S)
    assert row and "Top cut: Final · Match 1" in row.group(0) and "Round 3" not in row.group(0)


def test_a_team_left_out_of_the_cut_is_told_so_and_has_no_judge_button(site: Site) -> None:
    e, seeds = _cut(site)
    out = next(f"Team {i}" for i in range(1, 6) if f"Team {i}" not in seeds)
    page = _duelist(site, out).get(f"/e/{e}/me").text
    mine = _my_cut(page)
    assert f"{out} did not make the top cut." in mine
    assert 'id="call-judge"' not in page


def test_the_loser_is_out_and_a_bye_waits_for_its_opponent(site: Site) -> None:
    e, seeds = _cut(site, teams=5, cut=3)  # seed 1 has a bye; match 2 is seed 2 vs seed 3
    first = _my_cut(_duelist(site, seeds[0]).get(f"/e/{e}/me").text)
    assert "Top cut: Final · Match 3" in first
    assert "Your team has a bye through the first round of the top cut." in first
    assert f"{seeds[0]} vs the winner of match 2" in first
    report_topcut(site.ctx.events, EVENT, 2, seeds[1])
    loser = _my_cut(_duelist(site, seeds[2]).get(f"/e/{e}/me").text)
    assert f"{seeds[2]} is out of the top cut: {seeds[1]} won the Semifinal (match 2)." in loser
    assert 'id="call-judge"' not in loser
    first = _my_cut(_duelist(site, seeds[0]).get(f"/e/{e}/me").text)
    assert f"{seeds[0]} vs {seeds[1]}" in first and 'id="call-judge"' in first


def test_the_projector_shows_the_top_cut_round_not_the_last_swiss_round(site: Site) -> None:
    e, seeds = _cut(site)
    page = client(site).get(f"/p/{e}/pairings").text
    assert "Top cut: Final" in page and "Round 2" not in page
    rows = re.findall(r"<tr><td>(.*?)</td><td class=\"num\">(\d+)</td><td>(.*?)</td></tr>", page)
    assert sorted(rows) == sorted([(seeds[0], "1", seeds[1]), (seeds[1], "1", seeds[0])])


def test_no_judge_is_called_once_the_event_is_over(site: Site) -> None:
    e, seeds = _cut(site)
    me = _duelist(site, seeds[0])
    report_topcut(site.ctx.events, EVENT, 1, seeds[0])
    state = site.ctx.events.state(EVENT)
    table = next(p for p in state.paired_round(2).pairings if seeds[0] in (p.team1, p.team2))
    report = me.get(f"/e/{e}/rounds/2/tables/{table.table}/report").text
    assert 'id="call-judge"' not in report
    assert "The event is over: judges are no longer called to tables." in report
    assert 'id="call-judge"' not in me.get(f"/e/{e}/me").text
    r = me.post(f"/e/{e}/rounds/2/tables/{table.table}/call", data={"key": "c2", "back": "me"})
    assert "the event is over: a judge can no longer be called to a table" in " ".join(
        flashes(r.text)
    )
    assert queue(site.ctx.events.state(EVENT)) == []


def test_places_are_said_as_english_ordinals() -> None:
    said = [ordinal(n) for n in (1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101, 111, 112)]
    assert said == [
        "1st", "2nd", "3rd", "4th", "5th", "11th", "12th", "13th",
        "21st", "22nd", "23rd", "101st", "111th", "112th",
    ]  # fmt: skip


def test_the_final_place_reads_5th_in_english_and_5_i_in_japanese(site: Site) -> None:
    e, seeds = _cut(site)
    report_topcut(site.ctx.events, EVENT, 1, seeds[0])
    placings = final_placings(site.ctx.events.state(EVENT))
    last = next(p for p in placings if p.first == p.last == 5)
    page = _duelist(site, last.team).get(f"/e/{e}/me").text
    assert f"{last.team} finished 5th." in page and "in place" not in page
    ja = _duelist(site, last.team)
    ja.cookies.set("lang", "ja")
    assert f"{last.team}の最終順位は5位です。" in ja.get(f"/e/{e}/me").text
    assert ordinal(5, "ja") == "5位"
