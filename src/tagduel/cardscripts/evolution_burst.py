"""Evolution Burst (52875873): while the activator's team controls "Cyber Dragon", destroy 1
card an opponent controls; the team's "Cyber Dragon" can't attack that turn.

Era wording (Master Rule 2), in our words: "If you control "Cyber Dragon": Target 1 card your
opponent controls; destroy that target. "Cyber Dragon" cannot attack the turn you activate this
card." The attack lock is applied when it resolves, to every "Cyber Dragon" the team controls
then (cards named "Cyber Dragon" on the field: `_cyber_dark.named_as`).

Seed 001 readings:
- "you control" includes the teammate's "Cyber Dragon" — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own."
- "your opponent controls" is either opponent's side — section E, "cards that reference a card
  "your opponent controls" count both opponent's sides of the field."
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import face_up_monsters, is_cyber_dragon
from tagduel.engine import CardInstance, Effect, EffectContext, Scope, Scripts, kit

PASSCODE: Final = 52875873

SUMMARY: Final = {
    PASSCODE: (
        'While the team controls "Cyber Dragon", destroys 1 card of either opponent; the '
        "team's \"Cyber Dragon\" can't attack that turn."
    )
}


def _cyber_dragons(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in face_up_monsters(ctx, Scope.YOURS) if is_cyber_dragon(c)]


def _destroy_and_hold_back(ctx: EffectContext) -> None:
    ctx.destroy_all(ctx.targets)
    for dragon in _cyber_dragons(ctx):
        ctx.forbid_attack_this_turn(dragon)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy 1 card your opponent controls",
            condition=lambda ctx: bool(_cyber_dragons(ctx)),
            targets=kit.field_cards(Scope.OPPONENTS_FIELD),
            target_count=1,
            resolve=_destroy_and_hold_back,
        ),
    )
