"""Special Summons limited for the rest of a turn: "You cannot Special Summon monsters the turn
you activate this effect, except Machine monsters" (Cyber Dragon Drei), "you cannot Special
Summon monsters for the rest of this turn, except WIND monsters" (Windwitch - Glass Bell), "You
cannot Special Summon monsters from the Extra Deck the turn you activate this effect, except
Level 5 or higher WIND monsters" (Windwitch - Ice Bell).

Seed 001 E: "If a card prevents you from performing an action, it prevents your teammate as
well": a limit binds the duelist and the teammate. Each limit is one entry of
`DuelState.counters` (saved with the state), `summon_limit:<seat>:<kind>` with the turn as its
value, for each seat it binds.

Hooks: `EffectContext.special_summon` and `ops.summon_to_field`-based summons by the rules ask
`allows` (the procedures, Xyz and Synchro Summons of `procedures.py` list and check only allowed
monsters; Fusion Summons offer only allowed Fusion Monsters, `fusion.py`). Tokens are not
limited by these cards' words (none of the era's limits names them).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Final

from tagduel.cards.model import Attribute, Race
from tagduel.engine import lastingwords
from tagduel.engine.context import EffectContext
from tagduel.engine.events import LastingApplied
from tagduel.engine.scope import Scope
from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import lazy

PREFIX: Final = "summon_limit:"


class Limit(enum.Enum):
    """Which monsters may still be Special Summoned."""

    __hash__ = object.__hash__

    MACHINE = "machine"  # only Machine monsters
    WIND = "wind"  # only WIND monsters
    EXTRA_WIND_5 = "extra_wind_5"  # from the Extra Deck, only Level 5 or higher WIND monsters

    def allows(self, card: CardInstance, source: Location) -> bool:
        printed = card.card
        if self is Limit.MACHINE:
            return bool(int(printed.race) & int(Race.MACHINE))
        wind = printed.attribute == Attribute.WIND
        if self is Limit.WIND:
            return wind
        return source is not Location.EXTRA or (wind and printed.level >= 5)


_WORDS: Final = {
    Limit.MACHINE: lazy("Special Summon only Machine monsters"),
    Limit.WIND: lazy("Special Summon only WIND monsters"),
    Limit.EXTRA_WIND_5: lazy(
        "Special Summon from the Extra Deck only Level 5 or higher WIND monsters"
    ),
}


def limit_this_turn(ctx: EffectContext, limit: Limit) -> None:
    """The effect's controller and the teammate may Special Summon only what `limit` allows
    for the rest of this turn."""
    bound = ctx.seats(Scope.PREVENTED_YOU)
    for seat in bound:
        ctx.state.counters[f"{PREFIX}{seat.value}:{limit.value}"] = ctx.state.turn
    what = lastingwords.may_special_summon_only(bound, _WORDS[limit])
    ctx.state.emit(LastingApplied(ctx.seat, ctx.card.name, what))


def limited(state: DuelState, seat: Seat) -> bool:
    """True while a limit binds `seat` this turn (`allowed` may then leave cards out)."""
    return bool(state.counters) and bool(_limits(state, seat))


def _limits(state: DuelState, seat: Seat) -> list[Limit]:
    counters = state.counters
    if not counters:
        return []
    turn = state.turn
    return [x for x, key in _KEYS[seat] if counters.get(key) == turn]


_KEYS: Final = {s: tuple((x, f"{PREFIX}{s.value}:{x.value}") for x in Limit) for s in ALL_SEATS}
"""Each seat's counter key for each limit, made once (`_limits` is asked at every listing)."""


def allows(state: DuelState, seat: Seat, card: CardInstance) -> bool:
    """May `seat` Special Summon `card` (from where it is now) under this turn's limits?"""
    limits = _limits(state, seat)
    return all(limit.allows(card, card.location) for limit in limits)


def allowed(state: DuelState, seat: Seat, cards: Sequence[CardInstance]) -> list[CardInstance]:
    """The cards of `cards` that `seat` may Special Summon under this turn's limits."""
    if not _limits(state, seat):
        return list(cards)
    return [c for c in cards if allows(state, seat, c)]
