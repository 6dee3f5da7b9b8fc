"""What happened: frozen records appended to the duel's event log, each with a line of text.

Events carry names and seats, not object references, so the log reads on its own and survives
JSON (see `codec.py`). `LifePointsChanged` is the only event that moves Life Points; the
invariant checker holds the engine to that.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tagduel.engine.seats import Seat, Team


class LpCause(enum.Enum):
    """Why Life Points changed: battle damage, effect damage, a cost, or another effect."""

    BATTLE = "battle damage"
    EFFECT_DAMAGE = "effect damage"
    COST = "cost"
    EFFECT = "effect"


class Event:
    """Base of every event; subclasses are frozen slotted dataclasses."""

    __slots__ = ()

    def to_text(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    turn: int
    seat: Seat

    def to_text(self) -> str:
        return f"turn {self.turn}: {self.seat.value}"


@dataclass(frozen=True, slots=True)
class PhaseEntered(Event):
    seat: Seat
    phase: str

    def to_text(self) -> str:
        return f"{self.seat.value} enters {self.phase}"


@dataclass(frozen=True, slots=True)
class Drew(Event):
    seat: Seat
    card: str

    def to_text(self) -> str:
        return f'{self.seat.value} draws "{self.card}"'


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
        return f'{self.seat.value} {self.how} summons "{self.card}" in {self.position} position'


@dataclass(frozen=True, slots=True)
class Tributed(Event):
    seat: Seat
    card: str
    by: Seat

    def to_text(self) -> str:
        return f'{self.by.value} tributes {self.seat.value}\'s "{self.card}"'


@dataclass(frozen=True, slots=True)
class CardSet(Event):
    seat: Seat
    card: str
    zone: str

    def to_text(self) -> str:
        return f"{self.seat.value} sets a card in {self.zone}"


@dataclass(frozen=True, slots=True)
class PositionChanged(Event):
    seat: Seat
    card: str
    position: str

    def to_text(self) -> str:
        return f'{self.seat.value}\'s "{self.card}" changes to {self.position} position'


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
    seat: Seat

    def to_text(self) -> str:
        return f"{self.seat.value} passes"


@dataclass(frozen=True, slots=True)
class ChainLinkResolved(Event):
    seat: Seat
    card: str
    chain_link: int

    def to_text(self) -> str:
        return f'Chain Link {self.chain_link} resolves: {self.seat.value}\'s "{self.card}"'


@dataclass(frozen=True, slots=True)
class AttackDeclared(Event):
    seat: Seat
    attacker: str
    target_seat: Seat | None
    target: str
    attacker_uid: int = 0
    target_uid: int = 0

    def to_text(self) -> str:
        if self.target_seat is None:
            return f'{self.seat.value}\'s "{self.attacker}" attacks directly'
        return (
            f'{self.seat.value}\'s "{self.attacker}" attacks '
            f'{self.target_seat.value}\'s "{self.target}"'
        )


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
        return f'{self.seat.value}\'s "{self.card}" is destroyed by {self.by}'


@dataclass(frozen=True, slots=True)
class Moved(Event):
    seat: Seat
    card: str
    source: str
    destination: str
    uid: int = 0
    from_field: bool = False

    def to_text(self) -> str:
        return f'"{self.card}" goes from {self.source} to {self.seat.value}\'s {self.destination}'


@dataclass(frozen=True, slots=True)
class LifePointsChanged(Event):
    team: Team
    delta: int
    cause: LpCause
    lp: int
    source: int = 0  # uid of the monster that inflicted battle damage

    def to_text(self) -> str:
        verb = "loses" if self.delta < 0 else "gains"
        return f"{self.team.to_text()} {verb} {abs(self.delta)} LP ({self.cause.value}): {self.lp}"


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
    seat: Seat
    choice: str

    def to_text(self) -> str:
        return f"{self.seat.value} chooses {self.choice}"


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    seat: Seat

    def to_text(self) -> str:
        return f"{self.seat.value} skips the Draw Phase draw"


@dataclass(frozen=True, slots=True)
class LastingApplied(Event):
    seat: Seat
    card: str
    what: str

    def to_text(self) -> str:
        return f'{self.seat.value}\'s "{self.card}": {self.what}'


@dataclass(frozen=True, slots=True)
class WinConditionMet(Event):
    seat: Seat
    card: str

    def to_text(self) -> str:
        return f'{self.seat.value} meets the win condition of "{self.card}"'


@dataclass(frozen=True, slots=True)
class DuelEnded(Event):
    result: str

    def to_text(self) -> str:
        return f"duel over: {self.result}"
