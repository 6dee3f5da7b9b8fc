"""Number 11: Big Eye (80117527): a Rank 7 Xyz Monster (2 Level 7 monsters) that, once per turn,
detaches 1 material to take control of a monster an opponent controls; it can't attack that
turn.

Era wording (Master Rule 2, the same today), in our words: "Once per turn: You can detach 1
material from this card, then target 1 monster your opponent controls; take control of that
monster. This card cannot attack the turn this effect is activated." Control is taken for good
(no time limit); the monster moves to a free Monster Card Zone of Big Eye's controller (none
free: the effect can't be activated, `engine/control.py`).

Seed 001 readings:
- the materials may be the teammate's face-up monsters; the Xyz Monster comes from the
  summoner's own Extra Deck — section A, "Any member of a team may use any Monster Cards in play
  on their team's side of the field for ... Extra Deck Summons", "Duelists may only summon from
  their own Extra Deck and not their teammates."
- "a monster your opponent controls" is either opponent's — section E, "cards that reference a
  card "your opponent controls" count both opponent's sides of the field." Never the teammate's.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, Scope, Scripts, kit

PASSCODE: Final = 80117527

SUMMARY: Final = {
    PASSCODE: (
        "Xyz (2 Level 7); once per turn detaches 1 material to take control of a monster either "
        "opponent controls, and can't attack that turn."
    )
}


def _takeable(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.monsters(Scope.OPPONENTS_FIELD) if ctx.can_take_control(c)]


def _detach_and_hold_back(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return bool(ctx.costs)
    ctx.detach(ctx.costs)
    ctx.forbid_attack_this_turn(ctx.card)
    return True


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.IGNITION,
            description="detach 1 material: take control of 1 monster your opponent controls",
            once_per_turn=True,
            targets=_takeable,
            target_count=1,
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=_detach_and_hold_back,
            resolve=kit.take_control_of_targets(),
        ),
    )
