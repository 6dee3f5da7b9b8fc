"""Jinzo (77585513): while it is face-up, no one may activate Trap Cards, and the effects of
every Trap Card on the field are negated — on all four fields.

Era wording (Master Rule 2, the same as today), in our words: Trap Cards can't be activated,
and the effects of Trap Cards on the field are negated. A Trap Card whose effect applies from
the Graveyard is not affected; a Trap Card in the hand or on the field can't be activated.

Seed 001 reading: "Trap Cards" and "all Trap effects on the field" are all four duelists' —
section E, "If a card specifically states it affects all Duelists, Monsters, Spells, or Traps,
then it affects both Teams (all 4 Duelists.)" (`Scope.ALL`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Effect, EffectKind, Forbid, Location, Scope, Scripts

PASSCODE: Final = 77585513

SUMMARY: Final = {
    PASSCODE: (
        "While face-up, no duelist may activate Trap Cards, and Trap effects on all four "
        "fields are negated."
    )
}

_PILES: Final = (Location.GY, Location.BANISHED, Location.DECK)


def _trap_not_in_a_pile(card: CardInstance) -> bool:
    return card.traits.is_trap and card.location not in _PILES


def _trap_on_the_field(card: CardInstance) -> bool:
    return card.traits.is_trap and card.location.on_field


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="Trap Cards can't be activated",
            forbid=Forbid.ACTIVATE,
            who=Scope.ALL,
            applies_to=_trap_not_in_a_pile,
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="negate all Trap effects on the field",
            negate=_trap_on_the_field,
        ),
    )
