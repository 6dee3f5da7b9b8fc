"""Answers read from where the cards are, remembered until a card moves.

`DuelState.moved` counts every time a card comes into the duel, leaves a place or is put in one
(`ops.remove`, `ops.place_on_field`, `ops.place_in_pile`, `ops.new_card`, `ops.draw`,
`ops.move_monster`, a Token ceasing to exist) and every shuffle. While it is unchanged, every card
is where it was: in the same zone or pile of the same seat. An answer worked out from that alone
(which cards are in which zone and pile, and their printed data) is the same answer, so it is
kept in `Game.memo` with the count it was worked out at and thrown away once the count moves on.

`remembered(condition)` does that for a card script's condition that reads only the zones (the
cards in a pile or zone, the free zones) through its context's seat and card: never whether a
card is face-up, never the turn, the phase, the chain, Life Points or the effects in force, never
the order of a pile. Asked for the same seat and card while no card has moved, it answers from
memory (Eternal Soul's "a Dark Magician in your hand or GY", asked for two duelists at every
window of priority).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, Final

from tagduel.engine import gates
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import Condition
from tagduel.engine.game import Game
from tagduel.engine.seats import Seat

_ANSWERS: Final = "zone answers"


def answers(game: Game) -> dict[Any, Any]:
    """The answers remembered since the last card moved (a fresh, empty table once one has)."""
    moved = game.state.moved
    memo = game.memo.get(_ANSWERS)
    if memo is not None and memo[0] == moved:
        return memo[1]  # type: ignore[no-any-return]
    table: dict[Any, Any] = {}
    game.memo[_ANSWERS] = (moved, table)
    return table


def remembered(condition: Condition) -> Condition:
    """`condition`, answered from memory for the same seat and card while no card has moved:
    only for a condition that reads nothing but the zones (see above)."""

    def remembering(ctx: EffectContext) -> bool:
        table = answers(ctx.game)
        key = (remembering, ctx.seat, ctx.card.uid)
        known: bool | None = table.get(key)
        if known is None:
            known = table[key] = bool(condition(ctx))
        return known

    remembering.__doc__ = condition.__doc__
    _REMEMBERED.add(remembering)
    return remembering


_REMEMBERED: Final[weakref.WeakSet[Callable[..., bool]]] = weakref.WeakSet()


def zone_parts(condition: Callable[..., bool] | None) -> tuple[Callable[..., bool], ...]:
    """The conditions made by `remembered` that `condition` holds only with: itself, or the
    parts it is made of (`kit.both`, noted by `gates.made_of`), however deep. While no card
    moves, one of them saying no for a seat and card means `condition` says no for them."""
    if condition is None:
        return ()
    if condition in _REMEMBERED:
        return (condition,)
    return tuple(p for part in gates.parts_of(condition) for p in zone_parts(part))


def said_no(table: dict[Any, Any], condition: Callable[..., bool], seat: Seat, uid: int) -> bool:
    """`condition` (made by `remembered`) was asked for `seat` and the card `uid` since the
    last card moved and said no: `table` is `answers(game)`."""
    return table.get((condition, seat, uid)) is False
