"""Manual mode's events: each operation carried out by hand is announced by one event everyone
sees, followed by the events of what it does (`Moved`, `LifePointsChanged`, ...).

The announcement keeps the views' hidden information: a card that is hidden where it was and
where it goes (from a hand to the Deck, a Set card to the hand) is "a card" in the public text,
and only its holder's team reads its name (seed 001 A: teammates share what they know).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tagduel.engine.events import NARRATIONS, Event
from tagduel.engine.seats import Seat, Team
from tagduel.engine.wording import quoted
from tagduel.i18n import lazy


@dataclass(frozen=True, slots=True)
class ManualOperation(Event):
    """`seat` carries out an operation by hand (`by`: "" during a resolution, "cost" before
    declaring an activation, or "judge" / "duelists" for a correction). `what` names every card; `public` is `what` with hidden cards
    unnamed, read by everyone but `team`."""

    seat: Seat
    what: str
    public: str = ""
    team: Team | None = None
    by: str = ""

    def to_text(self) -> str:
        return self._text(self.what)

    def public_text(self) -> str:
        return self._text(self.public or self.what)

    def private_to(self) -> Team | None:
        return self.team if self.public and self.public != self.what else None

    def _text(self, what: str) -> str:
        seat = self.seat.value
        if self.by == "judge":
            return lazy("Correction by a judge ({seat}): {what}", seat=seat, what=what)
        if self.by == "duelists":
            return lazy(
                "Correction agreed by the four duelists ({seat}): {what}", seat=seat, what=what
            )
        if self.by == "cost":
            return lazy("{seat} pays a cost by hand: {what}", seat=seat, what=what)
        return lazy("{seat} by hand: {what}", seat=seat, what=what)


@dataclass(frozen=True, slots=True)
class ManualDeclared(Event):
    """How an unscripted effect was declared: its number in the card's text, its kind."""

    seat: Seat
    card: str
    effect: int
    manner: str

    def to_text(self) -> str:
        return lazy(
            "{seat} declares effect {effect} of {card} ({manner})",
            seat=self.seat.value,
            effect=self.effect,
            card=quoted(self.card),
            manner=_MANNERS.get(self.manner, self.manner),
        )


_MANNERS: Final = {"ignition": lazy("ignition"), "trigger": lazy("trigger"), "quick": lazy("quick")}

NARRATIONS.update({ManualOperation, ManualDeclared})
