"""Thunder Short (Normal Spell): 400 damage to the opposing team for each monster the opponents
control.

The database's text, in our words: the opposing side takes 400 for every monster on it. Seed 001
readings: the monsters counted are on both opponents' Monster Card Zones (section E: "cards that
reference a card "your opponent controls" count both opponent's sides of the field"), face-up
and Set; the damage comes off the opposing team's shared Life Points (section A). The
teammate's monsters never count. It can't be activated while the opponents control no monster
(it would do nothing).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, Scope, Scripts, kit

PASSCODE: Final = 20264508
PER_MONSTER: Final = 400

SUMMARY: Final = {
    PASSCODE: "400 damage to the opposing team for each monster on both opponents' fields."
}

_their_monsters = kit.monsters(Scope.OPPONENTS_FIELD)


def _shock(ctx: EffectContext) -> None:
    count = len(_their_monsters(ctx))
    if count:
        ctx.damage_opponent(PER_MONSTER * count)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="400 to the opposing team per opposing monster",
            condition=kit.count_at_least(_their_monsters, 1),
            resolve=_shock,
        ),
    )
