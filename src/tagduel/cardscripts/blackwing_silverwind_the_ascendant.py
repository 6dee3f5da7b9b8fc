"""Blackwing - Silverwind the Ascendant (Synchro Monster): a "Blackwing" Tuner and two or more
non-Tuners; after its Synchro Summon it may destroy up to two targeted face-up monsters whose DEF
is below its ATK (its duelist's team then attacks no more that turn); in each opponent's turn,
the team's first "Blackwing" about to be destroyed by battle stays.

The database's text, in our words: its materials are a "Blackwing" Tuner plus at least two
non-Tuners; after the Synchro Summon, an optional trigger worded "When" (it misses the timing)
targets one or two face-up monsters anywhere whose DEF is lower than its ATK and destroys them,
and its duelist gives up the Battle Phase of that turn; in every turn of an opponent, the first
"Blackwing" of its duelist's side that battle would destroy is kept (`once_guards`).

Readings:
- Giving up the Battle Phase is kept as: no attack may be declared this turn, from the
  activation on (the engine's turn still passes through the Battle Phase without attacks); it
  can't be activated once its duelist has entered the Battle Phase this turn.
- Seed 001 E: "If a card prevents you from performing an action, it prevents your teammate as
  well" (the attack ban is the team's, `Scope.PREVENTED_YOU`); "you control" counts the
  teammate's "Blackwing" monsters, guarded in either opponent's turns; "on the field" is all
  four fields.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._blackwing import is_blackwing_monster, your_blackwings
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Forbid,
    On,
    Scope,
    Scripts,
    kit,
    once_guards,
)
from tagduel.engine.events import PhaseEntered, Summoned, TurnStarted

PASSCODE: Final = 33236860

SUMMARY: Final = {
    PASSCODE: (
        "When Synchro Summoned, may destroy up to 2 face-up monsters with DEF below its ATK "
        "(the team then can't attack that turn); in each opponent's turn the team's first "
        "Blackwing about to be destroyed by battle stays."
    )
}


def _lower_def(ctx: EffectContext) -> Sequence[CardInstance]:
    atk = ctx.card.attack_value()
    return [c for c in ctx.monsters(Scope.ALL) if c.face_up and c.defense_value() < atk]


def _battle_phase_entered(ctx: EffectContext) -> bool:
    """This turn is the team's and its duelist has entered the Battle Phase already."""
    state = ctx.state
    if state.turn_seat.team is not ctx.team:
        return False
    for event in reversed(state.events):
        if isinstance(event, TurnStarted):
            return False
        if isinstance(event, PhaseEntered) and event.phase == "battle":
            return True
    return False


def _synchro_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    synchro = isinstance(event, Summoned) and event.how == "synchro"
    return synchro and not _battle_phase_entered(ctx)


def _no_battle_this_turn(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.forbid(Forbid.DECLARE_ATTACK, Scope.PREVENTED_YOU)
    return True


def _opponents_turn(ctx: EffectContext) -> bool:
    return ctx.state.turn_seat.team is not ctx.team


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            tuner_filter=is_blackwing_monster,
            material_count=2,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="after its Synchro Summon: destroy 1 or 2 face-up monsters with DEF below "
            "its ATK; no attacks for the team this turn",
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=_synchro_summoned,
            cost=_no_battle_this_turn,
            targets=_lower_def,
            target_count=2,
            target_min=1,
            resolve=kit.destroy_targets,
        ),
        once_guards.battle_guard(
            "in each opponent's turn the team's first Blackwing that battle would destroy stays",
            affects=your_blackwings,
            condition=_opponents_turn,
        ),
    )
