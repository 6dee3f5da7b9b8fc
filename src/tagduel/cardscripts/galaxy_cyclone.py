"""Galaxy Cyclone (5133471): destroys a Set Spell/Trap on any of the four fields; from its owner's
Graveyard, in their Main Phase of a later turn, it banishes itself to destroy a face-up
Spell/Trap on the field, once per turn.

Era wording (the database's text), paraphrased: a Normal Spell destroying a targeted Set Spell or
Trap; from the Graveyard, in its owner's Main Phase but not in the turn it arrived there, an
ignition effect whose cost is banishing it destroys a targeted face-up Spell or Trap. The Graveyard
effect is an ignition effect (its owner's Main Phase); the turn it went to the Graveyard is read
from the log (the last time it moved there); the once-per-turn limit binds every copy and the team
(`engine.hard_once`; seed 001 E: "If a card prevents you from performing an action, it prevents
your teammate as well").

Seed 001 readings:
- "on the field" is any of the four fields (section E: "all" Spells and Traps), the teammate's
  and the activator's own included.
- "your Main Phase" and "your GY" are the owner's own (a card in a Graveyard is its owner's).
- banishing from a Graveyard is impossible while an effect forbids it (Kycoo the Ghost
  Destroyer binds both opponents).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scope,
    Scripts,
    hard_once,
    kit,
)
from tagduel.engine.events import Moved, TurnStarted

PASSCODE: Final = 5133471
ONCE: Final = "galaxy_cyclone"

SUMMARY: Final = {
    PASSCODE: (
        "Destroys a Set Spell/Trap on any field; from the Graveyard in a later turn, banishes "
        "itself to destroy a face-up Spell/Trap (once per turn)."
    )
}

_set_spell_traps = kit.field_cards(Scope.ALL, kit.all_of(kit.is_spell_or_trap, kit.face_down))


def _not_sent_this_turn(ctx: EffectContext) -> bool:
    """It went to the Graveyard before this turn (scanning the log back to this turn's start)."""
    uid = ctx.card.uid
    for event in reversed(ctx.state.events):
        if isinstance(event, TurnStarted):
            return True
        if isinstance(event, Moved) and event.uid == uid and event.destination == "gy":
            return False
    return True


def _banish_self(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return ctx.can_banish_from_gy()
    ctx.banish(ctx.card)
    return True


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy a Set Spell/Trap anywhere",
            targets=lambda ctx: [c for c in _set_spell_traps(ctx) if c.uid != ctx.card.uid],
            target_count=1,
            resolve=kit.destroy_targets,
        ),
        Effect(
            EffectKind.IGNITION,
            description="from the Graveyard, a later turn, banished (cost): destroy a face-up Spell/Trap",
            where=(Location.GY,),
            condition=kit.both(_not_sent_this_turn, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE, _banish_self),
            targets=kit.field_cards(Scope.ALL, kit.all_of(kit.is_spell_or_trap, kit.face_up)),
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
