"""Decisions: what the engine is waiting for — whose turn to answer, what kind, the legal answers."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tagduel.engine.actions import Action
from tagduel.engine.quick_init import quicken
from tagduel.engine.seats import Seat


class DecisionKind(enum.Enum):
    """The kinds of question the engine asks a duelist."""

    __hash__ = object.__hash__

    MAIN = "main"  # Main Phase open state: summon, set, activate, change position, move on
    BATTLE = "battle"  # Battle Phase open state: declare an attack or move on
    RESPOND = "respond"  # priority: add a Chain Link / respond to an action, or pass
    DISCARD = "discard"  # End Phase: discard down to the hand limit
    TRIGGER = "trigger"  # an optional trigger effect (or one with targets): activate it or not
    ORDER = "order"  # simultaneous trigger effects: choose which goes on the chain next
    CHOOSE = "choose"  # an effect resolving asks for cards, an option or a number
    YES_NO = "yes_no"  # an effect resolving asks a yes/no question
    REPLAY = "replay"  # an attack is replayed: the attacker's new target, or stop (`no`)
    MANUAL = "manual"  # manual mode: carry out a resolving effect by hand, then `done`


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending decision: `seat` must answer with one of `actions`; `prompt` says what for."""

    seat: Seat
    kind: DecisionKind
    actions: tuple[Action, ...]
    prompt: str = ""

    def to_text(self) -> str:
        what = f": {self.prompt}" if self.prompt else ""
        return f"{self.seat.value} {self.kind.value} ({len(self.actions)} legal answers){what}"


quicken((Decision,))  # one per decision: the cheaper `__init__` of `quick_init.py`
