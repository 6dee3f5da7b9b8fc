"""What Michion and Sandaion, the Timelords, share: they cannot be Special Summoned from the
Deck, cannot be destroyed by battle or card effects, act at the end of a Battle Phase in which
they battled, and are shuffled back into the Deck in their controller's Standby Phase. No card
of its own: a helper the two card modules import.

Readings: "your Standby Phase" is the Standby Phase of the controller's own turn (seed 001
widens "your" for zones, not for turns); "if this card battled" means it went through damage
calculation this turn (`battle_guards.mark_battled`); the Battle Phase's end is the moment the
turn leaves it (`On.BATTLE_PHASE_END`). "Cannot be destroyed by battle or card effects" holds
against every duelist's cards (`Tag.NOT_DESTROYED_BY_BATTLE`, `NOT_DESTROYED_BY_EFFECTS`,
`Scope.ALL`).
"""

from __future__ import annotations

from tagduel.engine import EffectContext, EffectKind, Location, On, Scope, kit
from tagduel.engine.battle_guards import battled_this_turn
from tagduel.engine.effects import Effect, Resolve
from tagduel.engine.shuffling import shuffle_into_deck
from tagduel.engine.tags import Tag


def indestructible() -> Effect:
    """Neither battle nor any duelist's card effect destroys it."""
    return Effect(
        EffectKind.CONTINUOUS,
        description="cannot be destroyed by battle or card effects",
        tags=frozenset({Tag.NOT_DESTROYED_BY_BATTLE, Tag.NOT_DESTROYED_BY_EFFECTS}),
        who=Scope.ALL,
    )


def _battled(ctx: EffectContext) -> bool:
    return battled_this_turn(ctx.state, ctx.card)


def at_battle_phase_end(resolve: Resolve, description: str) -> Effect:
    """A mandatory effect at the end of a Battle Phase in which this card battled."""
    return Effect(
        EffectKind.TRIGGER,
        description=description,
        on=On.BATTLE_PHASE_END,
        condition=_battled,
        resolve=resolve,
    )


def _shuffle_back(ctx: EffectContext) -> None:
    if ctx.card.location is Location.MONSTERS:
        shuffle_into_deck(ctx.state, [ctx.card])


def back_to_the_deck() -> Effect:
    """In its controller's Standby Phase (once per turn), it goes back into the Deck."""
    return Effect(
        EffectKind.TRIGGER,
        description="your Standby Phase: shuffle this card into the Deck",
        on=On.STANDBY_PHASE,
        once_per_turn=True,
        condition=kit.your_turn,
        resolve=_shuffle_back,
    )


def team_controls_none(ctx: EffectContext) -> bool:
    """The team controls no monster: neither teammate does (seed 001 E: "you control")."""
    return not ctx.monsters(Scope.YOURS)
