"""De-Fusion (95286165): Quick-Play Spell: return a Fusion Monster on the field to its owner's
Extra Deck; then, if every material used for its Fusion Summon is in "your" Graveyard, the
activator may Special Summon them all.

Era wording (Master Rule 2), in our words: target 1 Fusion Monster on the field (any field);
return it to the Extra Deck; then, if all the Fusion Materials used for its Fusion Summon are in
your Graveyard, you can Special Summon them. The engine's `fusion.defuse` does it (the materials
are the ones noted on the monster when it was Fusion Summoned).

Seed 001 readings:
- "on the field" is all four fields — section E, "If a card specifically states it affects all
  Duelists, Monsters, Spells, or Traps, then it affects both Teams" (any Fusion Monster, an
  opponent's too);
- "your Graveyard" is the activator's and the teammate's — section A, "Duelists may use their
  teammate's Graveyard as if it was their own"; the materials come to the activator's field.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, Scope, Scripts, kit

PASSCODE: Final = 95286165

SUMMARY: Final = {
    PASSCODE: (
        "Returns a Fusion Monster on any field to its Extra Deck; if all its materials are in "
        "the team's Graveyards, the activator may Special Summon them."
    )
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="return 1 Fusion Monster to the Extra Deck; maybe summon its materials",
            targets=kit.monsters(Scope.ALL, kit.all_of(kit.face_up, kit.is_fusion)),
            target_count=1,
            resolve=kit.de_fusion,
        ),
    )
