"""Manual mode's operations as actions, with their notation (the scenario `do:` verbs).

A card without a script is carried out by hand, the way Dueling Book plays every card: when its
Chain Link resolves, its controller answers a MANUAL decision with operations, then `done`
(see `manual.py`, `manual_ops.py`):

    1A move 2A.hand:"Jinzo" to gy            1A move 1A.gy:"Jinzo" to 1B.monsters defense
    1A move 1A.hand:"Jinzo" to deck-shuffle  1A move 1A.deck:"Jinzo" to st set
    1A lp team2 -800                         1A draw 1A 2    1A mill 2B 3    1A shuffle 2A
    1A reveal 1A.hand:"Jinzo"                1A take-control 2A.monsters[1]:"Jinzo"
    1A destroy 2A.st[2]:"Dark Hole"          1A counter 1A.st[1]:"Card" spell +2
    1A token 1A "Sheep Token" atk 0 def 0 level 1 defense
    1A negate link 1                         1A negate 2A.monsters[1]:"Jinzo"
    1A done

The same operation followed by `by judge` or `by duelists` is a correction made outside a
resolution (`Correction`), recorded in the action log like any answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from tagduel.engine.actions import Action, CardRef, _Reader
from tagduel.engine.errors import MalformedActionError
from tagduel.engine.seats import Seat, Team
from tagduel.i18n import lazy

PILE_PLACES: Final = ("hand", "deck-top", "deck-bottom", "deck-shuffle", "gy", "banished")
PILE_PLACES_MORE: Final = ("banished-down", "extra")
FIELD_PLACES: Final = ("monsters", "st", "field")
MONSTER_MODES: Final = ("attack", "defense", "set")
CARD_MODES: Final = ("face-up", "set")
CORRECTORS: Final = ("judge", "duelists")
"""Who asks for a correction: a judge, or the four duelists agreeing."""
_SIGNED: Final = re.compile(r"[+-]?[0-9]{1,6}")


class ManualOp(Action):
    """Base of manual mode's operations."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class MoveCard(ManualOp):
    """Move any card on the table: `to` is a pile word (the card's owner's pile) or a field
    zone (`monsters`, `st`, `field`, optionally `SEAT.`-prefixed; the acting seat's by default)
    with `mode` its battle position or face (`attack`/`defense`/`set`, `face-up`/`set`)."""

    card: CardRef
    to: str
    mode: str = ""

    def to_text(self) -> str:
        mode = f" {self.mode}" if self.mode else ""
        return f"{self.seat.value} move {self.card.to_text()} to {self.to}{mode}"

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class ChangeLifePoints(ManualOp):
    team: Team
    delta: int

    def to_text(self) -> str:
        return f"{self.seat.value} lp {self.team.to_text()} {self.delta:+d}"


@dataclass(frozen=True, slots=True)
class DrawCards(ManualOp):
    who: Seat
    count: int

    def to_text(self) -> str:
        return f"{self.seat.value} draw {self.who.value} {self.count}"


@dataclass(frozen=True, slots=True)
class MillCards(ManualOp):
    """Send the top `count` cards of `who`'s Deck to the Graveyard."""

    who: Seat
    count: int

    def to_text(self) -> str:
        return f"{self.seat.value} mill {self.who.value} {self.count}"


@dataclass(frozen=True, slots=True)
class ShuffleDeck(ManualOp):
    who: Seat

    def to_text(self) -> str:
        return f"{self.seat.value} shuffle {self.who.value}"


@dataclass(frozen=True, slots=True)
class CardOp(ManualOp):
    """An operation on one card: `verb` is `reveal`, `take-control`, `destroy` or `negate`."""

    verb: str
    card: CardRef

    def to_text(self) -> str:
        return f"{self.seat.value} {self.verb} {self.card.to_text()}"

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class ChangeCounters(ManualOp):
    card: CardRef
    counter: str
    delta: int

    def to_text(self) -> str:
        return f"{self.seat.value} counter {self.card.to_text()} {self.counter} {self.delta:+d}"

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class CreateToken(ManualOp):
    who: Seat
    name: str
    atk: int = 0
    defense: int = 0
    level: int = 1
    position: str = "defense"

    def to_text(self) -> str:
        name = CardRef(self.name).to_text()
        return (
            f"{self.seat.value} token {self.who.value} {name} atk {self.atk} "
            f"def {self.defense} level {self.level} {self.position}"
        )


@dataclass(frozen=True, slots=True)
class NegateLink(ManualOp):
    link: int

    def to_text(self) -> str:
        return f"{self.seat.value} negate link {self.link}"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """The resolving effect has been carried out by hand."""

    def to_text(self) -> str:
        return f"{self.seat.value} done"


@dataclass(frozen=True, slots=True)
class Correction(Action):
    """A manual operation made outside a resolution, asked for by a judge or by the four
    duelists agreeing (`by`); recorded in the action log, so a replay repeats it."""

    op: ManualOp
    by: str

    def to_text(self) -> str:
        return f"{self.op.to_text()} by {self.by}"

    def card_refs(self) -> tuple[CardRef, ...]:
        return self.op.card_refs()


def _signed(r: _Reader, what: str) -> int:
    word = r.word()
    if not _SIGNED.fullmatch(word):
        raise r.fail(
            lazy("expected {what} such as -800 or +1000, not {word}", what=what, word=repr(word))
        )
    return int(word)


def _count(r: _Reader) -> int:
    word = r.word()
    if not re.fullmatch(r"[0-9]{1,3}", word):
        raise r.fail(lazy("expected a number of cards, not {word}", word=repr(word)))
    return int(word)


def _seat(r: _Reader) -> Seat:
    return Seat.parse(r.word())


def _place(r: _Reader) -> tuple[str, str]:
    word = r.word().lower()
    zone = word.split(".", 1)[1] if "." in word else word
    if "." in word:
        Seat.parse(word.split(".", 1)[0])
        if zone not in FIELD_PLACES:
            raise r.fail(
                lazy(
                    "only a field zone takes a seat ({word}); a pile is the owner's",
                    word=repr(word),
                )
            )
    if zone in PILE_PLACES or zone in PILE_PLACES_MORE:
        return word, ""
    if zone not in FIELD_PLACES:
        places = ", ".join((*PILE_PLACES, *PILE_PLACES_MORE, *FIELD_PLACES))
        raise r.fail(lazy("unknown place {word} (use {places})", word=repr(word), places=places))
    modes = MONSTER_MODES if zone == "monsters" else CARD_MODES
    mode = modes[0]
    if r.tokens and r.tokens[0] in modes:
        mode = str(r.tokens.pop(0))
    return word, mode


def _move(seat: Seat, r: _Reader) -> ManualOp:
    card = r.card()
    if r.word().lower() != "to":
        raise r.fail(lazy("expected 'to' and a place after the card"))
    to, mode = _place(r)
    return MoveCard(seat, card, to, mode)


def _token(seat: Seat, r: _Reader) -> ManualOp:
    who, name = _seat(r), r.card()
    if name.seat is not None:
        raise r.fail(lazy("a Token's name is written in quotes alone"))
    atk = r.number_after("atk") or 0
    defense = r.number_after("def") or 0
    level = r.number_after("level") or 1
    position = "defense"
    if r.tokens and r.tokens[0] in ("attack", "defense"):
        position = str(r.tokens.pop(0))
    return CreateToken(seat, who, name.name, atk, defense, level, position)


def _negate(seat: Seat, r: _Reader) -> ManualOp:
    if r.tokens and r.tokens[0] == "link":
        r.tokens.pop(0)
        return NegateLink(seat, _count(r))
    return CardOp(seat, "negate", r.card())


def _counter(seat: Seat, r: _Reader) -> ManualOp:
    card, name = r.card(), r.word().lower()
    if not re.fullmatch(r"[a-z][a-z0-9_-]{0,30}", name):
        raise r.fail(lazy("a counter's name is one word, not {word}", word=repr(name)))
    return ChangeCounters(seat, card, name, _signed(r, lazy("a number of counters")))


def _correctable(build: Callable[[Seat, _Reader], ManualOp]) -> Callable[[Seat, _Reader], Action]:
    """The operation, or a correction when it ends with `by judge` / `by duelists`."""

    def read(seat: Seat, r: _Reader) -> Action:
        op = build(seat, r)
        if r.tokens and r.tokens[0] == "by":
            r.tokens.pop(0)
            who = r.word().lower()
            if who not in CORRECTORS:
                raise MalformedActionError(lazy("a correction is made by judge or duelists"))
            return Correction(seat, op, who)
        return op

    return read


_OPS: Final[dict[str, Callable[[Seat, _Reader], ManualOp]]] = {
    "move": _move,
    "lp": lambda seat, r: ChangeLifePoints(
        seat, Team.parse(r.word()), _signed(r, lazy("an amount"))
    ),
    "draw": lambda seat, r: DrawCards(seat, _seat(r), _count(r)),
    "mill": lambda seat, r: MillCards(seat, _seat(r), _count(r)),
    "shuffle": lambda seat, r: ShuffleDeck(seat, _seat(r)),
    "reveal": lambda seat, r: CardOp(seat, "reveal", r.card()),
    "take-control": lambda seat, r: CardOp(seat, "take-control", r.card()),
    "destroy": lambda seat, r: CardOp(seat, "destroy", r.card()),
    "counter": _counter,
    "token": _token,
    "negate": _negate,
}

MANUAL_VERBS: Final[dict[str, Callable[[Seat, _Reader], Action]]] = {
    verb: _correctable(build) for verb, build in _OPS.items()
}
MANUAL_VERBS["done"] = lambda seat, r: Done(seat)
