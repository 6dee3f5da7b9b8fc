"""Issuing a penalty from the judge's desk (issue 12, "Issuing a penalty"), through the real
application: the duelist is picked by seat at the table (no typed names), the infraction from
the catalogue in both languages with the regulation's text, the facts it asks for; the preview
shows the guideline penalty, remedy and consequence before anything is recorded; Rule A (seed 000
line 26) needs a written reason for another penalty; Rule B (line 28) proposes one step above
the last penalty given, accepted or declined with a reason; confirming records once and the
table's result changes (seed 000 line 13: a match loss loses the match in progress, for the
team: seed 001 A). The slip PDF; voiding; a person's record; the head judge's list and exports.
"""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

import pypdfium2 as pdfium
from starlette.testclient import TestClient

from services.kit import AT
from tagduel.penalties.model import Offender, Penalty, UpgradeChoice
from tagduel.penalties.record import COLUMNS
from tagduel.services.demo import DEMO_EVENT
from tagduel.services.penalties import PenaltyRequest, PenaltyService
from tagduel.tournament.model import Result
from web.conftest import Site
from web.judgekit import (
    HEAD,
    JUDGE,
    Desk,
    as_duelist,
    as_judge,
    flashes,
    form_key,
    open_desk,
)


def _form(judge: TestClient, desk: Desk, infraction: str = "tardiness", seat: str = "1A") -> str:
    page = judge.get(desk.url(f"/penalty?round=1&table=1&seat={seat}&infraction={infraction}"))
    assert page.status_code == 200
    return page.text


def _data(key: str, infraction: str = "tardiness", seat: str = "1A", **more: str) -> dict[str, str]:
    base = {"round": "1", "table": "1", "seat": seat, "infraction": infraction, "key": key}
    return {**base, "timing": "during_duel", **more}


def _late(judge: TestClient, desk: Desk, minutes: str, seat: str = "1A", **decision: str) -> Any:
    key = form_key(_form(judge, desk, seat=seat))
    data = _data(key, seat=seat, fact_minutes_late=minutes, **decision)
    return judge.post(desk.url("/penalty"), data=data)


def _error(page: str) -> str:
    found = re.search(r'id="penalty-error">([^<]*)<', page)
    return found.group(1) if found else ""


# -- the form ----------------------------------------------------------------------------------


def test_the_form_offers_the_tables_four_duelists_and_every_infraction_of_the_catalogue(
    site: Site,
) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        page = judge.get(desk.url("/penalty?round=1&table=1")).text
    seats = re.findall(r'name="seat" value="(\w+)"', page)
    assert seats == ["1A", "1B", "2A", "2B"]
    for side, seat in ((1, "a"), (1, "b"), (2, "a"), (2, "b")):
        assert desk.duelist(1, side, seat) in page
    options = re.findall(r'<option value="([a-z_]+)" >', page)
    assert set(options) >= set(desk.state.catalogue.infractions)
    who = re.search(r'id="penalty-who".*?</form>', page, re.S)
    assert who and 'name="person"' not in who.group(0)  # a duelist's name is never typed


def test_the_chosen_infraction_shows_the_regulation_in_both_languages_with_its_line(
    site: Site,
) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        page = _form(judge, desk)
    assert "Not seated at the set time." in page  # seed 000 line 64, in English
    assert "指定の集合時間に自分の席についていなかった。" in page  # and as the regulations say it
    assert "penalty regulations, line 64" in page
    assert 'name="fact_minutes_late"' in page  # the fact this infraction asks for


def test_a_duelist_who_is_not_at_the_table_cannot_be_chosen(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        key = form_key(_form(judge, desk))
        for seat in ("3A", "", "1C"):
            r = judge.post(desk.url("/penalty"), data=_data(key, seat=seat, fact_minutes_late="3"))
            assert r.status_code == 400 and "choose the duelist from the table" in _error(r.text)
    assert desk.state.issued == {}


# -- the preview -------------------------------------------------------------------------------


def test_the_preview_shows_guideline_remedy_and_consequence_and_records_nothing(
    site: Site,
) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        key = form_key(_form(judge, desk))
        late = judge.post(desk.url("/penalty/preview"), data=_data(key, fact_minutes_late="12"))
        drew = judge.post(
            desk.url("/penalty/preview"),
            data=_data(
                key, "rules_extra_draw", fact_can_undo="yes", fact_decisive_card="no", seat="2B"
            ),
        )
    preview = re.search(r'id="preview".*?</section>', late.text, re.S)
    assert preview, late.text[:500]
    # seed 000 line 68: still not seated 10 minutes after the set time: a match loss
    assert "Match loss" in preview.group(0) and "usually Warning" in preview.group(0)
    assert "The duelist&#39;s team loses the match in progress." in preview.group(0)
    assert 'id="confirm-button"' in late.text
    # seed 000 lines 52-54: an extra draw that can be put back: a warning, cards back on top
    assert "Put the extra cards drawn back on top of the Deck." in drew.text
    assert "The match result does not change." in drew.text
    assert desk.state.issued == {}


def test_a_missing_or_impossible_fact_is_refused_saying_what_is_expected(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        key = form_key(_form(judge, desk))
        bad = judge.post(desk.url("/penalty/preview"), data=_data(key, fact_minutes_late="soon"))
        assert bad.status_code == 400 and "minutes_late" in _error(bad.text)
        on_time = judge.post(desk.url("/penalty"), data=_data(key, fact_minutes_late="0"))
        assert on_time.status_code == 400 and "on time" in _error(on_time.text)
        too_long = judge.post(desk.url("/penalty"), data=_data(key, fact_minutes_late="95"))
        assert too_long.status_code == 400 and "longer than a round" in _error(too_long.text)
    assert desk.state.issued == {}


# -- confirming --------------------------------------------------------------------------------


def test_confirming_a_tardiness_match_loss_turns_the_tables_result_for_the_duelist_too(
    site: Site,
) -> None:
    desk = open_desk(site)
    pairing = desk.table(1)
    with as_judge(desk) as judge:
        done = _late(judge, desk, "12")
        assert done.status_code == 200 and "/judge/penalties/" in str(done.url)
        number = int(str(done.url).rsplit("/", 1)[1])
        assert f"Recorded as penalty #{number}." in flashes(done.text)
        shown = re.search(r'id="table-result">.*?</p>', done.text, re.S)
        assert shown and f"{pairing.team2} won" in shown.group(0)
    penalty = desk.state.issued[number]
    assert penalty.offender == Offender(desk.duelist(1), str(pairing.team1), penalty.offender.seat)
    assert penalty.offender.seat is not None and penalty.offender.seat.value == "A"
    assert (penalty.actual, penalty.occasion.judge) == (Penalty.MATCH_LOSS, JUDGE)
    assert desk.state.result_at(1, 1) is Result.LOSS  # team 1's duelist: team 2 wins
    with as_duelist(desk, desk.duelist(1, side=2, seat="b")) as opponent:
        me = opponent.get(f"/e/{desk.event_id}/me").text
        assert f"Result: {pairing.team2} won" in re.sub(r"\s+", " ", me)


def test_the_same_penalty_form_sent_twice_is_recorded_once(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        key = form_key(_form(judge, desk))
        data = _data(key, fact_minutes_late="12")
        first = judge.post(desk.url("/penalty"), data=data)
        second = judge.post(desk.url("/penalty"), data=data)
    assert "Already recorded: this form was sent before." in flashes(second.text)
    assert str(first.url) == str(second.url)  # the repeat shows the penalty recorded first
    assert len(desk.state.issued) == 1


def test_rule_a_another_penalty_than_the_guideline_needs_a_written_reason(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk, HEAD, head=True) as judge:
        refused = _late(judge, desk, "3", actual="caution")
        assert refused.status_code == 400 and "Rule A" in _error(refused.text)
        assert 'id="preview"' in refused.text  # the preview stays beside the refusal
        assert desk.state.issued == {}
        lessened = _late(judge, desk, "3", actual="caution", reason="the venue's clock was wrong")
        assert "lessened from the guideline" in lessened.text
        assert "the venue&#39;s clock was wrong" in lessened.text
    [penalty] = desk.state.issued.values()
    assert (penalty.guideline, penalty.actual) == (Penalty.WARNING, Penalty.CAUTION)


def test_rule_a_only_the_head_judge_lessens_or_adds_to_a_penalty(site: Site) -> None:
    """Seed 000, 罰則の適用 A (line 26): 「大会審判は情状を酌量して罰則を軽減もしくは追加できる」 —
    the head judge (大会審判) may lessen or add to a penalty; a floor judge gives the guideline
    (or the Rule B upgrade accepted), and the form says so."""
    desk = open_desk(site)
    with as_judge(desk) as judge:
        key = form_key(_form(judge, desk))
        shown = judge.post(desk.url("/penalty/preview"), data=_data(key, fact_minutes_late="3"))
        hint = re.search(r'id="rule-a">([^<]*)<', shown.text)
        assert hint and "only the head judge may lessen or add" in hint.group(1)
        assert re.search(r'<select name="actual"[^>]* disabled', shown.text)
        raised = _late(judge, desk, "3", actual="match_loss", reason="the opponent waited")
        assert raised.status_code == 400
        assert "Only the head judge may lessen or add to a penalty" in _error(raised.text)
        assert desk.state.issued == {}
        as_given = _late(judge, desk, "3", actual="warning")  # the guideline itself
        assert as_given.status_code == 200 and len(desk.state.issued) == 1
    with as_judge(desk, HEAD, head=True) as head:
        key = form_key(_form(head, desk, seat="2A"))
        page = head.post(
            desk.url("/penalty/preview"), data=_data(key, seat="2A", fact_minutes_late="3")
        ).text
        hint = re.search(r'id="rule-a">([^<]*)<', page)
        assert hint and "the head judge may lessen or add" in hint.group(1)
        assert not re.search(r'<select name="actual"[^>]* disabled', page)
        _late(head, desk, "3", seat="2A", actual="match_loss", reason="the opponent waited")
    last = desk.state.issued[max(desk.state.issued)]
    assert (last.guideline, last.actual) == (Penalty.WARNING, Penalty.MATCH_LOSS)


def test_rule_b_proposes_one_step_above_the_last_penalty_given_declined_only_with_a_reason(
    site: Site,
) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        first = _late(judge, desk, "2")  # a warning (seed 000 line 64)
        earlier = int(str(first.url).rsplit("/", 1)[1])
        key = form_key(_form(judge, desk))
        shown = judge.post(desk.url("/penalty/preview"), data=_data(key, fact_minutes_late="3"))
        rule_b = re.search(r'id="rule-b">([^<]*)<', shown.text)
        # a warning again: one step above the last penalty given (warning) is a duel loss
        assert rule_b and "Rule B proposes Duel loss" in rule_b.group(1)
        assert f"#{earlier}" in shown.text
        undecided = judge.post(desk.url("/penalty"), data=_data(key, fact_minutes_late="3"))
        assert undecided.status_code == 400 and "Rule B" in _error(undecided.text)
        bare = judge.post(
            desk.url("/penalty"), data=_data(key, fact_minutes_late="3", upgrade="declined")
        )
        assert bare.status_code == 400 and "needs a written reason" in _error(bare.text)
        assert len(desk.state.issued) == 1
        declined = judge.post(
            desk.url("/penalty"),
            data=_data(key, fact_minutes_late="3", upgrade="declined", reason="a train delay"),
        )
        assert "declined" in declined.text
    second = desk.state.issued[max(desk.state.issued)]
    assert second.actual is Penalty.WARNING and second.repeat is not None
    assert second.repeat.choice is UpgradeChoice.DECLINED and second.repeat.earlier == (earlier,)


def test_an_accepted_upgrade_is_recorded_as_the_heavier_penalty(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        _late(judge, desk, "2")
        _late(judge, desk, "3", upgrade="accepted")
    last = desk.state.issued[max(desk.state.issued)]
    assert (last.guideline, last.actual) == (Penalty.WARNING, Penalty.DUEL_LOSS)
    assert desk.state.result_at(1, 1) is Result.LOSS  # a duel loss ends a best-of-one match


# -- the slip, voiding, the record -------------------------------------------------------------


def _pdf_text(body: bytes) -> str:
    document = pdfium.PdfDocument(body)
    try:
        return "".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()


def test_the_penalty_slip_is_a_pdf_in_japanese_or_english_with_lines_to_sign(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        number = int(str(_late(judge, desk, "12").url).rsplit("/", 1)[1])
        slip = desk.url(f"/penalties/{number}/slip.pdf")
        english = judge.get(f"{slip}?lang=en")
        japanese = judge.get(f"{slip}?lang=ja")
    assert english.headers["content-type"] == "application/pdf"
    en, ja = _pdf_text(english.content), _pdf_text(japanese.content)
    assert "Penalty slip" in en and "Match loss" in en and desk.duelist(1) in en
    assert "Duelist's signature" in en and "Judge's signature" in en
    assert "罰則票" in ja and "マッチの敗北" in ja and "デュエリストの署名" in ja
    assert "Penalty slip" not in ja


def test_the_head_judge_voids_a_penalty_with_a_reason_and_the_result_comes_back(
    site: Site,
) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        number = int(str(_late(judge, desk, "12").url).rsplit("/", 1)[1])
        page = desk.url(f"/penalties/{number}")
        assert "Reason for voiding" not in judge.get(page).text
        assert judge.post(f"{page}/void", data={"reason": "wrong duelist"}).status_code == 403
    assert desk.state.result_at(1, 1) is Result.LOSS
    with as_judge(desk, HEAD, head=True) as head:
        blank = head.post(f"{page}/void", data={"reason": "  "})
        assert "needs a written reason" in " ".join(flashes(blank.text))
        done = head.post(f"{page}/void", data={"reason": "wrong duelist"})
        assert f"Penalty #{number} is voided." in flashes(done.text)
        assert "voided by Hana Head" in done.text and "wrong duelist" in done.text
        again = head.post(f"{page}/void", data={"reason": "twice"})
        assert "already voided" in " ".join(flashes(again.text))
    assert desk.state.result_at(1, 1) is None and desk.state.penalties == []


def test_a_voided_penalty_slip_does_not_also_say_officially_recorded(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk, HEAD, head=True) as head:
        number = int(str(_late(head, desk, "12").url).rsplit("/", 1)[1])
        page = desk.url(f"/penalties/{number}")
        assert "officially recorded" in _pdf_text(head.get(f"{page}/slip.pdf?lang=en").content)
        head.post(f"{page}/void", data={"reason": "wrong duelist"})
        voided = " ".join(_pdf_text(head.get(f"{page}/slip.pdf?lang=en").content).split())
        shown = head.get(page).text
    assert "VOIDED" in voided and "voided by Hana Head: wrong duelist" in voided
    assert "not officially recorded: the penalty is voided" in voided
    assert "Official record officially recorded" not in voided
    assert "not officially recorded: the penalty is voided" in shown


def test_a_persons_record_spans_every_event_with_names_matched_by_nfkc(site: Site) -> None:
    desk = open_desk(site)
    person = desk.duelist(1)
    wide = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in person)
    PenaltyService(site.ctx.store).issue(
        "Spring Open",
        PenaltyRequest("tardiness", Offender(wide), {"minutes_late": "3"}, judge="Kai", at=AT),
    )
    with as_judge(desk) as judge:
        _late(judge, desk, "12")
        page = judge.get(desk.url("/record"), params={"person": person}).text
    assert "Spring Open" in page and DEMO_EVENT in page
    assert "2 officially recorded, 2 in all." in page


def test_the_head_judges_list_exports_every_penalty_as_csv_and_json(site: Site) -> None:
    desk = open_desk(site)
    with as_judge(desk) as judge:
        _late(judge, desk, "12")
    with as_judge(desk, HEAD, head=True) as head:
        _late(head, desk, "2", "2A", actual="caution", reason="=HYPERLINK(1)")  # a formula
        listing = head.get(desk.url("/penalties")).text
        rows = list(csv.DictReader(io.StringIO(head.get(desk.url("/penalties.csv")).text)))
        document = json.loads(head.get(desk.url("/penalties.json")).text)
        assert head.get(desk.url("/penalties.xml")).status_code == 404
    assert "All penalties of Demo Cup" in listing and listing.count("officially recorded") >= 1
    assert [r["actual"] for r in rows] == ["match_loss", "caution"]
    assert list(rows[0]) == list(COLUMNS)
    assert rows[1]["reason"] == "'=HYPERLINK(1)" and rows[1]["status"] == "unrecorded"
    assert document["event"] == DEMO_EVENT
    assert [p["number"] for p in document["penalties"]] == sorted(desk.state.issued)
