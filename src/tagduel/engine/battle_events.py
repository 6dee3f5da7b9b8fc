"""Events of battle: an attack is declared (directly, on a monster, on a Set monster, or again
after a replay) and an attack is negated.

Like every event (see `events.py`) each is a frozen record with the text a person reads, in
the rulebook's words, a `tagduel.i18n.Text` made when it is read. A Set monster attacked is
named only to its controller's team (`private_to`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.engine.events import Event, quicken_events
from tagduel.engine.seats import Seat, Team
from tagduel.engine.wording import quoted
from tagduel.i18n import lazy


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
        card = quoted(self.target)
        shown = lazy("Set monster {card}", card=card) if self.target_hidden else card
        return self._text(shown)

    def public_text(self) -> str:
        return self._text(lazy("Set monster")) if self.target_hidden else self.to_text()

    def private_to(self) -> Team | None:
        return self.target_seat.team if self.target_hidden and self.target_seat else None

    def _text(self, target: str) -> str:
        seat, attacker = self.seat.value, quoted(self.attacker)
        if self.target_seat is None:
            if self.replay:
                return lazy(
                    "{seat}'s {card} attacks directly again (replay)", seat=seat, card=attacker
                )
            return lazy("{seat}'s {card} attacks directly", seat=seat, card=attacker)
        values = {"seat": seat, "card": attacker, "target_seat": self.target_seat.value}
        if self.replay:
            return lazy(
                "{seat}'s {card} attacks {target_seat}'s {target} again (replay)",
                target=target,
                **values,
            )
        return lazy("{seat}'s {card} attacks {target_seat}'s {target}", target=target, **values)


@dataclass(frozen=True, slots=True)
class AttackNegated(Event):
    seat: Seat
    attacker: str

    def to_text(self) -> str:
        return lazy(
            "the attack of {seat}'s {card} is negated",
            seat=self.seat.value,
            card=quoted(self.attacker),
        )


quicken_events(globals())  # a cheaper `__init__` (see `quick_init.py`)
