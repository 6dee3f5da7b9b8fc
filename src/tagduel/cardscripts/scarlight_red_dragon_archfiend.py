"""Scarlight Red Dragon Archfiend (80666118): a Level 8 Synchro Monster (1 Tuner + 1 or more
non-Tuners) that, once per turn, destroys every other Special Summoned Effect Monster on the
four fields with ATK at most its own, then inflicts 500 damage to the opposing team for each.

Era wording (the database's text), paraphrased: an ignition effect, once per turn, destroys every
other face-up Effect Monster that was Special Summoned and whose ATK does not exceed Scarlight's
(compared as it resolves), then burns the opponent for 500 per monster destroyed; it needs one such
monster to be activated. Its name counting as Red Dragon Archfiend on the field and in the
Graveyard is not scripted: no scripted card of the era refers to that name.

Seed 001 readings:
- "on the field" is all four fields, the teammate's monsters included: section E, "If a card
  specifically states it affects all Duelists, Monsters, Spells, or Traps, then it affects both
  Teams (all 4 Duelists.)"
- the damage goes to the opposing team's shared Life Points (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import CardType
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.special_summons import was_special_summoned

PASSCODE: Final = 80666118

SUMMARY: Final = {
    PASSCODE: (
        "Synchro: once per turn destroys every other Effect Monster that was Special "
        "Summoned, on all four fields, whose ATK is not above its own; 500 damage to the "
        "opposing team apiece."
    )
}


def _victims(ctx: EffectContext) -> list[CardInstance]:
    atk = ctx.card.attack_value()
    return [
        c
        for c in ctx.monsters(Scope.ALL)
        if c.uid != ctx.card.uid
        and c.face_up
        and bool(int(c.card.types) & int(CardType.EFFECT))
        and was_special_summoned(c)
        and c.attack_value() <= atk
    ]


def _destroy_and_burn(ctx: EffectContext) -> None:
    if ctx.card.location is not Location.MONSTERS or not ctx.card.face_up:
        return
    victims = _victims(ctx)
    ctx.destroy_all(victims)
    destroyed = sum(1 for c in victims if c.location is not Location.MONSTERS)
    if destroyed:
        ctx.damage_opponent(500 * destroyed)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="destroy each other Effect Monster that was Special Summoned and is not stronger; 500 per monster",
            once_per_turn=True,
            condition=kit.count_at_least(_victims, 1),
            resolve=_destroy_and_burn,
        ),
    )
