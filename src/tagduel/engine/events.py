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
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tagduel.engine.seats import Seat, Team
from tagduel.engine.wording import (
    place_name,
    position_name,
    readable_refs,
    team_name,
    the_phase,
    with_team_names,
    zone_name,
)


class LpCause(enum.Enum):
    """Why Life Points changed: battle damage, effect damage, a cost, or another effect."""

    BATTLE = "battle damage"
    EFFECT_DAMAGE = "effect damage"
    COST = "cost"
    EFFECT = "effect"


class Event:
    """Base of every event; subclasses are frozen slotted dataclasses.

    `happening` marks the events that change the duel (a card moves, is summoned, is
    activated, Life Points change, ...), as opposed to those that only narrate it (a phase
    begins, a duelist passes, a Chain Link starts to resolve): "the last thing that happened",
    which decides whether a "When ... you can" trigger effect misses the timing, counts
    happenings only (see `timing.py`)."""

    __slots__ = ()
    happening: ClassVar[bool] = True

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
    happening: ClassVar[bool] = False

    turn: int
    seat: Seat

    def to_text(self) -> str:
        return f"Turn {self.turn}: {self.seat.value}"


@dataclass(frozen=True, slots=True)
class PhaseEntered(Event):
    happening: ClassVar[bool] = False

    seat: Seat
    phase: str

    def to_text(self) -> str:
        return f"{self.seat.value} enters {the_phase(self.phase)}"


@dataclass(frozen=True, slots=True)
class Drew(Event):
    seat: Seat
    card: str

    def to_text(self) -> str:
        return f'{self.seat.value} draws "{self.card}"'

    def public_text(self) -> str:
        return f"{self.seat.value} draws a card"

    def private_to(self) -> Team | None:
        return self.seat.team


@dataclass(frozen=True, slots=True)
class DeckedOut(Event):
    seat: Seat

    def to_text(self) -> str:
        return f"{self.seat.value} must draw from an empty Deck"


@dataclass(frozen=True, slots=True)
class Summoned(Event):
    seat: Seat
    card: str
    how: str
    position: str
    uid: int = 0

    def to_text(self) -> str:
        return self._text(f'"{self.card}"')

    def public_text(self) -> str:
        return self._text("a monster") if self.position == "set" else self.to_text()

    def private_to(self) -> Team | None:
        return self.seat.team if self.position == "set" else None

    def _text(self, what: str) -> str:
        how = _SUMMON_WORDS.get(self.how, self.how.capitalize())
        return f"{self.seat.value} {how} Summons {what} in {position_name(self.position)}"


@dataclass(frozen=True, slots=True)
class Tributed(Event):
    seat: Seat
    card: str
    by: Seat
    uid: int = 0

    def to_text(self) -> str:
        return f'{self.by.value} Tributes {self.seat.value}\'s "{self.card}"'


@dataclass(frozen=True, slots=True)
class CardSet(Event):
    seat: Seat
    card: str
    zone: str

    def to_text(self) -> str:
        return self._text(f'"{self.card}"')

    def public_text(self) -> str:
        return self._text("a monster" if self.zone == "monsters" else "a card")

    def private_to(self) -> Team | None:
        return self.seat.team

    def _text(self, what: str) -> str:
        return f"{self.seat.value} Sets {what} in the {zone_name(self.zone)}"


@dataclass(frozen=True, slots=True)
class PositionChanged(Event):
    seat: Seat
    card: str
    position: str

    def to_text(self) -> str:
        position = position_name(self.position)
        return f'{self.seat.value}\'s "{self.card}" changes to {position}'


@dataclass(frozen=True, slots=True)
class Activated(Event):
    seat: Seat
    card: str
    chain_link: int
    speed: int

    def to_text(self) -> str:
        return (
            f'{self.seat.value} activates "{self.card}" '
            f"(Chain Link {self.chain_link}, Spell Speed {self.speed})"
        )


@dataclass(frozen=True, slots=True)
class Passed(Event):
    happening: ClassVar[bool] = False

    seat: Seat

    def to_text(self) -> str:
        return f"{self.seat.value} passes"


@dataclass(frozen=True, slots=True)
class ChainLinkResolving(Event):
    """A Chain Link starts to resolve: what its effect does follows, up to `ChainLinkResolved`."""

    happening: ClassVar[bool] = False

    seat: Seat
    card: str
    chain_link: int

    def to_text(self) -> str:
        return f'Chain Link {self.chain_link} resolves: {self.seat.value}\'s "{self.card}"'


@dataclass(frozen=True, slots=True)
class ChainLinkResolved(Event):
    """A Chain Link has finished resolving (the log closes its group here)."""

    happening: ClassVar[bool] = False

    seat: Seat
    card: str
    chain_link: int

    def to_text(self) -> str:
        return f'Chain Link {self.chain_link} has resolved ({self.seat.value}\'s "{self.card}")'


@dataclass(frozen=True, slots=True)
class AttackDeclared(Event):
    seat: Seat
    attacker: str
    target_seat: Seat | None
    target: str
    attacker_uid: int = 0
    target_uid: int = 0
    target_hidden: bool = False  # the target is a Set (face-down) monster
    replay: bool = False  # a target chosen again after a replay, not a new declaration

    def to_text(self) -> str:
        shown = f'Set monster "{self.target}"' if self.target_hidden else f'"{self.target}"'
        return self._text(shown)

    def public_text(self) -> str:
        return self._text("Set monster") if self.target_hidden else self.to_text()

    def private_to(self) -> Team | None:
        return self.target_seat.team if self.target_hidden and self.target_seat else None

    def _text(self, target: str) -> str:
        attacker = f'{self.seat.value}\'s "{self.attacker}"'
        again = " again (replay)" if self.replay else ""
        if self.target_seat is None:
            return f"{attacker} attacks directly{again}"
        return f"{attacker} attacks {self.target_seat.value}'s {target}{again}"


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return f'{self.seat.value}\'s "{self.card}" is flipped face-up'


@dataclass(frozen=True, slots=True)
class Destroyed(Event):
    seat: Seat
    card: str
    by: str
    uid: int = 0

    def to_text(self) -> str:
        by = _DESTROYED_BY.get(self.by, self.by)
        return f'{self.seat.value}\'s "{self.card}" is destroyed by {by}'


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
        return self._text(f'"{self.card}"')

    def public_text(self) -> str:
        return self._text("a card") if self.hidden else self.to_text()

    def private_to(self) -> Team | None:
        return self.seat.team if self.hidden else None

    def _text(self, what: str) -> str:
        source = place_name(self.source)
        if self.destination == "banished":
            text = f"{what} is banished from {source}"
        elif self.destination == "material":
            text = f"{what} goes from {source} to become Xyz Material in {self.seat.value}'s Monster Zone"
        else:
            destination = place_name(f"{self.seat.value}.{self.destination}")
            text = f"{what} goes from {source} to {destination}"
        return text[0].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class LifePointsChanged(Event):
    team: Team
    delta: int
    cause: LpCause
    lp: int
    source: int = 0  # uid of the monster that inflicted battle damage

    def to_text(self) -> str:
        verb = "loses" if self.delta < 0 else "gains"
        return f"{team_name(self.team)} {verb} {abs(self.delta)} LP ({self.cause.value}): {self.lp}"


@dataclass(frozen=True, slots=True)
class AttackNegated(Event):
    seat: Seat
    attacker: str

    def to_text(self) -> str:
        return f'the attack of {self.seat.value}\'s "{self.attacker}" is negated'


@dataclass(frozen=True, slots=True)
class ActivationNegated(Event):
    seat: Seat
    card: str
    chain_link: int

    def to_text(self) -> str:
        return f'Chain Link {self.chain_link} ({self.seat.value}\'s "{self.card}") is negated'


@dataclass(frozen=True, slots=True)
class StatsChanged(Event):
    seat: Seat
    card: str
    atk: int
    defense: int
    uid: int = 0

    def to_text(self) -> str:
        return f'{self.seat.value}\'s "{self.card}" is now {self.atk} ATK / {self.defense} DEF'


@dataclass(frozen=True, slots=True)
class Chose(Event):
    happening: ClassVar[bool] = False

    seat: Seat
    choice: str

    def to_text(self) -> str:
        return f"{self.seat.value} chooses {readable_refs(self.choice)}"


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    happening: ClassVar[bool] = False

    seat: Seat

    def to_text(self) -> str:
        return f"{self.seat.value} skips the Draw Phase draw"


@dataclass(frozen=True, slots=True)
class LastingApplied(Event):
    happening: ClassVar[bool] = False

    seat: Seat
    card: str
    what: str

    def to_text(self) -> str:
        return f'{self.seat.value}\'s "{self.card}": {self.what}'


@dataclass(frozen=True, slots=True)
class WinConditionMet(Event):
    happening: ClassVar[bool] = False

    seat: Seat
    card: str

    def to_text(self) -> str:
        return f'{self.seat.value} meets the win condition of "{self.card}"'


@dataclass(frozen=True, slots=True)
class DuelEnded(Event):
    happening: ClassVar[bool] = False

    result: str

    def to_text(self) -> str:
        return "The duel is over: " + with_team_names(self.result)


_SUMMON_WORDS = {
    "normal": "Normal",
    "tribute": "Tribute",
    "flip": "Flip",
    "special": "Special",
    "xyz": "Xyz",
    "fusion": "Fusion",
    "synchro": "Synchro",
    "ritual": "Ritual",
}
_DESTROYED_BY = {"battle": "battle", "effect": "an effect", "rule": "the rules"}
