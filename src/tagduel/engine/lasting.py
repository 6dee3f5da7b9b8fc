"""Effects that outlast their resolution: countdowns over counted turns, skipped Draw Phases,
restrictions until the end of the turn, stat changes "until the end of this turn", damage
"during the End Phase of this turn" (Power Bond) and control taken "until the End Phase".

Seed 001 D: "Card effects that count turns count all appropriate turns." A countdown counts the
turns of the seats it names: "your opponent's turns" are both opponents' turns
(`scope.opponent_turn_seats`: Swords of Revealing Light by 1A lasts 2A's, 2B's and 2A's next
turns), "each player's turns" all four (`scope.each_player_turn_seats`: Final Countdown). When
the last counted turn reaches its End Phase, the effect's `expire` hook runs.

Seed 001 E: "If a card prevents you from performing an action, it prevents your teammate as
well. ... Duelist 1A activates Reckless Greed. His team will skip its next 2 Draw Phases": a
SKIP_DRAW record names both teammates and counts the team's Draw Phases together.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import control
from tagduel.engine.context import EffectContext
from tagduel.engine.events import DrawSkipped, LpCause
from tagduel.engine.game import Game
from tagduel.engine.ops import change_lp
from tagduel.engine.seats import Seat
from tagduel.engine.state import Lasting, LastingKind

ON_FIELD_MARK: Final = (
    "countdown:"  # on the source card while a countdown lasts only while it stays
)


def on_turn_start(game: Game, seat: Seat) -> None:
    """A new turn of `seat`: drop restrictions and stat changes that lasted until the end of
    the last turn, drop countdowns whose card left the field, count this turn."""
    state = game.state
    ended = state.turn - 1
    keep: list[Lasting] = []
    for lasting in state.lasting:
        if lasting.kind is LastingKind.FORBID and lasting.count <= ended:
            continue
        if lasting.kind is LastingKind.COUNTDOWN:
            if not _source_holds(game, lasting):
                continue
            if seat in lasting.seats:
                lasting.counted += 1
        keep.append(lasting)
    state.lasting = keep
    for card in state.monsters():
        if card.boosts:
            card.boosts = [b for b in card.boosts if b.until == 0 or b.until > ended]


def _source_holds(game: Game, lasting: Lasting) -> bool:
    """A countdown made `while_on_field` ends when its card leaves the field (the mark on the
    card is cleared whenever it leaves)."""
    if not lasting.while_on_field:
        return True
    card = game.state.find(lasting.source)
    return card is not None and bool(card.memory.get(ON_FIELD_MARK + str(lasting.effect)))


def on_end_phase(game: Game) -> None:
    """The End Phase begins: damage due this End Phase is taken, control taken until the End
    Phase returns, countdowns whose last counted turn this is run out."""
    state = game.state
    for lasting in [x for x in state.lasting if x.kind is LastingKind.END_DAMAGE]:
        if lasting.count <= state.turn:
            state.lasting.remove(lasting)
            change_lp(state, lasting.seat.team, -lasting.amount, LpCause.EFFECT_DAMAGE)
    control.on_end_phase(state)
    due = [
        lasting
        for lasting in state.lasting
        if lasting.kind is LastingKind.COUNTDOWN
        and lasting.counted >= lasting.count
        and state.turn_seat in lasting.seats
        and _source_holds(game, lasting)
    ]
    for lasting in due:
        state.lasting.remove(lasting)
        _expire(game, lasting)


def _expire(game: Game, lasting: Lasting) -> None:
    card = game.state.find(lasting.source)
    if card is None:
        return
    effect = game.scripts.effects(card.card)[lasting.effect - 1]
    if effect.expire is not None:
        effect.expire(EffectContext(game, lasting.seat, card, effect=lasting.effect))


def take_draw_skip(game: Game, seat: Seat) -> bool:
    """True (and one skip is used up) when `seat` must skip this Draw Phase."""
    state = game.state
    for lasting in state.lasting:
        if lasting.kind is LastingKind.SKIP_DRAW and seat in lasting.seats:
            lasting.count -= 1
            if lasting.count <= 0:
                state.lasting.remove(lasting)
            state.emit(DrawSkipped(seat))
            return True
    return False
