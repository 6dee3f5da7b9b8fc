"""Felis, Lightsworn Archer (73176465): a Tuner that cannot be Normal Summoned or Set; sent from
its owner's Deck to the Graveyard by a monster's effect, it Special Summons itself; it may
Tribute itself to destroy 1 monster an opponent controls, then its controller sends the top 3
cards of their Deck to the Graveyard.

Era wording (the database's text), paraphrased: like Wulf it reaches the field only through
effects; a mandatory trigger Special Summons it when a monster's effect (not a cost, not a Spell or
Trap: the engine reads the cause from the Chain Link that was resolving, `engine.causes`) mills it
from the Deck; an ignition effect whose cost is Tributing Felis itself destroys one targeted
monster of an opponent, then mills three.

Seed 001 readings:
- "a monster your opponent controls" is a monster of either opponent: section E, "cards that
  reference a card "your opponent controls" count both opponent's sides of the field."
- "the top 3 cards of your Deck" is the top of the controller's own Deck (see `_lightsworn`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import cannot_be_normal_summoned, mill
from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scope, Scripts, kit
from tagduel.engine.causes import by_monster_effect, event_index, from_deck_to_gy

PASSCODE: Final = 73176465

SUMMARY: Final = {
    PASSCODE: (
        "Cannot be Normal Summoned; Special Summons itself when a monster's effect sends it from "
        "the Deck to the Graveyard; Tribute it to destroy an opponent's monster, then mill 3."
    )
}


def _sent_by_a_monster_effect(ctx: EffectContext) -> bool:
    if not from_deck_to_gy(ctx.event):
        return False
    return by_monster_effect(ctx.state, event_index(ctx.state, ctx.event))


def _summon_self(ctx: EffectContext) -> None:
    if ctx.card.location is Location.GY:
        ctx.special_summon(ctx.card)


def _tribute_self(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.tribute(ctx.card)
    return True


def _destroy_then_mill(ctx: EffectContext) -> None:
    kit.destroy_targets(ctx)
    mill(ctx, 3)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        cannot_be_normal_summoned(),
        Effect(
            EffectKind.TRIGGER,
            description="milled by a monster's effect: Special Summons itself",
            on=On.SENT_TO_GY,
            where=(Location.GY,),
            condition=lambda ctx: _sent_by_a_monster_effect(ctx) and ctx.can_special_summon(),
            resolve=_summon_self,
        ),
        Effect(
            EffectKind.IGNITION,
            description="Tribute itself: destroy an opposing monster, then mill 3",
            cost=_tribute_self,
            targets=kit.monsters(Scope.OPPONENTS_FIELD),
            target_count=1,
            resolve=_destroy_then_mill,
        ),
    )
