"""Secret Barrel (Normal Trap): 200 damage for each card in the opponent's hand and on the
opponent's field.

Seed 001 E: "If a card specifically states it affects an "opponent," and any part of the card's
effect affects your opponent's hand ... the Duelist activating the card effect must choose the
opponent sitting directly across from them", with the example "Duelist 1A activates Secret
Barrel. Only the cards for the opponent sitting directly across from him will count for its
effect." So both counts — hand and field — are those of the duelist across
(`Scope.OPPONENT_ACROSS`); the damage comes off the opposing team's shared Life Points. Master
Rule 2 era wording ("... for each card in your opponent's hand and on their side of the field")
and today's ("... each card they control") count the same cards.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts
from tagduel.engine.effects import Effect

PASSCODE: Final = 27053506
PER_CARD: Final = 200

SUMMARY: Final = {
    PASSCODE: (
        "Inflicts 200 damage for each card in the hand and on the field of the opponent "
        "sitting across."
    )
}


def _barrel(ctx: EffectContext) -> None:
    (across,) = ctx.seats(Scope.OPPONENT_ACROSS)
    zones = ctx.state.zones[across]
    ctx.damage_opponent(PER_CARD * (len(zones.hand) + len(zones.field_cards())))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="200 damage per card of the opponent across", resolve=_barrel),
    )
