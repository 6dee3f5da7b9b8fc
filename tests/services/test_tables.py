"""Live tables (`services.tables`): the duel's stored form is how it began plus every answer,
each written before it is acknowledged; a restart or another server process rebuilds it by
replay; stale and illegal answers change nothing; a play with the teammate's cards waits for
the teammate (Team Dueling Rules A); bots and "pass for me"; a judge's pause and rewind; the
table talk; a tournament table's result confirmed by both teams becomes the match report."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator

import pytest
from sqlalchemy import event, text

from services.kit import cards, new_event
from tagduel.cards.model import Card
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.decks.formats import DeckFormat, write_deck
from tagduel.decks.model import Deck
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    DuelistSetup,
    MonsterSetup,
    Position,
    Seat,
    SpellTrapSetup,
    TableSetup,
    Team,
)
from tagduel.engine.codec import state_hash
from tagduel.engine.decisions import DecisionKind
from tagduel.engine.tablerecord import TableRecord
from tagduel.services.events import Events
from tagduel.services.rounds import pair_next
from tagduel.services.selfreport import table_claims
from tagduel.services.tablebots import by_hand
from tagduel.services.tableopen import TableError, TableSettings
from tagduel.services.tableresults import confirm_result
from tagduel.services.tablerooms import Room, RowKind
from tagduel.services.tables import IllegalAnswer, StaleAnswer, Tables
from tagduel.services.tablewrites import Batch
from tagduel.store import EventStore
from tagduel.store.duels import DuelStore
from tagduel.store.errors import StoreError

FILLER = "Battle Ox"
MOST_ANSWERS = 20_000
"""A random duel's answers before a test gives up (its plays made by hand left out, it ends
in a few hundred)."""


def card(name: str) -> Card:
    return cards().by_name(name)


def duelist(
    hand: tuple[str, ...] = (),
    monsters: tuple[tuple[str, Position], ...] = (),
    spells: tuple[tuple[str, bool], ...] = (),
) -> DuelistSetup:
    return DuelistSetup(
        hand=tuple(card(n) for n in hand),
        deck=(card(FILLER),) * 20,
        monsters=tuple(MonsterSetup(card(n), p) for n, p in monsters),
        st=tuple(SpellTrapSetup(card(n), s) for n, s in spells),
    )


def jinzo_position() -> TableSetup:
    """Turn 3 (1B's), Main Phase 1: 1A has a Set Mystic Tomato, 1B holds Jinzo (Level 6).
    Team Dueling Rules A: "Her teammate may Tribute that monster to Tribute Summon Jinzo"."""
    return TableSetup(
        {S1A: duelist(monsters=(("Mystic Tomato", Position.SET),)), S1B: duelist(hand=("Jinzo",))},
        turn=3,
    )


def ydke(seat: Seat) -> str:
    chosen = scripted_decks(cards(), rule_passcodes())[seat]
    deck = Deck(
        main=tuple(c.passcode for c in chosen if not c.is_extra_deck),
        extra=tuple(c.passcode for c in chosen if c.is_extra_deck),
    )
    return write_deck(deck, DeckFormat.YDKE)


@pytest.fixture
def store(db_url: str) -> Iterator[EventStore]:
    with EventStore.open(db_url) as opened:
        yield opened


@pytest.fixture
def tables(store: EventStore) -> Tables:
    return Tables(store, cards())


def seated(tables: Tables, setup: TableSetup, humans: tuple[Seat, ...] = (S1A, S1B)) -> Room:
    """A table at `setup` with `humans` seated and bots in the other seats (so it starts)."""
    room = tables.open_position("Test table", setup)
    for seat in (S1A, S1B, S2A, S2B):
        if seat in humans:
            tables.take_seat(room.id, seat, f"Duelist {seat.value}")
        else:
            tables.give_to_bot(room.id, seat)
    return tables.room(room.id)


def index_of(room: Room, line: str) -> int:
    assert room.duel is not None and room.duel.pending is not None
    texts = [a.to_text() for a in room.duel.pending.actions]
    return texts.index(line)


TRIBUTE = '1B summon 1B.hand:"Jinzo" tribute 1A.monsters[1]:"Mystic Tomato"'


def test_an_answer_is_stored_with_its_seat_and_decision_before_it_is_acknowledged(
    tables: Tables, store: EventStore
) -> None:
    room = seated(tables, jinzo_position())
    decision = room.version
    tables.answer(room.id, S1B, decision, index=index_of(room, "1B phase battle"))
    rows = DuelStore(store).rows(room.id)
    answered = [r for r in rows if r.kind == RowKind.ANSWERED and r.payload["by"] == "duelist"]
    assert [(r.seat, r.decision, r.payload["action"]) for r in answered] == [
        ("1B", decision, "1B phase battle")
    ]


def test_an_answer_to_an_earlier_decision_is_refused_as_stale_and_plays_nothing(
    tables: Tables, store: EventStore
) -> None:
    room = seated(tables, jinzo_position())
    old = room.version
    tables.answer(room.id, S1B, old, index=index_of(room, "1B phase battle"))
    count, now = len(DuelStore(store).rows(room.id)), room.version
    with pytest.raises(StaleAnswer, match="earlier decision"):
        tables.answer(room.id, S1B, old, index=0)
    assert len(DuelStore(store).rows(room.id)) == count and room.version == now


def test_an_illegal_answer_gets_the_engines_reason_and_the_same_decision_stays_open(
    tables: Tables,
) -> None:
    room = seated(tables, jinzo_position())
    decision, seq = room.version, room.seq
    with pytest.raises(IllegalAnswer, match='there is no "Cyber Dragon" to use'):
        tables.answer(room.id, S1B, decision, text='1B summon "Cyber Dragon"')
    with pytest.raises(IllegalAnswer, match="not one of the legal answers"):
        tables.answer(room.id, S1B, decision, index=999)
    assert (room.version, room.seq) == (decision, seq)
    assert room.duel is not None and room.duel.pending is not None
    assert room.duel.pending.seat is S1B


def test_a_tribute_of_the_teammates_monster_waits_for_the_teammate_and_a_refusal_takes_it_back(
    tables: Tables,
) -> None:
    """Team Dueling Rules A: "Teammates must come to an agreement before making plays
    involving each other's cards"."""
    room = seated(tables, jinzo_position())
    tables.answer(room.id, S1B, room.version, index=index_of(room, TRIBUTE))
    assert room.proposal is not None and room.proposal.mate is S1A
    assert room.duel is not None and room.answers == []  # nothing played yet
    with pytest.raises(TableError, match="1A has not agreed yet"):
        tables.answer(room.id, S1B, room.version, index=0)
    tables.consent(room.id, S1A, room.version, agree=False)
    assert room.proposal is None and room.answers == []
    hand = [c.name for c in room.duel.state.zones[S1B].hand]
    assert hand == ["Jinzo"] and room.duel.pending is not None
    assert room.duel.pending.seat is S1B and room.duel.pending.kind is DecisionKind.MAIN


def test_the_teammate_agreeing_plays_the_tribute(tables: Tables) -> None:
    room = seated(tables, jinzo_position())
    tables.answer(room.id, S1B, room.version, index=index_of(room, TRIBUTE))
    with pytest.raises(TableError, match="no play waiting for your agreement"):
        tables.consent(room.id, S2A, room.version, agree=True)
    tables.consent(room.id, S1A, room.version, agree=True)
    assert room.answers[0] == TRIBUTE
    assert room.duel is not None
    assert [c.name for c in room.duel.state.zones[S1A].gy] == ["Mystic Tomato"]
    assert [c.name for c in room.duel.state.zones[S1B].monsters if c] == ["Jinzo"]


def test_bots_answer_at_once_and_pass_for_me_passes_only_when_a_pass_is_all_there_is(
    tables: Tables, store: EventStore
) -> None:
    room = seated(tables, jinzo_position())
    tables.set_autopass(room.id, S1A, True)
    tables.answer(room.id, S1B, room.version, index=index_of(room, "1B end-turn"))
    rows = DuelStore(store).rows(room.id)
    by = [(r.seat, r.payload.get("by")) for r in rows if r.kind == RowKind.ANSWERED]
    assert ("1A", "autopass") in by and ("2A", "bot") in by and ("2B", "bot") in by
    for row in rows:
        if row.payload.get("by") == "autopass":
            assert row.payload["action"] == "1A pass"
    assert room.duel is not None and room.duel.pending is not None
    pending = room.duel.pending
    assert pending.seat in (S1A, S1B)  # the bots never wait
    if pending.seat is S1A:
        assert not (pending.kind is DecisionKind.RESPOND and len(pending.actions) == 1)


def test_a_restart_rebuilds_the_duel_by_replaying_its_answers(
    tables: Tables, store: EventStore
) -> None:
    room = seated(tables, jinzo_position())
    tables.say(room.id, S1B, "Duelist 1B", "May I Tribute your Tomato?")
    tables.answer(room.id, S1B, room.version, index=index_of(room, TRIBUTE))
    tables.consent(room.id, S1A, room.version, agree=True)
    assert room.duel is not None
    again = Tables(store, cards()).room(room.id)
    assert again.duel is not None
    assert state_hash(again.duel.state) == state_hash(room.duel.state)
    assert (again.version, again.answers, again.seq) == (room.version, room.answers, room.seq)
    assert [c.text for c in again.chat] == ["May I Tribute your Tomato?"]


def test_any_server_process_can_serve_any_seat(db_url: str) -> None:
    """Two `Tables` over one database (two processes): each folds what the other wrote before
    deciding, so the seats may be served by either."""
    with EventStore.open(db_url) as one, EventStore.open(db_url) as two:
        first, second = Tables(one, cards()), Tables(two, cards())
        room = seated(first, jinzo_position())
        other = second.room(room.id)
        first.answer(room.id, S1B, room.version, index=index_of(room, TRIBUTE))
        second.consent(room.id, S1A, room.version, agree=True)  # decided on the whole log
        assert other.answers[:2] == [TRIBUTE, "2B pass"]  # 2B, a bot, passed at once
        caught_up = first.room(room.id, at_least=other.seq)
        assert caught_up.duel is not None and other.duel is not None
        assert state_hash(caught_up.duel.state) == state_hash(other.duel.state)


def test_a_judges_pause_refuses_answers_and_a_rewind_takes_the_duel_back_on_record(
    tables: Tables,
) -> None:
    """Penalty regulations: "return the game to its previous state"; the rewind names the
    judge, the reason and the penalty."""
    room = seated(tables, jinzo_position())
    assert room.duel is not None
    before = state_hash(room.duel.state)
    tables.answer(room.id, S1B, room.version, index=index_of(room, "1B phase battle"))
    tables.pause(room.id, "Judge Ruth", "a ruling")
    with pytest.raises(TableError, match="paused"):
        tables.answer(room.id, S1B, room.version, index=0)
    tables.rewind(room.id, "Judge Ruth", 1, "Battle Phase entered by mistake", "P-7")
    assert room.answers == [] and state_hash(room.duel.state) == before
    assert [(r.judge, r.reason, r.to, r.penalty) for r in room.rewinds] == [
        ("Judge Ruth", "Battle Phase entered by mistake", 0, "P-7")
    ]
    with pytest.raises(TableError, match="choose an answer from 1 to 0"):
        tables.rewind(room.id, "Judge Ruth", 1, "again")
    tables.resume(room.id, "Judge Ruth")
    tables.answer(room.id, S1B, room.version, index=index_of(room, TRIBUTE))
    assert room.proposal is not None


def test_the_table_talk_is_one_public_chat_and_is_stored(tables: Tables, store: EventStore) -> None:
    """Team Dueling Rules A: communication "loud enough for the other team to hear"."""
    room = seated(tables, jinzo_position())
    tables.say(room.id, S1A, "Duelist 1A", "  go   ahead ")
    tables.say(room.id, None, "Judge", "Time.")
    with pytest.raises(TableError, match="say something"):
        tables.say(room.id, S1A, "Duelist 1A", "   ")
    said = [r.payload["text"] for r in DuelStore(store).rows(room.id) if r.kind == RowKind.SAID]
    assert said == ["go ahead", "Time."]


def test_rows_of_a_table_are_append_only(tables: Tables, store: EventStore) -> None:
    room = seated(tables, jinzo_position())
    with pytest.raises(StoreError, match="append-only"), store.writing() as conn:
        conn.execute(text("UPDATE duel_rows SET kind = 'x' WHERE table_id = :t"), {"t": room.id})
    assert {r.kind for r in DuelStore(store).rows(room.id)} != {"x"}


@pytest.mark.parametrize(
    ("deck", "why"),
    [
        ("", "bring a deck"),
        ("#main\n5053103\n", "the Main Deck holds 1 card: it must hold 40 to 60"),
        ("#main\n" + "99999999\n" * 40, "the deck holds cards this server does not know: 99999999"),
        ("not a deck at all ::", "not a deck|unknown card|cannot read"),
    ],
)
def test_a_casual_seat_needs_a_playable_deck_and_takes_nothing_without_one(
    tables: Tables, deck: str, why: str
) -> None:
    room = tables.open_casual("Friday", "Ann", TableSettings("1", 5))
    with pytest.raises(TableError, match=why):
        tables.take_seat(room.id, S1A, "Ann", deck)
    assert room.holder(S1A) is None


def test_a_casual_duel_starts_when_the_fourth_seat_is_taken_with_the_tables_seed(
    tables: Tables,
) -> None:
    room = tables.open_casual("Friday", "Ann", TableSettings("2", 9))
    for seat in (S1A, S1B, S2A):
        tables.take_seat(room.id, seat, f"P{seat.value}", ydke(seat))
        assert not room.started
    with pytest.raises(TableError, match="seat 1A is taken"):
        tables.take_seat(room.id, S1A, "Bob", ydke(S1A))
    tables.take_seat(room.id, S2B, "P2B", ydke(S2B))
    assert room.duel is not None and room.record is not None
    assert room.record.seed == 9 and room.duel.state.first_team is Team.TWO
    assert room.duel.state.turn_seat is S2A  # seed 001 B: Duelist A of the opening team


def test_a_tournament_tables_result_confirmed_by_both_teams_is_the_match_report(
    sqlite_url: str,
) -> None:
    with EventStore.open(sqlite_url) as store:
        events, tables = Events(store), Tables(store, cards())
        new_event(events, 4)
        pairing = pair_next(events, "City Cup", 1).value.pairing.pairings[0]
        room = tables.open_tournament(events, "City Cup", 1, pairing.table, "Organiser")
        again = tables.open_tournament(events, "City Cup", 1, pairing.table, "Organiser")
        assert again is room  # one live table per table of a round (a second click opens it)
        assert len(tables.duels.tables(event_id=store.event("City Cup").id)) == 1
        state = events.tournament("City Cup")
        team1 = state.team(str(pairing.team1))
        assert room.event is not None and room.event["duelists"]["1A"] == team1.a.name
        for seat in (S1A, S2A):
            tables.take_seat(room.id, seat, str(room.event["duelists"][seat.value]))
            tables.set_autopass(room.id, seat, True)
        for seat in (S1B, S2B):
            tables.give_to_bot(room.id, seat)
        assert room.duel is not None
        deck_1a = [c.card.passcode for c in room.duel.state.all_cards() if c.owner is S1A]
        assert sorted(deck_1a) == sorted(team1.a.deck.main + team1.a.deck.extra)
        with pytest.raises(TableError, match="not over"):
            confirm_result(tables, events, room.id, S1A)
        rng = random.Random(3)
        for _ in range(MOST_ANSWERS):  # the table's seed is drawn: bounded, whatever it deals
            if room.duel.pending is None:
                break
            actions = room.duel.pending.actions
            known = [i for i, a in enumerate(actions) if not by_hand(a)] or range(len(actions))
            tables.answer(room.id, room.duel.pending.seat, room.version, index=rng.choice(known))
        assert room.duel.outcome is not None, f"no end after {MOST_ANSWERS} answers"
        assert confirm_result(tables, events, room.id, S1A) is False
        assert confirm_result(tables, events, room.id, S2A) is True
        recorded = table_claims(events.tournament("City Cup"), 1, pairing.table).recorded
        winner = room.duel.outcome.winner
        expected = {Team.ONE: "win", Team.TWO: "loss", None: "draw"}[winner]
        assert recorded is not None and recorded.result.value == expected
        assert set(room.confirmed) == {1, 2}


def test_a_response_timer_passes_for_the_seat_once_it_runs_out_and_is_off_by_default(
    tables: Tables, store: EventStore
) -> None:
    """Timers are table settings, off by default (a tournament table is judged in person)."""
    from datetime import timedelta

    plain = seated(tables, jinzo_position())
    assert plain.decided_at is not None and tables.due(plain.decided_at + timedelta(hours=1)) == []
    timed = tables.open_position(
        "Timed", jinzo_position(), settings=TableSettings(response_seconds=30)
    )
    for seat in (S1A, S1B):
        tables.take_seat(timed.id, seat, f"Duelist {seat.value}")
    for seat in (S2A, S2B):
        tables.give_to_bot(timed.id, seat)
    tables.answer(timed.id, S1B, timed.version, index=index_of(timed, "1B phase battle"))
    assert timed.duel is not None and timed.duel.pending is not None and timed.decided_at
    assert timed.duel.pending.kind is DecisionKind.RESPOND
    asked, version = timed.duel.pending.seat, timed.version
    early = timed.decided_at + timedelta(seconds=29)
    assert (timed.id, version) not in tables.due(early)
    tables.expire(timed.id, version, early)
    assert timed.version == version  # not yet
    late = timed.decided_at + timedelta(seconds=31)
    assert (timed.id, version) in tables.due(late)
    tables.expire(timed.id, version, late)
    tables.expire(timed.id, version, late)  # a second process doing the same: nothing more
    timed_out = [
        (r.seat, r.decision, r.payload["action"])
        for r in DuelStore(store).rows(timed.id)
        if r.payload.get("by") == "timer"
    ]
    assert timed_out == [(asked.value, version, f"{asked.value} pass")]


def test_every_readers_message_shows_the_table_as_it_stands_after_each_answer(
    sqlite_url: str,
) -> None:
    """The messages reuse each duelist's side while their zones stay the same: after every
    answer, each reader's message equals the view made afresh from the duel."""
    import json

    from tagduel.engine.views import JUDGE, SPECTATOR, Viewer, table_view
    from tagduel.services.tablemessages import message_text

    with EventStore.open(sqlite_url) as store:
        tables = Tables(store, cards())
        room = tables.open_casual("Cache", "Ann", TableSettings("1", 4))
        for seat in (S1A, S1B, S2A, S2B):
            tables.take_seat(room.id, seat, f"P{seat.value}", ydke(seat))
        readers = [Viewer(s) for s in (S1A, S1B, S2A, S2B)] + [SPECTATOR, JUDGE]
        rng = random.Random(8)
        for _ in range(160):
            assert room.duel is not None and room.duel.pending is not None
            for reader in readers:
                sent = json.loads(message_text(room, reader))["view"]
                fresh = table_view(room.duel.state, reader, room.duel.pending)
                assert sent == json.loads(json.dumps(fresh)), reader
            if room.proposal is not None:
                tables.consent(room.id, room.proposal.mate, room.version, agree=True)
            else:
                count = len(room.duel.pending.actions)
                tables.answer(
                    room.id, room.duel.pending.seat, room.version, index=rng.randrange(count)
                )


def exiled_force_position() -> TableSetup:
    """Turn 3 (1B's), Main Phase 1: 1B controls Exiled Force, a card of the built-in set with
    no script; 2A controls Battle Ox (a Normal Monster)."""
    return TableSetup(
        {
            S1B: duelist(monsters=(("Exiled Force", Position.ATTACK),)),
            S2A: duelist(monsters=((FILLER, Position.ATTACK),)),
        },
        turn=3,
    )


def pass_round(tables: Tables, room: Room) -> None:
    """Every seat asked passes, in priority order, until the chain resolves."""
    for _ in range(8):
        assert room.duel is not None and room.duel.pending is not None
        if room.duel.pending.kind is not DecisionKind.RESPOND:
            return
        seat = room.duel.pending.seat
        tables.answer(room.id, seat, room.version, text=f"{seat.value} pass")


def test_a_card_without_a_script_is_played_by_hand_at_a_live_table(
    tables: Tables, store: EventStore
) -> None:
    """The live table plays in the manual mode: 1B declares Exiled Force's effect (it has no
    script), every seat is asked in priority order, and when it resolves 1B carries it out with
    typed operations, each stored as an answer: a restart rebuilds the same duel. An operation
    the table forbids is refused with the reason, and nothing is stored."""
    room = seated(tables, exiled_force_position(), humans=(S1A, S1B, S2A, S2B))
    tables.answer(room.id, S1B, room.version, text='1B activate "Exiled Force" effect 1 ignition')
    pass_round(tables, room)
    assert room.duel is not None and room.duel.pending is not None
    assert (room.duel.pending.seat, room.duel.pending.kind) == (S1B, DecisionKind.MANUAL)
    stored = len(room.answers)
    with pytest.raises(IllegalAnswer, match="is a monster: it goes to a Monster Card Zone"):
        tables.answer(room.id, S1B, room.version, text='1B move "Battle Ox" to 1B.st')
    assert len(room.answers) == stored
    for line in ('1B move "Exiled Force" to gy', '1B destroy "Battle Ox"', "1B done"):
        tables.answer(room.id, S1B, room.version, text=line)
    state = room.duel.state
    assert [c.name for c in state.zones[S1B].gy] == ["Exiled Force"]
    assert [c.name for c in state.zones[S2A].gy] == [FILLER]
    assert room.answers[-3:] == [
        '1B move 1B.monsters[1]:"Exiled Force" to gy',
        '1B destroy 2A.monsters[1]:"Battle Ox"',
        "1B done",
    ]
    again = Tables(store, cards()).room(room.id)
    assert again.duel is not None and state_hash(again.duel.state) == state_hash(state)


def _together(tables: Tables, writes: list[Callable[[], object]]) -> list[BaseException | None]:
    """Run `writes` in threads that all queue while the commit lock is held, so that one
    transaction writes them all (as answers arriving together do); each one's error."""
    errors: list[BaseException | None] = [None] * len(writes)

    def run(i: int) -> None:
        try:
            writes[i]()
        except BaseException as exc:
            errors[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(writes))]
    with tables._commit_lock:
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 10
        while len(tables._queue) < len(writes) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert len(tables._queue) == len(writes)
    for thread in threads:
        thread.join(timeout=10)
    return errors


def test_answers_arriving_together_are_written_by_the_same_few_statements(
    tables: Tables, store: EventStore
) -> None:
    """The group commit sends as many statements for answers to three tables as for one (the
    locks, the rows since, one insert, the notifications): the write path stays short under
    load, on PostgreSQL above all, where each statement is a round trip."""
    rooms = [seated(tables, jinzo_position()) for _ in range(4)]
    statements: list[str] = []

    def count(conn: object, cursor: object, sql: str, *rest: object) -> None:
        statements.append(sql)

    def answer(room: Room) -> Callable[[], None]:
        battle = index_of(room, "1B phase battle")
        return lambda: tables.answer(room.id, S1B, room.version, index=battle)

    event.listen(store._engine, "before_cursor_execute", count)
    try:
        assert _together(tables, [answer(rooms[0])]) == [None]
        one = len(statements)
        statements.clear()
        assert _together(tables, [answer(r) for r in rooms[1:]]) == [None] * 3
        assert len(statements) == one
    finally:
        event.remove(store._engine, "before_cursor_execute", count)
    for room in rooms:
        stored = DuelStore(store).rows(room.id)
        assert [r.seq for r in stored] == list(range(1, len(stored) + 1))
        assert any(r.payload.get("action") == "1B phase battle" for r in stored)
        assert Tables(store, cards()).room(room.id).answers == room.answers


def test_a_write_that_fails_takes_back_its_own_rows_only(tables: Tables, store: EventStore) -> None:
    """In one transaction: an answer to table A, a write to table B that fails after adding a
    row, then another write to B. A's answer is stored; nothing of B's writes is (the second is
    refused: nothing was recorded), and B is folded again from what was stored."""
    a, b = seated(tables, jinzo_position()), seated(tables, jinzo_position())
    rows_b = len(DuelStore(store).rows(b.id))

    def broken(room: Room, batch: Batch) -> None:
        batch.add(RowKind.SAID, {"name": "x", "text": "half"}, S1A)
        raise RuntimeError("the engine failed")

    battle = index_of(a, "1B phase battle")
    errors = _together(
        tables,
        [
            lambda: tables.answer(a.id, S1B, a.version, index=battle),
            lambda: tables._write(b.id, broken),
            lambda: tables.say(b.id, S1A, "Duelist 1A", "hello"),
        ],
    )
    assert errors[0] is None
    assert isinstance(errors[1], RuntimeError)
    assert isinstance(errors[2], TableError) and "nothing was recorded" in str(errors[2])
    assert [r.kind for r in DuelStore(store).rows(b.id)][rows_b:] == []
    again = tables.room(b.id)
    assert again is not b and again.seq == rows_b and again.chat == []
    assert "1B phase battle" in tables.room(a.id).answers
    tables.say(b.id, S1A, "Duelist 1A", "hello")  # the table writes again as usual
    assert [r.seq for r in DuelStore(store).rows(b.id)] == list(range(1, rows_b + 2))


def test_rooms_share_one_object_per_card_and_play_as_from_the_stored_record(
    tables: Tables, store: EventStore
) -> None:
    """Every room of a process holds the same card objects (cards are immutable), so the
    process holds a few hundred cards, not four decks per duel; the duel is the one the stored
    record starts."""
    rooms = []
    for n in range(2):
        room = tables.open_casual(f"Shared {n}", "Ann", TableSettings("1", 5))
        for seat in (S1A, S1B, S2A, S2B):
            tables.take_seat(room.id, seat, f"P{seat.value}", ydke(seat))
        rooms.append(Tables(store, cards()).room(room.id))  # folded from the stored rows
    first, second = rooms
    assert first.duel is not None and second.duel is not None
    for seat in (S1A, S1B, S2A, S2B):
        one, two = first.holder(seat), second.holder(seat)
        assert one is not None and two is not None
        assert all(a is b for a, b in zip(one.deck, two.deck, strict=True))
    by_uid = {c.uid: c.card for c in second.duel.state.all_cards()}
    assert all(c.card is by_uid[c.uid] for c in first.duel.state.all_cards())

    stored = next(r for r in DuelStore(store).rows(first.id) if r.kind == RowKind.STARTED)
    fresh = TableRecord.from_data({**stored.payload, "actions": []}).start(scripts=tables.scripts)
    assert state_hash(fresh.state) == state_hash(first.duel.state)


def test_a_bot_never_declares_an_unscripted_effect_by_hand(tables: Tables) -> None:
    """Bots standing in for duelists at a live table (manual mode) play only what the engine
    carries out: 1B's bot never declares Exiled Force's effect (no script), which it could not
    carry out and could declare again and again; the bots still play the duel to its end."""
    declared = 0
    for seed in range(12):
        settings = TableSettings("1", seed)
        room = tables.open_position("Bot table", exiled_force_position(), settings=settings)
        for seat in (S1A, S1B, S2A, S2B):
            tables.give_to_bot(room.id, seat)
        room = tables.room(room.id)
        assert room.duel is not None and room.duel.outcome is not None  # played to the end
        declared += sum(1 for a in room.answers if a.startswith("1B activate") and "Exiled" in a)
    assert declared == 0
