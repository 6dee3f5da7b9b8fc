"""Kycoo the Ghost Destroyer (88240808): while it is face-up, neither opponent may banish cards
from any Graveyard; when it inflicts battle damage, its controller may banish up to 2 monsters
from the Graveyard of the opponent sitting across.

Era wording (Master Rule 2), in our words: an optional, targeting trigger when it inflicts
battle damage, removing from play up to 2 monsters in "your opponent's Graveyard"; and a
continuous effect by which "your opponent" can't remove from play cards in either Graveyard.

Seed 001 readings:
- "Your opponent cannot" binds both opponents, and only them: section E, "If a card effect
  prevents your opponent from performing an action, it prevents both opponents." and "Duelist 1A
  has a face-up Kycoo the Ghost Destroyer on his side of the field. Neither Duelist 2A and 2B may
  Banish cards from their Graveyards." (`Scope.PREVENTED_OPPONENTS`).
- "your opponent's Graveyard" is the Graveyard of the opponent across: section E, "If a card
  specifically states it affects an "opponent," and any part of the card's effect affects your
  opponent's hand, Deck, Extra Deck, Graveyard, or Banished Zone, then the Duelist activating the
  card effect must choose the opponent sitting directly across from them."
  (`Scope.OPPONENT_ACROSS`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Forbid,
    Location,
    On,
    Scope,
    Scripts,
    kit,
)

PASSCODE: Final = 88240808

SUMMARY: Final = {
    PASSCODE: (
        "While face-up, neither opponent may banish cards from a Graveyard; on battle damage, "
        "may banish up to 2 monsters from the Graveyard of the opponent across."
    )
}


def _may_banish_from_a_graveyard(ctx: EffectContext) -> bool:
    """Not while an opponent's face-up Kycoo binds this card's controller."""
    return ctx.can_banish_from_gy()


def _banish_targets(ctx: EffectContext) -> None:
    for card in ctx.targets:
        ctx.banish(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="your opponent can't banish cards from either Graveyard",
            forbid=Forbid.BANISH_FROM_GY,
            who=Scope.PREVENTED_OPPONENTS,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="inflicts battle damage: banish up to 2 monsters from the opponent's GY",
            on=On.BATTLE_DAMAGE,
            optional=True,
            condition=_may_banish_from_a_graveyard,
            targets=kit.cards(Location.GY, Scope.OPPONENT_ACROSS, kit.is_monster),
            target_min=1,
            target_count=2,
            resolve=_banish_targets,
        ),
    )
