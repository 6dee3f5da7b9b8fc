"""Black Whirlwind (Continuous Spell): a Normal Summon of a "Blackwing" on its controller's
team's side lets the controller add from the Deck a "Blackwing" monster whose ATK is lower than
the summoned one's.

The database's text, in our words: a trigger of the face-up card, answering the Normal Summon
(a Tribute Summon too) of a "Blackwing" to its controller's side; optional and worded "When":
it misses the timing when something else happened after the Summon. The card added must have a
lower ATK than the summoned monster.

Seed 001 readings:
- its controller's side is the team's side of the field: a Normal Summon by the teammate
  triggers it too (section E: "you control ... counts cards in your teammate's Zones as well as
  your own"); the card's controller decides and searches.
- the Deck searched is the controller's own (a hand holds only its duelist's own cards:
  `engine.searching`).
- "less ATK": less than the monster's ATK when the effect resolves; nothing is added if it is
  no longer face-up on the field.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import face_up_blackwing, is_blackwing_monster
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    searching,
)
from tagduel.engine.effects import CardFilter
from tagduel.engine.events import Summoned
from tagduel.engine.tags import Tag

PASSCODE: Final = 91351370

SUMMARY: Final = {
    PASSCODE: (
        "When a Blackwing is Normal Summoned to the team's side, may add a Blackwing with less "
        "ATK from the controller's own Deck to the hand."
    )
}


def _summoned_blackwing(ctx: EffectContext) -> CardInstance | None:
    """The face-up "Blackwing" monster Normal Summoned to the team's side that triggered it."""
    event = ctx.event
    if not isinstance(event, Summoned) or event.how not in ("normal", "tribute"):
        return None
    monster = ctx.state.find(event.uid)
    if monster is None or monster.location is not Location.MONSTERS:
        return None
    if monster.zone_seat not in ctx.seats(Scope.YOURS) or not face_up_blackwing(monster):
        return None
    return monster


def _weaker_than(monster: CardInstance) -> CardFilter:
    atk = monster.attack_value()
    return lambda card: is_blackwing_monster(card) and (card.card.atk or 0) < atk


def _triggers(ctx: EffectContext) -> bool:
    monster = _summoned_blackwing(ctx)
    return monster is not None and searching.can_search(_weaker_than(monster))(ctx)


def _search(ctx: EffectContext) -> None:
    monster = _summoned_blackwing(ctx)
    if monster is not None:
        searching.search(ctx, _weaker_than(monster))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Black Whirlwind"),
        Effect(
            EffectKind.TRIGGER,
            description="a Blackwing's Normal Summon on the team's side: search a weaker Blackwing",
            on=On.SUMMONED,
            watch=True,
            optional=True,
            when=True,
            condition=_triggers,
            resolve=_search,
            tags=frozenset({Tag.SEARCH}),
        ),
    )
