"""Events of the card mechanisms: equipping, control changing hands, Tokens ceasing to exist,
counters, a monster turned face-down, a trigger effect missing the timing, an attack replayed.

Like every event (see `events.py`) each is a frozen record with the text a person reads, in
the rulebook's words, a `tagduel.i18n.Text` made when it is read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tagduel.engine.events import NARRATIONS, Event, quicken_events
from tagduel.engine.seats import Seat
from tagduel.engine.wording import counter_name, quoted
from tagduel.i18n import lazy, lazy_plural


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
        return lazy(
            "{seat}'s {card} is equipped to {target_seat}'s {target}",
            seat=self.seat.value,
            card=quoted(self.card),
            target_seat=self.target_seat.value,
            target=quoted(self.target),
        )


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    """The monster `card` moves from `source`'s Monster Zone to `seat`'s: `seat` controls it."""

    seat: Seat
    card: str
    source: Seat
    uid: int = 0

    def to_text(self) -> str:
        return lazy(
            "{card} moves from {source}'s Monster Zone to {seat}'s: {seat} controls it",
            card=quoted(self.card),
            source=self.source.value,
            seat=self.seat.value,
        )


@dataclass(frozen=True, slots=True)
class TokenVanished(Event):
    """A Token left the field: it ceases to exist."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return lazy("{seat}'s {card} ceases to exist", seat=self.seat.value, card=quoted(self.card))


@dataclass(frozen=True, slots=True)
class CountersChanged(Event):
    """`card` now carries `count` counters called `counter`."""

    seat: Seat
    card: str
    counter: str
    count: int
    uid: int = 0

    def to_text(self) -> str:
        return lazy_plural(
            self.count,
            "{seat}'s {card} now has {count} {counter}",
            "{seat}'s {card} now has {count} {counter}s",
            seat=self.seat.value,
            card=quoted(self.card),
            counter=counter_name(self.counter),
        )


@dataclass(frozen=True, slots=True)
class TurnedFaceDown(Event):
    """A monster is changed to face-down Defense Position by an effect."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return lazy(
            "{seat}'s {card} is turned face-down", seat=self.seat.value, card=quoted(self.card)
        )


@dataclass(frozen=True, slots=True)
class TimingMissed(Event):
    """A "When ... you can" trigger effect whose happening was not the last thing to happen."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return lazy(
            "{seat}'s {card} misses the timing of its trigger effect",
            seat=self.seat.value,
            card=quoted(self.card),
        )


@dataclass(frozen=True, slots=True)
class AttackReplay(Event):
    """The monsters on the opponents' side changed after an attack declaration: a replay."""

    seat: Seat
    attacker: str

    def to_text(self) -> str:
        return lazy(
            "replay: {seat}'s {card} may attack again (a new target) or stop",
            seat=self.seat.value,
            card=quoted(self.attacker),
        )


@dataclass(frozen=True, slots=True)
class BattlePhaseEnded(Event):
    """The Battle Phase ends ("at the end of the Battle Phase" effects: `On.BATTLE_PHASE_END`)."""

    seat: Seat

    def to_text(self) -> str:
        return lazy("{seat}'s Battle Phase ends", seat=self.seat.value)


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    """A duelist rolls a six-sided die for a card's effect (Dice Jar)."""

    seat: Seat
    card: str
    result: int

    def to_text(self) -> str:
        return lazy(
            "{seat} rolls a {result} for {card}",
            seat=self.seat.value,
            result=self.result,
            card=quoted(self.card),
        )


@dataclass(frozen=True, slots=True)
class SummonNegated(Event):
    """The Summon of a monster that would be Summoned is negated (Solemn Judgment)."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return lazy(
            "{seat}'s Summon of {card} is negated", seat=self.seat.value, card=quoted(self.card)
        )


@dataclass(frozen=True, slots=True)
class DamageStepReached(Event):
    """The Damage Step of `seat`'s attack reaches a point some card's effect answers: its start,
    before or after damage calculation, or its end (`damage_step_timing.py`)."""

    seat: Seat
    step: str
    attacker_uid: int = 0
    target_uid: int = 0

    def to_text(self) -> str:
        return _STEP_WORDS.get(self.step) or lazy("the Damage Step: {step}", step=self.step)


_STEP_WORDS: Final = {
    "start": lazy("the Damage Step begins"),
    "before_calc": lazy("the Damage Step: before damage calculation"),
    "after_calc": lazy("the Damage Step: after damage calculation"),
    "end": lazy("the Damage Step ends"),
}


@dataclass(frozen=True, slots=True)
class FlippedQuietly(Event):
    """A face-down monster is changed to face-up Defense Position by an effect that says its
    FLIP effect is not activated (Ceasefire): no `Flipped`, so no FLIP trigger."""

    seat: Seat
    card: str
    uid: int = 0

    def to_text(self) -> str:
        return lazy(
            "{seat}'s {card} is changed to face-up Defense Position "
            "(its FLIP effect is not activated)",
            seat=self.seat.value,
            card=quoted(self.card),
        )


quicken_events(globals())  # a cheaper `__init__` (see `quick_init.py`)

NARRATIONS.update({TimingMissed, AttackReplay, BattlePhaseEnded, DamageStepReached})
