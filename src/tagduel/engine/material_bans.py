""" "Cannot be used as Synchro Material" (Ronintoadin).

A script declares it with `not_synchro_material()`, a CONTINUOUS record this module recognises;
it holds wherever the card is (a rule of the card's own, like a summoning condition), so the
monster is never among the Synchro Materials `synchro.py` offers or accepts.
"""

from __future__ import annotations

from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.game import Game
from tagduel.engine.zones import CardInstance


def _banned(ctx: object) -> None:
    """The marker of the record (it resolves nothing by itself)."""


def not_synchro_material() -> Effect:
    """The record: "Cannot be used as Synchro Material"."""
    return Effect(
        EffectKind.CONTINUOUS,
        description="cannot be used as Synchro Material",
        resolve=_banned,
    )


def synchro_material(game: Game, card: CardInstance) -> bool:
    """False for a monster that cannot be used as Synchro Material."""
    if not game.scripts.has_effects(card.card):
        return True
    return not any(e.resolve is _banned for e in game.scripts.effects(card.card))
