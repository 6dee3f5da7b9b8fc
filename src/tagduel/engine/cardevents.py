"""Events of the card mechanisms: equipping, control changing hands, Tokens ceasing to exist,
counters, a monster turned face-down, a trigger effect missing the timing, an attack replayed.

Like every event (see `events.py`) each is a frozen record with the text a person reads, in
the rulebook's words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tagduel.engine.events import Event
from tagduel.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class Equipped(Event):
    """`card` (an Equip Card of `seat`) is equipped to `target_seat`'s monster `target`."""

    seat: Seat
    card: str
    target_seat: Seat
    target: str
    uid: int = 0
    target_uid: int = 0

    def to_text(self) -> str:
        return (
            f'{self.seat.value}\'s "{self.card}" is equipped to '
            f'{self.target_seat.value}\'s "{self.target}"'
        )


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    """The monster `card` moves from `source`'s Monster Zone to `seat`'s: `seat` controls it."""

    seat: Seat
    card: str
    source: Seat
    uid: int = 0

    def to_text(self) -> str:
        return (
            f'"{self.card}" moves from {self.source.value}\'s Monster Zone to '
            f"{self.seat.value}'s: {self.seat.value} controls it"
        )


@dataclass(frozen=True, slots=True)
class TokenVanished(Event):
    """A Token left the field: it ceases to exist."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return f'{self.seat.value}\'s "{self.card}" ceases to exist'


@dataclass(frozen=True, slots=True)
class CountersChanged(Event):
    """`card` now carries `count` counters called `counter`."""

    seat: Seat
    card: str
    counter: str
    count: int
    uid: int = 0

    def to_text(self) -> str:
        plural = "" if self.count == 1 else "s"
        return f'{self.seat.value}\'s "{self.card}" now has {self.count} {self.counter}{plural}'


@dataclass(frozen=True, slots=True)
class TurnedFaceDown(Event):
    """A monster is changed to face-down Defense Position by an effect."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return f'{self.seat.value}\'s "{self.card}" is turned face-down'


@dataclass(frozen=True, slots=True)
class TimingMissed(Event):
    """A "When ... you can" trigger effect whose happening was not the last thing to happen."""

    seat: Seat
    card: str
    uid: int = 0
    happening: ClassVar[bool] = False

    def to_text(self) -> str:
        return f'{self.seat.value}\'s "{self.card}" misses the timing of its trigger effect'


@dataclass(frozen=True, slots=True)
class AttackReplay(Event):
    """The monsters on the opponents' side changed after an attack declaration: a replay."""

    seat: Seat
    attacker: str
    happening: ClassVar[bool] = False

    def to_text(self) -> str:
        return (
            f'replay: {self.seat.value}\'s "{self.attacker}" may attack again '
            "(a new target) or stop"
        )


@dataclass(frozen=True, slots=True)
class BattlePhaseEnded(Event):
    """The Battle Phase ends ("at the end of the Battle Phase" effects: `On.BATTLE_PHASE_END`)."""

    seat: Seat
    happening: ClassVar[bool] = False

    def to_text(self) -> str:
        return f"{self.seat.value}'s Battle Phase ends"


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    """A duelist rolls a six-sided die for a card's effect (Dice Jar)."""

    seat: Seat
    card: str
    result: int

    def to_text(self) -> str:
        return f'{self.seat.value} rolls a {self.result} for "{self.card}"'


@dataclass(frozen=True, slots=True)
class SummonNegated(Event):
    """The Summon of a monster that would be Summoned is negated (Solemn Judgment)."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return f'{self.seat.value}\'s Summon of "{self.card}" is negated'


@dataclass(frozen=True, slots=True)
class DamageStepReached(Event):
    """The Damage Step of `seat`'s attack reaches a point some card's effect answers: its start,
    before or after damage calculation, or its end (`damage_step_timing.py`)."""

    seat: Seat
    step: str
    attacker_uid: int = 0
    target_uid: int = 0
    happening: ClassVar[bool] = False

    def to_text(self) -> str:
        return _STEP_WORDS.get(self.step, f"the Damage Step: {self.step}")


_STEP_WORDS = {
    "start": "the Damage Step begins",
    "before_calc": "the Damage Step: before damage calculation",
    "after_calc": "the Damage Step: after damage calculation",
    "end": "the Damage Step ends",
}


@dataclass(frozen=True, slots=True)
class FlippedQuietly(Event):
    """A face-down monster is changed to face-up Defense Position by an effect that says its
    FLIP effect is not activated (Ceasefire): no `Flipped`, so no FLIP trigger."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return (
            f'{self.seat.value}\'s "{self.card}" is changed to face-up Defense Position '
            "(its FLIP effect is not activated)"
        )
