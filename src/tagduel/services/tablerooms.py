"""One live table in memory: its log of rows folded into seats, the duel, the open decision,
a consent asked for, the chat, a judge's pause, and the confirmed result.

Folding is deterministic: every server process that folds the same rows holds the same room (the
duel itself is rebuilt answer by answer from how it began, `TableRecord`). The decision id a
seat must answer (`version`) grows by one with each row that changes what is asked: the duel's
start, an answer, a consent asked for or refused, a judge's rewind. An answer to an older id is
stale.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from tagduel.cards.model import Card
from tagduel.engine.actions import Action
from tagduel.engine.codec import card_from_data
from tagduel.engine.duel import Duel
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.tablerecord import TableRecord, answer_of, answer_text
from tagduel.store.duels import Row, TableInfo

CHAT_KEPT = 200
"""Chat lines a room keeps in memory (all are stored)."""
CARDS_KEPT = 50_000
"""Distinct cards `shared_card` keeps at most (far more than any card pool)."""

_CARDS: dict[str, Card] = {}


def shared_card(data: Mapping[str, Any]) -> Card:
    """The card `data` describes, one object for every room of the process that holds it (a
    card is immutable): 200 duels of 4 decks would otherwise hold 67,000 copies of a few
    hundred cards, and the garbage collector's full passes, which stop every table of the
    process, grow with the number of objects."""
    key = json.dumps(data, sort_keys=True, separators=(",", ":"))
    card = _CARDS.get(key)
    if card is None:
        if len(_CARDS) >= CARDS_KEPT:
            _CARDS.clear()
        card = _CARDS[key] = card_from_data(dict(data))
    return card


class RowKind:
    """The kinds of row in a table's log."""

    OPENED = "table.opened"
    TAKEN = "seat.taken"
    FREED = "seat.freed"
    AUTOPASS = "seat.autopass"
    STARTED = "duel.started"
    ANSWERED = "duel.answered"
    PROPOSED = "duel.proposed"
    REFUSED = "duel.refused"
    SAID = "chat.said"
    PAUSED = "judge.paused"
    RESUMED = "judge.resumed"
    REWOUND = "judge.rewound"
    CONFIRMED = "result.confirmed"


@dataclass(slots=True)
class Holder:
    """Who holds a seat: a duelist's display name, or a bot. `since` is the seq of the row that
    gave them the seat: a seat key names it, so a key from before a seat was freed is void."""

    name: str
    bot: bool
    since: int
    deck: tuple[Card, ...] = ()
    autopass: bool = False


@dataclass(frozen=True, slots=True)
class Proposal:
    """A play using the teammate's cards, waiting for the teammate (`mate`) to agree."""

    seat: Seat
    mate: Seat
    action: Action


@dataclass(frozen=True, slots=True)
class ChatLine:
    seq: int
    seat: str | None
    name: str
    text: str
    at: str


@dataclass(frozen=True, slots=True)
class Rewind:
    seq: int
    judge: str
    reason: str
    to: int
    penalty: str | None


@dataclass(slots=True)
class Room:
    """A table's state, folded from its rows (`fold`)."""

    info: TableInfo
    scripts: Scripts
    opened: Mapping[str, Any] = field(default_factory=dict)
    seats: dict[Seat, Holder] = field(default_factory=dict)
    record: TableRecord | None = None
    answers: list[str] = field(default_factory=list)
    duel: Duel | None = None
    version: int = 0
    proposal: Proposal | None = None
    paused: str | None = None
    chat: list[ChatLine] = field(default_factory=list)
    rewinds: list[Rewind] = field(default_factory=list)
    confirmed: dict[int, str] = field(default_factory=dict)
    seq: int = 0
    decided_at: datetime | None = None
    """When the decision open now was first asked (its row's time): the response timer."""
    turn_at: datetime | None = None
    """When the turn under way began (the row that began it): the turn timer."""
    lock: threading.RLock = field(default_factory=threading.RLock, repr=False)
    cache: dict[str, tuple[int, str]] = field(default_factory=dict, repr=False)
    shared: dict[str, str] = field(default_factory=dict, repr=False)
    """Parts of the messages that readers of one audience share (JSON text), for `seq`."""
    prints: dict[Seat, object] = field(default_factory=dict, repr=False)
    """Each duelist's zones' fingerprint (see `tablemessages`), for `seq`."""
    sides: dict[tuple[Seat, str], tuple[object, str]] = field(default_factory=dict, repr=False)
    """Each duelist's side as each audience sees it (JSON text), with the fingerprint of the
    zones it was made from: kept across changes, made again only when those zones change."""

    @property
    def id(self) -> int:
        return self.info.id

    @property
    def settings(self) -> Mapping[str, Any]:
        settings = self.opened.get("settings", {})
        return settings if isinstance(settings, Mapping) else {}

    @property
    def event(self) -> Mapping[str, Any] | None:
        event = self.opened.get("event")
        return event if isinstance(event, Mapping) else None

    @property
    def started(self) -> bool:
        return self.duel is not None

    @property
    def over(self) -> bool:
        return self.duel is not None and self.duel.pending is None

    @property
    def full(self) -> bool:
        return all(seat in self.seats for seat in ALL_SEATS)

    def status(self) -> str:
        """waiting (for duelists), playing, paused or over."""
        if self.duel is None:
            return "waiting"
        if self.duel.pending is None:
            return "over"
        return "paused" if self.paused is not None else "playing"

    def holder(self, seat: Seat) -> Holder | None:
        return self.seats.get(seat)

    def is_bot(self, seat: Seat) -> bool:
        holder = self.seats.get(seat)
        return holder is not None and holder.bot

    def full_record(self) -> TableRecord | None:
        return None if self.record is None else self.record.with_answers(self.answers)

    def fold(self, row: Row) -> None:
        """Take one row into the room (rows come in `seq` order, each once)."""
        if row.seq <= self.seq:
            return
        version, turn = self.version, self.turn
        _FOLDS[row.kind](self, row)
        self.seq = row.seq
        self.cache.clear()
        self.shared.clear()
        self.prints.clear()
        if self.version != version:
            self.decided_at = row.recorded_at
        if self.turn != turn:
            self.turn_at = row.recorded_at

    @property
    def turn(self) -> int:
        return 0 if self.duel is None else self.duel.state.turn

    # -- the duel -------------------------------------------------------------------------

    def start(self, record: TableRecord) -> None:
        self.record = record
        self.answers = []
        self.duel = record.start(scripts=self.scripts)
        self.version += 1

    def apply(self, action: Action) -> None:
        assert self.duel is not None
        self.duel.apply(action)
        self.answers.append(answer_text(action))
        self.proposal = None
        self.version += 1

    def rewind(self, to: int) -> None:
        assert self.record is not None
        kept = self.answers[:to]
        self.duel = self.record.with_answers(kept).play(scripts=self.scripts)
        self.answers = kept
        self.proposal = None
        self.version += 1


def _opened(room: Room, row: Row) -> None:
    room.opened = dict(row.payload)


def _taken(room: Room, row: Row) -> None:
    seat = Seat(row.seat)
    deck = tuple(shared_card(c) for c in row.payload.get("deck") or ())
    room.seats[seat] = Holder(str(row.payload["name"]), bool(row.payload["bot"]), row.seq, deck)


def _freed(room: Room, row: Row) -> None:
    room.seats.pop(Seat(row.seat), None)


def _autopass(room: Room, row: Row) -> None:
    holder = room.seats.get(Seat(row.seat))
    if holder is not None:
        holder.autopass = bool(row.payload["on"])


def _started(room: Room, row: Row) -> None:
    record = TableRecord.from_data({**row.payload, "actions": []})
    decks = row.payload.get("decks")
    if record.position is None and isinstance(decks, Mapping):
        shared = {Seat(s): tuple(shared_card(c) for c in cards) for s, cards in decks.items()}
        record = replace(record, decks=shared)
    room.start(record)


def _answered(room: Room, row: Row) -> None:
    room.apply(answer_of(str(row.payload["action"])))


def _proposed(room: Room, row: Row) -> None:
    seat = Seat(row.seat)
    room.proposal = Proposal(seat, seat.teammate, answer_of(str(row.payload["action"])))
    room.version += 1


def _refused(room: Room, row: Row) -> None:
    room.proposal = None
    room.version += 1


def _said(room: Room, row: Row) -> None:
    line = ChatLine(
        row.seq,
        row.seat,
        str(row.payload["name"]),
        str(row.payload["text"]),
        row.recorded_at.strftime("%H:%M"),
    )
    room.chat = [*room.chat[-(CHAT_KEPT - 1) :], line]


def _paused(room: Room, row: Row) -> None:
    room.paused = str(row.payload.get("reason") or "")


def _resumed(room: Room, row: Row) -> None:
    room.paused = None


def _rewound(room: Room, row: Row) -> None:
    p = row.payload
    penalty = p.get("penalty")
    room.rewinds.append(
        Rewind(row.seq, str(p["judge"]), str(p["reason"]), int(p["to"]), penalty and str(penalty))
    )
    room.rewind(int(p["to"]))


def _confirmed(room: Room, row: Row) -> None:
    room.confirmed[int(row.payload["team"])] = str(row.payload["by"])


_FOLDS: dict[str, Callable[[Room, Row], None]] = {
    RowKind.OPENED: _opened,
    RowKind.TAKEN: _taken,
    RowKind.FREED: _freed,
    RowKind.AUTOPASS: _autopass,
    RowKind.STARTED: _started,
    RowKind.ANSWERED: _answered,
    RowKind.PROPOSED: _proposed,
    RowKind.REFUSED: _refused,
    RowKind.SAID: _said,
    RowKind.PAUSED: _paused,
    RowKind.RESUMED: _resumed,
    RowKind.REWOUND: _rewound,
    RowKind.CONFIRMED: _confirmed,
}
