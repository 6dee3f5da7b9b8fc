"""Once per turn by card name: "You can only use this effect of "X" once per turn", "You can only
activate 1 "X" per turn", "You can only use 1 "X" effect per turn, and only once that turn".

Unlike `Effect.once_per_turn` (a limit on one copy, kept on the card), these limits bind every
copy of the card: a copy that left the field, or another copy, can't be used again that turn.
Seed 001 E: "If a card prevents you from performing an action, it prevents your teammate as
well" — so the limit binds the duelist's team: once 1A has used the effect, neither 1A nor 1B may
use it again that turn (the opponents keep their own use).

A use is recorded when the effect is activated (its cost is paid), negated or not. The record
is one entry of `DuelState.counters` (saved with the state), `once:<team>:<key>` with the turn as
its value; `key` names the card and, when the card has several limited effects, which one.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.context import EffectContext
from tagduel.engine.effects import Condition, Cost
from tagduel.engine.seats import Seat

PREFIX: Final = "once:"

_TEAM_PREFIX: Final = {seat: f"{PREFIX}{seat.team.value}:" for seat in Seat}
"""Each seat's `once:<team>:` (an Enum member's `value` is a Python-level property, and the
context's `team` another: both read once here)."""


def _key(ctx: EffectContext, key: str) -> str:
    return _TEAM_PREFIX[ctx.seat] + key


def used(ctx: EffectContext, key: str) -> bool:
    """True when this effect's controller's team has used `key` this turn."""
    return ctx.state.counters.get(_key(ctx, key)) == ctx.state.turn


def mark(ctx: EffectContext, key: str) -> None:
    """Record that this effect's controller's team used `key` this turn."""
    ctx.state.counters[_key(ctx, key)] = ctx.state.turn


def unused(key: str) -> Condition:
    """Condition: the team has not used `key` this turn."""
    return lambda ctx: not used(ctx, key)


def cost(key: str, then: Cost | None = None) -> Cost:
    """Cost: check `key` unused (and `then`'s cost payable); when paid, record the use and pay
    `then`."""

    def pay(ctx: EffectContext, check_only: bool) -> bool:
        if check_only:
            return not used(ctx, key) and (then is None or then(ctx, True))
        mark(ctx, key)
        return then is None or then(ctx, False)

    return pay
