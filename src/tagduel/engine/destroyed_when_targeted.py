""" "After resolving a card effect that targets this face-up card, destroy this card" (Spirit
Reaper).

A script declares it with `fragile()`, a CONTINUOUS record this module recognises. When a Chain
Link whose targets include such a face-up monster (its effects not negated) resolves, and was
not negated, the monster is destroyed right after (not a trigger effect: it starts no chain).
Hook: `chain.py` calls `after_resolving` with the link's targets still in place.
"""

from __future__ import annotations

from collections.abc import Sequence

from tagduel.engine import restrictions
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.game import Game
from tagduel.engine.ops import destroy
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location


def _fragile(ctx: object) -> None:
    """The marker of the record (it resolves nothing by itself)."""


def fragile() -> Effect:
    """The record: "after resolving a card effect that targets this face-up card, destroy this
    card"."""
    return Effect(
        EffectKind.CONTINUOUS,
        description="destroyed after a card effect that targets it resolves",
        resolve=_fragile,
    )


def _declares(game: Game, card: CardInstance) -> bool:
    return game.scripts.has_effects(card.card) and any(
        e.kind is EffectKind.CONTINUOUS and e.resolve is _fragile
        for e in game.scripts.effects(card.card)
    )


def after_resolving(game: Game, targets: Sequence[CardInstance]) -> None:
    """A card effect targeting `targets` has resolved: destroy the fragile face-up ones."""
    doomed = [
        card
        for card in targets
        if card.location is Location.MONSTERS
        and card.face_up
        and _declares(game, card)
        and not restrictions.is_negated(game, card)
    ]
    if doomed:
        with together(game.state):
            for card in doomed:
                destroy(game.state, card, "effect")
