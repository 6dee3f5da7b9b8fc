"""Premature Burial (Equip Spell): pay 800 Life Points to Special Summon 1 monster from the
team's Graveyards in Attack Position, equipped with this card; destroying this card destroys the
monster.

In our words: an 800 LP cost, then a monster of your Graveyard comes back in Attack Position with
this card equipped; if this card is destroyed, so is that monster. Seed 001 A: "Duelists may use
their teammate's Graveyard as if it was their own" (`Scope.YOURS`): the target may be in the
teammate's Graveyard; it comes to the activator's field. The 800 Life Points come from the
team's total (seed 001 A). As an Equip Card it is destroyed when the monster leaves the field
(`equips.py`). A monster that cannot be Special Summoned is no target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts.monster_reborn import has_room
from tagduel.engine import CardInstance, EffectContext, Location, Scope, Scripts, kit
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.effects import Effect
from tagduel.engine.summon_conditions import may_special_summon

PASSCODE: Final = 70828912
COST: Final = 800

SUMMARY: Final = {
    PASSCODE: (
        "Pay 800 LP: Special Summons 1 monster from the team's Graveyards in Attack Position, "
        "equipped with this card; if this card is destroyed, so is the monster."
    )
}


def _your_graveyards(ctx: EffectContext) -> Sequence[CardInstance]:
    pool = ctx.cards(Location.GY, Scope.YOURS)
    return [c for c in pool if c.card.is_monster and may_special_summon(ctx.game, c, ctx.seat)]


def _revive_and_equip(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if ctx.special_summon(target) and ctx.equip(target):
            ctx.bind(ctx.card, target, on_destruction=True)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="pay 800 LP; Special Summon 1 monster from your Graveyard, equipped",
            condition=kit.both(has_room, kit.can_special_summon),
            cost=kit.pay_lp(COST),
            targets=_your_graveyards,
            target_count=1,
            resolve=_revive_and_equip,
        ),
        *declare(Property.SPECIAL_SUMMONS),
    )
