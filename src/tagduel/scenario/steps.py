"""Playing `do:` lines on a duel, with the conveniences of scenario format 1.1.

- `SEAT pass` for a seat the engine has just passed for (it had no legal response) does nothing,
  so a scenario may spell out the whole priority order around the table; a pass by a seat that
  is neither deciding nor being passed over is still rejected by the engine.
- `activate CARD` without `effect N` means the card's one effect that can be activated now; an
  error names the candidates when more than one can.
- `phase NAME` when the turn is already in that phase does nothing; when a decision stops the
  way to NAME and the next line does not answer it, the line is rejected with that decision as
  the reason. (`end-turn`, the same action as `phase end`, has reached its end once the next
  turn has begun.)
- `resolve`: every seat passes until no response window is open.
"""

from __future__ import annotations

import dataclasses
import re

from tagduel.engine import actions as notation
from tagduel.engine.actions import Action, Activate, EnterPhase, Pass
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.duel import Duel
from tagduel.engine.errors import AmbiguousActionError, RulesError
from tagduel.engine.seats import Seat
from tagduel.engine.wording import the_phase

_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')
_EFFECT = re.compile(r"\beffect\b", re.I)
_OPEN_STATE = (DecisionKind.MAIN, DecisionKind.BATTLE)
_WANTS = {
    DecisionKind.MAIN: "a Main Phase action",
    DecisionKind.BATTLE: "an attack or a move to another phase",
    DecisionKind.RESPOND: "a response or a pass",
    DecisionKind.DISCARD: "a card to discard",
    DecisionKind.TRIGGER: "whether to activate a trigger effect",
    DecisionKind.ORDER: "the trigger effect to put on the chain next",
    DecisionKind.CHOOSE: "a choice for an effect that is resolving",
    DecisionKind.YES_NO: "a yes or no",
    DecisionKind.REPLAY: "a new attack target after a replay, or no",
    DecisionKind.MANUAL: "manual operations carrying out an effect by hand, then done",
}


class StoppedOnTheWay(RulesError):
    """`phase NAME` could not reach NAME: a decision stopped the way and no line answers it."""


def is_resolve(text: str) -> bool:
    """`resolve` or `SEAT resolve`."""
    words = text.split()
    return bool(words) and words[-1].lower() == "resolve" and len(words) <= 2


def action_for(duel: Duel, text: str) -> Action:
    """The action a line means now: the engine's reading, with `activate CARD` (no `effect N`)
    completed to the card's one effect that can be activated."""
    pattern = notation.parse_action(text)
    if isinstance(pattern, Activate) and not _EFFECT.search(_QUOTED.sub('""', text)):
        return _one_effect(duel, text, pattern)
    return duel.parse_action(text)


def _one_effect(duel: Duel, text: str, pattern: Activate) -> Action:
    effects = sorted(
        {
            a.effect
            for a in duel.legal_actions()
            if isinstance(a, Activate) and a.seat is pattern.seat and pattern.card.matches(a.card)
        }
    )
    if len(effects) > 1 and pattern.manner is None:
        choices = [dataclasses.replace(pattern, effect=n).to_text() for n in effects]
        raise AmbiguousActionError(
            f'more than one effect of "{pattern.card.name}" can be activated now; '
            "say which with 'effect N'",
            choices,
        )
    if effects and effects[0] != pattern.effect:
        return duel.parse_action(dataclasses.replace(pattern, effect=effects[0]).to_text())
    return duel.parse_action(text)


class Player:
    """Plays a scenario's `do:` lines on `duel`, one at a time, remembering the seats the
    engine passed for since the last line that was carried out."""

    def __init__(self, duel: Duel) -> None:
        self.duel = duel
        self._passed_over = list(duel.auto_passed)

    def play(self, text: str, following: str | None = None) -> None:
        """Play one line; `following` is the next line, if any. Raises RulesError (the
        engine's reason) when the line is rejected."""
        duel = self.duel
        if is_resolve(text):
            duel.resolve()
            self._passed_over = list(duel.auto_passed)
            return
        action = action_for(duel, text)
        if isinstance(action, Pass) and self._passed(action.seat):
            return
        if isinstance(action, EnterPhase) and self._already_in(action):
            return
        turn = duel.state.turn
        duel.apply(action)
        self._passed_over = list(duel.auto_passed)
        if isinstance(action, EnterPhase) and duel.state.turn == turn:
            self._check_reached(action, following)

    def _passed(self, seat: Seat) -> bool:
        """True when `seat` is being passed over (the engine passed for it since the last line,
        and it has no question to answer now but the open Main or Battle Phase): its `pass` is
        taken as said, up to that point in the order."""
        pending = self.duel.pending
        if pending is not None and pending.seat is seat and pending.kind not in _OPEN_STATE:
            return False
        if seat not in self._passed_over:
            return False
        del self._passed_over[: self._passed_over.index(seat) + 1]
        return True

    def _spelt_out_pass(self, line: str) -> bool:
        """`SEAT pass` for a seat being passed over: the lines go on round the table."""
        words = line.split()
        return (
            len(words) == 2
            and words[1].lower() == "pass"
            and any(seat.value == words[0].upper() for seat in self._passed_over)
        )

    def _already_in(self, action: EnterPhase) -> bool:
        state = self.duel.state
        return state.phase is action.phase and action.seat is state.turn_seat

    def _check_reached(self, action: EnterPhase, following: str | None) -> None:
        duel = self.duel
        pending = duel.pending
        if duel.outcome is not None or pending is None or duel.state.phase is action.phase:
            return
        if following is not None and (
            _answers(pending, following) or self._spelt_out_pass(following)
        ):
            return
        raise StoppedOnTheWay(
            f"the way to {the_phase(action.phase)} stops in {the_phase(duel.state.phase)} "
            f"at {_describe(pending)}; "
            "the next line must answer it"
        )


def _answers(decision: Decision, line: str) -> bool:
    """True when `line` is by the seat that must decide (or a `resolve` of a response)."""
    if is_resolve(line):
        return decision.kind is DecisionKind.RESPOND
    first = line.split()[0] if line.split() else ""
    return first.upper() == str(decision.seat.value)


def _describe(decision: Decision) -> str:
    what = f" ({decision.prompt})" if decision.prompt else ""
    return f"{decision.seat.value}'s decision: {_WANTS[decision.kind]}{what}"
