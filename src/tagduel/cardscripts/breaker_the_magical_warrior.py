"""Breaker the Magical Warrior (71413901): Normal Summoned, it gets a Spell Counter (at most 1);
it 300 more ATK for each Spell Counter it holds; it removes a Spell Counter to destroy 1 Spell/Trap
on any of the four fields.

Era wording (the database's text), paraphrased: a mandatory trigger on its Normal Summon puts one
Spell Counter on it (it never holds more than one); each counter raises its ATK by 300; an ignition
effect whose cost is removing a counter destroys one targeted Spell or Trap on the field (no limit
per turn: it holds one counter at most).

Seed 001 reading: "a Spell/Trap on the field" is any of the four duelists' (section E: "If a card
specifically states it affects all Duelists, Monsters, Spells, or Traps, then it affects both
Teams (all 4 Duelists.)"), the teammate's included.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, On, Scope, Scripts, kit
from tagduel.engine.effects import StatChange
from tagduel.engine.events import Summoned

PASSCODE: Final = 71413901
SPELL_COUNTER: Final = "Spell Counter"

SUMMARY: Final = {
    PASSCODE: (
        "Normal Summoned: gets a Spell Counter (max. 1); +300 ATK per counter; removes a counter "
        "to destroy a Spell/Trap on any field."
    )
}


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how == "normal"


def _place_one(ctx: EffectContext) -> None:
    if ctx.counters(ctx.card, SPELL_COUNTER) < 1:
        ctx.add_counter(ctx.card, SPELL_COUNTER)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="Normal Summon: 1 Spell Counter on it (one at most)",
            on=On.SUMMONED,
            condition=_normal_summoned,
            resolve=_place_one,
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="+300 ATK per Spell Counter",
            affects=lambda ctx: [ctx.card],
            stats=StatChange(amount=lambda ctx, m: (300 * ctx.counters(m, SPELL_COUNTER), 0)),
        ),
        Effect(
            EffectKind.IGNITION,
            description="remove a Spell Counter: destroy a Spell/Trap anywhere",
            cost=kit.remove_own_counters(SPELL_COUNTER),
            targets=kit.field_cards(Scope.ALL, kit.is_spell_or_trap),
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
