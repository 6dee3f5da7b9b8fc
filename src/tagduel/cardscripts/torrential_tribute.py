"""Torrential Tribute (Normal Trap): when a monster is Summoned, destroy every monster on the
field.

In our words: answering a Summon, destroy all monsters on the field. It answers the Summon
itself: in the round of priority right after a Normal, Tribute, Flip or Special Summon, the
Summon being the last thing that happened (only that chain's activations and their costs since).
Seed 001 E: "If a card specifically states it affects all Duelists, Monsters, Spells, or Traps,
then it affects both Teams (all 4 Duelists.)" — the monsters of all four fields are destroyed,
the activator's and the teammate's too. Any duelist may activate their own Set copy on any turn,
whoever summoned (seed 001 D). A Summon made by a resolving effect (Monster Reborn) may be
answered once the chain has resolved, in the open state that follows: by the turn duelist only,
as the engine opens no round of priority after a resolved chain.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import monster_just_summoned
from tagduel.engine import Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 53582587

SUMMARY: Final = {
    PASSCODE: "Answers a monster's Summon: destroys every monster on all four duelists' fields."
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="when a monster is Summoned: destroy all monsters on the field",
            condition=monster_just_summoned,
            resolve=kit.destroy_all(kit.monsters(Scope.ALL)),
        ),
    )
