"""The live table in the reader's language (the `lang` cookie, else the browser's language): the
play-by-play, the question asked, the answers' labels and the reason an answer is refused reach
a Japanese reader in Japanese and an English reader of the same table, at the same moment, in
English. Card names stay as the card database writes them."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from services.test_tables import jinzo_position
from tagduel.engine import S1A, S1B, S2A, S2B
from tagduel.services.tables import Tables
from tagduel.web.routes.table_live import seat_key
from web.conftest import Site

_QUOTED = re.compile(r"「[^」]*」|\"[^\"]*\"")
_WORD = re.compile(r"[A-Za-z]{3,}")


def _client(site: Site, lang: str) -> TestClient:
    return TestClient(site.app, headers={"sec-fetch-site": "same-origin"}, cookies={"lang": lang})


def _state(ws: Any) -> dict[str, Any]:
    while True:
        message = json.loads(ws.receive_text())
        if message["type"] == "state":
            return message  # type: ignore[no-any-return]


def _state_until(ws: Any, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    for _ in range(20):
        state = _state(ws)
        if wanted(state):
            return state
    raise AssertionError("no such state")


def labels_index(state: dict[str, Any], label: str) -> int:
    return next(int(a["index"]) for a in state["request"]["actions"] if a["label"] == label)


def _error(ws: Any) -> str:
    while True:
        message = json.loads(ws.receive_text())
        if message["type"] == "error":
            return str(message["message"])


def _english_words(text: str) -> list[str]:
    return _WORD.findall(_QUOTED.sub("", text))


@pytest.fixture
def keys(site: Site) -> Iterator[tuple[int, dict[str, str]]]:
    """A table at Jinzo's position (turn 3, 1B's Main Phase 1): 1A and 1B seated, bots across."""
    tables: Tables = site.app.state.tables.tables
    room = tables.open_position("Jinzo", jinzo_position())
    keys = {}
    for seat in (S1A, S1B):
        keys[seat.value] = seat_key(
            site.ctx, room.id, seat, tables.take_seat(room.id, seat, f"Duelist {seat.value}")
        )
    tables.give_to_bot(room.id, S2A)
    tables.give_to_bot(room.id, S2B)
    yield room.id, keys


def test_a_japanese_and_an_english_reader_of_one_table_each_read_it_in_their_language(
    site: Site, keys: tuple[int, dict[str, str]]
) -> None:
    table, key = keys
    with (
        _client(site, "ja") as ja_client,
        _client(site, "en") as en_client,
        _client(site, "en") as mate_client,
        ja_client.websocket_connect(f"/tables/{table}/ws?key={key['1B']}") as ja,
        en_client.websocket_connect(f"/tables/{table}/ws?key={key['1B']}") as en,
        mate_client.websocket_connect(f"/tables/{table}/ws?key={key['1A']}") as mate,
    ):
        in_japanese, in_english = _state(ja), _state(en)
        _state(mate)
        labels = {a["label"]: a["text"] for a in in_japanese["request"]["actions"]}
        english = {a["label"]: a["text"] for a in in_english["request"]["actions"]}
        assert labels.keys() == english.keys()  # the same answers, the notation unchanged
        assert labels["1B phase battle"] == "バトルフェイズへ進む"
        assert english["1B phase battle"] == "Go to Battle Phase"
        tribute = next(label for label in labels if "tribute" in label)
        assert "をリリースして「Jinzo」（1Bの手札）をアドバンス召喚" in labels[tribute]
        assert english[tribute].startswith('Tribute Summon "Jinzo" (1B\'s hand), Tributing ')

        refused = {"type": "answer", "decision": in_japanese["request"]["decision"]}
        ja.send_text(json.dumps(refused | {"text": '1B summon "Cyber Dragon"'}))
        en.send_text(json.dumps(refused | {"text": '1B summon "Cyber Dragon"'}))
        ja_error, en_error = _error(ja), _error(en)
        assert ja_error == '使える"Cyber Dragon"はありません'
        assert en_error == 'there is no "Cyber Dragon" to use'
        _state(ja), _state(en)  # the same request again

        ja.send_text(json.dumps(refused | {"action": labels_index(in_japanese, tribute)}))
        consent = _state(mate)["consent"]  # Team Dueling Rules A: the teammate agrees
        assert consent["text"].startswith('Tribute Summon "Jinzo"')
        mate.send_text(
            json.dumps({"type": "consent", "decision": consent["decision"], "agree": True})
        )
        in_japanese = _state_until(ja, lambda m: m["answers"] >= 1)
        in_english = _state_until(en, lambda m: m["version"] == in_japanese["version"])
        teammate = _state_until(mate, lambda m: m["version"] == in_japanese["version"])
        japanese_log = [line.strip() for line in in_japanese["view"]["log"] if line]
        assert "1Bが「Jinzo」を攻撃表示でアドバンス召喚" in japanese_log
        assert "1Bが1Aの「Mystic Tomato」をリリース" in japanese_log
        assert [line for line in japanese_log if _english_words(line)] == []
        english_log = [line.strip() for line in in_english["view"]["log"] if line]
        assert '1B Tribute Summons "Jinzo" in Attack Position' in english_log
        assert teammate["view"]["log"] == in_english["view"]["log"]


def test_the_whole_log_is_read_in_the_readers_language(
    site: Site, keys: tuple[int, dict[str, str]]
) -> None:
    table, key = keys
    tables: Tables = site.app.state.tables.tables
    room = tables.room(table)
    while room.duel is not None and room.duel.state.turn == 3:  # 1B ends the turn, 1A passes
        assert room.duel.pending is not None
        seat, answers = room.duel.pending.seat, [a.to_text() for a in room.duel.pending.actions]
        line = next(t for t in answers if t.endswith(("end-turn", " pass")))
        tables.answer(table, seat, room.version, text=line)
    with _client(site, "ja") as ja_client, _client(site, "en") as en_client:
        japanese = ja_client.get(f"/tables/{table}/log?key={key['1B']}").text
        english = en_client.get(f"/tables/{table}/log").text
    assert "ターン4：2B" in japanese and "1B：エンドフェイズ" in japanese
    assert "デュエル終了：チーム1の勝利（デッキ切れ）" in japanese  # 2B's empty Deck
    assert "Turn 4: 2B" in english and "The duel is over: Team 1 wins (deck out)" in english
    assert not [line for line in japanese.splitlines() if _english_words(line)]


def test_a_refused_typed_answer_gives_each_reader_the_rules_reason_in_their_language(
    site: Site, keys: tuple[int, dict[str, str]]
) -> None:
    """1B types a Normal Summon of Jinzo (Level 6) with no Tribute, then a line that is not an
    action: the Japanese reader of the seat reads why in Japanese, the English reader in the
    English it always had."""
    table, key = keys
    with (
        _client(site, "ja") as ja_client,
        _client(site, "en") as en_client,
        ja_client.websocket_connect(f"/tables/{table}/ws?key={key['1B']}") as ja,
        en_client.websocket_connect(f"/tables/{table}/ws?key={key['1B']}") as en,
    ):
        decision = _state(ja)["request"]["decision"]
        _state(en)
        answer = {"type": "answer", "decision": decision}
        for typed, japanese, english in (
            (
                '1B summon "Jinzo"',
                "「Jinzo」にはリリースが1体必要です（0体ではありません）",
                '"Jinzo" needs 1 Tribute(s), not 0',
            ),
            (
                "1B summon",
                '\'1B summon\'：引用符で囲んだカードが必要です（"カード名"、1A:"カード名"、'
                '1A.gy:"カード名"）',
                'expected a card in quotes ("Name", 1A:"Name" or 1A.gy:"Name") in \'1B summon\'',
            ),
        ):
            ja.send_text(json.dumps(answer | {"text": typed}))
            en.send_text(json.dumps(answer | {"text": typed}))
            assert (_error(ja), _error(en)) == (japanese, english)
            _state(ja), _state(en)  # the same request again
