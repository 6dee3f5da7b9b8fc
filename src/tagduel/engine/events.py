"""What happened: frozen records appended to the duel's event log, each with a line of text.

Events carry names and seats, not object references, so the log reads on its own and survives
JSON (see `codec.py`). `LifePointsChanged` is the only event that moves Life Points; the
invariant checker holds the engine to that.

Some events hold what not every seat may see: a drawn card, a Set card, a card moved between
hidden places. Such an event has two forms, as Showdown splits a secret line for the owner from
a public line for everyone: `to_text()` is the full text, `public_text()` what everyone sees,
and `private_to()` the team that sees the full text (teammates compare hands freely, seed 001
A). `text_for(team)` picks the form; views of the log are built from these, never by filtering
text afterwards (`playbyplay.py`). The text uses the rulebook's names (`wording.py`).

Each text is a `tagduel.i18n.Text`, made only when it is read: English as a `str` (the CLI, the
logs and the tests read it so), the reader's language where an adapter renders it. Card names
stay as the card database writes them.

This module holds the base `Event` and the events of the table: turns and phases, drawing,
Summoning, Setting, flipping, destroying and moving cards, Life Points, stats, choices and the
end of the duel. Others live beside it: the chain's in `chain_events.py`, battle's in
`battle_events.py`, the card mechanisms' in `cardevents.py`, manual mode's in
`manual_events.py`. `codec.py` reads every one of these modules, by class name.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from tagduel.engine.quick_init import quicken
from tagduel.engine.seats import Seat, Team
from tagduel.engine.wording import (
    option_name,
    place_name,
    position_name,
    quoted,
    readable_refs,
    team_name,
    the_phase,
    with_team_names,
    zone_name,
)
from tagduel.i18n import Text, lazy


class LpCause(enum.Enum):
    """Why Life Points changed: battle damage, effect damage, a cost, or another effect."""

    BATTLE = "battle damage"
    EFFECT_DAMAGE = "effect damage"
    COST = "cost"
    EFFECT = "effect"


NARRATIONS: Final[set[type]] = set()
"""The kinds of event that only narrate the duel (a phase begins, a duelist passes, a Chain Link
starts to resolve), as opposed to the happenings that change it (a card moves, is summoned, is
activated, Life Points change, ...): "the last thing that happened", which decides whether a
"When ... you can" trigger effect misses the timing, counts happenings only (see `timing.py`).
Each module of events adds its narrations (a set, not a class attribute: the compiled engine's
dataclasses cannot carry a `ClassVar`)."""


class Event:
    """Base of every event; subclasses are frozen slotted dataclasses. The ones that only narrate
    the duel are listed in `NARRATIONS`."""

    __slots__ = ()

    def to_text(self) -> str:
        """The full text: everything that happened, hidden cards named."""
        raise NotImplementedError

    def public_text(self) -> str:
        """What every seat (and a spectator) may know; the full text unless it hides a card."""
        return self.to_text()

    def private_to(self) -> Team | None:
        """The team that sees the full text when the public text hides something; else None."""
        return None

    def text_for(self, team: Team | None) -> str:
        """The text `team` may read (None: a spectator, who reads only the public text)."""
        private = self.private_to()
        if private is None or private is team:
            return self.to_text()
        return self.public_text()


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    turn: int
    seat: Seat

    def to_text(self) -> str:
        return lazy("Turn {turn}: {seat}", turn=self.turn, seat=self.seat.value)


@dataclass(frozen=True, slots=True)
class PhaseEntered(Event):
    seat: Seat
    phase: str

    def to_text(self) -> str:
        return lazy("{seat} enters {phase}", seat=self.seat.value, phase=the_phase(self.phase))


@dataclass(frozen=True, slots=True)
class Drew(Event):
    seat: Seat
    card: str

    def to_text(self) -> str:
        return lazy("{seat} draws {card}", seat=self.seat.value, card=quoted(self.card))

    def public_text(self) -> str:
        return lazy("{seat} draws a card", seat=self.seat.value)

    def private_to(self) -> Team | None:
        return self.seat.team


@dataclass(frozen=True, slots=True)
class DeckedOut(Event):
    seat: Seat

    def to_text(self) -> str:
        return lazy("{seat} must draw from an empty Deck", seat=self.seat.value)


@dataclass(frozen=True, slots=True)
class Summoned(Event):
    seat: Seat
    card: str
    how: str
    position: str
    uid: int = 0

    def to_text(self) -> str:
        return self._text(quoted(self.card))

    def public_text(self) -> str:
        return self._text(lazy("a monster")) if self.position == "set" else self.to_text()

    def private_to(self) -> Team | None:
        return self.seat.team if self.position == "set" else None

    def _text(self, what: str) -> str:
        values = {"seat": self.seat.value, "card": what, "position": position_name(self.position)}
        sentence = _SUMMON_TEXTS.get(self.how)
        if sentence is None:
            how = self.how.capitalize()
            return lazy("{seat} {how} Summons {card} in {position}", how=how, **values)
        return sentence(**values)


@dataclass(frozen=True, slots=True)
class Tributed(Event):
    seat: Seat
    card: str
    by: Seat
    uid: int = 0

    def to_text(self) -> str:
        return lazy(
            "{by} Tributes {seat}'s {card}",
            by=self.by.value,
            seat=self.seat.value,
            card=quoted(self.card),
        )


@dataclass(frozen=True, slots=True)
class CardSet(Event):
    seat: Seat
    card: str
    zone: str

    def to_text(self) -> str:
        return self._text(quoted(self.card))

    def public_text(self) -> str:
        return self._text(lazy("a monster") if self.zone == "monsters" else lazy("a card"))

    def private_to(self) -> Team | None:
        return self.seat.team

    def _text(self, what: str) -> str:
        zone = zone_name(self.zone)
        return lazy("{seat} Sets {card} in the {zone}", seat=self.seat.value, card=what, zone=zone)


@dataclass(frozen=True, slots=True)
class PositionChanged(Event):
    seat: Seat
    card: str
    position: str

    def to_text(self) -> str:
        return lazy(
            "{seat}'s {card} changes to {position}",
            seat=self.seat.value,
            card=quoted(self.card),
            position=position_name(self.position),
        )


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return lazy(
            "{seat}'s {card} is flipped face-up", seat=self.seat.value, card=quoted(self.card)
        )


@dataclass(frozen=True, slots=True)
class Destroyed(Event):
    seat: Seat
    card: str
    by: str
    uid: int = 0

    def to_text(self) -> str:
        by = _DESTROYED_BY.get(self.by, self.by)
        return lazy(
            "{seat}'s {card} is destroyed by {by}",
            seat=self.seat.value,
            card=quoted(self.card),
            by=by,
        )


@dataclass(frozen=True, slots=True)
class Moved(Event):
    seat: Seat
    card: str
    source: str
    destination: str
    uid: int = 0
    from_field: bool = False
    hidden: bool = False  # from a hidden place (hand, Deck, a Set card) to another hidden place
    face_up: bool = False  # it left the field face-up ("if this face-up card leaves the field")

    def to_text(self) -> str:
        return self._text(quoted(self.card))

    def public_text(self) -> str:
        return self._text(lazy("A card")) if self.hidden else self.to_text()

    def private_to(self) -> Team | None:
        return self.seat.team if self.hidden else None

    def _text(self, what: str) -> str:
        source = place_name(self.source)
        if self.destination == "banished":
            return lazy("{card} is banished from {source}", card=what, source=source)
        if self.destination == "material":
            return lazy(
                "{card} goes from {source} to become Xyz Material in {seat}'s Monster Zone",
                card=what,
                source=source,
                seat=self.seat.value,
            )
        destination = place_name(f"{self.seat.value}.{self.destination}")
        return lazy(
            "{card} goes from {source} to {destination}",
            card=what,
            source=source,
            destination=destination,
        )


@dataclass(frozen=True, slots=True)
class LifePointsChanged(Event):
    team: Team
    delta: int
    cause: LpCause
    lp: int
    source: int = 0  # uid of the monster that inflicted battle damage

    def to_text(self) -> str:
        values = {
            "team": team_name(self.team),
            "amount": abs(self.delta),
            "cause": _CAUSE_WORDS[self.cause],
            "lp": self.lp,
        }
        if self.delta < 0:
            return lazy("{team} loses {amount} LP ({cause}): {lp}", **values)
        return lazy("{team} gains {amount} LP ({cause}): {lp}", **values)


@dataclass(frozen=True, slots=True)
class StatsChanged(Event):
    seat: Seat
    card: str
    atk: int
    defense: int
    uid: int = 0

    def to_text(self) -> str:
        return lazy(
            "{seat}'s {card} is now {atk} ATK / {defense} DEF",
            seat=self.seat.value,
            card=quoted(self.card),
            atk=self.atk,
            defense=self.defense,
        )


@dataclass(frozen=True, slots=True)
class Chose(Event):
    seat: Seat
    choice: str

    def to_text(self) -> str:
        return lazy(
            "{seat} chooses {choice}",
            seat=self.seat.value,
            choice=readable_refs(option_name(self.choice)),
        )


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    seat: Seat

    def to_text(self) -> str:
        return lazy("{seat} skips the Draw Phase draw", seat=self.seat.value)


@dataclass(frozen=True, slots=True)
class LastingApplied(Event):
    seat: Seat
    card: str
    what: str

    def to_text(self) -> str:
        return lazy(
            "{seat}'s {card}: {what}", seat=self.seat.value, card=quoted(self.card), what=self.what
        )


@dataclass(frozen=True, slots=True)
class WinConditionMet(Event):
    seat: Seat
    card: str

    def to_text(self) -> str:
        return lazy(
            "{seat} meets the win condition of {card}", seat=self.seat.value, card=quoted(self.card)
        )


@dataclass(frozen=True, slots=True)
class DuelEnded(Event):
    result: str

    def to_text(self) -> str:
        return lazy("The duel is over: {result}", result=with_team_names(self.result))


_SUMMON_TEXTS: Final[dict[str, Callable[..., Text]]] = {
    "normal": lambda **v: lazy("{seat} Normal Summons {card} in {position}", **v),
    "tribute": lambda **v: lazy("{seat} Tribute Summons {card} in {position}", **v),
    "flip": lambda **v: lazy("{seat} Flip Summons {card} in {position}", **v),
    "special": lambda **v: lazy("{seat} Special Summons {card} in {position}", **v),
    "xyz": lambda **v: lazy("{seat} Xyz Summons {card} in {position}", **v),
    "fusion": lambda **v: lazy("{seat} Fusion Summons {card} in {position}", **v),
    "synchro": lambda **v: lazy("{seat} Synchro Summons {card} in {position}", **v),
    "ritual": lambda **v: lazy("{seat} Ritual Summons {card} in {position}", **v),
}
"""The sentence of each way to Summon, filled with `seat`, `card` and `position`."""
_DESTROYED_BY: Final = {
    "battle": lazy("battle"),
    "effect": lazy("an effect"),
    "rule": lazy("the rules"),
}
_CAUSE_WORDS: Final = {
    LpCause.BATTLE: lazy("battle damage"),
    LpCause.EFFECT_DAMAGE: lazy("effect damage"),
    LpCause.COST: lazy("cost"),
    LpCause.EFFECT: lazy("effect"),
}


def quicken_events(namespace: dict[str, Any]) -> None:
    """Give the events a module defines the cheaper `__init__` of `quick_init.py` (called at
    the end of each module of events: a duel makes several events per decision)."""
    quicken(
        value
        for value in list(namespace.values())
        if isinstance(value, type)
        and issubclass(value, Event)
        and value is not Event
        and getattr(value, "__module__") == namespace["__name__"]  # noqa: B009 (mypyc: a class read)
    )


quicken_events(globals())

NARRATIONS.update(
    {TurnStarted, PhaseEntered, Chose, DrawSkipped, LastingApplied, WinConditionMet, DuelEnded}
)
