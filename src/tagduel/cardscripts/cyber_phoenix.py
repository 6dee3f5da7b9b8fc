"""Cyber Phoenix (3370104): while in Attack Position it negates Spell/Trap effects that target
exactly 1 Machine monster its team controls; destroyed by battle and sent to the Graveyard, its
controller may draw 1 card.

Era wording (Master Rule 2), in our words: "While this card is in Attack Position, negate the
effects of Spell and Trap Cards that target 1 Machine-Type monster on your side of the field (and
no other cards). When this card is destroyed by battle and sent to the Graveyard: You can draw 1
card." The negation applies when the Spell/Trap effect resolves (`protection.negates_link`); the
draw is a "When ... you can" trigger (it misses the timing if something else happens after it).

Seed 001 readings: "a Machine monster you control" includes the teammate's Machine monsters —
section E, "If a card references another card that "you control" ... it counts cards in your
teammate's Zones as well as your own." Any duelist's Spell or Trap is negated, the teammate's
included (the text does not say whose).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    On,
    Position,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.causes import event_index
from tagduel.engine.events import Destroyed
from tagduel.engine.tags import Tag

PASSCODE: Final = 3370104

SUMMARY: Final = {
    PASSCODE: (
        "In Attack Position, negates Spell/Trap effects aimed at only one of the team's Machine "
        "monsters; destroyed by battle, its controller may draw 1."
    )
}

_MACHINE: Final = kit.race(Race.MACHINE)


def _machines(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.monsters(Scope.YOURS) if c.face_up and _MACHINE(c)]


def _destroyed_by_battle(ctx: EffectContext) -> bool:
    index = event_index(ctx.state, ctx.event)
    if index < 1:
        return False
    before = ctx.state.events[index - 1]
    return isinstance(before, Destroyed) and before.by == "battle" and before.uid == ctx.card.uid


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="negate Spell/Trap effects that target only 1 Machine you control",
            condition=lambda ctx: ctx.card.position is Position.ATTACK,
            affects=_machines,
            tags=frozenset({Tag.NEGATES_TARGETING_SPELL_TRAP}),
        ),
        Effect(
            EffectKind.TRIGGER,
            description="destroyed by battle and sent to the GY: draw 1 card",
            on=On.SENT_TO_GY,
            optional=True,
            when=True,
            condition=_destroyed_by_battle,
            resolve=kit.draw(1),
        ),
    )
