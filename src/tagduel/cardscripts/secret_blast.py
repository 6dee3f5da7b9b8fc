"""Secret Blast (Normal Trap): 300 damage for each card the opponents control; if it is destroyed
by an opponent's card while its team controls it, 1000 damage.

In our words: 300 damage to the opponent per card they control; and if the opponent's card
destroys this card while you control it, 1000 damage to them. Seed 001 E: "cards that reference
a card "your opponent controls" count both opponent's sides of the field"
(`Scope.OPPONENTS_FIELD`): every card on both opponents' fields counts. "An opponent's card" is
a card of either opponent: the effect that destroyed it resolved under an opponent's control
(read from the log, `causes.py`). The damage comes off the opposing team's shared Life Points
(seed 001 A). The first effect needs a card on the opponents' fields.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, EffectKind, Location, On, Scope, Scripts, kit
from tagduel.engine.causes import effect_card_at, event_index
from tagduel.engine.effects import Effect
from tagduel.engine.events import Destroyed

PASSCODE: Final = 18252559
PER_CARD: Final = 300
DESTROYED_DAMAGE: Final = 1000

SUMMARY: Final = {
    PASSCODE: (
        "Inflicts 300 damage for each card on both opponents' fields; if an opponent's card "
        "destroys it, 1000 damage."
    )
}


def _blast(ctx: EffectContext) -> None:
    ctx.damage_opponent(PER_CARD * len(ctx.field_cards(Scope.OPPONENTS_FIELD)))


def _destroyed_by_an_opponent(ctx: EffectContext) -> bool:
    event = ctx.event
    if not isinstance(event, Destroyed) or ctx.card.location is not Location.GY:
        return False
    if event.seat.team is not ctx.card.owner.team:
        return False  # "this card you control": not while an opponent controlled it
    found = effect_card_at(ctx.state, event_index(ctx.state, event))
    return found is not None and found[0].team is not ctx.team


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="300 damage per card your opponents control",
            condition=kit.count_at_least(kit.field_cards(Scope.OPPONENTS_FIELD), 1),
            resolve=_blast,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="destroyed by an opponent's card: 1000 damage to your opponent",
            on=On.DESTROYED,
            condition=_destroyed_by_an_opponent,
            resolve=kit.damage_opponent(DESTROYED_DAMAGE),
        ),
    )
