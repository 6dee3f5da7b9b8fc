"""In a real browser (issue 12, "Tests in a real browser"): a duelist calls a judge and the call
reaches the judge's desk live; the judge claims it, issues a tardiness penalty that turns the
table's result, declines Rule B's proposed upgrade with a reason, and prints the slip; the
duelist's page shows the changed result; the same penalty form submitted twice is recorded once;
a duelist cannot open the judge's pages."""

from __future__ import annotations

import re
from typing import Any

import pypdfium2 as pdfium

from services.kit import cards
from tagduel.penalties.model import Offender, Penalty, Seat, UpgradeChoice
from tagduel.services.access import new_join_code, new_judge_code
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.penalties import PenaltyRequest
from tagduel.services.penaltytarget import issue_checked
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result
from web.browser import new_page
from web.conftest import LiveServer, screenshot

JUDGE = "Jo Floor"


def _round_two(live: LiveServer) -> tuple[int, str, str, str]:
    """The demo event in round 2, where Duelist A of table 1's first team (the late duelist)
    already had a tardiness warning in round 1 (seed 000 line 64). Returns the event's number,
    the join code, the judge code and the late duelist's name."""
    events = live.site.ctx.events
    info = ensure_demo(events, cards())
    for p in pair_next(events, DEMO_EVENT, seed=5).value.pairing.pairings:
        if not p.is_bye:
            report_result(events, DEMO_EVENT, 1, p.table, Result.WIN)
    state = events.tournament(DEMO_EVENT)
    table = pair_next(events, DEMO_EVENT, seed=6).value.pairing.pairings[0]
    late = state.team(str(table.team1)).a.name
    first = state.paired_round(1).pairing_of(str(table.team1))
    assert first is not None
    warning = PenaltyRequest(
        "tardiness",
        Offender(late, str(table.team1), Seat.A),
        {"minutes_late": "2"},
        round=1,
        table=first.table,
        judge="Earlier Judge",
    )
    issue_checked(events, DEMO_EVENT, warning)
    return (
        info.id,
        new_join_code(events, DEMO_EVENT),
        new_judge_code(events, DEMO_EVENT),
        late,
    )


def _join(page: Any, path: str, code: str, name: str) -> None:
    page.goto(path)
    page.fill("input[name=code]", code)
    page.fill("input[name=name]", name)
    page.click(f"form[action='{path}'] button")
    page.wait_for_load_state()


def _pdf_text(body: bytes) -> str:
    document = pdfium.PdfDocument(body)
    try:
        return "".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()


def test_a_judge_takes_a_call_issues_a_tardiness_penalty_and_prints_the_slip(
    browser: Any, live: LiveServer
) -> None:
    event_id, join_code, judge_code, late = _round_two(live)
    events = live.site.ctx.events
    table = events.tournament(DEMO_EVENT).paired_round(2).pairing_at(1)
    opponent = events.tournament(DEMO_EVENT).team(str(table.team2)).b.name

    judge = new_page(browser, live.url)
    _join(judge, "/judge/join", judge_code, JUDGE)
    assert judge.url.endswith(f"/e/{event_id}/judge")
    judge.wait_for_selector("[data-live-status]:not(.off)")
    assert "No call to show." in judge.inner_text("[data-live-part=calls]")

    # the opponent calls a judge from their own page; the call reaches the desk live
    duelist = new_page(browser, live.url)
    _join(duelist, "/join", join_code, opponent)
    duelist.click("#call-judge button")
    duelist.wait_for_load_state()
    assert "A judge is called to table 1" in duelist.inner_text("body")
    screenshot(duelist, "judge-duelist-calls")
    judge.wait_for_selector("[data-live-part=calls] tr[id^=call]")
    row = judge.locator("[data-live-part=calls] tr[id^=call]")
    assert "Round 2 · Table 1" in row.inner_text() and "waiting for a judge" in row.inner_text()
    screenshot(judge, "judge-desk-call")

    # the judge takes the call: straight to the table's panel
    row.locator("button").click()
    judge.wait_for_url(f"**/e/{event_id}/judge/rounds/2/tables/1")
    assert "you have it" in judge.inner_text("body")
    screenshot(judge, "judge-table-panel")

    # the penalty: the late duelist picked by seat, the infraction from the catalogue
    judge.click("a[href*='table=1&seat=1A']")
    judge.select_option("select[name=infraction]", "tardiness")
    judge.click("#penalty-who button")
    judge.wait_for_selector("#penalty-form")
    assert "指定の集合時間に自分の席についていなかった。" in judge.inner_text("#infraction-text")
    judge.fill("input[name=fact_minutes_late]", "12")
    judge.click("#preview-button")
    judge.wait_for_selector("#preview")
    # Rule B: a warning earlier, a match loss now: one step above is a disqualification
    assert "Rule B proposes Disqualification" in judge.inner_text("#rule-b")
    assert "loses the match in progress" in judge.inner_text("#preview")
    judge.check("input[name=upgrade][value=declined]")
    judge.fill("input[name=reason]", "first event of the season: the match loss is enough")
    screenshot(judge, "judge-penalty-preview")
    sent = judge.eval_on_selector(
        "#penalty-form", "f => Array.from(new FormData(f).entries())"
    )  # the form as it goes, to send it once more below
    before = len(events.tournament(DEMO_EVENT).issued)
    judge.click("#confirm-button")
    judge.wait_for_url(re.compile(r"/judge/penalties/\d+$"))
    number = int(judge.url.rsplit("/", 1)[1])
    assert f"{table.team2} won" in judge.inner_text("#table-result")
    screenshot(judge, "judge-penalty-recorded")
    state = events.tournament(DEMO_EVENT)
    penalty = state.issued[number]
    assert (penalty.guideline, penalty.actual) == (Penalty.MATCH_LOSS, Penalty.MATCH_LOSS)
    assert penalty.repeat is not None and penalty.repeat.choice is UpgradeChoice.DECLINED
    assert state.result_at(2, 1) is Result.LOSS  # team 1's duelist was late: team 2 wins

    # the same form submitted again (a back button, a second tab): recorded once
    judge.evaluate(
        """([action, fields]) => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = action;
            for (const [name, value] of fields) {
                const input = document.createElement("input");
                input.type = "hidden"; input.name = name; input.value = value;
                form.appendChild(input);
            }
            document.body.appendChild(form);
            form.submit();
        }""",
        [f"/e/{event_id}/judge/penalty", sent],
    )
    judge.wait_for_selector("text=Already recorded")
    assert judge.url.endswith(f"/judge/penalties/{number}")
    assert len(events.tournament(DEMO_EVENT).issued) == before + 1

    # the slip, to sign
    href = judge.get_attribute("#slip", "href")
    pdf = judge.request.get(f"{href}?lang=en")
    assert pdf.ok and pdf.headers["content-type"] == "application/pdf"
    text = _pdf_text(pdf.body())
    assert late in text and "Match loss" in text and "Duelist's signature" in text

    # the duelist's page shows the changed result; the judge's pages stay closed to them
    duelist.goto(f"/e/{event_id}/me")
    assert f"Result: {table.team2} won" in duelist.inner_text("body")
    screenshot(duelist, "judge-duelist-result")
    refused = duelist.goto(f"/e/{event_id}/judge")
    assert refused is not None and refused.status == 403
    assert "Not for you" in duelist.inner_text("body")
    refused = duelist.goto(f"/e/{event_id}/judge/penalties/{number}")
    assert refused is not None and refused.status == 403
