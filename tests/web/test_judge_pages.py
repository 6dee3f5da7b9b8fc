"""The judges' pages through the real application (issue 12, "The judge's pages"): judges join
with the organiser's judge code, the head judge with their own; the desk shows the current
round's tables (result, extra time, penalties, open calls) with filters; a duelist calls a judge
from their table's page and the call queues by time; a judge claims, hands on or resolves it;
duelists and strangers are kept out."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from services.kit import AT
from tagduel.penalties.model import Offender, Seat
from tagduel.services.clock import ClockAction, ClockChange, change_clock
from tagduel.services.demo import DEMO_EVENT
from tagduel.services.judgecalls import CallStatus, call_judge, calls, queue
from tagduel.services.penalties import PenaltyRequest
from tagduel.services.penaltytarget import issue_checked
from tagduel.services.results import report_result
from tagduel.tournament.model import Result
from web.conftest import Site, log_in
from web.judgekit import HEAD, JUDGE, as_duelist, as_judge, client, flashes, open_desk
from web.test_i18n import english_left, names_of, readable

# -- who gets in -------------------------------------------------------------------------------


def test_a_judge_joins_with_the_judge_code_and_their_name_and_sees_the_desk(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        page = judge.get(desk.url())
        assert page.status_code == 200
        assert "Welcome, Jo Floor: judge of Demo Cup." in flashes(page.text)
        assert "Round 1: the tables" in page.text and f"{JUDGE} · judge" in page.text
        assert "All penalties" not in page.text  # the head judge's list: not in a judge's menu


def test_the_head_judge_code_makes_the_head_judge(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk, HEAD, head=True) as head:
        assert "head judge of Demo Cup" in " ".join(flashes(head.get(desk.url()).text))
        assert head.get(desk.url("/penalties")).status_code == 200
    with as_judge(desk) as judge:
        assert judge.get(desk.url("/penalties")).status_code == 403
        assert judge.get(desk.url("/penalties.csv")).status_code == 403


def test_a_wrong_judge_code_is_refused_with_a_clear_line_and_lets_nobody_in(site: Site) -> None:
    desk = open_desk(site)
    with client(site) as c:
        for code in (desk.join_code, "1-AAAA-BBBB", "nonsense"):
            r = c.post("/judge/join", data={"code": code, "name": "Jo"})
            assert r.status_code == 400 and "this judge code is not valid" in r.text, code
        assert c.get(desk.url(), follow_redirects=False).status_code == 303


def test_a_duelist_cannot_join_their_own_event_as_a_judge(site: Site) -> None:
    desk = open_desk(site)
    with client(site) as c:
        r = c.post("/judge/join", data={"code": desk.judge_code, "name": desk.duelist()})
        assert r.status_code == 400 and "cannot judge the event they play in" in r.text


def test_a_duelist_cannot_open_the_judges_pages(site: Site) -> None:
    desk = open_desk(site)
    paths = ["", "/calls", "/penalty", "/record?person=x", "/penalties", "/rounds/1/tables/1"]
    with as_duelist(desk, desk.duelist()) as duelist:
        for path in paths:
            r = duelist.get(desk.url(path), follow_redirects=False)
            assert r.status_code == 403, path
        assert duelist.get(desk.url("/stream"), follow_redirects=False).status_code == 403
        posted = duelist.post(desk.url("/penalty"), data={"round": "1", "table": "1"})
        assert posted.status_code == 403
        claim = duelist.post(desk.url("/calls/1/claim"), data={"key": "k"})
        assert claim.status_code == 403
    assert desk.state.issued == {} and calls(desk.state) == []


def test_joining_as_a_judge_ends_the_browsers_duelist_session_of_that_event(site: Site) -> None:
    desk = open_desk(site)
    with as_duelist(desk, desk.duelist()) as c:
        assert c.get(f"/e/{desk.event_id}/me").status_code == 200
        r = c.post("/judge/join", data={"code": desk.judge_code, "name": JUDGE})
        assert r.status_code == 200 and f"{JUDGE} · judge" in r.text
        assert c.get(f"/e/{desk.event_id}/me").status_code == 403  # a judge plays no table


def test_a_stranger_is_sent_to_the_judges_join_page(site: Site) -> None:
    desk = open_desk(site)
    with client(site) as c:
        r = c.get(desk.url("/rounds/1/tables/1"), follow_redirects=False)
        assert r.status_code == 303
        panel = f"/e/{desk.event_id}/judge/rounds/1/tables/1"
        assert r.headers["location"] == f"/judge/join?next={panel}"
        join = c.get(r.headers["location"]).text
        assert f'name="next" value="{panel}"' in join
        data = {"code": desk.judge_code, "name": JUDGE, "next": panel}
        joined = c.post("/judge/join", data=data, follow_redirects=False)
        assert joined.headers["location"] == panel  # back where the stranger was going
        for elsewhere in ("//evil.example/e/1/judge", "/e/1/judgement", "/e/2/judge"):
            data["next"] = elsewhere
            r = c.post("/judge/join", data=data, follow_redirects=False)
            assert r.headers["location"] == desk.url(), elsewhere


def test_a_judge_of_one_event_is_a_stranger_to_another(site: Site) -> None:
    desk = open_desk(site)
    other, _ = site.ctx.events.create("Other Cup", desk.state.settings)
    with as_judge(desk) as judge:
        r = judge.get(f"/e/{other.id}/judge", follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"].startswith("/judge/join")


def test_the_organiser_makes_the_codes_shown_once_and_is_head_judge_at_the_desk(
    site: Site,
) -> None:
    desk = open_desk(site)
    with client(site) as organiser:
        log_in(organiser)
        page = organiser.get(f"/e/{desk.event_id}/judges").text
        assert "A judge code is set." in page and "A head judge code is set." in page
        made = organiser.post(f"/e/{desk.event_id}/judges", data={"role": "head_judge"}).text
        code = re.search(r'id="judge-code">([^<]+)<', made)
        assert code and "The new head judge code" in made
        assert organiser.get(f"/e/{desk.event_id}/judges").text.count(code.group(1)) == 0
        assert organiser.get(desk.url("/penalties")).status_code == 200  # the organiser is head
    with client(site) as c:
        r = c.post("/judge/join", data={"code": code.group(1), "name": "New Head"})
        assert "head judge of Demo Cup" in " ".join(flashes(r.text))
        old = c.post("/judge/join", data={"code": desk.head_code, "name": "Old Head"})
        assert old.status_code == 400


# -- the desk ----------------------------------------------------------------------------------


def _row(page: str, table: int) -> str:
    found = re.search(rf'<tr id="t{table}".*?</tr>', page, re.S)
    assert found, f"table {table} is on the page"
    return found.group(0)


def _tables(page: str) -> list[int]:
    return [int(n) for n in re.findall(r'<tr id="t(\d+)"', page)]


def test_the_grid_shows_results_extra_time_penalties_and_calls_and_filters_them(
    site: Site,
) -> None:
    desk = open_desk(site)
    events = site.ctx.events
    report_result(events, DEMO_EVENT, 1, 1, Result.WIN)
    change_clock(events, DEMO_EVENT, ClockChange(ClockAction.STARTED, AT))
    change_clock(events, DEMO_EVENT, ClockChange(ClockAction.TABLE_EXTENDED, AT, 5, 2))
    warning = PenaltyRequest(
        "tardiness",
        Offender(desk.duelist(3), str(desk.table(3).team1), Seat.A),
        {"minutes_late": "2"},
        round=1,
        table=3,
        judge=JUDGE,
    )
    number = issue_checked(events, DEMO_EVENT, warning)[0].penalty.number
    call_judge(events, DEMO_EVENT, 1, 4, str(desk.table(4).team2), desk.duelist(4, 2))
    with as_judge(desk) as judge:
        page = judge.get(desk.url()).text
        assert f"{desk.table(1).team1} won" in _row(page, 1)
        assert "+5 min" in _row(page, 2)
        assert f"#{number}" in _row(page, 3) and "Warning" in _row(page, 3)
        assert "judge call" in _row(page, 4)
        assert "no result yet" in _row(page, 5)
        assert _tables(judge.get(desk.url("?show=extended")).text) == [2]
        assert _tables(judge.get(desk.url("?show=penalties")).text) == [3]
        assert _tables(judge.get(desk.url("?show=calls")).text) == [4]
        assert _tables(judge.get(desk.url("?show=missing")).text) == [2, 3, 4, 5, 6, 7, 8]
        assert len(_tables(judge.get(desk.url("?show=all")).text)) == 8


def test_a_tables_panel_names_its_four_duelists_by_seat(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        page = judge.get(desk.url("/rounds/1/tables/2")).text
    for side, code in ((1, "1A"), (1, "1B"), (2, "2A"), (2, "2B")):
        name = desk.duelist(2, side, code[1].lower())
        assert re.search(rf"<th>{code}</th><td>{re.escape(name)}<br>", page), code
        assert f"table=2&amp;seat={code}" in page  # a penalty for that seat, chosen, not typed


# -- judge calls -------------------------------------------------------------------------------


def test_a_duelist_calls_a_judge_from_their_page_and_the_call_queues_on_the_desk(
    site: Site,
) -> None:
    desk = open_desk(site)
    caller = desk.duelist(2, side=2)
    with as_duelist(desk, caller) as duelist:
        me = duelist.get(f"/e/{desk.event_id}/me").text
        assert 'id="call-judge"' in me and "Call a judge" in me
        sent = duelist.post(
            f"/e/{desk.event_id}/rounds/1/tables/2/call", data={"key": "c1", "back": "me"}
        )
        assert "A judge is called to table 2: stay seated." in flashes(sent.text)
        again = duelist.post(
            f"/e/{desk.event_id}/rounds/1/tables/2/call", data={"key": "c2", "back": "report"}
        )
        assert "A judge is already called to table 2." in flashes(again.text)
        assert "/report" in str(again.url)
        refused = duelist.post(f"/e/{desk.event_id}/rounds/1/tables/3/call", data={"key": "c3"})
        assert refused.status_code == 403
    [call] = queue(desk.state)
    assert (call.round, call.table, call.team, call.by) == (1, 2, str(desk.table(2).team2), caller)
    with as_judge(desk) as judge:
        row = re.search(rf'<tr id="call{call.number}".*?</tr>', judge.get(desk.url()).text, re.S)
        assert row and "Round 1 · Table 2" in row.group(0) and "waiting for a judge" in row.group(0)


def test_a_judge_takes_a_call_and_another_judge_is_told_who_has_it(site: Site) -> None:
    desk = open_desk(site)
    written = call_judge(site.ctx.events, DEMO_EVENT, 1, 1, str(desk.table(1).team1), "x")
    number_ = written.value.call.number
    back = desk.url("/rounds/1/tables/1")
    with as_judge(desk) as judge, as_judge(desk, "Ann Other") as other:
        taken = judge.post(desk.url(f"/calls/{number_}/claim"), data={"key": "5.0", "back": back})
        assert str(taken.url).endswith(back)  # straight to the table's panel
        assert f"Call #{number_}: you have it. Go to the table." in flashes(taken.text)
        late = other.post(desk.url(f"/calls/{number_}/claim"), data={"key": "5.0", "back": back})
        assert f"already taken by {JUDGE}" in " ".join(flashes(late.text))
        twice = judge.post(desk.url(f"/calls/{number_}/claim"), data={"key": "5.0", "back": back})
        assert "Already recorded" in " ".join(flashes(twice.text))
    [call] = calls(desk.state)
    assert call.status is CallStatus.CLAIMED and call.judge == JUDGE and len(call.steps) == 1


def test_an_escalated_call_is_resolved_by_the_head_judge_with_what_was_done(site: Site) -> None:
    desk = open_desk(site)
    written = call_judge(site.ctx.events, DEMO_EVENT, 1, 1, str(desk.table(1).team1), "x")
    n = written.value.call.number
    with as_judge(desk) as judge:
        judge.post(desk.url(f"/calls/{n}/escalate"), data={"key": "a", "note": "a dispute"})
        refused = judge.post(desk.url(f"/calls/{n}/resolve"), data={"key": "b", "note": "x"})
        assert "only the head judge" in " ".join(flashes(refused.text))
        page = judge.get(desk.url("/rounds/1/tables/1")).text
        assert (
            "handed it to the head judge: a dispute" in page
            and "waiting for the head judge" in page
        )
        assert f"/calls/{n}/resolve" not in page  # no form a floor judge cannot use
    with as_judge(desk, HEAD, head=True) as head:
        done = head.post(desk.url(f"/calls/{n}/resolve"), data={"key": "c", "note": "upheld"})
        assert f"Call #{n}: resolved." in flashes(done.text)
        history = head.get(desk.url("/calls")).text
        assert f"resolved by {HEAD}" in history and "upheld" in history
    assert queue(desk.state) == []


def test_a_step_goes_back_only_to_a_page_of_the_judges_desk(site: Site) -> None:
    desk = open_desk(site)
    written = call_judge(site.ctx.events, DEMO_EVENT, 1, 1, str(desk.table(1).team1), "x")
    n = written.value.call.number
    with as_judge(desk) as judge:
        for back in ("https://evil.example/", "//evil.example", "/e/999/judge"):
            r = judge.post(
                desk.url(f"/calls/{n}/claim"),
                data={"key": back, "back": back},
                follow_redirects=False,
            )
            assert r.headers["location"] == desk.url(), back


# -- the pages in Japanese ---------------------------------------------------------------------


@pytest.fixture
def busy(site: Site) -> Site:
    """A desk with a result, a penalty and a call: every part of every page shows."""
    desk = open_desk(site)
    events = site.ctx.events
    report_result(events, DEMO_EVENT, 1, 1, Result.WIN)
    request = PenaltyRequest(
        "tardiness",
        Offender(desk.duelist(2), str(desk.table(2).team1), Seat.A),
        {"minutes_late": "12"},
        round=1,
        table=2,
        judge=JUDGE,
        at=datetime.now(UTC),
    )
    issue_checked(events, DEMO_EVENT, request)
    call_judge(events, DEMO_EVENT, 1, 3, str(desk.table(3).team1), desk.duelist(3))
    return site


def test_every_judges_page_in_japanese_has_no_english_words_of_the_interface(busy: Site) -> None:
    site = busy
    state = site.ctx.events.tournament(DEMO_EVENT)
    e = state.info.id
    number = next(iter(state.issued))
    person = state.issued[number].offender.person
    pages = {
        f"/e/{e}/judge": "ジャッジ画面",
        f"/e/{e}/judge/calls": "未解決のコール",
        f"/e/{e}/judge/rounds/1/tables/2": "この卓の罰則",
        f"/e/{e}/judge/rounds/1/tables/3": "この卓のジャッジコール",
        f"/e/{e}/judge/penalty?round=1&table=2&seat=1A&infraction=tardiness": "規定",
        f"/e/{e}/judge/penalties/{number}": "署名用の罰則票",
        f"/e/{e}/judge/penalties": "すべての罰則",
        f"/e/{e}/judge/record?person={person}": "公式記録",
        f"/e/{e}/judges": "大会審判コード",
        "/judge/join": "ジャッジとして参加",
    }
    names = [*names_of(state), HEAD]
    with client(site, "ja") as c:
        log_in(c)
        for path, word in pages.items():
            r = c.get(path)
            assert r.status_code == 200, (path, r.text[:300])
            assert word in readable(r.text, names), (path, word)
            assert english_left(_without_english_quotes(r.text), names) == [], path


def _without_english_quotes(page: str) -> str:
    """The page without the regulations' English text, shown on purpose beside the Japanese
    (marked `lang="en"`: the catalogue in both languages, issue 12)."""
    return re.sub(r'<span class="seat" lang="en">[^<]*</span>', "", page)


def test_the_japanese_penalty_page_gives_the_rule_explanations_in_japanese_only(
    busy: Site,
) -> None:
    e = busy.ctx.events.tournament(DEMO_EVENT).info.id
    path = f"/e/{e}/judge/penalty?round=1&table=2&seat=1A&infraction=rules_extra_draw"
    with client(busy, "ja") as c:
        log_in(c)
        page = c.get(path).text
    assert "元に戻す" in page or "デュエルの敗北" in page or "引いた" in page
    assert '<span class="seat" lang="en">' not in page
    assert "Nothing can be put back" not in page and "It cannot be undone" not in page
    with client(busy, "en") as c:
        log_in(c)
        english = c.get(path).text
    assert '<span class="seat" lang="ja">' in english, "the Japanese original beside the English"
