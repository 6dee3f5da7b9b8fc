"""Performage Trick Clown (67696066): sent to the Graveyard, its owner may Special Summon a
"Performage" monster from their own or their teammate's Graveyard with its ATK and DEF made 0,
then the team takes 1000 damage; once per turn.

Era wording (the database's text), paraphrased: an optional "If" trigger (it never misses the
timing) when it goes to the Graveyard revives a targeted Performage monster from the Graveyard
(itself included) with its ATK and DEF set to 0 while it stays, then inflicts 1000 damage on its
controller; the limit of once per turn binds every copy and the team (`engine.hard_once`; seed 001
E: "If a card prevents you from performing an action, it prevents your teammate as well").

Seed 001 readings:
- "your GY" is both teammates' Graveyards (section A: "Duelists may use their teammate's
  Graveyard as if it was their own"); the monster comes to the owner's field.
- "you take 1000 damage" comes off the team's shared Life Points (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    hard_once,
    kit,
)

PASSCODE: Final = 67696066
PERFORMAGE: Final = 0xC6
ONCE: Final = "performage_trick_clown"

SUMMARY: Final = {
    PASSCODE: (
        'Sent to the Graveyard: once per turn may Special Summon a "Performage" monster from the '
        "team's Graveyards with 0 ATK/DEF, then the team takes 1000 damage."
    )
}

_performage_in_gy = kit.cards(
    Location.GY, Scope.YOURS, kit.all_of(kit.is_monster, kit.archetype(PERFORMAGE))
)


def _summon_at_zero(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if ctx.special_summon(target):
            ctx.set_stats(target, atk=0, defense=0, this_turn=False)
            ctx.damage(ctx.team, 1000)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="to the Graveyard: revive a Performage monster at 0 ATK/DEF; the team takes 1000",
            on=On.SENT_TO_GY,
            optional=True,
            condition=kit.both(hard_once.unused(ONCE), kit.can_special_summon),
            cost=hard_once.cost(ONCE),
            targets=_performage_in_gy,
            target_count=1,
            resolve=_summon_at_zero,
        ),
    )
