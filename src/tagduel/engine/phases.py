"""Turns and phases: starting a turn, the Draw Phase draw, moving between phases, the End Phase
hand limit.

Seed 001 B: turn order 1A → 2A → 1B → 2B (team 1 first). The duelist who opens the duel skips
the draw of the first turn. Turn counters are kept per seat, so "your opponent's turns" (both
opponents) and "each player's turns" (all four) can be counted (seed 001 D); effects that count
turns or skip Draw Phases are kept in `lasting.py`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from tagduel.engine import banish_returns, lasting
from tagduel.engine.actions import Action, Choose, EnterPhase
from tagduel.engine.cardevents import BattlePhaseEnded
from tagduel.engine.effects import On
from tagduel.engine.errors import Reason
from tagduel.engine.events import PhaseEntered, TurnStarted
from tagduel.engine.game import Game, Problem, first_by_name, ref_of
from tagduel.engine.ops import draw, send_to_gy
from tagduel.engine.priority import open_window_passed
from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.state import Phase, Window, WindowKind
from tagduel.engine.wording import the_phase
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import later

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_BATTLE: Final = Phase.BATTLE
_BATTLE_PHASE_END: Final = On.BATTLE_PHASE_END
_DRAW: Final = Phase.DRAW
_END: Final = Phase.END
_LEAVE_PHASE: Final = WindowKind.LEAVE_PHASE
_PHASE: Final = WindowKind.PHASE
_STANDBY: Final = Phase.STANDBY

# `Phase.value`, `Phase.index` and `Phase.next` are Python calls at every read: read once here
_NAMES: Final = {phase: phase.value for phase in Phase}
AFTER: Final[dict[Phase, Phase]] = {
    phase: phase.next() for phase in Phase if phase is not Phase.END
}
"""The phase after each phase but the End Phase (`Phase.next`)."""
_AUTOMATIC_NEXT: Final = {Phase.DRAW: Phase.STANDBY, Phase.STANDBY: Phase.MAIN1, Phase.END: None}
_CHOSEN_TARGETS: Final = {
    Phase.MAIN1: (Phase.BATTLE, Phase.MAIN2, Phase.END),
    Phase.BATTLE: (Phase.MAIN2, Phase.END),
    Phase.MAIN2: (Phase.END,),
}


_PHASE_ACTIONS: Final[dict[tuple[Seat, Phase], tuple[Action, ...]]] = {
    (s, p): tuple(EnterPhase(s, t) for t in _CHOSEN_TARGETS.get(p, ()))
    for s in ALL_SEATS
    for p in Phase
}


def begin_turn(game: Game, seat: Seat) -> None:
    """Start the next turn of the duel: `seat` becomes the turn duelist, in the Draw Phase."""
    state = game.state
    state.turn += 1
    state.turn_seat = seat
    state.turns_taken[seat] += 1
    state.normal_summoned = False
    state.heading_to = None
    lasting.on_turn_start(game, seat)
    state.emit(TurnStarted(state.turn, seat))
    if state.lasting and lasting.take_draw_skip(game, seat):
        enter_phase(game, Phase.STANDBY)
    else:
        enter_phase(game, Phase.DRAW)


def enter_phase(game: Game, phase: Phase) -> None:
    """Enter `phase` and do what it does on entry (the Draw Phase draw, the phase's window)."""
    state = game.state
    if state.phase is _BATTLE and phase is not _BATTLE and _watched_end(game):
        state.emit(BattlePhaseEnded(state.turn_seat))  # "at the end of the Battle Phase"
    state.phase = phase
    state.emit(PhaseEntered(state.turn_seat, _NAMES[phase]))
    if phase is _DRAW and not game.rules.skips_draw(state):
        draw(state, state.turn_seat)
    elif phase is _END and state.lasting:
        lasting.on_end_phase(game)
    elif phase is _STANDBY and state.counters:
        banish_returns.at_standby(state)  # "until your next Standby Phase"
    if phase in _AUTOMATIC_NEXT:
        state.window = Window(_PHASE, state.turn_seat, 0, _AUTOMATIC_NEXT[phase])


def _watched_end(game: Game) -> bool:
    """A card on the field has an "at the end of the Battle Phase" trigger effect."""
    codes = game.scripts.watching.get(_BATTLE_PHASE_END)
    if not codes:
        return False
    return any(c.card.passcode in codes or c.card.alias in codes for c in game.state.monsters())


def phase_problem(game: Game, seat: Seat, target: Phase) -> Problem | None:
    """Why the turn duelist may not move on to `target` now, or None."""
    current = game.state.phase
    if target not in _CHOSEN_TARGETS.get(current, ()):
        return Reason.BAD_PHASE_CHANGE, later(
            "can't go from {current} to {target}",
            current=the_phase(current),
            target=the_phase(target),
        )
    return None


def phase_actions(game: Game, seat: Seat) -> tuple[Action, ...]:
    """The phases the turn duelist may move on to (the same few actions, made once)."""
    return _PHASE_ACTIONS[seat, game.state.phase]


def request_phase(game: Game, target: Phase) -> None:
    """The turn duelist moves on: the others get priority before the phase ends."""
    state = game.state
    state.heading_to = target
    open_window_passed(game, _LEAVE_PHASE, AFTER[state.phase])


def continue_heading(game: Game) -> bool:
    """On the way to a later phase (e.g. `phase main2` from Main Phase 1): leave this one too."""
    state = game.state
    if state.heading_to is None or state.heading_to is state.phase:
        state.heading_to = None
        return False
    open_window_passed(game, _LEAVE_PHASE, AFTER[state.phase])
    return True


def over_hand_limit(game: Game) -> bool:
    return len(game.state.zones[game.state.turn_seat].hand) > game.rules.hand_limit


def discard_actions(game: Game, seat: Seat) -> Iterator[Action]:
    for card in first_by_name(game.state.zones[seat].hand):
        yield Choose(seat, (ref_of(card),))


def discard_problem(game: Game, seat: Seat, cards: tuple[CardInstance, ...]) -> Problem | None:
    if len(cards) != 1:
        return Reason.BAD_CHOICE, later("choose exactly 1 card to discard")
    if cards[0].location is not Location.HAND or cards[0].zone_seat is not seat:
        return Reason.BAD_CHOICE, later(
            '"{card}" is not in {seat}\'s hand', card=cards[0].name, seat=seat.value
        )
    return None


def discard(game: Game, card: CardInstance) -> None:
    """Discard for the hand limit (seed: "hand limit 6 at the End Phase")."""
    send_to_gy(game.state, card)
