"""Blackwing Armor Master (Synchro Monster): a "Blackwing" Tuner and one or more non-Tuners;
battle does not destroy it and its team takes no battle damage from its battles; at the end of a
Damage Step in which it attacked a monster it may put a Wedge Counter on that monster; it may
take every Wedge Counter off the opponents' monsters to make their ATK and DEF 0 this turn.

The database's text, in our words: battle never destroys it (`Tag.NOT_DESTROYED_BY_BATTLE`), and
its controller takes no battle damage from any battle it is in (`card_properties`); after a
battle it started against a monster, when the Damage Step ends, its duelist may put one Wedge
Counter on that monster if it has none (`damage_step_timing`: the monster must still be on the
field); and its duelist may take off all the Wedge Counters on opposing monsters, whose ATK and
DEF then are 0 until the turn ends. The database's text names no Quick Effect for the last one,
so it is an Ignition Effect, the removal being its cost.

Seed 001 readings: the team's Life Points are shared (section A), so the protection from battle
damage is the team's; the opposing monsters are both opponents' (section E).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._blackwing import is_blackwing_monster
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
)
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.cardevents import DamageStepReached
from tagduel.engine.tags import Tag

PASSCODE: Final = 69031175
WEDGE: Final = "Wedge Counter"
HAD_WEDGE: Final = "wedge_removed"

SUMMARY: Final = {
    PASSCODE: (
        "Cannot be destroyed by battle, its team takes no battle damage from its battles; "
        "puts a Wedge Counter on a monster it attacked, and may remove them all to make those "
        "monsters' ATK and DEF 0 this turn."
    )
}


def _attacked_monster(ctx: EffectContext) -> CardInstance | None:
    event = ctx.event
    if not isinstance(event, DamageStepReached) or event.attacker_uid != ctx.card.uid:
        return None
    target = ctx.state.find(event.target_uid) if event.target_uid else None
    if target is None or target.location is not Location.MONSTERS:
        return None
    return target


def _can_wedge(ctx: EffectContext) -> bool:
    target = _attacked_monster(ctx)
    return target is not None and ctx.counters(target, WEDGE) == 0


def _wedge(ctx: EffectContext) -> None:
    target = _attacked_monster(ctx)
    if target is not None and ctx.counters(target, WEDGE) == 0:
        ctx.add_counter(target, WEDGE)


def _wedged(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in ctx.monsters(Scope.OPPONENTS_FIELD) if ctx.counters(c, WEDGE)]


def _remove_wedges(ctx: EffectContext, check_only: bool) -> bool:
    wedged = _wedged(ctx)
    if check_only:
        return bool(wedged)
    for monster in wedged:
        ctx.remove_counter(monster, WEDGE, ctx.counters(monster, WEDGE))
        monster.memory[HAD_WEDGE] = ctx.state.turn
    return True


def _zero(ctx: EffectContext) -> None:
    for monster in ctx.monsters(Scope.OPPONENTS_FIELD):
        if monster.memory.pop(HAD_WEDGE, 0) == ctx.state.turn and monster.face_up:
            ctx.set_stats(monster, atk=0, defense=0)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, tuner_filter=is_blackwing_monster),
        Effect(
            EffectKind.CONTINUOUS,
            description="cannot be destroyed by battle",
            tags=frozenset({Tag.NOT_DESTROYED_BY_BATTLE}),
        ),
        *declare(Property.NO_BATTLE_DAMAGE_TO_YOU),
        Effect(
            EffectKind.TRIGGER,
            description="Damage Step over after its attack: a Wedge Counter on the monster",
            on=On.DAMAGE_STEP_END,
            optional=True,
            condition=_can_wedge,
            resolve=_wedge,
        ),
        Effect(
            EffectKind.IGNITION,
            description="take the Wedge Counters off the opposing monsters: they have 0 ATK and "
            "DEF this turn",
            cost=_remove_wedges,
            resolve=_zero,
        ),
    )
