"""Ryko, Lightsworn Hunter (21502796): FLIP: its controller may destroy 1 card on the field and
sends the top 3 cards of their Deck to the Graveyard, at the same time.

Era wording (the database's text), paraphrased: a mandatory FLIP effect whose two parts happen at
the same moment: an optional destruction of one card on the field (chosen as it resolves, not
targeted) and a mill of three.

Seed 001 readings:
- "a card on the field" is any card of the four fields (section E: "If a card specifically
  states it affects all Duelists, Monsters, Spells, or Traps, then it affects both Teams").
- "the top 3 cards of your Deck" is the top of the controller's own Deck (see `_lightsworn`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import mill
from tagduel.engine import Effect, EffectContext, EffectKind, On, Scope, Scripts
from tagduel.engine.timing import together
from tagduel.i18n import lazy

PASSCODE: Final = 21502796

SUMMARY: Final = {
    PASSCODE: (
        "FLIP: may destroy 1 card on any field, and sends the top 3 cards of its controller's "
        "Deck to the Graveyard, at the same time."
    )
}


def _destroy_and_mill(ctx: EffectContext) -> None:
    chosen = ctx.choose_cards(
        ctx.seat, ctx.field_cards(Scope.ALL), 0, 1, prompt=lazy('destroy up to 1 card ("Ryko")')
    )
    with together(ctx.state):
        ctx.destroy_all(chosen)
        mill(ctx, 3)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="FLIP: maybe destroy a card anywhere, and mill 3, together",
            on=On.FLIPPED,
            resolve=_destroy_and_mill,
        ),
    )
