"""Restrictions on the cards of one name for the rest of the turn: after Sangan or Witch of
the Black Forest adds a card, no card or effect of that name may be activated that turn.

The restriction is a lasting FORBID record (`lasting.py` drops it when the turn ends) whose
`amount` holds the passcode of the name (0: no name, every card); `restrictions.py` turns it
into a restriction on the cards of that name (alternate arts share their original's name).
Seed 001 E: "If a card prevents you from performing an action, it prevents your teammate as
well": the seats are the duelist and the teammate (`Scope.PREVENTED_YOU`).
"""

from __future__ import annotations

from collections.abc import Callable

from tagduel.engine import lastingwords
from tagduel.engine.events import LastingApplied
from tagduel.engine.scope import Scope, seats
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState, Forbid, Lasting, LastingKind
from tagduel.engine.zones import CardInstance


def card_filter(lasting: Lasting) -> Callable[[CardInstance], bool] | None:
    """The cards a lasting FORBID record applies to: those of its name, or None (all)."""
    code = lasting.amount
    if not code:
        return None
    return lambda card: card.card.original == code


def lock_name(
    state: DuelState, seat: Seat, card: CardInstance, forbid: Forbid, by: CardInstance
) -> None:
    """`seat` and the teammate may not do `forbid` (e.g. activate) with cards of `card`'s name
    for the rest of this turn (the effect of `by`)."""
    bound = seats(Scope.PREVENTED_YOU, seat)
    lasting = Lasting(LastingKind.FORBID, seat, bound, state.turn, source=by.uid, forbid=forbid)
    lasting.amount = card.card.original
    state.lasting.append(lasting)
    who = "/".join(s.value for s in bound)
    what = lastingwords.forbidden_named(who, forbid, card.name)
    state.emit(LastingApplied(seat, by.name, what))
