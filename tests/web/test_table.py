"""Live tables through the web application (TestClient, real SQLite): opening a casual table,
seats taken by invitation with a deck, one WebSocket per seat sending each seat only what it
may see, stale answers refused, the table talk, cross-site handshakes refused, a judge's view,
pause and rewind, replays and the record file that `tagduel duel --replay` plays."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from services.kit import cards
from services.test_tables import jinzo_position, ydke
from tagduel.cli import main
from tagduel.engine import S1A, S1B, S2A, S2B, Seat
from tagduel.services.tables import Tables
from tagduel.web.routes.table_live import seat_key
from web.conftest import Site, log_in

SEATS = ("1A", "1B", "2A", "2B")


def _client(site: Site) -> TestClient:
    return TestClient(site.app, headers={"sec-fetch-site": "same-origin"})


@pytest.fixture
def opener(site: Site) -> Iterator[TestClient]:
    with _client(site) as client:
        r = client.post(
            "/tables",
            data={"name": "Ann", "title": "Friday", "first_team": "1", "seed": "7"},
            follow_redirects=False,
        )
        assert r.status_code == 303 and r.headers["location"] == "/tables/1"
        yield client


def _invites(page: str) -> dict[str, str]:
    found = re.findall(r'href="http://testserver(/tables/\d+/join/(\w\w)\?t=[^"]+)"', page)
    return {seat: url for url, seat in found}


def _tables(site: Site) -> Tables:
    return site.app.state.tables.tables  # type: ignore[no-any-return]


def _state(ws: Any) -> dict[str, Any]:
    while True:
        message = json.loads(ws.receive_text())
        if message["type"] == "state":
            return message  # type: ignore[no-any-return]


def test_anyone_opens_a_casual_table_and_only_its_opener_gets_the_invitations(
    site: Site, opener: TestClient
) -> None:
    page = opener.get("/tables/1").text
    assert set(_invites(page)) == set(SEATS) and "<svg" in page  # a link and a QR code each
    with _client(site) as stranger:
        assert _invites(stranger.get("/tables/1").text) == {}
        assert "Friday" in stranger.get("/tables").text


def test_a_seat_is_taken_with_its_invitation_and_a_deck_and_nothing_without(
    site: Site, opener: TestClient
) -> None:
    url = _invites(opener.get("/tables/1").text)["1A"]
    with _client(site) as guest:
        assert guest.get("/tables/1/join/1A").status_code == 403
        assert guest.get(url).status_code == 200
        token = url.split("t=")[1]
        bad = guest.post(
            "/tables/1/join/1A",
            data={"token": token, "name": "Bob", "deck_text": "#main\n5053103\n"},
        )
        assert bad.status_code == 400 and "it must hold 40 to 60" in bad.text
        assert _tables(site).room(1).holder(S1A) is None
        typo = {
            "token": token,
            "name": "Bob",
            "deck_text": "3 Blue-Eyes White Dragon\n1 Pot of Greedd",
        }
        bad = guest.post("/tables/1/join/1A", data=typo)
        assert bad.status_code == 400 and "line 2 of your deck: unknown card name" in bad.text
        guest.get("/lang/ja")
        bad = guest.post("/tables/1/join/1A", data={**typo, "deck_text": "1 Pot of Greedd"})
        assert bad.status_code == 400 and "デッキの1行目: 不明なカード名" in bad.text
        guest.get("/lang/en")
        r = guest.post(
            "/tables/1/join/1A",
            data={"token": token, "name": "Bob", "deck_text": ydke(S1A)},
            follow_redirects=False,
        )
        assert r.status_code == 303
        assert "You are 1A" in guest.get("/tables/1").text
        holder = _tables(site).room(1).holder(S1A)
        assert holder is not None and holder.name == "Bob" and len(holder.deck) == 42


@pytest.fixture
def full_table(site: Site, opener: TestClient) -> Iterator[dict[str, TestClient]]:
    """Table 1 with a duelist in each seat, each with a browser session of their own."""
    invites = _invites(opener.get("/tables/1").text)
    clients: dict[str, TestClient] = {}
    for seat in SEATS:
        client = _client(site).__enter__()
        token = invites[seat].split("t=")[1]
        data = {"token": token, "name": f"Player {seat}", "deck_text": ydke(Seat(seat))}
        assert (
            client.post(f"/tables/1/join/{seat}", data=data, follow_redirects=False).status_code
            == 303
        )
        clients[seat] = client
    yield clients
    for client in clients.values():
        client.__exit__(None, None, None)


def test_each_seat_is_sent_its_own_and_its_teammates_hand_and_backs_for_the_opponents(
    full_table: dict[str, TestClient],
) -> None:
    """Team Dueling Rules A: teammates "compare hands, and share information freely"."""
    for seat in SEATS:
        with full_table[seat].websocket_connect("/tables/1/ws") as ws:
            state = _state(ws)
        assert state["viewer"] == seat
        sides = state["view"]["seats"]
        for other, side in sides.items():
            named = [c for c in side["hand"] if not c.get("hidden")]
            if other[0] == seat[0]:
                assert len(named) == len(side["hand"]) == 5
            else:
                assert named == [] and all(set(c) == {"key", "hidden"} for c in side["hand"])


def test_an_answer_reaches_every_seat_and_an_answer_to_the_old_decision_is_stale(
    full_table: dict[str, TestClient],
) -> None:
    with (
        full_table["1A"].websocket_connect("/tables/1/ws") as one,
        full_table["2A"].websocket_connect("/tables/1/ws") as two,
    ):
        first, watching = _state(one), _state(two)
        request = first["request"]
        assert request is not None and watching["request"] is None
        assert watching["asking"] == {"seat": "1A", "kind": request["kind"]}
        one.send_text(json.dumps({"type": "answer", "decision": request["decision"], "action": 0}))
        after = _state(one)
        assert after["version"] > first["version"] and after["answers"] == 1
        assert _state(two)["answers"] >= 1
        one.send_text(json.dumps({"type": "answer", "decision": request["decision"], "action": 0}))
        error = json.loads(one.receive_text())
        assert error["type"] == "error" and error["stale"] is True
        assert "earlier decision" in error["message"]
        assert _state(one)["answers"] == after["answers"]  # the same request again, nothing played


def test_spectators_see_no_hidden_card_and_do_not_talk_at_the_table(
    site: Site, full_table: dict[str, TestClient]
) -> None:
    with _client(site) as spectator, spectator.websocket_connect("/tables/1/ws") as ws:
        state = _state(ws)
        assert state["viewer"] == "spectator" and state["request"] is None
        assert all(
            c.get("hidden") for side in state["view"]["seats"].values() for c in side["hand"]
        )
        ws.send_text(json.dumps({"type": "chat", "text": "psst, 1A has Mirror Force"}))
        error = json.loads(ws.receive_text())
        assert error["type"] == "error" and "only the duelists and judges talk" in error["message"]
    with full_table["2B"].websocket_connect("/tables/1/ws") as ws:
        _state(ws)
        ws.send_text(json.dumps({"type": "chat", "text": "good luck"}))
        assert _state(ws)["chat"][-1]["text"] == "good luck"


def test_a_websocket_handshake_from_another_site_is_refused(site: Site, opener: TestClient) -> None:
    with (
        pytest.raises(WebSocketDisconnect) as refused,
        opener.websocket_connect("/tables/1/ws", headers={"origin": "http://evil.example"}) as ws,
    ):
        ws.receive_text()
    assert refused.value.code == 1008


def test_only_a_judge_gets_the_judges_view_with_every_card(
    site: Site, full_table: dict[str, TestClient]
) -> None:
    with _client(site) as stranger, stranger.websocket_connect("/tables/1/ws?view=judge") as ws:
        assert _state(ws)["viewer"] == "spectator"
    with _client(site) as organiser:
        log_in(organiser)
        with organiser.websocket_connect("/tables/1/ws?view=judge") as ws:
            state = _state(ws)
        assert state["viewer"] == "judge"
        sides = state["view"]["seats"].values()
        assert all(not c.get("hidden") for side in sides for c in side["hand"] + side["deck_cards"])
        assert organiser.get("/tables/1/judge").status_code == 200


def test_a_judge_pauses_and_takes_the_duel_back_to_before_an_answer_on_record(
    site: Site, full_table: dict[str, TestClient]
) -> None:
    tables = _tables(site)
    room = tables.room(1)
    assert room.duel is not None and room.duel.pending is not None
    tables.answer(1, room.duel.pending.seat, room.version, index=0)
    tables.answer(1, room.duel.pending.seat, room.version, index=0)
    with _client(site) as judge:
        log_in(judge)
        judge.post("/tables/1/judge/pause", data={"reason": "a ruling"})
        with full_table["1A"].websocket_connect("/tables/1/ws") as ws:
            state = _state(ws)
            assert state["status"] == "paused" and state["request"] is None
        r = judge.post(
            "/tables/1/judge/rewind",
            data={"before": "2", "reason": "drew an extra card", "penalty": "12"},
            follow_redirects=False,
        )
        assert r.status_code == 303
        assert room.answers == room.answers[:1] and len(room.answers) == 1
        page = judge.get("/tables/1/judge").text
        assert "drew an extra card" in page and "penalty 12" in page


def test_a_finished_duel_replays_step_by_step_and_its_record_plays_again_in_the_cli(
    site: Site, opener: TestClient, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tables = _tables(site)
    assert opener.get("/tables/1/export").status_code == 403  # not before the end
    for seat in (S1A, S1B, S2A, S2B):
        tables.give_to_bot(1, seat)  # bots play the whole duel
    room = tables.room(1)
    assert room.duel is not None and room.duel.outcome is not None
    assert opener.get("/tables/1/replay").status_code == 200
    step = opener.get("/tables/1/replay/12?view=1A").json()
    assert step["step"] == 12 and step["total"] == len(room.answers) and step["answer"] is None
    assert all(c.get("hidden") for c in step["view"]["seats"]["2A"]["hand"])
    assert opener.get("/tables/1/replay/12?view=judge").status_code == 403
    record = tmp_path / "duel.json"
    record.write_text(opener.get("/tables/1/export").text, encoding="utf-8")
    assert main(["duel", "--replay", str(record), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.strip().startswith("Result: " + room.duel.outcome.to_text().replace("team", "Team "))


def test_a_position_table_plays_the_teammates_consent_over_the_sockets(site: Site) -> None:
    tables = _tables(site)
    room = tables.open_position("Jinzo", jinzo_position())
    keys = {}
    for seat in (S1A, S1B):
        keys[seat] = tables.take_seat(room.id, seat, f"Duelist {seat.value}")
    tables.give_to_bot(room.id, S2A)
    tables.give_to_bot(room.id, S2B)
    with _client(site) as one, _client(site) as two:
        k1 = seat_key(site.ctx, room.id, S1A, keys[S1A])
        k2 = seat_key(site.ctx, room.id, S1B, keys[S1B])
        with (
            one.websocket_connect(f"/tables/{room.id}/ws?key={k1}") as ws1,
            two.websocket_connect(f"/tables/{room.id}/ws?key={k2}") as ws2,
        ):
            _state(ws1)
            request = _state(ws2)["request"]
            tribute = next(a for a in request["actions"] if a["teammate"] == "1A")
            ws2.send_text(
                json.dumps(
                    {"type": "answer", "decision": request["decision"], "action": tribute["index"]}
                )
            )
            consent = _state(ws1)["consent"]
            assert consent["from"] == "1B" and "Mystic Tomato" in consent["label"]
            ws1.send_text(
                json.dumps({"type": "consent", "decision": consent["decision"], "agree": True})
            )
            state = _state(ws1)
            assert state["consent"] is None and state["answers"] >= 1
    assert tables.room(room.id).answers[0].startswith('1B summon 1B.hand:"Jinzo" tribute')


def test_another_processs_answer_is_folded_before_the_sockets_hear_of_it(postgres_url: str) -> None:
    """Two server processes over one PostgreSQL database: the listener of the second folds
    what the first wrote (one read for all the tables announced together) and only then tells
    its sockets, so they send the new state without reading the database themselves."""
    import asyncio
    import threading

    from services.test_tables import index_of, seated
    from tagduel.services.tables import Tables as TablesService
    from tagduel.store import EventStore
    from tagduel.web.routes.table_live import TableHub, TableListener

    with EventStore.open(postgres_url) as one, EventStore.open(postgres_url) as two:
        first, second = TablesService(one, cards()), TablesService(two, cards())
        rooms = [seated(first, jinzo_position()) for _ in range(2)]
        held = [second.room(r.id) for r in rooms]  # the second process holds both tables
        hub = TableHub()
        listener = TableListener(two.conninfo(), hub, second.catch_up)
        listener.start()
        try:
            assert listener.ready.wait(10)

            async def heard() -> list[int]:
                async with hub.subscribe(rooms[0].id) as a, hub.subscribe(rooms[1].id) as b:
                    for room in rooms:
                        battle = index_of(room, "1B phase battle")
                        first.answer(room.id, S1B, room.version, index=battle)
                    return [await asyncio.wait_for(q.get(), 10) for q in (a, b)]

            heard_seqs: list[list[int]] = []  # a loop of its own (the browser tests' may run here)
            worker = threading.Thread(target=lambda: heard_seqs.append(asyncio.run(heard())))
            worker.start()
            worker.join(30)
            [seqs] = heard_seqs
        finally:
            listener.stop()
        assert seqs == [r.seq for r in rooms]
        for room, kept in zip(rooms, held, strict=True):
            assert second.room(room.id) is kept and kept.seq == room.seq
            assert kept.answers == room.answers and "1B phase battle" in kept.answers


def test_a_rounds_table_gets_one_live_table_and_the_page_then_links_to_it(
    site: Site, organiser: TestClient
) -> None:
    from services.kit import new_event
    from tagduel.services.rounds import pair_next

    new_event(site.ctx.events, 4)
    event_id = site.ctx.store.event("City Cup").id
    table = pair_next(site.ctx.events, "City Cup", 1).value.pairing.pairings[0].table
    page = organiser.get(f"/e/{event_id}/tables").text
    assert page.count("Open a live table") == 2  # four teams: two tables
    form = {"round": "1", "table": str(table)}
    first = organiser.post(f"/e/{event_id}/tables", data=form, follow_redirects=False)
    second = organiser.post(f"/e/{event_id}/tables", data=form, follow_redirects=False)
    assert first.headers["location"] == second.headers["location"] == "/tables/1"
    page = organiser.get(f"/e/{event_id}/tables").text
    assert page.count("Open a live table") == 1 and 'href="/tables/1">Its live table' in page
