"""Windwitch - Glass Bell (71007216): Tuner; Normal or Special Summoned, its controller may add a
"Windwitch" monster other than Glass Bell from their Deck, after which the team may Special Summon
only WIND monsters for the rest of the turn; once per turn.

Era wording (the card's database text), in our words: "If this card is Normal or Special
Summoned: You can add 1 "Windwitch" monster from your Deck to your hand, except "Windwitch -
Glass Bell", also you cannot Special Summon monsters for the rest of this turn, except WIND
monsters. You can only use this effect of "Windwitch - Glass Bell" once per turn." An "If"
trigger (it never misses the timing); the limit applies when it resolves (`summon_limits.py`).

Seed 001 readings:
- "you cannot Special Summon ... except WIND monsters" binds the team — section E, "If a card
  prevents you from performing an action, it prevents your teammate as well.";
- the Deck is the controller's own (`searching.py`); "once per turn" binds the team
  (`hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import WINDWITCH
from tagduel.engine import Effect, EffectContext, EffectKind, On, Scripts, hard_once, kit, searching
from tagduel.engine.events import Summoned
from tagduel.engine.summon_limits import Limit, limit_this_turn
from tagduel.engine.tags import Tag

PASSCODE: Final = 71007216
ONCE: Final = "windwitch_glass_bell"

SUMMARY: Final = {
    PASSCODE: (
        'Summoned, adds another "Windwitch" monster from the Deck; then the team may Special '
        "Summon only WIND monsters that turn; once per turn."
    )
}

_OTHER_WINDWITCH: Final = kit.all_of(
    kit.is_monster, kit.archetype(WINDWITCH), lambda c: c.card.original != PASSCODE
)


def _summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how != "flip"


def _search_then_limit(ctx: EffectContext) -> None:
    searching.search(ctx, _OTHER_WINDWITCH)
    limit_this_turn(ctx, Limit.WIND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description='Normal or Special Summoned: add 1 "Windwitch" monster from your Deck',
            on=On.SUMMONED,
            optional=True,
            condition=kit.both(_summoned, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE),
            resolve=_search_then_limit,
            tags=frozenset({Tag.SEARCH}),
        ),
    )
