"""Balance of Judgment (Normal Trap): when the opponents control more cards than the team holds
in its hands and controls, draw that many more.

In our words: if the opponent controls more cards than you hold and control together, draw the
difference; one per turn. Seed 001 E: "your opponent controls" counts both opponents' fields,
and "you control" and "your" hand count the teammate's zones as well: the opponents' cards on
the field are set against both teammates' hands and fields (this card included, as it is on the
field). The activator draws the surplus from their own Deck. The once-per-turn limit binds the
team (seed 001 E: "If a card prevents you from performing an action, it prevents your teammate
as well"; `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts, hard_once, kit, moved
from tagduel.engine.effects import Effect

PASSCODE: Final = 67443336
ONCE: Final = "balance_of_judgment"

SUMMARY: Final = {
    PASSCODE: (
        "If both opponents control more cards than the team holds in its hands and controls, "
        "the activator draws the difference (once per turn)."
    )
}


def surplus(ctx: EffectContext) -> int:
    """How many more cards the opponents control than the team holds and controls."""
    zones = ctx.state.zones
    theirs = sum(zones[seat].field_count() for seat in ctx.seats(Scope.OPPONENTS_FIELD))
    ours = sum(len(zones[seat].hand) + zones[seat].field_count() for seat in ctx.seats(Scope.YOURS))
    return max(0, theirs - ours)


_a_surplus = moved.remembered(lambda ctx: surplus(ctx) > 0)
"""The opponents control more cards than the team holds and controls: counted from the zones
alone, so remembered until a card moves (asked at every window while the card is Set)."""


def _draw_surplus(ctx: EffectContext) -> None:
    count = surplus(ctx)
    if count:
        ctx.draw(ctx.seat, count)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="draw cards equal to your opponents' surplus of cards",
            condition=kit.both(_a_surplus, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE),
            resolve=_draw_surplus,
        ),
    )
