"""The organiser's clock page: it names what it times (a Swiss round, a top-cut round), runs a
clock for the top cut's matches, never starts the clock of a round that is over, and shows only
the controls that apply, with visible labels and units."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from services.kit import EVENT, new_event, play_round
from tagduel.services.clockstatus import clock_status
from tagduel.services.endofmatchguide import end_of_match_guide
from tagduel.services.rounds import pair_next
from tagduel.services.topcut import numbered, report_topcut, start_topcut
from web.conftest import Site
from web.judgekit import flashes


def _event(site: Site, **settings: int) -> int:
    new_event(site.ctx.events, 4, **settings)
    return site.ctx.events.info(EVENT).id


def _heading(page: str) -> str:
    found = re.search(r"<h1>(.*?)</h1>", page, re.S)
    assert found
    return found.group(1)


def _clock_rounds(site: Site) -> list[int]:
    return [f.round for f in site.ctx.events.state(EVENT).clock_facts]


def test_the_top_cut_has_a_clock_of_its_own_named_by_its_round(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, rounds=1, top_cut=4)
    play_round(site.ctx.events, seed=1)
    assert "Round 1" in _heading(organiser.get(f"/e/{e}/clock").text)
    start_topcut(site.ctx.events, EVENT)
    page = organiser.get(f"/e/{e}/clock").text
    assert "Top cut: Semifinal" in _heading(page)
    assert 'action="/e/1/clock/start"' in page  # round 1 is over, the semifinals are not
    organiser.post(f"/e/{e}/clock/start", data={"minutes": "40", "key": "a"})
    assert _clock_rounds(site) == [2]  # the cut's first round, numbered on from Swiss
    state = site.ctx.events.state(EVENT)
    status = clock_status(state, state.clock_facts[0].at)
    assert [t.table for t in status.tables] == [1, 2]  # the semifinals, by match number
    organiser.post(f"/e/{e}/clock/extend-table", data={"table": "2", "minutes": "3", "key": "b"})
    assert _clock_rounds(site) == [2, 2]
    pairing, lines = end_of_match_guide(site.ctx.events.state(EVENT), 1, "1A")
    assert pairing.table == 1 and lines
    bracket = site.ctx.events.state(EVENT).bracket()
    assert bracket is not None
    for n in numbered(bracket)[:2]:
        report_topcut(site.ctx.events, EVENT, n.number, str(n.match.team1))
    assert "Top cut: Final" in _heading(organiser.get(f"/e/{e}/clock").text)
    organiser.post(f"/e/{e}/clock/start", data={"minutes": "40", "key": "c"})
    assert _clock_rounds(site) == [2, 2, 3]
    bracket = site.ctx.events.state(EVENT).bracket()
    assert bracket is not None
    final = numbered(bracket)[2]
    report_topcut(site.ctx.events, EVENT, final.number, str(final.match.team1))
    page = organiser.get(f"/e/{e}/clock").text
    assert "The event is over" in _heading(page) and 'id="clock-over"' in page
    assert "/clock/start" not in page
    projector = organiser.get(f"/p/{e}/clock").text
    assert "The event is over" in projector


def test_a_round_that_is_over_has_no_start_and_its_clock_is_not_started(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, rounds=2, top_cut=0)
    play_round(site.ctx.events, seed=1)
    page = organiser.get(f"/e/{e}/clock").text
    assert 'id="clock-finished"' in page and "/clock/start" not in page
    after = organiser.post(f"/e/{e}/clock/start", data={"minutes": "40", "key": "k"})
    assert any("Round 1 is over" in f for f in flashes(after.text))
    assert _clock_rounds(site) == []


def test_the_controls_have_labels_with_units_and_follow_the_clocks_state(
    site: Site, organiser: TestClient
) -> None:
    e = _event(site, rounds=2, top_cut=0)
    pair_next(site.ctx.events, EVENT, 1)
    page = organiser.get(f"/e/{e}/clock").text
    controls = re.search(r'id="clock-controls" data-state="(\w+)">(.*?)</section>', page, re.S)
    assert controls and controls.group(1) == "not_started"
    start = re.search(r'<form[^>]*clock/start" class="inline on-not_started">.*?</form>', page)
    assert start and "<label>Length <input" in start.group(0) and " min</label>" in start.group(0)
    assert 'clock/pause" class="inline on-running"' in page
    assert 'clock/resume" class="inline on-paused"' in page
    for bad in ("-5", "0", "abc"):
        after = organiser.post(f"/e/{e}/clock/start", data={"minutes": bad, "key": bad})
        assert f"Type a positive whole number, not {bad}." in flashes(after.text)
    assert _clock_rounds(site) == []
    organiser.post(f"/e/{e}/clock/start", data={"minutes": "40", "key": "ok"})
    page = organiser.get(f"/e/{e}/clock").text
    assert 'id="clock-controls" data-state="running"' in page
