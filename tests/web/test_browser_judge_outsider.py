"""In a real browser, in Japanese: a judge penalises a spectator (not a registered duelist) from
the penalty page's separate part: the name typed, the box ticked, the infraction chosen, the
preview saying no result changes, then confirmed; the table's result is untouched."""

from __future__ import annotations

from typing import Any

from services.kit import cards
from tagduel.penalties.model import Offender
from tagduel.services.access import new_judge_code
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.rounds import pair_next
from web.browser import new_page
from web.conftest import LiveServer, screenshot

SPECTATOR = "観客 花子"


def test_a_judge_penalises_a_spectator_by_name_in_japanese(browser: Any, live: LiveServer) -> None:
    events = live.site.ctx.events
    info = ensure_demo(events, cards())
    pair_next(events, DEMO_EVENT, seed=3)
    code = new_judge_code(events, DEMO_EVENT)
    judge = new_page(browser, live.url, "ja")
    judge.goto("/judge/join")
    judge.fill("input[name=code]", code)
    judge.fill("input[name=name]", "審判 太郎")
    judge.click("form[action='/judge/join'] button")
    judge.wait_for_url(f"**/e/{info.id}/judge")

    judge.goto(f"/e/{info.id}/judge/penalty?round=1")
    judge.click("#penalty-outsider summary")
    part = judge.locator("#penalty-outsider")
    part.locator("input[name=person]").fill(SPECTATOR)
    part.locator("input[name=not_registered]").check()
    part.locator("select[name=table]").select_option("2")
    part.locator("select[name=infraction]").select_option("improper_result_bribery")
    part.locator("button").click()
    judge.wait_for_selector("#penalty-form")
    assert "登録デュエリストではない" in judge.inner_text("#penalised-person")
    judge.click("#preview-button")
    judge.wait_for_selector("#preview")
    assert "どの卓の結果も変わりません" in judge.inner_text("#consequence")
    screenshot(judge, "judge-outsider-preview-ja")
    judge.click("#confirm-button")
    judge.wait_for_url("**/judge/penalties/*")
    screenshot(judge, "judge-outsider-recorded-ja")

    state = events.tournament(DEMO_EVENT)
    [penalty] = state.issued.values()
    assert penalty.offender == Offender(SPECTATOR)
    assert (penalty.occasion.round, penalty.occasion.table) == (1, 2)
    assert state.result_at(1, 2) is None
