"""Book of Moon (Quick-Play Spell): change 1 face-up monster on the field to face-down Defense
Position.

In our words: turn a face-up monster face-down in Defense Position. Any face-up monster of the
four duelists (the text names no side), but no Token (it can't be turned face-down). Its Equip
Cards are destroyed and the changes to its stats end (`equips.py`). As a Quick-Play Spell it may
be activated from the hand on the activator's turn, or Set and activated from the next turn on,
on any duelist's turn (seed 001 D: Spell Speed 2 on any turn).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 14087893

SUMMARY: Final = {PASSCODE: "Changes 1 face-up monster on any field to face-down Defense Position."}


def _flippable(card: CardInstance) -> bool:
    return card.face_up and not card.traits.token


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="change 1 face-up monster to face-down Defense Position",
            targets=kit.monsters(Scope.ALL, _flippable),
            target_count=1,
            resolve=kit.turn_targets_face_down,
        ),
    )
