"""Cyber Dragon Drei (59281922): named "Cyber Dragon" on the field and in the Graveyard; Normal
Summoned, it may make every "Cyber Dragon" the team controls Level 5 (then its team may Special
Summon only Machine monsters that turn); banished, it may protect a "Cyber Dragon" the team
controls from destruction for the turn.

Era wording (the card's database text), in our words: "This card's name becomes "Cyber Dragon"
while on the field or in the GY. When this card is Normal Summoned: You can make all "Cyber
Dragon" you currently control become Level 5. You cannot Special Summon monsters the turn you
activate this effect, except Machine monsters. If this card is banished: You can target 1 "Cyber
Dragon" you control; it cannot be destroyed by battle or card effects this turn." The Level
change lasts while each monster stays on the field (`levels.set_level`); the first effect is a
"When ... you can" trigger (it can miss the timing), the second an "If" trigger.

Seed 001 readings:
- "you control" includes the teammate's "Cyber Dragon" — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own.";
- "You cannot Special Summon ... except Machine monsters" binds the team — section E, "If a card
  prevents you from performing an action, it prevents your teammate as well"
  (`summon_limits.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import is_cyber_dragon
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    On,
    Scope,
    Scripts,
    levels,
    protection,
)
from tagduel.engine.events import Summoned
from tagduel.engine.summon_limits import Limit, limit_this_turn

PASSCODE: Final = 59281922

SUMMARY: Final = {
    PASSCODE: (
        'Named "Cyber Dragon"; Normal Summoned, makes the team\'s "Cyber Dragon" Level 5 (then '
        'Machine-only Special Summons); banished, shields a "Cyber Dragon" for the turn.'
    )
}


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how in ("normal", "tribute")


def _cyber_dragons(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.monsters(Scope.YOURS) if c.face_up and is_cyber_dragon(c)]


def _machines_only(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        limit_this_turn(ctx, Limit.MACHINE)
    return True


def _level_5(ctx: EffectContext) -> None:
    for dragon in _cyber_dragons(ctx):
        levels.set_level(ctx.state, dragon, 5)


def _shield(ctx: EffectContext) -> None:
    for target in ctx.targets:
        protection.protect_this_turn(ctx, target)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description='Normal Summoned: all "Cyber Dragon" you control become Level 5',
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=_normal_summoned,
            cost=_machines_only,
            resolve=_level_5,
        ),
        Effect(
            EffectKind.TRIGGER,
            description='banished: 1 "Cyber Dragon" you control can\'t be destroyed this turn',
            on=On.BANISHED,
            optional=True,
            targets=_cyber_dragons,
            target_count=1,
            resolve=_shield,
        ),
    )
