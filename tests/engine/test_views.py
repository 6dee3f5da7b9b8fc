"""What each reader of a live table sees (`engine.views`, `engine.viewactions`): a seat its own
and its teammate's hands and Set cards (Team Dueling Rules A: "Teammates may talk, compare hands,
and share information freely"), the opponents' cards as backs; a spectator no hidden card; a
judge everything. The hidden-information test plays duels opened by each team and checks, at
every decision and for every seat, that no hidden card's name or passcode is in what that seat
is sent (the fault a public simulator once had when team 1 opened)."""

from __future__ import annotations

import json
import random
import re

import pytest

from engine.cards import KNIGHT, SOLDIER, TOMATO, WALL, monster, trap
from engine.table import at, seat
from tagduel.cards.model import Card
from tagduel.engine import (
    ALL_SEATS,
    S1A,
    S1B,
    S2A,
    S2B,
    Duel,
    Location,
    Phase,
    Position,
    Seat,
    Team,
)
from tagduel.engine.actions import CardRef, Choose
from tagduel.engine.codec import state_hash
from tagduel.engine.replay import Replay
from tagduel.engine.tablerecord import TableRecord, answer_of, answer_text
from tagduel.engine.viewactions import actions_for, teammate_of
from tagduel.engine.views import JUDGE, SPECTATOR, Viewer, judge_view, view_for
from tagduel.engine.zones import CardInstance
from tagduel.errors import InputError

MIRROR = trap(44095762, "Mirror Force")
BIG = monster(90000004, "Test Dragon", 8, 3000, 2500)


def _unique_decks() -> dict[Seat, list[Card]]:
    """Four 40-card decks of Normal Monsters, every card with a name and a passcode of its own
    (so a name or passcode found in a message names exactly one card)."""
    decks: dict[Seat, list[Card]] = {}
    for s, seat_ in enumerate(ALL_SEATS):
        cards = []
        for i in range(40):
            level = 3 + i % 5
            cards.append(
                monster(
                    91_000_000 + s * 100 + i,
                    f"Unique {seat_.value}-{i:02d}",
                    level,
                    1000 + 100 * (i % 9),
                    800,
                )
            )
        decks[seat_] = cards
    return decks


def _sent(duel: Duel, viewer: Viewer) -> str:
    """Everything a reader is sent: the table view, and the request when it is theirs."""
    data: dict[str, object] = {
        "view": view_for(duel.state, viewer.seat, duel.pending, judge=viewer.judge)
    }
    pending = duel.pending
    if pending is not None and viewer.seat is pending.seat:
        data["actions"] = actions_for(duel.state, pending, viewer)
    return json.dumps(data, ensure_ascii=False)


def _may_see(seat: Seat | None, card: CardInstance) -> bool:
    """The rule itself, written apart from `engine.views`: a Deck is hidden from everyone; a
    hand, an Extra Deck and face-down cards on the field from all but the holder's team (seed
    001 A); the rest is face-up for all."""
    if card.location is Location.DECK:
        return False
    own = seat is not None and seat.team is card.zone_seat.team
    if card.location in (Location.HAND, Location.EXTRA):
        return own
    if card.location.on_field and not card.face_up:
        return own
    return True


def _secrets(duel: Duel, viewer: Viewer, revealed: set[int]) -> list[CardInstance]:
    """The cards `viewer` may not see now and that were never shown to the whole table."""
    return [
        c for c in duel.state.all_cards() if not _may_see(viewer.seat, c) and c.uid not in revealed
    ]


_NAMED = re.compile(r"Unique [12][AB]-[0-9]{2}|910[0-9]{5}")
"""Every unique card's name or passcode, wherever it stands in a message."""


def _leaks(duel: Duel, revealed: set[int]) -> list[str]:
    found = []
    for viewer in [Viewer(s) for s in ALL_SEATS] + [SPECTATOR]:
        named = set(_NAMED.findall(_sent(duel, viewer)))
        for card in _secrets(duel, viewer, revealed):
            if card.name in named or str(card.card.passcode) in named:
                found.append(f"{viewer.name} is sent hidden {card!r}")
    return found


@pytest.mark.parametrize("first_team", [Team.ONE, Team.TWO])
def test_no_seat_is_ever_sent_a_hidden_cards_name_or_passcode_whichever_team_opens(
    first_team: Team,
) -> None:
    """Team Dueling Rules A: teammates share what they hold; the opponents and spectators see
    backs. Checked at every one of 500 decisions of a duel played at random, for all four
    seats and a spectator, with every card's name and passcode unique."""
    duel = Duel.new(_unique_decks(), seed=11, first_team=first_team, auto_pass=False)
    rng = random.Random(f"views:{first_team.value}")
    revealed: set[int] = set()
    for _ in range(500):
        if duel.pending is None:
            break
        revealed |= {c.uid for c in duel.state.all_cards() if _may_see(None, c)}
        assert _leaks(duel, revealed) == []
        duel.apply(rng.choice(duel.pending.actions))
    assert duel.state.turn >= 6  # the duel went far enough: draws, Sets, attacks on Set monsters


def test_a_duelist_sees_their_teammates_hand_and_set_cards_and_the_opponents_backs() -> None:
    """Team Dueling Rules A: "Teammates may talk, compare hands, and share information
    freely"; the opponents' hand and Set cards are backs, face-up cards are seen by all."""
    duel = at(
        {
            S1A: seat(hand=(SOLDIER,)),
            S1B: seat(hand=(WALL,), st=(MIRROR,)),
            S2A: seat(hand=(BIG,), monsters=((TOMATO, Position.SET),)),
            S2B: seat(monsters=(SOLDIER,)),
        }
    )
    view = view_for(duel.state, S1A)
    assert [c.get("name") for c in view["seats"]["1A"]["hand"]] == ["Test Soldier"]
    assert [c.get("name") for c in view["seats"]["1B"]["hand"]] == ["Test Wall"]
    mirror = view["seats"]["1B"]["spells"][0]
    assert mirror is not None and mirror.get("name") == "Mirror Force"
    assert mirror.get("face_up") is False
    assert [(c.get("hidden"), c.get("name")) for c in view["seats"]["2A"]["hand"]] == [(True, None)]
    tomato = view["seats"]["2A"]["monsters"][0]
    assert tomato is not None and tomato.get("hidden") and "name" not in tomato
    assert tomato.get("position") == "set" and tomato["key"] == "2A.monsters.0"
    soldier = view["seats"]["2B"]["monsters"][0]
    assert soldier is not None and soldier.get("name") == "Test Soldier"  # face-up: all see it
    assert view["seats"]["1A"]["deck"] == 20 and view["seats"]["1A"]["deck_cards"] == []


def test_a_spectator_sees_no_hand_and_no_set_card_and_a_judge_sees_every_card() -> None:
    duel = at({S1B: seat(hand=(WALL,), st=(MIRROR,)), S2A: seat(hand=(BIG,))})
    spectator = view_for(duel.state, None)
    assert all(c.get("hidden") for s in spectator["seats"].values() for c in s["hand"])
    mirror = spectator["seats"]["1B"]["spells"][0]
    assert mirror is not None and mirror.get("hidden") and "name" not in mirror
    judge = judge_view(duel.state)
    assert [c.get("name") for c in judge["seats"]["2A"]["hand"]] == ["Test Dragon"]
    assert (
        judge["seats"]["1B"]["spells"][0] is not None
        and judge["seats"]["1B"]["spells"][0].get("name") == "Mirror Force"
    )
    assert len(judge["seats"]["1A"]["deck_cards"]) == 20 and judge["viewer"] == "judge"


def test_each_reader_reads_the_log_written_for_them() -> None:
    """A team reads its own draws named; the other team and spectators read "draws a card"."""
    duel = at({S2A: seat(deck=(BIG,) * 20)}, turn=2, phase=Phase.DRAW)
    mine = "\n".join(view_for(duel.state, S2B)["log"])
    theirs = "\n".join(view_for(duel.state, S1A)["log"])
    assert "2A draws a card" in theirs and "2A draws a card" not in mine
    assert '2A draws "Test Dragon"' in mine and "Test Dragon" not in theirs
    assert "2A draws a card" in "\n".join(view_for(duel.state, None)["log"])


def test_an_attack_on_a_set_monster_names_only_its_place_to_the_attacker() -> None:
    duel = at({S1A: seat(monsters=(BIG,)), S2B: seat(monsters=((TOMATO, Position.SET),))}, turn=5)
    duel.play("1A phase battle")
    duel.resolve()
    assert duel.pending is not None and duel.pending.seat is S1A
    shown = actions_for(duel.state, duel.pending, Viewer(S1A))
    attacks = [a for a in shown if a["verb"] == "attack" and "2B" in a["label"]]
    assert attacks and all("Mystic Tomato" not in a["label"] for a in attacks)
    assert attacks[0]["label"] == '1A attack 1A.monsters[1]:"Test Dragon" 2B.monsters[1]:"Set card"'
    assert attacks[0]["card"] == "1A.monsters.0" and attacks[0]["cards"] == [
        "1A.monsters.0",
        "2B.monsters.0",
    ]
    judge = actions_for(duel.state, duel.pending, JUDGE)
    assert any("Mystic Tomato" in a["label"] for a in judge)


def test_a_tribute_of_the_teammates_monster_needs_the_teammates_agreement() -> None:
    """Team Dueling Rules A: "Teammates must come to an agreement before making plays involving
    each other's cards" (e.g. 1B Tributes 1A's Set monster for Jinzo)."""
    duel = at({S1A: seat(monsters=((TOMATO, Position.SET),)), S1B: seat(hand=(KNIGHT,))}, turn=3)
    assert duel.pending is not None and duel.pending.seat is S1B
    shown = actions_for(duel.state, duel.pending, Viewer(S1B))
    tributes = [a for a in shown if a["verb"] == "summon" and "1A.monsters" in a["label"]]
    assert tributes and all(a["teammate"] == "1A" for a in tributes)
    assert all(a["teammate"] is None for a in shown if "1A." not in a["label"])
    action = duel.pending.actions[tributes[0]["index"]]
    assert teammate_of(action) is S1A


def test_a_record_replays_to_the_same_state_and_reads_back_from_its_file() -> None:
    decks = _unique_decks()
    duel = Duel.new(decks, seed=4, auto_pass=False)
    rng = random.Random(4)
    for _ in range(300):
        assert duel.pending is not None
        duel.apply(rng.choice(duel.pending.actions))
    record = TableRecord.new(decks, seed=4).with_answers([a.to_text() for a in duel.history])
    again = TableRecord.from_json(record.to_json()).play()
    assert state_hash(again.state) == state_hash(duel.state)
    assert state_hash(record.play(120).state) != state_hash(duel.state)


def test_a_record_of_a_position_replays_from_that_position() -> None:
    duel = at({S1A: seat(monsters=(BIG,)), S2B: seat(monsters=(SOLDIER,))}, turn=5)
    record = TableRecord.at_position(duel)
    duel.play("1A phase battle")
    duel.resolve()
    duel.play('1A attack 1A.monsters[1]:"Test Dragon" 2B.monsters[1]:"Test Soldier"')
    duel.resolve()
    answers = [a.to_text() for a in duel.history]
    again = TableRecord.from_json(record.with_answers(answers).to_json()).play()
    assert state_hash(again.state) == state_hash(duel.state)
    assert again.state.lp[Team.TWO] == 16000 - (3000 - 1800)


def test_a_random_duels_replay_file_reads_as_a_record() -> None:
    decks = _unique_decks()
    duel = Duel.new(decks, seed=2)
    rng = random.Random(2)
    for _ in range(60):
        assert duel.pending is not None
        duel.apply(rng.choice(duel.pending.actions))
    record = TableRecord.from_json(Replay.of(decks, duel, seed=2).to_json())
    assert record.auto_pass is True
    assert state_hash(record.play().state) == state_hash(duel.state)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("not json", "not a duel record (JSON)"),
        ("[1, 2]", "expected a JSON object"),
        ('{"seed": 1, "decks": {}}', "the field 'actions' is missing"),
        ('{"seed": "x", "decks": {}, "actions": []}', "'seed' must be a whole number"),
        ('{"seed": 1, "decks": {}, "actions": [3]}', "'actions' must be a list of action lines"),
        ('{"format": "other", "seed": 1, "actions": []}', "format 'other'"),
    ],
)
def test_a_file_that_is_not_a_duel_record_is_refused_saying_why(text: str, why: str) -> None:
    with pytest.raises(InputError, match="not a duel record") as caught:
        TableRecord.from_json(text, source="x.json")
    assert why in str(caught.value) and str(caught.value).startswith("x.json: ")


def test_hidden_cards_have_no_identity_in_a_view() -> None:
    duel = at({S2A: seat(hand=(BIG, SOLDIER))})
    backs = view_for(duel.state, S1A)["seats"]["2A"]["hand"]
    assert backs == [{"key": "2A.hand.0", "hidden": True}, {"key": "2A.hand.1", "hidden": True}]


def test_a_record_writes_the_answer_choosing_no_card_so_that_it_reads_back() -> None:
    """An effect may let a duelist choose none ("up to 1 card"): the action notation writes
    that answer as `2A choose ` (which does not read back), so a record writes it its own way."""
    nothing = Choose(S2A)
    assert answer_text(nothing) == "2A choose-nothing"
    assert answer_of("2A choose-nothing") == nothing
    some = Choose(S2A, (CardRef("Jinzo", S1A, Location.MONSTERS, 1),))
    assert answer_of(answer_text(some)) == some
