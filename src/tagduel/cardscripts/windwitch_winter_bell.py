"""Windwitch - Winter Bell (14577226): a Synchro Monster (1 Tuner + 1 or more non-Tuner WIND
monsters): once per turn it deals 200 damage per Level of a "Windwitch" monster in the team's
Graveyards; once per turn, in either duelist's Battle Phase, it Special Summons a monster from
its duelist's hand whose Level is at most that of a "Windwitch" the team controls (it can't
attack that turn).

Era wording (the card's database text), in our words: "1 Tuner + 1 or more non-Tuner WIND
monsters. You can target 1 "Windwitch" monster in your Graveyard; inflict damage to your opponent
equal to that target's Level x 200. During either player's Battle Phase: You can target 1
"Windwitch" monster you control; Special Summon 1 monster from your hand with a Level less than
or equal to that monster, but it cannot attack this turn. You can only use each effect of
"Windwitch - Winter Bell" once per turn." The first is an Ignition Effect; the second a Quick
Effect (Spell Speed 2) usable in any Battle Phase.

Seed 001 readings:
- "your Graveyard" includes the teammate's (section A); "a Windwitch monster you control" too
  (section E); the hand is the activating duelist's own;
- "either player's Battle Phase" is any of the four duelists' Battle Phase, and a teammate may
  use it as a Spell Speed 2 effect (section D);
- the damage goes to the opposing team's one total (section A); "each effect once per turn"
  binds the team (`hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.cardscripts._cyber_dark import WINDWITCH
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Phase,
    Scope,
    Scripts,
    hard_once,
    kit,
)

PASSCODE: Final = 14577226
PER_LEVEL: Final = 200

SUMMARY: Final = {
    PASSCODE: (
        'Synchro (WIND): burns 200 per Level of a "Windwitch" in the team\'s Graveyards; in a '
        'Battle Phase summons a hand monster no higher than a team "Windwitch".'
    )
}

_WINDWITCH: Final = kit.all_of(kit.is_monster, kit.archetype(WINDWITCH))


def _burn(ctx: EffectContext) -> None:
    for target in ctx.targets:
        ctx.damage_opponent(PER_LEVEL * target.card.level)


def _windwitches(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.monsters(Scope.YOURS) if c.face_up and _WINDWITCH(c)]


def _low_enough(ctx: EffectContext, level: int) -> list[CardInstance]:
    hand = ctx.state.zones[ctx.seat].hand
    return [c for c in hand if c.card.is_monster and 0 < c.card.level <= level]


def _can_summon_under(ctx: EffectContext) -> bool:
    top = max((c.card.level for c in _windwitches(ctx)), default=0)
    room = ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0
    return room and ctx.can_special_summon() and bool(_low_enough(ctx, top))


def _summon_from_hand(ctx: EffectContext) -> None:
    if not ctx.targets or not ctx.can_special_summon():
        return
    pool = _low_enough(ctx, ctx.targets[0].card.level)
    for card in ctx.choose_cards(ctx.seat, pool, 1, 1):
        if ctx.special_summon(card):
            ctx.forbid_attack_this_turn(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_filter=kit.attribute(Attribute.WIND)),
        Effect(
            EffectKind.IGNITION,
            description='inflict 200 x the Level of 1 "Windwitch" monster in your GY',
            targets=kit.cards(Location.GY, Scope.YOURS, _WINDWITCH),
            target_count=1,
            cost=hard_once.cost("windwitch_winter_bell:1"),
            resolve=_burn,
        ),
        Effect(
            EffectKind.QUICK,
            description="Battle Phase: Special Summon 1 monster from your hand with a Level up "
            'to a "Windwitch" you control',
            condition=lambda ctx: ctx.state.phase is Phase.BATTLE and _can_summon_under(ctx),
            targets=_windwitches,
            target_count=1,
            cost=hard_once.cost("windwitch_winter_bell:2"),
            resolve=_summon_from_hand,
        ),
    )
