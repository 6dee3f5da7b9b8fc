"""Treeborn Frog (12538374): once per turn, in its owner's Standby Phase, it may Special Summon
itself from the Graveyard while the team controls no Spell/Trap Card and no face-up "Treeborn
Frog"; the team must still control no Spell/Trap Card when it resolves.

Era wording (Master Rule 2, the 2010 errata), in our words: once per turn, in "your Standby
Phase", from the Graveyard, if "you do not control" a "Treeborn Frog", it may Special Summon
itself; "you" must control no Spell/Trap Card both to activate and to resolve it.

Seed 001 readings:
- "you control" includes the teammate's cards, Set ones too: section E, "Duelist 1A has a
  face-down Spell/Trap Card. His teammate may not activate the effect of Treeborn Frog that
  would Special Summon itself from the Graveyard as his teammate controls a Spell/Trap Card."
  (`Scope.YOURS`).
- "your Standby Phase" is the Standby Phase of the Frog's owner's own turn (seed 001 widens
  "your" for zones, not for turns).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    kit,
)

PASSCODE: Final = 12538374

SUMMARY: Final = {
    PASSCODE: (
        "In its owner's Standby Phase, may Special Summon itself from the Graveyard while the "
        'team controls no Spell/Trap Card and no face-up "Treeborn Frog".'
    )
}


def _is_frog(card: CardInstance) -> bool:
    return card.face_up and card.card.original == PASSCODE


def _you_control_no_spell_trap(ctx: EffectContext) -> bool:
    return not ctx.cards(Location.ST, Scope.YOURS) and not ctx.cards(Location.FIELD, Scope.YOURS)


def _summon_self(ctx: EffectContext) -> None:
    if ctx.card.location is Location.GY and _you_control_no_spell_trap(ctx):
        ctx.special_summon(ctx.card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="your Standby Phase: Special Summon this card from your Graveyard",
            on=On.STANDBY_PHASE,
            where=(Location.GY,),
            optional=True,
            once_per_turn=True,
            condition=kit.both(
                kit.your_turn,
                _you_control_no_spell_trap,
                kit.none_in(kit.monsters(Scope.YOURS, _is_frog)),
                kit.can_special_summon,
            ),
            resolve=_summon_self,
        ),
    )
