"""Dark Magic Attack (2314238): while the activator's team controls "Dark Magician", destroy
every Spell and Trap Card on both opponents' fields.

Era wording (Master Rule 2, the same today), in our words: "If you control "Dark Magician":
Destroy all Spell and Trap Cards your opponent controls." Face-up and Set cards, the Field Spell
Zone included. Dark Magician the Dragon Knight counts as "Dark Magician" on the field
(`_cyber_dark.named_as`).

Seed 001 readings:
- "you control" includes the teammate's monsters — section E, "If a card references another
  card that "you control" ... it counts cards in your teammate's Zones as well as your own."
- "your opponent controls" is both opponents' sides — section E, "cards that reference a card
  "your opponent controls" count both opponent's sides of the field." The teammate's Spells and
  Traps stay.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import face_up_monsters, is_dark_magician
from tagduel.engine import Effect, EffectContext, Scope, Scripts, kit

PASSCODE: Final = 2314238

SUMMARY: Final = {
    PASSCODE: (
        'While the team controls "Dark Magician", destroys every Spell and Trap Card on both '
        "opponents' fields."
    )
}


def _you_control_dark_magician(ctx: EffectContext) -> bool:
    return any(is_dark_magician(c) for c in face_up_monsters(ctx, Scope.YOURS))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy all Spell and Trap Cards your opponent controls",
            condition=_you_control_dark_magician,
            resolve=kit.destroy_all(kit.field_cards(Scope.OPPONENTS_FIELD, kit.is_spell_or_trap)),
        ),
    )
