"""Actions: a duelist's answers to a decision, as frozen values with one text notation.

The notation is the scenario format's `do:` lines: `1B summon "Jinzo" tribute 1A:"Mystic
Tomato"`. The engine writes every card reference in full — `1A.monsters[2]:"Mystic Tomato"`
(seat, zone, 1-based zone number on the field) or `1B.hand:"Jinzo"` (the first card of that name
in a pile) — so `parse(a.to_text()) == a`. Looser references (`"Jinzo"`, `1A:"Jinzo"`) parse to
a `CardRef` with blanks that `Duel.parse_action` fills from the legal actions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from tagduel.engine.errors import MalformedActionError
from tagduel.engine.quick_init import quicken
from tagduel.engine.seats import Seat
from tagduel.engine.state import Phase
from tagduel.engine.zones import Location
from tagduel.i18n import lazy


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card named by seat, zone, zone number and name; blanks (None) mean "any"."""

    name: str
    seat: Seat | None = None
    zone: Location | None = None
    slot: int | None = None

    def to_text(self) -> str:
        quoted = '"' + self.name.replace("\\", "\\\\").replace('"', '\\"') + '"'
        if self.seat is None:
            return quoted
        where = self.seat.value
        if self.zone is not None:
            where += "." + self.zone.value
            if self.slot is not None:
                where += f"[{self.slot}]"
        return f"{where}:{quoted}"

    @property
    def is_exact(self) -> bool:
        return self.seat is not None and self.zone is not None

    def matches(self, exact: CardRef) -> bool:
        """True when this (possibly loose) reference fits the exact reference `exact`."""
        return (
            self.name.casefold() == exact.name.casefold()
            and self.seat in (None, exact.seat)
            and self.zone in (None, exact.zone)
            and self.slot in (None, exact.slot)
        )


def _refs(word: str, refs: tuple[CardRef, ...]) -> str:
    return "".join(
        f" {word} {r.to_text()}" if i == 0 else f" {r.to_text()}" for i, r in enumerate(refs)
    )


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action: `seat` is who acts."""

    seat: Seat

    def to_text(self) -> str:
        raise NotImplementedError

    def card_refs(self) -> tuple[CardRef, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class Summon(Action):
    """Normal or Tribute Summon in Attack Position."""

    card: CardRef
    tributes: tuple[CardRef, ...] = ()

    def to_text(self) -> str:
        return f"{self.seat.value} summon {self.card.to_text()}" + _refs("tribute", self.tributes)

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.card, *self.tributes)


@dataclass(frozen=True, slots=True)
class Set(Action):
    """Set a monster face-down (with tributes for Level 5+) or a Spell/Trap card."""

    card: CardRef
    tributes: tuple[CardRef, ...] = ()

    def to_text(self) -> str:
        return f"{self.seat.value} set {self.card.to_text()}" + _refs("tribute", self.tributes)

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.card, *self.tributes)


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """Activate a card or its effect number `effect`; `answering` names the Chain Link answered."""

    card: CardRef
    effect: int = 1
    targets: tuple[CardRef, ...] = ()
    costs: tuple[CardRef, ...] = ()
    answering: int | None = None
    manner: str | None = None
    """Manual mode: how an unscripted monster's effect is declared ("ignition", "trigger" or
    "quick", see `manual.py`); None for every other activation."""

    def to_text(self) -> str:
        text = f"{self.seat.value} activate {self.card.to_text()}"
        if self.effect != 1 or self.manner is not None:
            text += f" effect {self.effect}"
        if self.manner is not None:
            text += f" {self.manner}"
        text += _refs("target", self.targets) + _refs("cost", self.costs)
        if self.answering is not None:
            text += f" answering {self.answering}"
        return text

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.card, *self.targets, *self.costs)


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Declare an attack on a monster, or directly (`target` None)."""

    attacker: CardRef
    target: CardRef | None = None

    def to_text(self) -> str:
        target = "direct" if self.target is None else self.target.to_text()
        return f"{self.seat.value} attack {self.attacker.to_text()} {target}"

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.attacker,) if self.target is None else (self.attacker, self.target)


@dataclass(frozen=True, slots=True)
class ChangePosition(Action):
    """Change a monster's battle position; on a Set monster this is a Flip Summon."""

    card: CardRef

    def to_text(self) -> str:
        return f"{self.seat.value} change-position {self.card.to_text()}"

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class EnterPhase(Action):
    """Move on to `phase` (the phases between run); the End Phase is written `end-turn`."""

    phase: Phase

    def to_text(self) -> str:
        if self.phase is Phase.END:
            return f"{self.seat.value} end-turn"
        return f"{self.seat.value} phase {self.phase.value}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline to respond: priority moves to the next seat."""

    def to_text(self) -> str:
        return f"{self.seat.value} pass"


@dataclass(frozen=True, slots=True)
class SpecialSummon(Action):
    """A Special Summon by the card's own procedure, or an Xyz Summon: `using` names the cards
    the procedure uses (cards banished or sent as its cost, or the Xyz Materials)."""

    card: CardRef
    using: tuple[CardRef, ...] = ()

    def to_text(self) -> str:
        return f"{self.seat.value} special-summon {self.card.to_text()}" + _refs(
            "using", self.using
        )

    def card_refs(self) -> tuple[CardRef, ...]:
        return (self.card, *self.using)


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer a pending choice: with cards (a discard, the cards an effect asks for), or with
    an option word, or with a number. A pile reference repeated means another copy."""

    cards: tuple[CardRef, ...] = ()
    option: str | None = None
    number: int | None = None

    def to_text(self) -> str:
        if self.option is not None:
            return f"{self.seat.value} choose {self.option}"
        if self.number is not None:
            return f"{self.seat.value} choose {self.number}"
        return f"{self.seat.value} choose " + " ".join(c.to_text() for c in self.cards)

    def card_refs(self) -> tuple[CardRef, ...]:
        return self.cards


@dataclass(frozen=True, slots=True)
class Yes(Action):
    """Answer a yes/no question (e.g. use an optional trigger effect) with yes."""

    def to_text(self) -> str:
        return f"{self.seat.value} yes"


@dataclass(frozen=True, slots=True)
class No(Action):
    """Answer a yes/no question with no (e.g. decline an optional trigger effect)."""

    def to_text(self) -> str:
        return f"{self.seat.value} no"


# The listings make several actions per decision (those `game.cached_action` does not keep):
# the cheaper `__init__` of `quick_init.py`, as the events have.
quicken(
    (
        CardRef,
        Summon,
        Set,
        Activate,
        Attack,
        ChangePosition,
        EnterPhase,
        Pass,
        SpecialSummon,
        Choose,
        Yes,
        No,
    )
)


MANNERS: Final = ("ignition", "trigger", "quick")
"""Manual mode: the ways a duelist declares an unscripted monster's effect."""


_TOKEN: Final = re.compile(
    r"\s*(?:(?P<ref>(?:(?P<seat>[12][ABab])(?:\.(?P<zone>[a-z]+)(?:\[(?P<slot>\d)\])?)?:)?"
    r'"(?P<name>(?:[^"\\]|\\.)*)")|(?P<word>[^\s"]+))'
)


_NUMBER: Final = re.compile(r"[0-9]{1,9}")
"""A number in an action line: ASCII digits, short enough to mean a count or an effect."""


def _tokens(text: str) -> list[str | CardRef]:
    out: list[str | CardRef] = []
    pos, text = 0, text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise MalformedActionError(
                lazy("cannot read {rest} in {text}", rest=repr(text[pos:]), text=repr(text))
            )
        pos = m.end()
        out.append(_ref(m) if m.group("ref") else m.group("word"))
    return out


def _ref(m: re.Match[str]) -> CardRef:
    name = re.sub(r"\\(.)", r"\1", m.group("name"))
    seat = Seat.parse(m.group("seat")) if m.group("seat") else None
    zone_word, slot = m.group("zone"), m.group("slot")
    try:
        zone = Location(zone_word) if zone_word else None
    except ValueError:
        words = ", ".join(z.value for z in Location)
        raise MalformedActionError(
            lazy("unknown zone {zone} (use {words})", zone=repr(zone_word), words=words)
        ) from None
    if slot is not None and not 1 <= int(slot) <= 5:
        raise MalformedActionError(lazy("zone number {slot} is not 1-5", slot=slot))
    return CardRef(name, seat, zone, int(slot) if slot else None)


class _Reader:
    """Reads the tokens after the verb: cards, keyword-led card lists, numbers."""

    def __init__(self, text: str, tokens: list[str | CardRef]) -> None:
        self.text, self.tokens = text, tokens

    def fail(self, why: str) -> MalformedActionError:
        return MalformedActionError(lazy("{why} in {text}", why=why, text=repr(self.text)))

    def card(self) -> CardRef:
        if not self.tokens or not isinstance(self.tokens[0], CardRef):
            raise self.fail(lazy('expected a card in quotes ("Name", 1A:"Name" or 1A.gy:"Name")'))
        tok = self.tokens.pop(0)
        assert isinstance(tok, CardRef)
        return tok

    def cards_after(self, keyword: str) -> tuple[CardRef, ...]:
        if not self.tokens or self.tokens[0] != keyword:
            return ()
        self.tokens.pop(0)
        out = [self.card()]
        while self.tokens and isinstance(self.tokens[0], CardRef):
            out.append(self.card())
        return tuple(out)

    def number_after(self, keyword: str) -> int | None:
        if not self.tokens or self.tokens[0] != keyword:
            return None
        self.tokens.pop(0)
        tok = self.tokens.pop(0) if self.tokens else ""
        if not isinstance(tok, str) or not _NUMBER.fullmatch(tok):
            raise self.fail(lazy("expected a number after {word}", word=repr(keyword)))
        return int(tok)

    def word(self) -> str:
        tok = self.tokens.pop(0) if self.tokens else None
        if not isinstance(tok, str):
            raise self.fail(lazy("expected a word"))
        return tok

    def done(self) -> None:
        if self.tokens:
            extra = self.tokens[0]
            shown = extra.to_text() if isinstance(extra, CardRef) else extra
            raise self.fail(lazy("unexpected {word}", word=repr(shown)))


def parse_action(text: str) -> Action:
    """Read one action line (`SEAT VERB ...`); raises MalformedActionError with the reason."""
    tokens = _tokens(text)
    if len(tokens) < 2 or not isinstance(tokens[0], str) or not isinstance(tokens[1], str):
        raise MalformedActionError(lazy("expected 'SEAT VERB ...', got {text}", text=repr(text)))
    seat, verb = Seat.parse(tokens[0]), tokens[1].lower()
    reader = _Reader(text, tokens[2:])
    build = _VERBS.get(verb)
    if build is None:
        raise MalformedActionError(
            lazy(
                "unknown verb {verb} (use {verbs})",
                verb=repr(verb),
                verbs=", ".join(sorted(_VERBS)),
            )
        )
    action = build(seat, reader)
    reader.done()
    return action


def _summon(seat: Seat, r: _Reader) -> Action:
    return Summon(seat, r.card(), r.cards_after("tribute"))


def _set(seat: Seat, r: _Reader) -> Action:
    return Set(seat, r.card(), r.cards_after("tribute"))


def _activate(seat: Seat, r: _Reader) -> Action:
    card = r.card()
    effect = r.number_after("effect") or 1
    manner = None
    if r.tokens and r.tokens[0] in MANNERS:
        manner = str(r.tokens.pop(0))
    targets, costs = r.cards_after("target"), r.cards_after("cost")
    return Activate(seat, card, effect, targets, costs, r.number_after("answering"), manner)


def _attack(seat: Seat, r: _Reader) -> Action:
    attacker = r.card()
    if r.tokens and r.tokens[0] == "direct":
        r.tokens.pop(0)
        return Attack(seat, attacker, None)
    return Attack(seat, attacker, r.card())


def _phase(seat: Seat, r: _Reader) -> Action:
    word = r.word().lower()
    try:
        return EnterPhase(seat, Phase(word))
    except ValueError:
        phases = ", ".join(p.value for p in Phase)
        raise r.fail(
            lazy("unknown phase {word} (use {phases})", word=repr(word), phases=phases)
        ) from None


def _choose(seat: Seat, r: _Reader) -> Action:
    if r.tokens and isinstance(r.tokens[0], str):
        word = r.word()
        if re.fullmatch(r"-?[0-9]+", word):
            if not _NUMBER.fullmatch(word.removeprefix("-")):
                raise r.fail(lazy("the number {digits}… is too large", digits=word[:12]))
            return Choose(seat, (), None, int(word))
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]*", word):
            raise r.fail(
                lazy("expected a card, an option word or a number, not {word}", word=repr(word))
            )
        return Choose(seat, (), word.lower(), None)
    cards = [r.card()]
    while r.tokens:
        cards.append(r.card())
    return Choose(seat, tuple(cards))


def _special_summon(seat: Seat, r: _Reader) -> Action:
    return SpecialSummon(seat, r.card(), r.cards_after("using"))


_VERBS: Final[dict[str, Callable[[Seat, _Reader], Action]]] = {
    "summon": _summon,
    "set": _set,
    "activate": _activate,
    "attack": _attack,
    "change-position": lambda seat, r: ChangePosition(seat, r.card()),
    "phase": _phase,
    "end-turn": lambda seat, r: EnterPhase(seat, Phase.END),
    "pass": lambda seat, r: Pass(seat),
    "choose": _choose,
    "special-summon": _special_summon,
    "yes": lambda seat, r: Yes(seat),
    "no": lambda seat, r: No(seat),
}

# Manual mode's operations (`SEAT move CARD to gy`, `SEAT done`, ...): see `manual_actions.py`.
from tagduel.engine.manual_actions import MANUAL_VERBS  # noqa: E402  (it builds on this module)

_VERBS.update(MANUAL_VERBS)
