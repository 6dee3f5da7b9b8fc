"""Summoning conditions of cards and of turns: no Special Summon (or none from the Deck), at
most one controlled, a Normal Summon without Tributes, a second Normal Summon this turn (Double
Summon), and a monster banished when it leaves the field (Battle Fader).

The cards' own conditions are `card_properties` records. Seed 001 E: "If a card prevents you
from performing an action, it prevents your teammate as well", and "you control" counts the
teammate's zones: a card the duelist may control only one of (Sandaion, the Timelord) lets the
team control one between its two fields. A second Normal Summon is the turn duelist's for this turn (one entry
of `DuelState.counters`, saved with the state: `double_summon` holds the turn it was granted,
`double_summon_used` the turn it was used).

Hooks: `EffectContext.special_summon` asks `may_special_summon`; `summon.py` asks
`tribute_free`, `only_one_problem` and `normal_summon_left`, and calls `use_normal_summon`.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.card_properties import Property, has, holds, tribute_free
from tagduel.engine.events import LastingApplied
from tagduel.engine.game import Game
from tagduel.engine.leaving_redirects import banish_when_leaving
from tagduel.engine.scope import yours
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import Later, later

__all__ = [
    "banish_when_leaving",
    "grant_second_normal_summon",
    "may_special_summon",
    "normal_summon_left",
    "only_one_problem",
    "tribute_free",
    "use_normal_summon",
]

GRANTED: Final = "double_summon"
USED: Final = "double_summon_used"


def _controls_one(game: Game, seat: Seat, card: CardInstance) -> bool:
    """The team of `seat` already controls a card of `card`'s name (another copy)."""
    code = card.card.original
    return any(m.card.original == code and m is not card for m in game.state.monsters(yours(seat)))


def only_one_problem(game: Game, seat: Seat, card: CardInstance) -> Later | None:
    """Why `seat` may not bring `card` to the field ("You can only control 1"), or None."""
    if has(game, card, Property.ONLY_ONE) and _controls_one(game, seat, card):
        return later(
            '{seat}\'s team already controls a "{card}" (you can only control 1)',
            seat=seat.value,
            card=card.name,
        )
    return None


def may_special_summon(game: Game, card: CardInstance, seat: Seat) -> bool:
    """False when the card's own conditions forbid Special Summoning it now, to `seat`."""
    if not game.scripts.has_effects(card.card):
        return True
    if holds(game, card, Property.NO_SPECIAL_SUMMON):
        return False
    if card.location is Location.DECK and holds(game, card, Property.NO_SPECIAL_SUMMON_FROM_DECK):
        return False
    return only_one_problem(game, seat, card) is None


def grant_second_normal_summon(state: DuelState, seat: Seat, by: str) -> None:
    """ "You can conduct 2 Normal Summons/Sets this turn, not just 1" (the turn duelist's)."""
    state.counters[GRANTED] = state.turn
    state.emit(LastingApplied(seat, by, lastingwords.two_normal_summons()))


def normal_summon_left(state: DuelState) -> bool:
    """The turn duelist may still Normal Summon or Set this turn."""
    if not state.normal_summoned:
        return True
    counters = state.counters
    return counters.get(GRANTED) == state.turn and counters.get(USED) != state.turn


def use_normal_summon(state: DuelState) -> None:
    """A Normal Summon or Set is made: the second one, when the first was made already."""
    if state.normal_summoned:
        state.counters[USED] = state.turn
    state.normal_summoned = True
