"""How many cards on the field an activated effect would destroy, read from its script: "When a
Spell/Trap Card, or monster effect, is activated that would destroy 2 or more cards on the
field" (The Huge Revolution is Over).

An effect's resolution says it: a step built by `kit.destroy_all(source)` would destroy the
cards `source` finds now (Dark Hole, Mirror Force), a `kit.destroy_targets` step the link's
targets still on the field. An effect destroying cards some other way is not counted (a script
that wants to be should build its destruction with `kit.destroy_all`).
"""

from __future__ import annotations

from tagduel.engine import kit_resolutions
from tagduel.engine.context import EffectContext
from tagduel.engine.game import Game
from tagduel.engine.state import ChainLink


def would_destroy(game: Game, link: ChainLink) -> int:
    """The number of cards on the field the effect of `link` would destroy if it resolved now."""
    state = game.state
    card = state.find(link.uid)
    if card is None or link.negated:
        return 0
    effect = game.scripts.effects(card.card)[link.effect - 1]
    targets = tuple(c for uid in link.targets if (c := state.find(uid)) is not None)
    ctx = EffectContext(game, link.seat, card, targets, (), link.number, link.effect)
    most = 0
    for step in effect.resolution:
        if isinstance(step, kit_resolutions.DestroyAll):
            found = step.source(ctx)
        elif step is kit_resolutions.destroy_targets:
            found = targets
        else:
            continue
        most = max(most, sum(1 for c in found if c.location.on_field))
    return most
