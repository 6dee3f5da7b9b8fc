"""Tragoedia (98777036): when its holder's team takes battle damage, it may be Special Summoned
from the hand; it gains 600 ATK and DEF for each card in its controller's and their teammate's
hands; once per turn it sends a monster from the hand to the Graveyard to take control of a
face-up monster of that Level an opponent controls; once per turn its Level becomes that of a
monster in the team's Graveyards until the end of the turn.

Era wording (Master Rule 2, the same as the database's), paraphrased: an optional "When" trigger in
the hand (it can miss the timing) Special Summons it after its holder takes battle damage;
continuously it gains 600 ATK and DEF per card in its controller's hand; an ignition effect, once
per turn, sends a monster from the hand to the Graveyard as its cost and takes for good a targeted
face-up monster of an opponent whose Level equals the sent monster's (`engine.control`); another,
once per turn, copies a targeted Graveyard monster's Level until the turn ends (`engine.levels`:
the new Level counts for Xyz Summons). Its printed ATK/DEF are "?": 0 before the gains.

Seed 001 readings:
- "you take battle damage" is battle damage to the team's shared Life Points (section A).
- "your hand" and "your GY" count the teammate's: section E, "If a card references another card
  that "you control" or "your" hand, Deck, Extra Deck, Graveyard, or Banished Zone, it counts
  cards in your teammate's Zones as well as your own." So the gain counts both teammates'
  hands; the monster sent as the cost is from the controller's own hand (sending a card from a
  hand is its holder's act).
- "a face-up monster your opponent controls" is on either opponent's field (section E); the
  monster taken moves to the controller's field (`engine.control`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.causes import damage
from tagduel.engine.effects import StatChange
from tagduel.engine.events import LpCause
from tagduel.engine.levels import set_level_this_turn

PASSCODE: Final = 98777036

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand when the team takes battle damage; +600 ATK/DEF per card "
        "in the team's hands; once per turn sends a hand monster to the Graveyard to take an "
        "opponent's face-up monster of that Level; once per turn copies the Level of a monster "
        "in the team's Graveyards."
    )
}


def _battle_damage_to_team(ctx: EffectContext) -> bool:
    taken = damage(ctx.event)
    return (
        taken is not None
        and taken.team is ctx.team
        and taken.cause is LpCause.BATTLE
        and ctx.can_special_summon()
    )


def _summon_self(ctx: EffectContext) -> None:
    if ctx.card.location is Location.HAND:
        ctx.special_summon(ctx.card)


def _per_card_in_hands(ctx: EffectContext, monster: CardInstance) -> tuple[int, int]:
    count = len(ctx.cards(Location.HAND, Scope.YOURS))
    return 600 * count, 600 * count


def _hand_monsters(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].hand if c.card.is_monster]


def _same_level(ctx: EffectContext, check_only: bool) -> bool:
    """Cost: the monster sent has the Level of the target; then it is sent."""
    if ctx.costs and ctx.targets and ctx.costs[0].card.level != ctx.targets[0].card.level:
        return False
    if not check_only:
        for card in ctx.costs:
            ctx.send_to(card, Location.GY)
    return True


def _takeable(ctx: EffectContext) -> Sequence[CardInstance]:
    return [
        c
        for c in ctx.monsters(Scope.OPPONENTS_FIELD)
        if c.face_up and c.card.level > 0 and ctx.can_take_control(c)
    ]


def _take(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.face_up and target.zone_seat in ctx.seats(Scope.OPPONENTS_FIELD):
            ctx.take_control(target)


def _copy_level(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.card.level > 0:
            set_level_this_turn(ctx.state, ctx.card, target.card.level)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="team battle damage: Special Summons itself from the hand",
            on=On.DAMAGE,
            watch=True,
            where=(Location.HAND,),
            optional=True,
            when=True,
            condition=_battle_damage_to_team,
            resolve=_summon_self,
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="+600 ATK/DEF per card in the team's hands",
            affects=lambda ctx: [ctx.card],
            stats=StatChange(amount=_per_card_in_hands),
        ),
        Effect(
            EffectKind.IGNITION,
            description="a hand monster to the Graveyard (cost): take an opposing face-up monster of its Level",
            once_per_turn=True,
            cost_cards=_hand_monsters,
            cost_count=1,
            cost=_same_level,
            targets=_takeable,
            target_count=1,
            resolve=_take,
        ),
        Effect(
            EffectKind.IGNITION,
            description="copy the Level of a monster in a team Graveyard this turn",
            once_per_turn=True,
            targets=kit.cards(Location.GY, Scope.YOURS, kit.is_monster),
            target_count=1,
            resolve=_copy_level,
        ),
    )
