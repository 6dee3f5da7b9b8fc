"""United We Stand (56747793): an Equip Spell giving the equipped monster 800 ATK and DEF for each
face-up monster its controller and their teammate control.

Era wording (Master Rule 2, the same as the database's), paraphrased: an Equip Spell adding 800 ATK
and DEF per face-up monster its controller has; the count is worked out again whenever the board
changes (`engine.auras`), and "you" is the Equip Spell's controller.

Seed 001 readings:
- "you control" counts the teammate's face-up monsters: section E, "If a card references another
  card that "you control" ... it counts cards in your teammate's Zones as well as your own."
  The opponents' monsters and Set monsters do not count.
- it may be equipped to any face-up monster on the four fields (section E: "all" monsters).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, EffectContext, Scope, Scripts, kit

PASSCODE: Final = 56747793

SUMMARY: Final = {
    PASSCODE: (
        "Equip Spell: +800 ATK/DEF per face-up monster on its controller's and their "
        "teammate's fields."
    )
}


def _per_face_up_monster(ctx: EffectContext, monster: CardInstance) -> tuple[int, int]:
    count = sum(1 for c in ctx.monsters(Scope.YOURS) if c.face_up)
    return 800 * count, 800 * count


def register(scripts: Scripts) -> None:
    scripts.register(PASSCODE, *kit.equip_spell(kit.gains_by(_per_face_up_monster)))
