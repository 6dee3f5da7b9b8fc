"""The engine's loop: from the state, run automatic steps until a duelist must decide.

What happens next is read from the state alone (outcome, open window, pending attack, phase,
where the turn duelist is heading), so a state loaded from JSON continues exactly.
"""

from __future__ import annotations

from tagduel.engine import phases
from tagduel.engine.battle import damage_step
from tagduel.engine.chain import resolve_chain
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.events import DuelEnded
from tagduel.engine.game import Game
from tagduel.engine.moves import actions_for
from tagduel.engine.priority import SEATS_AT_TABLE, record_pass
from tagduel.engine.spelltrap import could_respond
from tagduel.engine.state import Phase, Window, WindowKind

_OPEN_STATE = {
    Phase.MAIN1: DecisionKind.MAIN,
    Phase.MAIN2: DecisionKind.MAIN,
    Phase.BATTLE: DecisionKind.BATTLE,
}


def check_outcome(game: Game) -> bool:
    """Record the outcome the moment a win/loss condition holds; True when the duel is over."""
    state = game.state
    if state.outcome is None:
        state.outcome = game.rules.outcome(state)
        if state.outcome is not None:
            state.window, state.attack = None, None
            state.chain.clear()
            state.emit(DuelEnded(state.outcome.to_text()))
    return state.outcome is not None


def advance(game: Game, *, auto_pass: bool = True) -> Decision | None:
    """Run until a duelist must decide; None once the duel is over.

    With `auto_pass`, a seat whose only legal answer is Pass passes without being asked.
    """
    state = game.state
    while not check_outcome(game):
        window = state.window
        if window is not None:
            if window.passes >= SEATS_AT_TABLE:
                close_window(game)
                continue
            seat = window.next_seat
            if auto_pass and not could_respond(game, seat):
                record_pass(game)
                continue
            actions = actions_for(game, DecisionKind.RESPOND, seat)
            if auto_pass and len(actions) == 1:
                record_pass(game)
                continue
            return Decision(seat, DecisionKind.RESPOND, tuple(actions))
        kind = _OPEN_STATE.get(state.phase)
        if kind is not None:
            if state.attack is not None:
                damage_step(game)
            elif not phases.continue_heading(game):
                seat = state.turn_seat
                return Decision(seat, kind, tuple(actions_for(game, kind, seat)))
        elif state.phase is Phase.END:
            if phases.over_hand_limit(game):
                seat, kind = state.turn_seat, DecisionKind.DISCARD
                return Decision(seat, kind, tuple(actions_for(game, kind, seat)))
            phases.begin_turn(game, game.rules.next_turn_seat(state))
        else:
            phases.enter_phase(game, state.phase.next())
    return None


def close_window(game: Game) -> None:
    """All four seats passed in a row: resolve the chain, or complete what the window was for.

    After a chain resolves the turn duelist has priority again: in a Main or Battle Phase that
    is the open state; in the Draw, Standby or End Phase or after an attack declaration a new
    round of priority starts with the turn duelist.
    """
    state = game.state
    window = state.window
    assert window is not None
    state.window = None
    if state.chain:
        resolve_chain(game)
        state.heading_to = None
        if window.kind in (WindowKind.ATTACK, WindowKind.PHASE):
            state.window = Window(window.kind, state.turn_seat, 0, window.target)
        return
    if window.kind is WindowKind.ATTACK:
        damage_step(game)
    elif window.target is not None:
        phases.enter_phase(game, window.target)
