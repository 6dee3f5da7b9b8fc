"""Trap Hole (4206964): when an opponent Normal or Flip Summons a monster of 1000 ATK or more,
destroys that monster.

Era wording (Master Rule 2, the same as the database's), paraphrased: a Normal Trap answering an
opponent's Normal or Flip Summon of a monster with at least 1000 ATK; it targets that monster and
destroys it. A Tribute Summon is a Normal Summon; a Special Summon is not. It answers the Summon
itself: the Summon must be the last thing that happened (it may be chained to the triggers that
Summon set off).

Seed 001 readings: "your opponent" is either opponent (section E: the duelists of the opposing
team are "your opponent"; a Summon by the teammate is not an opponent's); either duelist of the
defending team may activate their own Set copy (section D). Set cards are activated only by the
duelist who Set them (section E).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, Scripts, kit
from tagduel.engine.chain_events import Activated
from tagduel.engine.events import NARRATIONS, Summoned

PASSCODE: Final = 4206964
_NORMAL: Final = ("normal", "tribute", "flip")

SUMMARY: Final = {
    PASSCODE: (
        "Answers an opponent's Normal or Flip Summon of a monster of 1000 ATK or more: "
        "destroys that monster."
    )
}


def _summoned(ctx: EffectContext) -> CardInstance | None:
    """The monster an opponent just Normal or Flip Summoned (the last happening before the
    activations of this chain), if it has 1000 or more ATK and is still there."""
    for event in reversed(ctx.state.events):
        if isinstance(event, Activated) or type(event) in NARRATIONS:
            continue
        if not isinstance(event, Summoned) or event.how not in _NORMAL:
            return None
        if event.seat.team is ctx.team:
            return None
        card = ctx.state.find(event.uid)
        if card is None or not card.location.on_field or not card.face_up:
            return None
        return card if card.attack_value() >= 1000 else None
    return None


def _target(ctx: EffectContext) -> Sequence[CardInstance]:
    found = _summoned(ctx)
    return [] if found is None else [found]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="an opponent Normal or Flip Summons a 1000+ ATK monster: destroy it",
            condition=lambda ctx: _summoned(ctx) is not None,
            targets=_target,
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
