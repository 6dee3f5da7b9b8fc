"""Dark Magician the Dragon Knight (41721210): a Fusion Monster ("Dark Magician" + 1 Dragon
monster) named "Dark Magician" on the field and in the Graveyard; the opponents can't target the
Spells and Traps its team controls with card effects, nor destroy them with card effects.

Era wording (the card's database text), in our words: ""Dark Magician" + 1 Dragon monster. This
card's name becomes "Dark Magician" while on the field or in the GY. Your opponent cannot target
Spells/Traps you control with card effects, also they cannot be destroyed by your opponent's card
effects." The protections are grants (`protection.py`: `Tag.UNTARGETABLE`,
`Tag.NOT_DESTROYED_BY_EFFECTS`, against the opponents); the name is
`_cyber_dark.RENAMED`.

Seed 001 readings:
- "Spells/Traps you control" are the team's — section E, "If a card references another card
  that "you control" ... it counts cards in your teammate's Zones as well as your own.";
- "your opponent" is both opponents — section E, "If a card effect prevents your opponent from
  performing an action, it prevents both opponents." The teammate may still target and destroy
  them;
- the materials may be the teammate's monsters (section A, Extra Deck Summons); it comes from the
  summoner's own Extra Deck (Polymerization, The Eye of Timaeus).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.cardscripts._cyber_dark import DARK_MAGICIAN, named_as
from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, Scope, Scripts, kit
from tagduel.engine.tags import Tag

PASSCODE: Final = 41721210

SUMMARY: Final = {
    PASSCODE: (
        'Fusion of "Dark Magician" + a Dragon, named "Dark Magician"; the opponents can\'t target '
        "or destroy the team's Spells and Traps with card effects."
    )
}


def _your_spells_traps(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.field_cards(Scope.YOURS) if not c.card.is_monster]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            fusion_materials=(named_as(DARK_MAGICIAN), kit.race(Race.DRAGON)),
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="your opponent can't target or destroy your Spells/Traps with effects",
            who=Scope.PREVENTED_OPPONENTS,
            affects=_your_spells_traps,
            tags=frozenset({Tag.UNTARGETABLE, Tag.NOT_DESTROYED_BY_EFFECTS}),
        ),
    )
