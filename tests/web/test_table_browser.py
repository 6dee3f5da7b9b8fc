"""A live Tag Duel table in a real browser: four browser contexts, one per seat, play by clicks.

Positions are set up as in the scenario files (`Duel.from_position`), so each test reaches its
situation at once: a summon answered in priority order by the other three seats; an attack
answered by a Set Mirror Force, then a chain of three links across both teams (with a reconnect
in the middle of the chain and a stale answer); the teammate's consent for a Tribute and a
judge's rewind; and the hidden-information test for both opening teams (no seat is ever sent a
hidden card's name or passcode). Screenshots of the board from each seat are kept."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from engine.test_views import _may_see
from services.test_tables import duelist, exiled_force_position, jinzo_position
from tagduel.cards.model import Attribute, Card, CardType
from tagduel.engine import S1A, S1B, S2A, S2B, DuelistSetup, Position, Seat, TableSetup, Team
from tagduel.engine.actions import parse_action
from tagduel.engine.decisions import DecisionKind
from tagduel.services.tables import Tables
from tagduel.web.routes.table_live import invite_token
from web.browser import TIMEOUT_MS, log_in, new_page
from web.conftest import LiveServer, screenshot

SEATS = ("1A", "1B", "2A", "2B")


def _tables(live: LiveServer) -> Tables:
    return live.site.app.state.tables.tables  # type: ignore[no-any-return]


def _sit(
    browser: Any,
    live: LiveServer,
    table_id: int,
    frames: dict[str, list[str]] | None = None,
    langs: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Four browser contexts (each in its language of `langs`, else English), each taking its
    seat by its invitation link; the boards open."""
    pages: dict[str, Any] = {}
    for seat in SEATS:
        page = new_page(browser, live.url, lang=(langs or {}).get(seat, "en"))
        if frames is not None:
            got = frames.setdefault(seat, [])
            page.on(
                "websocket",
                lambda ws, got=got: ws.on("framereceived", lambda p, got=got: got.append(p)),
            )
        token = invite_token(live.site.ctx, table_id, Seat(seat))
        page.goto(f"/tables/{table_id}/join/{seat}?t={token}")
        page.fill("input[name=name]", f"Duelist {seat}")
        page.click("#join-seat button")
        page.wait_for_url(f"**/tables/{table_id}")
        pages[seat] = page
    for page in pages.values():
        page.wait_for_selector("#conn[data-state=online]")
    return pages


def _asked(live: LiveServer, table_id: int, pages: dict[str, Any]) -> tuple[str, Any, DecisionKind]:
    """The seat the table waits for, its page once that page shows the request, and its kind."""
    room = _tables(live).room(table_id)
    with room.lock:  # not in the middle of a write
        assert room.duel is not None and room.duel.pending is not None
        seat, version, kind = room.duel.pending.seat.value, room.version, room.duel.pending.kind
    page = pages[seat]
    page.wait_for_selector(f'#request[data-decision="{version}"]')
    return seat, page, kind


def _click(live: LiveServer, table_id: int, page: Any, selector: str) -> None:
    """Click an answer and wait until the table has moved on (the server wrote it)."""
    version = _tables(live).room(table_id).version
    page.click(selector)
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while _tables(live).room(table_id).version == version:
        assert time.monotonic() < deadline, f"the table did not move on after {selector}"
        time.sleep(0.05)


def _passes_until(
    live: LiveServer,
    table_id: int,
    pages: dict[str, Any],
    seat: str,
    kind: DecisionKind | None = None,
) -> list[str]:
    """Every seat asked passes, in turn, until `seat` is asked (for `kind`); returns who passed."""
    passed = []
    while True:
        asked, page, what = _asked(live, table_id, pages)
        if asked == seat and (kind is None or what is kind):
            return passed
        _click(live, table_id, page, '#request button[data-verb="pass"]')
        passed.append(asked)


def _open(live: LiveServer, setup: TableSetup) -> int:
    return _tables(live).open_position("Browser table", setup).id


def test_a_summon_by_clicks_is_answered_by_the_other_seats_in_priority_order(
    browser: Any, live: LiveServer
) -> None:
    """Team Dueling Rules D: after an action, priority goes round the table in turn order
    from the next seat; every seat is asked at a human table (no automatic pass)."""
    setup = TableSetup({S1A: duelist(hand=("Vorse Raider",))}, turn=5)
    table = _open(live, setup)
    pages = _sit(browser, live, table)
    _, page, kind = _asked(live, table, pages)
    assert kind is DecisionKind.MAIN and page is pages["1A"]
    for seat in ("1B", "2A", "2B"):
        assert pages[seat].locator("#request.mine").count() == 0  # not their decision
    hand = pages["1A"].locator('.card[data-key="1A.hand.0"]')
    assert "Vorse Raider" in hand.inner_text()
    assert pages["2A"].locator('.card[data-key="1A.hand.0"].back').count() == 1  # a back to 2A
    _click(live, table, pages["1A"], '.card[data-key="1A.hand.0"] button[data-verb="summon"]')
    assert _passes_until(live, table, pages, "1A", DecisionKind.MAIN) == ["2A", "1B", "2B", "1A"]
    for seat, page in pages.items():
        page.wait_for_selector(
            '.field[data-seat="1A"] .zones.monsters .card[data-name="Vorse Raider"]'
        )
        screenshot(page, f"table-summon-{seat}")
    phone = pages["2B"]
    phone.set_viewport_size({"width": 390, "height": 844})  # a phone: the side panel goes below
    board = phone.locator("#playmat").bounding_box()
    side = phone.locator("#request").bounding_box()
    assert board is not None and side is not None and side["y"] > board["y"] + board["height"] - 1
    screenshot(phone, "table-phone-2B")


def _mirror_force_position() -> TableSetup:
    """Turn 6 (2A's): 2A and 2B each control a monster; 1B has a Set Mirror Force; 2B and 1A
    each have a Set Dark Bribe (Counter Traps)."""
    return TableSetup(
        {
            S1A: duelist(spells=(("Dark Bribe", True),)),
            S1B: duelist(spells=(("Mirror Force", True),)),
            S2A: duelist(monsters=(("Vorse Raider", Position.ATTACK),)),
            S2B: duelist(
                monsters=(("Battle Ox", Position.ATTACK),), spells=(("Dark Bribe", True),)
            ),
        },
        turn=6,
    )


def test_an_attack_answered_by_mirror_force_makes_a_chain_of_three_across_both_teams(
    browser: Any, live: LiveServer
) -> None:
    """Mirror Force answers 2A's attack (1B is next in priority); 2B's Dark Bribe answers it,
    1A's Dark Bribe answers that (Team Dueling Rules D: a response answers the latest Chain
    Link). A reconnect in the middle of the chain shows the whole chain again; an answer to an
    old decision is refused as stale."""
    table = _open(live, _mirror_force_position())
    pages = _sit(browser, live, table)
    _click(live, table, pages["2A"], '#request button[title="2A phase battle"]')
    _passes_until(live, table, pages, "2A", DecisionKind.BATTLE)
    _click(live, table, pages["2A"], '.card[data-key="2A.monsters.0"] button[data-verb="attack"]')
    seat, page, kind = _asked(live, table, pages)
    assert (seat, kind) == ("1B", DecisionKind.RESPOND)  # the seat after 2A in turn order
    _click(live, table, page, '.card[data-key="1B.st.0"] button[data-verb="activate"]')
    _passes_until(live, table, pages, "2B")
    _click(live, table, pages["2B"], '.card[data-key="2B.st.0"] button[data-verb="activate"]')
    old = _tables(live).room(table).version
    pages["1A"].reload()  # a closed tab, opened again: the seat resumes with the whole view
    pages["1A"].wait_for_selector("#conn[data-state=online]")
    _passes_until(live, table, pages, "1A")
    assert pages["1A"].locator("#chain li[data-link]").count() == 2
    _click(live, table, pages["1A"], '.card[data-key="1A.st.0"] button[data-verb="activate"]')
    for seat_, page_ in pages.items():
        page_.wait_for_selector("#chain li[data-link='3']")
        assert page_.locator("#chain li[data-link]").count() == 3
        screenshot(page_, f"table-chain-{seat_}")
    _, page, _ = _asked(live, table, pages)
    page.evaluate(
        "old => document.getElementById('board')._table.send({type: 'answer', decision: old, action: 0})",
        old,
    )
    page.wait_for_selector("#banner.error")
    assert "too late" in page.inner_text("#banner")
    _passes_until(live, table, pages, "2A", DecisionKind.BATTLE)  # the chain resolved
    room = _tables(live).room(table)
    assert room.duel is not None
    assert [c.name for c in room.duel.state.zones[S2A].gy] == ["Vorse Raider"]
    assert [c.name for c in room.duel.state.zones[S2B].gy if c.name == "Battle Ox"] == ["Battle Ox"]
    assert room.duel.state.lp[Team.ONE] == 16000  # the attack never landed


def test_a_tribute_of_the_teammates_monster_waits_for_the_teammates_consent_and_a_judge_rewinds(
    browser: Any, live: LiveServer
) -> None:
    """Team Dueling Rules A: teammates agree before plays involving each other's cards. The
    penalty regulations: the judge returns the game to its previous state."""
    table = _open(live, jinzo_position())
    pages = _sit(browser, live, table)
    _asked(live, table, pages)
    _click(
        live,
        table,
        pages["1B"],
        '.card[data-key="1B.hand.0"] button.needs-consent[data-verb="summon"]',
    )
    pages["1A"].wait_for_selector("#request [data-consent=yes]")
    assert "Mystic Tomato" in pages["1A"].inner_text("#request")
    assert "1B is asking 1A to agree" in pages["2A"].inner_text("#request")
    screenshot(pages["1A"], "table-consent-1A")
    _click(live, table, pages["1A"], "#request [data-consent=yes]")
    for page in pages.values():
        page.wait_for_selector('.field[data-seat="1B"] .zones.monsters .card[data-name="Jinzo"]')
    judge = new_page(browser, live.url)
    log_in(judge)
    judge.goto(f"/tables/{table}/judge")
    judge.wait_for_selector("#conn[data-state=online]")
    judge.select_option("select[name=before]", "1")
    judge.fill("#judge-rewind input[name=reason]", "Tributed without asking first")
    judge.click("#judge-rewind button")
    judge.wait_for_selector("text=The duel is back before answer 1")
    for page in pages.values():
        page.wait_for_selector('.field[data-seat="1A"] .card[data-key="1A.monsters.0"]')
        assert (
            page.locator('.field[data-seat="1B"] .zones.monsters .card[data-name="Jinzo"]').count()
            == 0
        )
    screenshot(judge, "table-judge")
    room = _tables(live).room(table)
    assert room.answers == [] and [r.reason for r in room.rewinds] == [
        "Tributed without asking first"
    ]


def _unique(seat: Seat, i: int) -> Card:
    types = CardType.MONSTER | CardType.NORMAL
    return Card(
        92_000_000 + int(seat.value[0]) * 1000 + (0 if seat.is_a else 500) + i,
        f"Only {seat.value}-{i:02d}",
        types,
        Attribute.DARK,
        level=4,
        atk=1000 + i * 50,
        defense=1000,
    )


def _unique_position(first: Team) -> TableSetup:
    """Turn 1 of a duel opened by `first`: every card in every hand and Deck is one of a kind."""
    seats = {}
    for seat in (S1A, S1B, S2A, S2B):
        cards = [_unique(seat, i) for i in range(25)]
        seats[seat] = DuelistSetup(hand=tuple(cards[:5]), deck=tuple(cards[5:]))
    return TableSetup(seats, turn=1, first_team=first)


@pytest.mark.parametrize("first", [Team.ONE, Team.TWO])
def test_no_seat_is_sent_a_hidden_cards_name_or_passcode_whichever_team_opens(
    browser: Any, live: LiveServer, first: Team
) -> None:
    """Every frame each browser receives over its socket is checked against the position it
    shows: no card that seat may not see (another team's hand, Deck or Set card, Team Dueling
    Rules A) and that was never shown to the table is named in it."""
    table = _open(live, _unique_position(first))
    frames: dict[str, list[str]] = {}
    pages = _sit(browser, live, table, frames)
    for seat, page in pages.items():
        page.check("#autopass")
        holder = _tables(live).room(table).holder(Seat(seat))
        deadline = time.monotonic() + TIMEOUT_MS / 1000
        while holder is None or not holder.autopass:
            assert time.monotonic() < deadline, "pass for me was not turned on"
            time.sleep(0.05)
    for _ in range(24):
        _, page, _ = _asked(live, table, pages)
        sets = page.locator('#request button[data-verb="set"]')
        if sets.count():
            _click(live, table, page, '#request button[data-verb="set"] >> nth=0')
        else:
            _click(live, table, page, "#request button[data-action] >> nth=0")
    room = _tables(live).room(table)
    record = room.full_record()
    assert record is not None and room.duel is not None and room.duel.state.turn >= 4
    revealed: dict[int, set[int]] = {}
    shown: set[int] = set()
    duel = record.start(scripts=room.scripts)
    for n in range(len(record.answers) + 1):
        shown |= {c.uid for c in duel.state.all_cards() if _may_see(None, c)}
        revealed[n] = set(shown)
        if n < len(record.answers):
            duel.apply(parse_action(record.answers[n]))
    checked = 0
    for seat, got in frames.items():
        for raw in got:
            message = json.loads(raw)
            if message.get("type") != "state" or message.get("view") is None:
                continue
            at = record.play(message["answers"], scripts=room.scripts)
            for hidden in at.state.all_cards():
                if _may_see(Seat(seat), hidden) or hidden.uid in revealed[message["answers"]]:
                    continue
                assert hidden.name not in raw and str(hidden.card.passcode) not in raw, (
                    seat,
                    hidden,
                )
            checked += 1
    assert checked >= 40


def _type(live: LiveServer, table_id: int, page: Any, line: str) -> None:
    """Type an answer in the request's box and send it; wait until the table moved on. The page
    must show the table's current request first: a request drawn after the typing would clear
    the box (and the answer with it)."""
    page.wait_for_selector(f'#request[data-decision="{_tables(live).room(table_id).version}"]')
    page.fill("#typed-text", line)
    _click(live, table_id, page, "#typed-answer button")


def test_a_card_without_a_script_is_declared_and_carried_out_by_typed_answers(
    browser: Any, live: LiveServer
) -> None:
    """The manual mode at the table: 1B declares Exiled Force's effect (no script) by typing it,
    the other seats answer in priority order, and 1B carries it out with typed operations; every
    seat's log shows them."""
    table = _open(live, exiled_force_position())
    pages = _sit(browser, live, table)
    _asked(live, table, pages)
    _type(live, table, pages["1B"], 'activate "Exiled Force" effect 1 ignition')
    _passes_until(live, table, pages, "1B", DecisionKind.MANUAL)
    page = pages["1B"]
    page.wait_for_selector('#request button[data-verb="done"]')
    assert "carry out the effect by hand" in page.inner_text("#request")
    _type(live, table, page, 'move "Exiled Force" to gy')
    _type(live, table, page, 'destroy "Battle Ox"')
    screenshot(page, "table-manual-1B")
    _click(live, table, page, '#request button[data-verb="done"]')
    for other in pages.values():
        other.wait_for_selector(
            '.field[data-seat="2A"] .zones.monsters:not(:has(.card[data-name="Battle Ox"]))'
        )
    room = _tables(live).room(table)
    assert room.answers[-1] == "1B done"
    assert [c.name for c in room.duel.state.zones[S2A].gy] == ["Battle Ox"]  # type: ignore[union-attr]


def test_one_table_in_two_languages_each_seat_reads_its_own(browser: Any, live: LiveServer) -> None:
    """A Japanese team and an English team at one table: each browser's board (the log, the
    answers it is offered) is in its own language, from the same duel."""
    setup = TableSetup({S1A: duelist(hand=("Vorse Raider",))}, turn=5)
    table = _open(live, setup)
    pages = _sit(browser, live, table, langs={"1A": "ja", "1B": "ja"})
    _click(live, table, pages["1A"], '.card[data-key="1A.hand.0"] button[data-verb="summon"]')
    _, asked, _ = _asked(live, table, pages)
    assert asked is pages["2A"]  # the next seat in turn order answers the summon
    for page in pages.values():
        page.wait_for_selector('#log-lines li:has-text("Vorse Raider")')
    japanese = pages["1B"].locator("#log-lines").inner_text()
    english = pages["2B"].locator("#log-lines").inner_text()
    assert "「Vorse Raider」" in japanese and "通常召喚" in japanese, japanese
    assert '"Vorse Raider"' in english and "Summon" in english and "召喚" not in english, english
    offered = pages["2A"].locator("#request").inner_text()
    assert "Pass" in offered or "pass" in offered, offered
    _click(live, table, pages["2A"], '#request button[data-verb="pass"]')
    _, asked, _ = _asked(live, table, pages)
    assert asked is pages["1B"]
    offered = asked.locator("#request").inner_text()
    assert not any(word in offered for word in ("Pass", "Summon", "Activate")), offered
    screenshot(pages["1B"], "table-ja-1B")
    screenshot(pages["2A"], "table-en-2A")
