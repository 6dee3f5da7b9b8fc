"""Fencing Fire Ferret (Effect Monster): when it is destroyed and sent to the Graveyard, it
destroys 1 targeted face-up monster the opponents control, and the opposing team takes 500.

The database's text, in our words: a mandatory trigger worded "If" (it never misses the timing)
once it is destroyed, by battle or by a card effect, and lies in the Graveyard: it targets a
face-up opposing monster, destroys it, and only if that happens deals 500 to the opposing team.
The effect is its owner's (the Graveyard it is in), so the opposing side is read from the owner.
With no face-up opposing monster it does nothing.

Seed 001 readings: the target may be either opponent's monster (section E: "count both
opponent's sides of the field"); the damage comes off the opposing team's Life Points.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scope, Scripts, kit

PASSCODE: Final = 97396380
DAMAGE: Final = 500

SUMMARY: Final = {
    PASSCODE: (
        "When destroyed and sent to the Graveyard: destroys a targeted face-up monster of "
        "either opponent, then 500 damage to the opposing team."
    )
}


def _in_graveyard(ctx: EffectContext) -> bool:
    return ctx.card.location is Location.GY


def _destroy_and_burn(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location is not Location.MONSTERS or not target.face_up:
            continue
        ctx.destroy(target)
        if target.location is not Location.MONSTERS:
            ctx.damage_opponent(DAMAGE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="destroyed into the Graveyard: destroy a face-up opposing monster, then 500",
            on=On.DESTROYED,
            condition=_in_graveyard,
            targets=kit.monsters(Scope.OPPONENTS_FIELD, kit.face_up),
            target_count=1,
            resolve=_destroy_and_burn,
        ),
    )
