"""The engine's loop: from the state, run automatic steps until a duelist must decide.

What happens next is read from the state alone (outcome, a paused Chain Link, waiting trigger
effects, open window, pending attack, phase, where the turn duelist is heading), so a state
loaded from JSON continues exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from tagduel.engine import (
    asking,
    battle,
    manual,
    phase_jumps,
    phases,
    replays,
    summon_negation,
    triggers,
    wins,
)
from tagduel.engine.actions import Action
from tagduel.engine.chain import resolve_chain
from tagduel.engine.decisions import Decision, DecisionKind
from tagduel.engine.events import DuelEnded
from tagduel.engine.game import Game, codes_in_duel
from tagduel.engine.moves import actions_for
from tagduel.engine.priority import SEATS_AT_TABLE
from tagduel.engine.responding import could_respond_in, window_asks
from tagduel.engine.seats import Seat
from tagduel.engine.state import AskKind, Phase, Window, WindowKind

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ATTACK: Final = WindowKind.ATTACK
_DAMAGE: Final = WindowKind.DAMAGE
_END: Final = Phase.END
_SUMMON: Final = WindowKind.SUMMON

Listing = Callable[[Game, DecisionKind, Seat], list[Action]]
"""Lists a decision's legal answers: `moves.actions_for`, or `manual.actions_for`."""

_OPEN_STATE: Final = {
    Phase.MAIN1: DecisionKind.MAIN,
    Phase.MAIN2: DecisionKind.MAIN,
    Phase.BATTLE: DecisionKind.BATTLE,
}
_REOPENED: Final = (WindowKind.ATTACK, WindowKind.PHASE, WindowKind.DAMAGE)


def check_outcome(game: Game) -> bool:
    """Record the outcome the moment a win/loss condition holds; True when the duel is over."""
    state = game.state
    if state.outcome is None and game.checked != len(state.events):
        winners = game.scripts.winners
        if winners and not winners.isdisjoint(codes_in_duel(game)):
            wins.check(game)
        game.checked = len(state.events)
        state.outcome = game.rules.outcome(state)
        if state.outcome is not None:
            state.window, state.attack, state.resolving = None, None, None
            state.chain.clear()
            state.triggers.clear()
            state.emit(DuelEnded(state.outcome.to_text()))
    return state.outcome is not None


def advance(
    game: Game, *, auto_pass: bool = True, passed: list[Seat] | None = None
) -> Decision | None:
    """Run until a duelist must decide; None once the duel is over.

    With `auto_pass`, a seat whose only legal answer is Pass passes without being asked (and is
    added to `passed`, when given, in the order of passing).
    """
    state = game.state
    listing = manual.actions_for if game.manual else actions_for
    while not check_outcome(game):
        resolving = state.resolving
        if resolving is not None and resolving.ask is not None:
            if resolving.ask.kind is AskKind.MANUAL:
                return manual.decision(game)
            return asking.decision(game)
        if state.scanned < len(state.events):
            triggers.collect(game)
        if state.triggers and resolving is None and triggers.placing(game):
            decision = triggers.next_decision(game)
            if decision is not None:
                return decision
            continue
        window = state.window
        if window is not None:
            decision = _priority(game, window, auto_pass, passed, listing)
            if decision is not None:
                return decision
            continue
        kind = _OPEN_STATE.get(state.phase)
        if kind is not None:
            if state.attack is not None:
                if state.attack.replay:
                    if battle.goes_on(game, state.attack):
                        return replays.decision(game)
                    state.attack = None  # the attacker left (or the attack was negated) first
                    continue
                battle.next_step(game)
            elif not phases.continue_heading(game):
                seat = state.turn_seat
                return Decision(seat, kind, tuple(listing(game, kind, seat)))
        elif state.phase is _END:
            if phases.over_hand_limit(game):
                seat, kind = state.turn_seat, DecisionKind.DISCARD
                return Decision(seat, kind, tuple(actions_for(game, kind, seat)))
            phases.begin_turn(game, game.rules.next_turn_seat(state))
        else:
            phases.enter_phase(game, phases.AFTER[state.phase])
    return None


def _priority(
    game: Game,
    window: Window,
    auto_pass: bool,
    passed: list[Seat] | None,
    listing: Listing = actions_for,
) -> Decision | None:
    """Go round the open window: the first seat that may respond decides; when all four have
    passed in a row the window closes. With `auto_pass`, a seat that can only pass passes."""
    state, rules = game.state, game.rules
    asks = window_asks(game) if auto_pass else None  # the same for every seat of this round
    while window.passes < SEATS_AT_TABLE:
        seat = window.next_seat
        if (
            asks is None
            or could_respond_in(game, seat, asks)
            or (game.manual and manual.could_respond(game, seat))
        ):
            actions = listing(game, DecisionKind.RESPOND, seat)
            if not auto_pass or len(actions) > 1:
                return Decision(seat, DecisionKind.RESPOND, tuple(actions))
        window.passes += 1  # the seat passes without being asked (`priority.record_pass`)
        if passed is not None:
            passed.append(seat)
        if window.passes < SEATS_AT_TABLE:
            window.next_seat = rules.next_priority_seat(state, seat)
    close_window(game)
    return None


def close_window(game: Game) -> None:
    """All four seats passed in a row: resolve the chain, or complete what the window was for.

    After a chain resolves the turn duelist has priority again: in a Main or Battle Phase that
    is the open state; in the Draw, Standby or End Phase, after an attack declaration or in a
    step of the Damage Step a new round of priority starts with the turn duelist. The window
    stays open while a Chain Link waits for an answer.
    """
    state = game.state
    window = state.window
    assert window is not None
    if state.chain or state.resolving is not None:
        if not resolve_chain(game):
            return
        state.window = None
        state.heading_to = None
        if phase_jumps.after_chain(game):  # "end the Battle Phase", "it becomes the End Phase"
            return
        if window.kind is _SUMMON:  # the monster is Summoned, unless negated
            summon_negation.complete(game)
            return
        if window.kind in _REOPENED and battle.after_chain(game, window.kind):
            state.window = Window(window.kind, state.turn_seat, 0, window.target)
        return
    state.window = None
    if window.kind is _SUMMON:
        summon_negation.complete(game)
    elif window.kind is _ATTACK or window.kind is _DAMAGE:
        battle.next_step(game)
    elif window.target is not None:
        phases.enter_phase(game, window.target)
