"""Destruction replaced: Number 101: Silent Honor ARK, face-up, loses one of its materials
in place of being destroyed by battle or by an effect.

A card script declares it with `detach_instead()`, a CONTINUOUS record this module recognises.
When such a face-up Xyz monster with a material, its effects not negated, would be destroyed
by battle (at the end of the Damage Step, `battle.py`) or by a card effect
(`EffectContext.destroy`), 1 material is detached instead and it stays. The replacement is
optional on the card: the engine always takes it (a duelist would only refuse it to send the
monster to the Graveyard on purpose, which no scripted card of the era rewards); the material
detached is the oldest one.
"""

from __future__ import annotations

from tagduel.engine import restrictions
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.game import Game
from tagduel.engine.ops import move_to_pile
from tagduel.engine.zones import CardInstance, Location


def _replaced(ctx: object) -> None:
    """The marker of a destruction replacement record (it resolves nothing by itself)."""


def detach_instead() -> Effect:
    """The record of a monster that, face-up, loses a material in place of being destroyed
    by battle or by an effect."""
    return Effect(
        EffectKind.CONTINUOUS,
        description="about to be destroyed by battle or an effect: 1 material goes instead",
        resolve=_replaced,
    )


def _declares(game: Game, card: CardInstance) -> bool:
    return any(
        e.kind is EffectKind.CONTINUOUS and e.resolve is _replaced
        for e in game.scripts.effects(card.card)
    )


def replaced(game: Game, card: CardInstance) -> bool:
    """When `card` would be destroyed now: detach 1 of its materials instead if it can (True:
    it is not destroyed)."""
    if card.location is not Location.MONSTERS or not card.face_up or not card.materials:
        return False
    if not game.scripts.any or not _declares(game, card):
        return False
    if restrictions.is_negated(game, card):
        return False
    move_to_pile(game.state, card.materials[0], Location.GY)
    return True
