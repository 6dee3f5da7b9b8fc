"""Dark Hole (Normal Spell): destroy every monster on the field.

Seed 001 E: "If a card specifically states it affects all Duelists, Monsters, Spells, or Traps,
then it affects both Teams (all 4 Duelists.)" — "all monsters on the field" are the monsters in
all four duelists' Monster Card Zones (`Scope.ALL`), face-up or Set. Master Rule 2 era wording
and today's are the same. It can't be activated while no monster is on the field (it would do
nothing). Seed 001 A: a teammate may not activate 1A's Set Dark Hole (engine rule).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 53129443

SUMMARY: Final = {PASSCODE: "Destroys every monster on all four duelists' fields."}


def register(scripts: Scripts) -> None:
    every_monster = kit.monsters(Scope.ALL)
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy all monsters on the field (all four duelists)",
            condition=kit.count_at_least(every_monster, 1),
            resolve=kit.destroy_all(every_monster),
        ),
    )
