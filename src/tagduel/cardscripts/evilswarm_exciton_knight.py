"""Evilswarm Exciton Knight (46772449): a Rank 4 Xyz Monster (2 Level 4 monsters) that, in its
controller's Main Phase or an opponent's Battle Phase, while the opposing side holds more cards
than its own, detaches 1 material to destroy every other card on the four fields; the opposing
team then takes no more damage this turn. Once per chain.

Era wording (the database's text), paraphrased: a quick effect, usable once per chain in its
controller's Main Phase or an opponent's Battle Phase while the opposing side holds more cards in
hand and on the field than its own; detaching a material is its cost; it destroys every other card
on the field and leaves the opponent immune to damage for the rest of the turn
(`engine.damage_immunity`). "Once per chain" allows it again in a later chain. Not in the Damage
Step.

Seed 001 readings:
- the count compares the two sides as the rules read each word: "your opponent's hand" is the
  hand of the opponent across (section E: "any part of the card's effect affects your
  opponent's hand ... the opponent sitting directly across"), "their field" both opponents'
  fields ("cards that reference a card "your opponent controls" count both opponent's sides of
  the field"); "you" counts the controller's and the teammate's hands and fields ("your hand"
  and "you control" count the teammate's zones).
- "your Main Phase" is the controller's own turn (the rules widen "your" for zones, not turns);
  "your opponent's Battle Phase" is the Battle Phase of either opponent's turn.
- "all other cards on the field" are the cards of all four fields (section E: "all").
- "your opponent takes no further damage" is the opposing team, whose Life Points are shared
  (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scope, Scripts, kit
from tagduel.engine.damage_immunity import protect_this_turn
from tagduel.engine.state import Phase

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_BATTLE: Final = Phase.BATTLE
_HAND: Final = Location.HAND

PASSCODE: Final = 46772449

SUMMARY: Final = {
    PASSCODE: (
        "Rank 4: in its controller's Main Phase or an opponent's Battle Phase, while the "
        "opponents hold more cards, detach 1 to destroy every other card on the field; the "
        "opposing team takes no more damage this turn. Once per chain."
    )
}


def _theirs(ctx: EffectContext) -> int:
    hand = ctx.cards(Location.HAND, Scope.OPPONENT_ACROSS)
    return len(hand) + len(ctx.field_cards(Scope.OPPONENTS_FIELD))


def _ours(ctx: EffectContext) -> int:
    return len(ctx.cards(_HAND, Scope.YOURS)) + len(ctx.field_cards(Scope.YOURS))


def _when(ctx: EffectContext) -> bool:
    state = ctx.state
    if state.turn_seat is ctx.seat:
        return state.phase in (Phase.MAIN1, Phase.MAIN2)
    return state.turn_seat.team is not ctx.team and state.phase is _BATTLE


def _once_per_chain(ctx: EffectContext) -> bool:
    return all(link.uid != ctx.card.uid for link in ctx.state.chain)


def _may(ctx: EffectContext) -> bool:
    return _when(ctx) and _once_per_chain(ctx) and _theirs(ctx) > _ours(ctx)


def _destroy_all_other(ctx: EffectContext) -> None:
    ctx.destroy_all(c for c in ctx.field_cards(Scope.ALL) if c.uid != ctx.card.uid)
    protect_this_turn(ctx.state, ctx.team.other, ctx.seat, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.QUICK,
            description="opponents hold more cards; 1 material: every other card is destroyed, no more damage to them this turn",
            condition=_may,
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=kit.detach_chosen,
            resolve=_destroy_all_other,
        ),
    )
