"""Penalising a person who is not a registered duelist (a supporter, a spectator) from the
judge's penalty page: a free-typed name and the judge's explicit word that the person is not a
registered duelist, the same preview and confirm steps and idempotency key as a duelist's
penalty. The penalty is recorded against the person and changes no table's result; a
registered duelist's name is refused beside the field (the duelist is chosen from the table,
where a supporter's acts count as the duelist's own: the Team Dueling Rules, A)."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from tagduel.penalties.model import Offender, Penalty
from web.conftest import Site
from web.judgekit import Desk, as_duelist, as_judge, flashes, form_key, open_desk

SPECTATOR = "Sam Spectator"
BRIBERY = "improper_result_bribery"  # no facts; a duelist's team would lose the match


def _step_two(judge: TestClient, desk: Desk, person: str, *, ticked: bool = True) -> str:
    query = f"/penalty?round=1&table=1&person={person}&infraction={BRIBERY}"
    page = judge.get(desk.url(query + ("&not_registered=yes" if ticked else "")))
    assert page.status_code == 200
    return page.text


def _data(key: str, person: str = SPECTATOR, **more: str) -> dict[str, str]:
    base = {"round": "1", "table": "1", "person": person, "not_registered": "yes"}
    return {**base, "infraction": BRIBERY, "timing": "during_duel", "key": key, **more}


def _beside_the_name(page: str) -> str:
    found = re.search(r'id="(?:person|penalty)-error">([^<]*)<', page)
    return found.group(1) if found else ""


def test_the_penalty_page_offers_a_separate_form_for_a_person_outside_the_teams(
    site: Site,
) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        page = judge.get(desk.url("/penalty?round=1")).text
    outsider = re.search(r'id="penalty-outsider".*?</details>', page, re.S)
    assert outsider, page[:500]
    form = outsider.group(0)
    assert 'name="person"' in form and 'type="checkbox" name="not_registered"' in form
    assert "This person is not a registered duelist of the event" in form


def test_the_penalty_is_recorded_once_against_the_person_and_changes_no_result(
    site: Site,
) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        page = _step_two(judge, desk, SPECTATOR)
        assert re.search(r'id="penalised-person">[^<]*<strong>Sam Spectator</strong>', page)
        key = form_key(page)
        preview = judge.post(desk.url("/penalty/preview"), data=_data(key)).text
        assert "Recorded against the person: no table's result changes." in preview
        assert 'id="confirm-button"' in preview
        assert desk.state.issued == {}
        first = judge.post(desk.url("/penalty"), data=_data(key))
        second = judge.post(desk.url("/penalty"), data=_data(key))
    assert first.status_code == 200 and "/judge/penalties/" in str(first.url)
    assert any("is not a registered duelist" in f for f in flashes(first.text))
    shown = re.search(r'id="penalty">.*?</table>', first.text, re.S)
    assert shown and "not a registered duelist (a supporter, a spectator)" in shown.group(0)
    assert "Recorded against the person: no table's result changes." in shown.group(0)
    assert "team loses" not in shown.group(0)
    assert "Already recorded: this form was sent before." in flashes(second.text)
    assert str(first.url) == str(second.url)
    [penalty] = desk.state.issued.values()
    assert penalty.offender == Offender(SPECTATOR)
    assert penalty.actual is Penalty.DQ_FORFEIT
    assert (penalty.occasion.round, penalty.occasion.table) == (1, 1)
    assert desk.state.result_at(1, 1) is None  # a duelist's would have lost the match
    [effect] = desk.state.effects.effects
    assert effect.team is None and "no result changes" in effect.text


def test_a_registered_duelists_name_typed_there_is_refused_beside_the_field(site: Site) -> None:
    desk = open_desk(site)
    duelist = desk.duelist(1)
    team = str(desk.table(1).team1)
    refusal = f"{duelist} is Duelist A of team &#39;{team}&#39;"
    with as_judge(desk) as judge:
        page = _step_two(judge, desk, duelist.upper())  # any case: the same person
        assert refusal in _beside_the_name(page)
        assert 'id="penalty-form"' not in page  # no facts to type for a refused name
        key = form_key(_step_two(judge, desk, SPECTATOR))
        posted = judge.post(desk.url("/penalty"), data=_data(key, person=duelist))
    assert posted.status_code == 400 and refusal in _beside_the_name(posted.text)
    assert "a registered duelist, not a person outside the teams" in _beside_the_name(posted.text)
    assert desk.state.issued == {}


def test_without_the_judges_explicit_word_nothing_is_recorded(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        page = _step_two(judge, desk, SPECTATOR, ticked=False)
        assert 'tick "not a registered duelist"' in _beside_the_name(page).replace("&#34;", '"')
        key = form_key(_step_two(judge, desk, SPECTATOR))
        data = _data(key)
        del data["not_registered"]
        posted = judge.post(desk.url("/penalty"), data=data)
    assert posted.status_code == 400
    assert desk.state.issued == {}


def test_a_duelist_cannot_post_a_penalty_for_a_person_outside_the_teams(site: Site) -> None:
    desk = open_desk(site)
    with as_duelist(desk, desk.duelist(1)) as duelist:
        posted = duelist.post(desk.url("/penalty"), data=_data("a-duelists-key"))
        shown = duelist.get(desk.url(f"/penalty?round=1&person={SPECTATOR}&not_registered=yes"))
    assert posted.status_code == 403 and shown.status_code == 403
    assert desk.state.issued == {}


def test_the_form_and_the_refusal_in_japanese(site: Site) -> None:
    desk = open_desk(site)
    duelist = desk.duelist(1)
    with as_judge(desk, lang="ja") as judge:
        page = judge.get(desk.url("/penalty?round=1")).text
        assert "登録デュエリストではない人物（応援者、観客など）" in page
        assert "この人物は大会の登録デュエリストではない" in page
        refused = _step_two(judge, desk, duelist)
        assert "チームに属さない人物ではなく、登録デュエリストです" in _beside_the_name(refused)
        key = form_key(_step_two(judge, desk, SPECTATOR))
        preview = judge.post(desk.url("/penalty/preview"), data=_data(key)).text
        assert "この人物への罰則です。どの卓の結果も変わりません。" in preview
        assert "登録デュエリストではない（応援者、観客など）" in preview
