"""Black-Winged Dragon (Synchro Monster): effect damage its team would take puts a Black Feather
Counter on it instead; it loses 700 ATK for each; once per turn it removes them all to make a
targeted face-up monster of the opponents lose 700 ATK for each, and the opposing team takes the
ATK lost.

The database's text, in our words: effect damage to its controller is replaced by one Black
Feather Counter on it (`damage_replacements`); its ATK drops by 700 per counter; an Ignition
Effect, once per turn, whose cost is taking off every counter, targets a face-up opposing monster
that then loses 700 ATK per counter taken off (for as long as it stays on the field), and the
opposing team takes as much damage as the ATK the target really lost (never below 0). Its
Synchro Materials, a Tuner and one or more non-Tuners, are the engine's default.

Seed 001 readings: the team's Life Points are one total (section A), so the replacement covers
damage to the teammate too; "your opponent controls" is either opponent's monster (section E);
the damage comes off the opposing team's Life Points.
"""

from __future__ import annotations

from typing import Final

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
from tagduel.engine.damage_replacements import counter_instead
from tagduel.engine.effects import StatChange

PASSCODE: Final = 9012916
FEATHER: Final = "Black Feather Counter"
PER_COUNTER: Final = 700
REMOVED: Final = "feathers_removed"

SUMMARY: Final = {
    PASSCODE: (
        "Effect damage to its team becomes Black Feather Counters on it (700 ATK less each); "
        "once per turn removes them to cut a targeted opposing monster's ATK by 700 each and "
        "deal the ATK lost to the opposing team."
    )
}


def _loses(ctx: EffectContext, monster: CardInstance) -> tuple[int, int]:
    return -PER_COUNTER * ctx.counters(monster, FEATHER), 0


def _remove_all(ctx: EffectContext, check_only: bool) -> bool:
    held = ctx.counters(ctx.card, FEATHER)
    if check_only:
        return held > 0
    ctx.remove_counter(ctx.card, FEATHER, held)
    ctx.card.memory[REMOVED] = held
    return True


def _drain(ctx: EffectContext) -> None:
    removed = ctx.card.memory.pop(REMOVED, 0)
    for target in ctx.targets:
        if target.location is not Location.MONSTERS or not target.face_up or not removed:
            continue
        before = target.attack_value()
        ctx.boost(target, -PER_COUNTER * removed, this_turn=False)
        lost = before - target.attack_value()
        if lost > 0:
            ctx.damage_opponent(lost)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        counter_instead(FEATHER),
        Effect(
            EffectKind.CONTINUOUS,
            description="700 ATK less per Black Feather Counter",
            affects=lambda ctx: [ctx.card],
            stats=StatChange(amount=_loses),
        ),
        Effect(
            EffectKind.IGNITION,
            description="take off the counters: an opposing monster loses 700 ATK per counter; "
            "the ATK lost is dealt as damage",
            once_per_turn=True,
            cost=_remove_all,
            targets=kit.monsters(Scope.OPPONENTS_FIELD, kit.face_up),
            target_count=1,
            resolve=_drain,
        ),
    )
