"""What the pages and the API say when they refuse or report (web review items 4, 5, 6, 14, 15):
no command-line syntax, no internal codes, the field's error beside the field, the reader's
language, every skipped row of an import named."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape

from starlette.testclient import TestClient

from services.kit import cards, deck
from tagduel.decks.formats import DeckFormat, write_deck
from tagduel.services.demo import DEMO_EVENT, ensure_demo
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.tournament.model import Result
from web.conftest import Site, log_in
from web.judgekit import HEAD, Desk, as_judge, form_key, open_desk
from web.test_api import API, organiser_bot, pair, put_result, team_body
from web.test_i18n import english_left, names_of

CLI_WORDS = re.compile(r"--[a-z]|tagduel (event|judge)|`")


def _client(site: Site, lang: str = "en") -> TestClient:
    return TestClient(site.app, headers={"sec-fetch-site": "same-origin"}, cookies={"lang": lang})


def _flashes(page: str) -> list[str]:
    found = re.findall(r'class="flash[^"]*"[^>]*>(.*?)</', page, flags=re.S)
    return [unescape(" ".join(f.split())) for f in found]


def _register_form(team: str, **more: str) -> dict[str, str]:
    return {
        "team": team,
        "a": "Leo Akaba",
        "b": "Ray Akaba",
        "deck_a_text": write_deck(deck("light-A.ydk"), DeckFormat.YDKE),
        "deck_b_text": write_deck(deck("dark-B.ydk"), DeckFormat.YDKE),
        "key": f"register-{team}",
        **more,
    }


# --- 4: no command-line syntax on the pages or in the API ------------------------------------


def test_pausing_a_clock_not_started_says_so_without_a_command(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    with _client(site) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/clock/pause", data={"key": "p1"})
    [said] = [f for f in _flashes(r.text) if "clock" in f]
    assert "round 1's clock has not been started: start it first" in said
    assert not CLI_WORDS.search(said)


def test_a_correction_without_a_reason_on_the_results_grid_names_no_option(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    report_result(site.ctx.events, DEMO_EVENT, 1, 1, Result.WIN)
    grid = f"/e/{info.id}/rounds/1/tables/1/report"
    for lang, expected in (("en", "a correction needs a written reason"), ("ja", "訂正には理由")):
        with _client(site, lang) as client:
            log_in(client)
            r = client.post(grid, data={"result": "team2", "key": f"c-{lang}"})
        [said] = [f for f in _flashes(r.text) if expected in f]
        assert not CLI_WORDS.search(said) and "TEXT" not in said, said
    assert site.ctx.events.tournament(DEMO_EVENT).result_at(1, 1) is Result.WIN


def test_a_registration_after_pairing_asks_for_a_late_entry_in_words(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    with _client(site) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/teams", data=_register_form("Newcomers"))
    text = unescape(r.text)
    assert r.status_code == 400
    assert "round 1 of 'Demo Cup' is already paired: register the team as a late entry" in text
    assert "--late" not in text
    assert "Newcomers" not in site.ctx.events.state(DEMO_EVENT).teams


def test_the_api_refusals_carry_no_command_line_hints(site: Site) -> None:
    client = organiser_bot(site)
    r = client.post(f"{API}/events", json={"name": "API Cup", "banlist": "builtin", "rounds": 3})
    event_id = int(r.json()["event_id"])
    for i in range(1, 5):
        assert client.post(f"{API}/events/{event_id}/teams", json=team_body(i)).status_code == 201
    pair(client, event_id, 1)
    late = client.post(f"{API}/events/{event_id}/teams", json=team_body(5))
    assert late.status_code == 400
    assert "late entry" in late.json()["detail"] and "--late" not in late.json()["detail"]
    paused = client.post(f"{API}/events/{event_id}/clock/pause")
    assert paused.status_code == 400
    assert paused.json()["detail"] == "round 1's clock has not been started: start it first"
    put_result(client, event_id, 1, 1, "team1")
    void = client.post(f"{API}/events/{event_id}/rounds/1/void", json={"reason": "typo"})
    assert void.status_code == 400
    assert "a result is changed by a correction" in void.json()["detail"]
    assert not CLI_WORDS.search(void.json()["detail"])


# --- 5: validation beside the field, in words --------------------------------------------------


def test_a_seed_that_is_not_a_number_is_refused_beside_the_field_keeping_the_input(
    site: Site,
) -> None:
    info = ensure_demo(site.ctx.events, cards())
    for lang, expected in (
        ("en", "The seed is a whole number from 0 to 2147483647."),
        ("ja", "シード値は0から2147483647までの整数です。"),
    ):
        with _client(site, lang) as client:
            log_in(client)
            r = client.post(f"/e/{info.id}/rounds", data={"seed": "abc", "key": f"s-{lang}"})
        assert r.status_code == 400
        field = re.search(
            r'<input name="seed" value="([^"]*)"[^>]*></label>\s*<span class="field-error"', r.text
        )
        assert field and field.group(1) == "abc"  # the typed text kept, the error beside it
        assert expected in r.text and "Input should be" not in r.text
    assert site.ctx.events.state(DEMO_EVENT).paired == []  # nothing paired


def test_a_good_seed_still_pairs(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    with _client(site) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/rounds", data={"seed": " 7 ", "key": "s1"})
    assert r.status_code == 200 and str(r.url).endswith(f"/e/{info.id}/rounds/1")
    assert site.ctx.events.state(DEMO_EVENT).paired[0].seed == 7


def test_recording_without_choosing_a_result_says_choose_a_result(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    with _client(site) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/rounds/1/tables/1/report", data={"result": "", "key": "e"})
    assert "Table 1: choose a result" in _flashes(r.text)
    assert not [f for f in _flashes(r.text) if "not a result" in f or "double-loss" in f]


def test_a_form_field_of_the_wrong_kind_is_named_in_the_readers_language(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    with _client(site, "ja") as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/rounds/1/tables/x/report", data={"result": "team1"})
    assert r.status_code in (400, 404)
    assert "Input should be" not in r.text and "Not Found" not in r.text


# --- 6: Japanese throughout ---------------------------------------------------------------------


def test_the_placings_export_before_the_end_is_refused_in_japanese(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    names = names_of(site.ctx.events.state(DEMO_EVENT))
    with _client(site, "ja") as client:
        log_in(client)
        r = client.get(f"/e/{info.id}/export/placings.csv")
    assert r.status_code == 400
    assert "最終順位はまだありません" in r.text
    assert english_left(r.text, names) == []


def test_a_page_that_does_not_exist_says_so_in_japanese(site: Site) -> None:
    with _client(site, "ja") as client:
        r = client.get("/no/such/page")
    assert r.status_code == 404
    assert "このアドレスのページはありません。" in r.text and "Not Found" not in r.text
    assert english_left(r.text, ["tagduel"]) == []
    with _client(site) as client:
        english = client.get("/no/such/page")
    assert "There is no page at this address." in english.text
    api = TestClient(site.app).get("/api/v1/no/such/thing")
    assert api.json() == {"detail": "Not Found"}  # the API keeps the framework's detail


# --- 14: a deck refusal in plain words ----------------------------------------------------------


def test_illegal_decks_are_listed_without_doubled_names_or_internal_codes(site: Site) -> None:
    info = ensure_demo(site.ctx.events, cards())
    short = deck("dark-B.ydk")
    short = replace(short, main=short.main[:-1])  # 39 cards in the Main Deck
    form = _register_form("Short Decks", deck_b_text=write_deck(short, DeckFormat.YDKE))
    with _client(site) as client:
        log_in(client)
        r = client.post(f"/e/{info.id}/teams", data=form)
    text = unescape(r.text)
    assert r.status_code == 400
    assert "Duelist B: Main Deck has 39 cards; the minimum is 40." in text
    assert "Duelist B: Duelist B" not in text and "Duelist B</strong>: Duelist B" not in text
    assert "main_too_small" not in text and "_too_" not in text


# --- 15: an import names every skipped row ------------------------------------------------------


def test_an_import_names_each_skipped_row_and_a_repeat_says_why_nothing_was_imported(
    site: Site,
) -> None:
    info = ensure_demo(site.ctx.events, cards())
    pair_next(site.ctx.events, DEMO_EVENT, 1)
    csv_text = "round,table,result\n1,1,team1\n1,2\n1,3,\n"
    files = {"file": ("short.csv", csv_text.encode(), "text/csv")}
    with _client(site) as client:
        log_in(client)
        first = client.post(
            f"/e/{info.id}/import", data={"kind": "results", "key": "i1"}, files=files
        )
        again = client.post(
            f"/e/{info.id}/import", data={"kind": "results", "key": "i2"}, files=files
        )
    assert (
        "1 result imported from short.csv; rows skipped: lines 3, 4: no result given."
        in _flashes(first.text)
    )
    assert (
        "Nothing imported from short.csv: no row holds a new result (line 2: already recorded; "
        "lines 3, 4: no result given)." in _flashes(again.text)
    )
    assert site.ctx.events.tournament(DEMO_EVENT).result_at(1, 1) is Result.WIN


# --- 5: penalties by their names ----------------------------------------------------------------


def _raise_without_reason(judge: TestClient, desk: Desk) -> str:
    key = form_key(judge.get(desk.url(f"/penalty?{_PENALTY_QUERY}")).text)
    data = {
        "round": "1",
        "table": "1",
        "seat": "1A",
        "infraction": "tardiness",
        "key": key,
        "timing": "during_duel",
        "fact_minutes_late": "3",
        "actual": "match_loss",
    }
    refused = judge.post(desk.url("/penalty"), data=data)
    assert refused.status_code == 400
    found = re.search(r'id="penalty-error">([^<]*)<', refused.text)
    return unescape(found.group(1)) if found else ""


_PENALTY_QUERY = "round=1&table=1&seat=1A&infraction=tardiness"


def test_rule_a_names_the_penalties_in_words_in_both_languages(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk, HEAD, head=True) as judge:  # only the head judge may deviate
        said = _raise_without_reason(judge, desk)
    assert said.startswith("Rule A: the guideline penalty is Warning; to raise it to Match loss")
    assert "_" not in said
    with as_judge(desk, HEAD, head=True, lang="ja") as judge:
        said = _raise_without_reason(judge, desk)
    assert said.startswith("罰則の適用A: 指針の罰則は警告です。マッチの敗北に追加するには")
    assert desk.state.issued == {}
