"""Dark Magic Inheritance (41735184): Quick-Play Spell: banish 2 Spells from the team's
Graveyards to add a Spell/Trap that names "Dark Magician" or "Dark Magician Girl" (not another
Dark Magic Inheritance) from the activator's Deck to the hand; 1 activation per turn.

Era wording (the card's database text), in our words: "Banish 2 Spells from your GY; add 1
Spell/Trap from your Deck to your hand, that specifically lists the card "Dark Magician" or "Dark
Magician Girl" in its text, except "Dark Magic Inheritance". You can only activate 1 "Dark Magic
Inheritance" per turn." Banishing is the cost; whether a card names "Dark Magician" is read from
its text in the card database (`_cyber_dark.mentions`).

Seed 001 readings:
- "your GY" includes the teammate's — section A, "Duelists may use their teammate's Graveyard as
  if it was their own" — so 1 Spell of each teammate may pay; never an opponent's;
- the card added comes from the activator's own Deck (`searching.py`);
- 1 activation per turn binds the team (section E, `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import mentions
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    Location,
    Scope,
    Scripts,
    hard_once,
    kit,
    searching,
)
from tagduel.engine.tags import Tag

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_GY: Final = Location.GY

PASSCODE: Final = 41735184

SUMMARY: Final = {
    PASSCODE: (
        'Banish 2 Spells from the team\'s Graveyards: add a Spell/Trap naming "Dark Magician" '
        "from the activator's Deck; one activation per turn for the team."
    )
}

_SUPPORT: Final = kit.all_of(
    kit.is_spell_or_trap,
    mentions("Dark Magician", "Dark Magician Girl"),
    lambda c: c.card.original != PASSCODE,
)


def _spells_in_gy(ctx: EffectContext) -> list[CardInstance]:
    return [
        c for c in ctx.cards(_GY, Scope.YOURS) if not c.card.is_monster and not c.traits.is_trap
    ]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='banish 2 Spells from your GY: add 1 "Dark Magician" Spell/Trap',
            condition=searching.can_search(_SUPPORT),
            cost_cards=_spells_in_gy,
            cost_count=2,
            cost=hard_once.cost("dark_magic_inheritance", kit.banish_chosen),
            resolve=lambda ctx: searching.search(ctx, _SUPPORT),
            tags=frozenset({Tag.SEARCH}),
        ),
    )
