"""Events of the chain: a card or effect is activated as a Chain Link, a duelist passes, a Chain
Link starts and finishes resolving, an activation is negated.

Like every event (see `events.py`) each is a frozen record with the text a person reads, in
the rulebook's words, a `tagduel.i18n.Text` made when it is read.
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.engine.events import NARRATIONS, Event, quicken_events
from tagduel.engine.seats import Seat
from tagduel.engine.wording import quoted
from tagduel.i18n import lazy


@dataclass(frozen=True, slots=True)
class Activated(Event):
    seat: Seat
    card: str
    chain_link: int
    speed: int

    def to_text(self) -> str:
        return lazy(
            "{seat} activates {card} (Chain Link {link}, Spell Speed {speed})",
            seat=self.seat.value,
            card=quoted(self.card),
            link=self.chain_link,
            speed=self.speed,
        )


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: Seat

    def to_text(self) -> str:
        return lazy("{seat} passes", seat=self.seat.value)


@dataclass(frozen=True, slots=True)
class ChainLinkResolving(Event):
    """A Chain Link starts to resolve: what its effect does follows, up to `ChainLinkResolved`."""

    seat: Seat
    card: str
    chain_link: int

    def to_text(self) -> str:
        return lazy(
            "Chain Link {link} resolves: {seat}'s {card}",
            link=self.chain_link,
            seat=self.seat.value,
            card=quoted(self.card),
        )


@dataclass(frozen=True, slots=True)
class ChainLinkResolved(Event):
    """A Chain Link has finished resolving (the log closes its group here)."""

    seat: Seat
    card: str
    chain_link: int

    def to_text(self) -> str:
        return lazy(
            "Chain Link {link} has resolved ({seat}'s {card})",
            link=self.chain_link,
            seat=self.seat.value,
            card=quoted(self.card),
        )


@dataclass(frozen=True, slots=True)
class ActivationNegated(Event):
    seat: Seat
    card: str
    chain_link: int

    def to_text(self) -> str:
        return lazy(
            "Chain Link {link} ({seat}'s {card}) is negated",
            link=self.chain_link,
            seat=self.seat.value,
            card=quoted(self.card),
        )


quicken_events(globals())  # a cheaper `__init__` (see `quick_init.py`)

NARRATIONS.update({Passed, ChainLinkResolving, ChainLinkResolved})
