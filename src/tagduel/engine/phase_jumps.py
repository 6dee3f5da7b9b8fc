"""Effects that move the turn on: ending the Battle Phase (Battle Fader) and going straight to
the End Phase (Cardcar D).

The effect asks for the jump while it resolves; the jump is made once the whole chain has
resolved (`flow.close_window` calls `after_chain`): an attack under way ends, and the turn
enters Main Phase 2 (the end of the Battle Phase) or the End Phase, as when the turn duelist
moves on. A jump to a phase the turn has already reached does nothing. The request is one entry
of `DuelState.counters` (saved with the state): `phase_jump` with the phase's number.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.events import LastingApplied
from tagduel.engine.game import Game
from tagduel.engine.phases import enter_phase
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState, Phase
from tagduel.engine.wording import the_phase

JUMP: Final = "phase_jump"


def _request(state: DuelState, phase: Phase, seat: Seat, by: str, what: str) -> None:
    if state.phase.index < phase.index:
        state.counters[JUMP] = phase.index
        state.emit(LastingApplied(seat, by, what))


def end_battle_phase(state: DuelState, seat: Seat, by: str) -> None:
    """ "End the Battle Phase": after the chain, on to Main Phase 2."""
    if state.phase is Phase.BATTLE:
        _request(state, Phase.MAIN2, seat, by, lastingwords.battle_phase_ends())


def to_end_phase(state: DuelState, seat: Seat, by: str) -> None:
    """ "It becomes the End Phase": after the chain, on to the End Phase."""
    _request(state, Phase.END, seat, by, lastingwords.turn_goes_on_to(the_phase(Phase.END)))


def after_chain(game: Game) -> bool:
    """The chain has resolved: make the jump asked for, if any (True when made)."""
    state = game.state
    if not state.counters or JUMP not in state.counters:
        return False
    target = list(Phase)[state.counters.pop(JUMP)]
    if state.phase.index >= target.index or state.outcome is not None:
        return False
    state.attack = None
    state.window = None
    state.heading_to = None
    enter_phase(game, target)
    return True
