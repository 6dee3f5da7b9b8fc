"""Live Tag Duel tables: four seats, one duel, every answer stored before it is acknowledged.

`Tables` opens tables, seats duelists and bots, and takes their answers, consents, talk and
settings, and a judge's pause and rewind. Each table of this server process is held in memory as
a `Room` folded from the table's rows (`tagduel.store.duels`), and every change is written
before anyone hears of it (`tablewrites`). A restart, or another process, rebuilds a table by
folding its rows: the duel is replayed answer by answer.

Requests carry the decision id they answer (`Room.version`): an older one is stale and refused.
At a human table every seat is asked in priority order; a duelist may let the table pass for
them when they have nothing but a pass ("pass for me"). A play using the teammate's cards waits
for the teammate's agreement (seed 001 A). Bots (a random legal player) answer at once.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.cardscripts import all_scripts
from tagduel.engine.actions import Action, Pass
from tagduel.engine.errors import RulesError
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.setup import TableSetup
from tagduel.engine.tablerecord import TableRecord, answer_text
from tagduel.engine.viewactions import teammate_of
from tagduel.i18n import lazy, message_of
from tagduel.names import NAME_MAX, clean_name
from tagduel.services.events import Events
from tagduel.services.tablebots import response_over
from tagduel.services.tableopen import (
    TableError,
    TableSettings,
    bot_deck,
    cards_data,
    opened_payload,
    read_cards,
    start_record,
    tournament_table,
)
from tagduel.services.tablerooms import Room, RowKind
from tagduel.services.tablewrites import Batch, RoomKeeper
from tagduel.store import EventStore
from tagduel.store.duels import DuelStore

CHAT_MAX = 500


class StaleAnswer(TableError):
    """An answer to a decision that is no longer open."""


class IllegalAnswer(TableError):
    """An answer the rules refuse: the engine's reason; the same decision stays open."""


class Tables(RoomKeeper):
    """The live tables of one server process."""

    def __init__(self, store: EventStore, cards: CardDB, *, scripts: Scripts | None = None) -> None:
        super().__init__(DuelStore(store), scripts or all_scripts())
        self.cards = cards

    # -- opening ------------------------------------------------------------------------

    def open_casual(self, title: str, opener: str, settings: TableSettings) -> Room:
        payload = opened_payload("casual", title, opener, settings)
        return self._open("casual", payload)

    def open_position(
        self, title: str, setup: TableSetup, *, settings: TableSettings | None = None
    ) -> Room:
        """A table starting at a position (a scenario's `state:`) once its seats are taken."""
        from tagduel.engine.duel import Duel

        duel = Duel.from_position(setup, scripts=self.scripts, auto_pass=False, manual=True)
        position = TableRecord.at_position(duel).to_data()["position"]
        payload = opened_payload(
            "casual", title, "", settings or TableSettings(), position=position
        )
        return self._open("casual", payload)

    def open_tournament(
        self, events: Events, event_name: str, round_number: int, table: int, by: str
    ) -> Room:
        """The live table of a round's table: opened once (asked again, the one opened)."""
        state = events.tournament(event_name)
        info = events.store.event(event_name)
        for live in self.duels.tables(event_id=info.id):
            if (live.round, live.table_no) == (round_number, table):
                return self.room(live.id)  # one live table per table of a round
        more = tournament_table(state, self.cards, round_number, table)
        title = f"{state.name} · R{round_number} T{table}"
        payload = opened_payload("tournament", title, by, TableSettings(), **more)
        payload["event"] = {**payload["event"], "id": info.id}
        return self._open("tournament", payload, info.id, round_number, table)

    def _open(
        self,
        kind: str,
        payload: dict[str, Any],
        event_id: int | None = None,
        round_number: int | None = None,
        table: int | None = None,
    ) -> Room:
        info, rows = self.duels.create(
            kind,
            str(payload["title"]),
            [(RowKind.OPENED, payload, None, 0)],
            event_id=event_id,
            round_number=round_number,
            table_no=table,
        )
        room = Room(info, self.scripts)
        for row in rows:
            room.fold(row)
        self.keep(room)
        return room

    # -- seats --------------------------------------------------------------------------

    def take_seat(
        self, table_id: int, seat: Seat, name: str, deck: str | bytes | None = None
    ) -> int:
        """Seat a duelist (with their deck at a casual table); returns their seat key (the
        row's seq). The duel starts when the fourth seat is taken."""
        name = clean_name(name, what=lazy("your name"), limit=NAME_MAX)

        def decide(room: Room, batch: Batch) -> int:
            self._check_free(room, seat)
            cards = self._deck_for(room, seat, deck)
            row = batch.add(
                RowKind.TAKEN, {"name": name, "bot": False, "deck": cards_data(cards)}, seat
            )
            self._start_if_full(room, batch)
            return row.seq

        return self._write(table_id, decide)

    def give_to_bot(self, table_id: int, seat: Seat) -> None:
        def decide(room: Room, batch: Batch) -> None:
            self._check_free(room, seat)
            cards = [] if self._fixed_decks(room) else bot_deck(self.cards, seat)
            payload = {"name": f"Bot {seat.value}", "bot": True, "deck": cards_data(cards)}
            batch.add(RowKind.TAKEN, payload, seat)
            self._start_if_full(room, batch)

        self._write(table_id, decide)

    def free_seat(self, table_id: int, seat: Seat, judge: str, reason: str) -> None:
        """A judge frees a seat (a duelist changes device): the holder's key stops working."""

        def decide(room: Room, batch: Batch) -> None:
            if room.holder(seat) is None:
                raise TableError(lazy("seat {seat} is free already", seat=seat.value))
            batch.add(RowKind.FREED, {"judge": judge, "reason": reason}, seat)

        self._write(table_id, decide)

    def set_autopass(self, table_id: int, seat: Seat, on: bool) -> None:
        self._write(table_id, lambda room, batch: batch.add(RowKind.AUTOPASS, {"on": on}, seat))

    def _check_free(self, room: Room, seat: Seat) -> None:
        if room.holder(seat) is not None:
            raise TableError(lazy("seat {seat} is taken", seat=seat.value))

    def _fixed_decks(self, room: Room) -> bool:
        return room.started or "decks" in room.opened or room.opened.get("position") is not None

    def _deck_for(self, room: Room, seat: Seat, deck: str | bytes | None) -> list[Any]:
        if self._fixed_decks(room):
            return []
        if deck is None or not deck.strip():
            raise TableError(lazy("bring a deck: a file, a ydke:// URL, a deck code or a list"))
        return read_cards(deck, self.cards)

    def _start_if_full(self, room: Room, batch: Batch) -> None:
        if room.started or not room.full:
            return
        decks = {s: h.deck for s, h in room.seats.items()}
        fixed = room.opened.get("decks")
        if isinstance(fixed, dict):
            from tagduel.engine.codec import card_from_data

            decks = {s: tuple(card_from_data(c) for c in fixed[s.value]) for s in ALL_SEATS}
        record = start_record(room.opened, decks).to_data()
        record.pop("actions")
        batch.add(RowKind.STARTED, record)

    # -- play ---------------------------------------------------------------------------

    def answer(
        self,
        table_id: int,
        seat: Seat,
        decision: int,
        *,
        index: int | None = None,
        text: str | None = None,
    ) -> None:
        """`seat` answers decision `decision` with the legal answer `index`, or an action line."""

        def decide(room: Room, batch: Batch) -> None:
            action = self._checked(room, seat, decision, index, text)
            mate = teammate_of(action)
            kind = RowKind.PROPOSED if mate and not room.is_bot(mate) else RowKind.ANSWERED
            batch.add(kind, {"action": answer_text(action), "by": "duelist"}, seat)

        self._write(table_id, decide)

    def consent(self, table_id: int, seat: Seat, decision: int, agree: bool) -> None:
        """The teammate agrees to (or refuses) a play using their cards; a refusal takes the
        play back and the proposer decides again."""

        def decide(room: Room, batch: Batch) -> None:
            proposal = room.proposal
            if proposal is None or proposal.mate is not seat:
                raise TableError(lazy("there is no play waiting for your agreement"))
            self._current(room, decision)
            text = answer_text(proposal.action)
            if agree:
                payload = {"action": text, "by": "duelist", "consent": seat.value}
                batch.add(RowKind.ANSWERED, payload, proposal.seat)
            else:
                batch.add(RowKind.REFUSED, {"action": text}, seat)

        self._write(table_id, decide)

    def say(self, table_id: int, seat: Seat | None, name: str, text: str) -> None:
        """A line of the table's one public chat (seed 001 A: talk the other team can hear)."""
        line = " ".join(text.split())[:CHAT_MAX]
        if not line:
            raise TableError(lazy("say something"))
        self._write(
            table_id,
            lambda room, batch: batch.add(RowKind.SAID, {"name": name, "text": line}, seat),
        )

    def record(
        self, table_id: int, kind: str, payload: dict[str, Any], seat: Seat | None = None
    ) -> None:
        """Write a row that decides nothing by itself (e.g. a team's confirmation)."""
        self._write(table_id, lambda room, batch: batch.add(kind, payload, seat))

    def _checked(
        self, room: Room, seat: Seat, decision: int, index: int | None, text: str | None
    ) -> Action:
        self._current(room, decision)
        duel = room.duel
        assert duel is not None and duel.pending is not None
        if room.proposal is not None:
            raise TableError(
                lazy(
                    "{mate} has not agreed yet to the play using their cards",
                    mate=room.proposal.mate.value,
                )
            )
        if duel.pending.seat is not seat:
            raise TableError(lazy("it is {seat}'s decision", seat=duel.pending.seat.value))
        if index is not None:
            if not 0 <= index < len(duel.pending.actions):
                raise IllegalAnswer(lazy("answer {n} is not one of the legal answers", n=index))
            return duel.pending.actions[index]
        try:
            action = duel.parse_action(text or "")
            if action.seat is not seat:
                raise IllegalAnswer(lazy("you answer for {seat} only", seat=seat.value))
            duel.check(action)
        except RulesError as exc:
            raise IllegalAnswer(message_of(exc)) from None
        return action

    def _current(self, room: Room, decision: int) -> None:
        if room.duel is None:
            raise TableError(lazy("the duel has not started: every seat must be taken"))
        if room.duel.pending is None:
            raise TableError(lazy("the duel is over"))
        if room.paused is not None:
            raise TableError(lazy("a judge has paused the duel"))
        if decision != room.version:
            raise StaleAnswer(
                lazy(
                    "that answer was to an earlier decision ({old}; now {new}): nothing was played",
                    old=decision,
                    new=room.version,
                )
            )

    # -- timers -------------------------------------------------------------------------

    def due(self, now: datetime) -> list[tuple[int, int]]:
        """The tables (in this process) whose response timer ran out: (table, decision)."""
        return [(r.id, r.version) for r in self.rooms() if response_over(r, now)]

    def expire(self, table_id: int, decision: int, now: datetime) -> None:
        """The response timer of `decision` ran out: the table passes for the seat (when that
        decision is still open: another process may have done it)."""

        def decide(room: Room, batch: Batch) -> None:
            if room.version != decision or not response_over(room, now):
                return
            assert room.duel is not None and room.duel.pending is not None
            seat = room.duel.pending.seat
            batch.add(RowKind.ANSWERED, {"action": answer_text(Pass(seat)), "by": "timer"}, seat)

        self._write(table_id, decide)

    # -- judges -------------------------------------------------------------------------

    def pause(self, table_id: int, judge: str, reason: str) -> None:
        payload = {"judge": judge, "reason": reason}
        self._write(table_id, lambda room, batch: batch.add(RowKind.PAUSED, payload))

    def resume(self, table_id: int, judge: str) -> None:
        self._write(table_id, lambda room, batch: batch.add(RowKind.RESUMED, {"judge": judge}))

    def rewind(
        self, table_id: int, judge: str, before: int, reason: str, penalty: str | None = None
    ) -> None:
        """Take the duel back to before its answer number `before` (from 1): the penalty
        regulations' "return the game to its previous state"; recorded with judge and reason."""

        def decide(room: Room, batch: Batch) -> None:
            if room.duel is None:
                raise TableError(lazy("the duel has not started"))
            if not 1 <= before <= len(room.answers):
                raise TableError(lazy("choose an answer from 1 to {n}", n=len(room.answers)))
            if not reason.strip():
                raise TableError(lazy("give the reason for the rewind"))
            payload = {
                "judge": judge,
                "reason": reason.strip(),
                "to": before - 1,
                "penalty": penalty or None,
            }
            batch.add(RowKind.REWOUND, payload)

        self._write(table_id, decide)
