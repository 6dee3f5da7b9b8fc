"""Enemy Controller (98045062): a Quick-Play Spell that changes the battle position of a face-up
monster either opponent controls, or Tributes a monster of its activator's team to take control
of a face-up monster either opponent controls until the End Phase.

Era wording (Master Rule 2, the same as the database's), paraphrased: a Quick-Play Spell with two
effects to pick from when it is activated (its effect 1 and effect 2: `activate "Enemy Controller"
effect 2`): switch the battle position of a targeted face-up monster of an opponent, or, with a
Tribute as the cost, take a targeted face-up monster of an opponent until the End Phase. A monster
switched from Attack Position goes to face-up Defense Position; from Defense, to Attack. The
monster taken moves to the activator's field and goes back in the End Phase (`engine.control`).

Seed 001 readings:
- "your opponent controls" is both opponents' sides of the field: section E, "cards that
  reference a card "your opponent controls" count both opponent's sides of the field." A
  teammate's monster is never a target.
- the Tribute may be the teammate's monster: section E, "A Duelist can allow their teammate to
  use monsters in their Monster Card Zones as Tributes ... or for other appropriate card
  effects."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    Location,
    Position,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.events import PositionChanged

PASSCODE: Final = 98045062

SUMMARY: Final = {
    PASSCODE: (
        "Quick-Play: changes the battle position of a face-up monster an opponent controls, or "
        "Tributes a team monster to take one until the End Phase."
    )
}

_face_up_opponents = kit.monsters(Scope.OPPONENTS_FIELD, kit.face_up)


def _change_position(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location is not Location.MONSTERS or not target.face_up:
            continue
        attack = target.position is Position.ATTACK
        target.position = Position.DEFENSE if attack else Position.ATTACK
        ctx.state.emit(PositionChanged(target.zone_seat, target.name, target.position.value))


def _takeable(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in _face_up_opponents(ctx) if ctx.can_take_control(c)]


def _tribute_not_the_target(ctx: EffectContext, check_only: bool) -> bool:
    if ctx.costs and ctx.targets and ctx.costs[0].uid == ctx.targets[0].uid:
        return False
    return kit.tribute_chosen(ctx, check_only)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="switch an opposing face-up monster's battle position",
            targets=_face_up_opponents,
            target_count=1,
            resolve=_change_position,
        ),
        Effect(
            description="Tribute (cost): take an opposing face-up monster until the End Phase",
            cost_cards=kit.tributes,
            cost_count=1,
            cost=_tribute_not_the_target,
            targets=_takeable,
            target_count=1,
            resolve=kit.take_control_of_targets(until_end_phase=True),
        ),
    )
