"""Priority windows: who may respond next, and when everyone has passed.

Seed 001 D: "When a Duelist activates an effect or performs an action, the other Duelists must be
given the opportunity to add an effect to the chain or respond to the action before it is
resolved. The order of Duelists who get to decide who responds next is the same as the turn order
and all Duelists must pass in order to resolve the chain or resolve the action."
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.game import Game
from tagduel.engine.seats import Seat
from tagduel.engine.state import Phase, Window, WindowKind

SEATS_AT_TABLE: Final = 4


def open_window(game: Game, kind: WindowKind, actor: Seat, target: Phase | None = None) -> None:
    """Open a round of priority after `actor` acted: the next seat in turn order decides first."""
    game.state.window = Window(kind, game.rules.next_priority_seat(game.state, actor), 0, target)


def open_window_passed(game: Game, kind: WindowKind, target: Phase | None = None) -> None:
    """Open a round in which the turn duelist has already passed (moving on to another phase)."""
    state = game.state
    state.window = Window(kind, game.rules.next_priority_seat(state, state.turn_seat), 1, target)


def after_activation(game: Game, seat: Seat) -> None:
    """A Chain Link was added by `seat`: the count of passes starts again after `seat`."""
    window = game.state.window
    if window is None:
        open_window(game, WindowKind.ACTION, seat)
        return
    window.next_seat = game.rules.next_priority_seat(game.state, seat)
    window.passes = 0


def record_pass(game: Game) -> bool:
    """The deciding seat passes; True when all four have now passed in a row."""
    window = game.state.window
    assert window is not None
    window.passes += 1
    if window.passes >= SEATS_AT_TABLE:
        return True
    window.next_seat = game.rules.next_priority_seat(game.state, window.next_seat)
    return False
