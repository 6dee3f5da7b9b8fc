"""Wulf, Lightsworn Beast (58996430): cannot be Normal Summoned or Set; when it is sent from its
owner's Deck to the Graveyard, in any way, it Special Summons itself.

Era wording (the database's text, unchanged since its release), paraphrased: it has no way to be
Normal Summoned or Set and comes to the field only by an effect; whenever it goes from its owner's
Deck to the Graveyard, by any means (an effect, a cost, a Lightsworn End Phase), a mandatory
trigger Special Summons it.

Seed 001 reading: "your Deck" is the Deck the card was in, its owner's own (a card sits only in
its owner's Deck); it comes to its owner's field (a card in a Graveyard is its owner's to use:
section E, the "owner" is "the Duelist whose Deck the card started in").
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import cannot_be_normal_summoned
from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scripts
from tagduel.engine.causes import from_deck_to_gy

PASSCODE: Final = 58996430

SUMMARY: Final = {
    PASSCODE: (
        "Cannot be Normal Summoned; Special Summons itself whenever it is sent from its "
        "owner's Deck to the Graveyard."
    )
}


def _summon_self(ctx: EffectContext) -> None:
    if ctx.card.location is Location.GY:
        ctx.special_summon(ctx.card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        cannot_be_normal_summoned(),
        Effect(
            EffectKind.TRIGGER,
            description="milled from its owner's Deck: Special Summons itself",
            on=On.SENT_TO_GY,
            where=(Location.GY,),
            condition=lambda ctx: from_deck_to_gy(ctx.event) and ctx.can_special_summon(),
            resolve=_summon_self,
        ),
    )
