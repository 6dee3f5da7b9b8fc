"""Vanity's Emptiness (Continuous Trap): no one can Special Summon; it is destroyed when a card
goes from the Deck or the field to its controller's team's Graveyards.

Master Rule 2 era wording: "Neither player can Special Summon monsters. If a card is sent from
the Deck or the field to your Graveyard, destroy this card." Two readings, both from seed 001:
- "Neither player" prevents you and your opponent; seed 001 E: "If a card effect prevents your
  opponent from performing an action, it prevents both opponents. If a card prevents you from
  performing an action, it prevents your teammate as well" — so all four duelists
  (`Scope.ALL`).
- "your Graveyard" is yours and your teammate's; seed 001 E: "Duelist 1A has a face-up Vanity's
  Emptiness. If a card is sent from Duelist 1B's Deck or side of the field to the Graveyard,
  Vanity's Emptiness is destroyed" (`Scope.YOURS`). A card going to an opponent's Graveyard
  does not destroy it. Xyz Materials detached count as sent from the field.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Forbid, On, Scope, Scripts
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.events import Moved

PASSCODE: Final = 5851097

SUMMARY: Final = {
    PASSCODE: (
        "No duelist can Special Summon; destroyed when a card goes from a Deck or the field to "
        "your or your teammate's Graveyard."
    )
}

_FROM_FIELD_OR_DECK: Final = (".deck", ".material")


def _sent_from_deck_or_field_to_your_gy(ctx: EffectContext) -> bool:
    event = ctx.event
    return (
        isinstance(event, Moved)
        and event.destination == "gy"
        and event.seat in ctx.seats(Scope.YOURS)
        and (event.from_field or event.source.endswith(_FROM_FIELD_OR_DECK))
    )


def _destroy_self(ctx: EffectContext) -> None:
    ctx.destroy(ctx.card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Vanity's Emptiness"),
        Effect(
            EffectKind.CONTINUOUS,
            description="no duelist can Special Summon",
            forbid=Forbid.SPECIAL_SUMMON,
            who=Scope.ALL,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="destroyed when a card goes from a Deck or the field to your team's GY",
            on=On.SENT_TO_GY,
            watch=True,
            condition=_sent_from_deck_or_field_to_your_gy,
            resolve=_destroy_self,
        ),
    )
