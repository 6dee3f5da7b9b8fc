"""The organiser's and duelist's pages follow the event to its end: no Swiss round offered
once Swiss is over, a top cut confirmed before it starts, the final placings exported only once
there are some, the duelist told the event is over with the team's final placing, and the
standings headings counted in words ("after 1 round")."""

from __future__ import annotations

import re

from pytest import MonkeyPatch
from starlette.testclient import TestClient

from services.kit import EVENT, new_event, play_round
from tagduel.services.access import new_join_code
from tagduel.services.placings import final_placings
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.services.topcut import numbered, report_topcut, start_topcut
from tagduel.tournament.model import Result
from tagduel.web.pdf import standings_pdf
from web.conftest import Site


def _event(site: Site, teams: int = 6, rounds: int = 2, cut: int = 4) -> int:
    new_event(site.ctx.events, teams, rounds=rounds, top_cut=cut)
    return site.ctx.events.info(EVENT).id


def _finish_cut(site: Site) -> None:
    events = site.ctx.events
    while True:
        bracket = events.state(EVENT).bracket()
        assert bracket is not None
        ready = [n for n in numbered(bracket) if n.match.ready]
        if not ready:
            return
        match = ready[0].match
        report_topcut(events, EVENT, ready[0].number, str(match.team1))


def _next_step(page: str) -> str:
    found = re.search(r'id="next-step">(.*?)</section>', page, re.S)
    assert found, "the rounds page says what is next"
    return found.group(1)


def test_the_rounds_page_offers_no_swiss_round_once_swiss_is_over(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site)
    assert "Pair round 1" in organiser.get(f"/e/{e}/rounds").text
    play_round(site.ctx.events, seed=1)
    pair_next(site.ctx.events, EVENT, 2)
    page = organiser.get(f"/e/{e}/rounds").text
    assert "Pair round 3" not in page
    assert "Record round 2's results, then start the top cut" in _next_step(page)
    for p in site.ctx.events.state(EVENT).paired_round(2).pairings:
        if not p.is_bye:
            report_result(site.ctx.events, EVENT, 2, p.table, Result.WIN)
    page = organiser.get(f"/e/{e}/rounds").text
    assert "next, start the top cut" in _next_step(page) and "Pair round" not in page
    start_topcut(site.ctx.events, EVENT)
    assert "the top cut is under way" in _next_step(organiser.get(f"/e/{e}/rounds").text)
    _finish_cut(site)
    page = organiser.get(f"/e/{e}/rounds").text
    assert "The event is over" in _next_step(page) and "Pair round" not in page


def test_the_top_cut_starts_only_once_confirmed_naming_the_byes_and_who_is_left_out(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site)
    play_round(site.ctx.events, seed=1)
    play_round(site.ctx.events, seed=2)
    standings = site.ctx.events.state(EVENT).standings()
    asked = organiser.post(f"/e/{e}/topcut", data={"size": "3", "key": "k1"})
    assert asked.status_code == 200
    assert site.ctx.events.state(EVENT).topcut is None, "nothing starts before it is confirmed"
    preview = re.search(r'id="cut-preview">(.*?)</form>', asked.text, re.S)
    assert preview and "Start a Top 3 cut?" in preview.group(1)
    seeds = re.findall(r"<li>(.*?)</li>", preview.group(1))
    assert str(standings[0].team) in seeds[0] and "bye in the first round" in seeds[0]
    assert "bye" not in seeds[1] and "bye" not in seeds[2]
    assert f"{standings[3].team} (rank 4)" in preview.group(1)  # the first team left out
    bad = organiser.post(f"/e/{e}/topcut", data={"size": "-1", "key": "k2"})
    assert bad.status_code == 400 and 'class="field-error"' in bad.text and 'value="-1"' in bad.text
    organiser.post(f"/e/{e}/topcut", data={"size": "3", "confirmed": "yes", "key": "k3"})
    cut = site.ctx.events.state(EVENT).topcut
    assert cut is not None and cut.size == 3


def test_a_top_cut_match_starts_on_choose_and_an_empty_choice_is_refused(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, teams=4, rounds=1)
    play_round(site.ctx.events, seed=1)
    start_topcut(site.ctx.events, EVENT)
    page = organiser.get(f"/e/{e}/topcut").text
    form = re.search(r'<form method="post" action="/e/\d+/topcut/1".*?</form>', page, re.S)
    assert form and '<option value="" selected>— choose —</option>' in form.group(0)
    after = organiser.post(f"/e/{e}/topcut/1", data={"winner": "", "key": "k"})
    assert "Match 1: choose the team that won." in after.text
    state = site.ctx.events.state(EVENT)
    assert state.topcut is not None and state.topcut.reported(1) is None


def test_final_placings_export_is_disabled_with_the_reason_until_the_event_is_over(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, teams=4, rounds=1)
    play_round(site.ctx.events, seed=1)

    def placings_row() -> str:
        found = re.search(r'id="export-placings">(.*?)</tr>', organiser.get(f"/e/{e}/files").text)
        assert found
        return found.group(1)

    row = placings_row()
    assert "/export/placings.csv" not in row and 'aria-disabled="true"' in row
    assert "the top cut is over; it has not started" in row
    start_topcut(site.ctx.events, EVENT)
    assert "the top cut has its champion" in placings_row()
    _finish_cut(site)
    row = placings_row()
    assert "/export/placings.csv" in row and "/export/placings.json" in row


def test_the_duelist_page_says_the_event_is_over_with_the_final_placing(
    site: Site, client: TestClient
) -> None:
    e = _event(site, teams=4, rounds=1)
    code = new_join_code(site.ctx.events, EVENT)
    assert client.post("/join", data={"code": code, "name": "Duelist 1A"}).status_code == 200
    play_round(site.ctx.events, seed=1)
    start_topcut(site.ctx.events, EVENT)
    assert 'id="event-over"' not in client.get(f"/e/{e}/me").text
    _finish_cut(site)
    mine = next(p for p in final_placings(site.ctx.events.state(EVENT)) if p.team == "Team 1")
    page = client.get(f"/e/{e}/me").text
    over = re.search(r'id="event-over">(.*?)</section>', page, re.S)
    assert over and "The event is over" in over.group(1)
    if mine.first == mine.last:
        nth = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}[mine.first]
        assert f"Team 1 finished {nth}." in over.group(1)
    else:
        assert f"Team 1 finished in places {mine.first}-{mine.last}." in over.group(1)
    assert "has a bye" not in page and "Round clock" not in page


def test_the_standings_say_after_1_round_and_after_2_rounds(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, teams=4, rounds=2, cut=0)
    play_round(site.ctx.events, seed=1)
    assert "Standings after 1 round<" in organiser.get(f"/p/{e}/standings").text
    organiser.cookies.set("lang", "ja")
    assert "1ラウンド終了時点の順位" in organiser.get(f"/p/{e}/standings").text
    organiser.cookies.set("lang", "en")
    play_round(site.ctx.events, seed=2)
    assert "Standings after 2 rounds<" in organiser.get(f"/p/{e}/standings").text
    assert standings_pdf(site.ctx.events.state(EVENT), "en").startswith(b"%PDF")


def test_the_standings_heading_counts_only_the_rounds_whose_results_are_all_in(
    site: Site, organiser: TestClient, monkeypatch: MonkeyPatch
) -> None:
    e = _event(site, teams=4, rounds=3, cut=0)
    monkeypatch.setattr("tagduel.web.pdf.render_pdf", lambda html: html.encode())

    def headings() -> list[str]:
        state = site.ctx.events.state(EVENT)
        return [
            organiser.get(f"/p/{e}/standings").text,
            organiser.get(f"/e/{e}/standings").text,
            standings_pdf(state, "en").decode(),
        ]

    assert all("Standings before round 1<" in page for page in headings())
    pair_next(site.ctx.events, EVENT, 1)
    assert all("Standings before round 1<" in page for page in headings())
    paired = site.ctx.events.state(EVENT).paired_round(1).pairings
    for p in paired:
        if not p.is_bye:
            report_result(site.ctx.events, EVENT, 1, p.table, Result.WIN)
    assert all("Standings after 1 round<" in page for page in headings())
    pair_next(site.ctx.events, EVENT, 2)
    pages = headings()
    assert all("Standings after 1 round<" in page for page in pages)
    assert not any("after 2 rounds" in page for page in pages)
    first = next(p for p in site.ctx.events.state(EVENT).paired_round(2).pairings if not p.is_bye)
    report_result(site.ctx.events, EVENT, 2, first.table, Result.WIN)
    assert all("Standings after 1 round<" in page for page in headings())
    organiser.cookies.set("lang", "ja")
    assert "1ラウンド終了時点の順位" in organiser.get(f"/e/{e}/standings").text
