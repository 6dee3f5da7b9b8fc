"""Raiden, Hand of the Lightsworn (77558536): a Tuner that, once per turn in its controller's
Main Phase, sends the top 2 cards of their Deck to the Graveyard and, if a "Lightsworn" monster
was among them, gains 200 ATK until the end of the next (opponent's) turn; in its controller's
End Phase, sends the top 2 cards of their Deck to the Graveyard.

Era wording (the database's text), paraphrased: an ignition effect, once per turn (the limit binds
every copy and the teammate's: `engine.hard_once`), mills two and, if a Lightsworn monster was
among them, raises Raiden's ATK by 200 until the opponent's next turn ends; a mandatory End Phase
trigger on its controller's turn mills two. In a Tag Duel the turn after a duelist's own is always
an opponent's turn (seed 001 B: the turn order alternates between teams), so the gain lasts to the
end of the next turn.

Seed 001 readings: the mills are of the controller's own Deck (see `_lightsworn`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._lightsworn import end_phase_mill, is_lightsworn_monster, mill
from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts, hard_once
from tagduel.engine.events import StatsChanged
from tagduel.engine.zones import Boost

PASSCODE: Final = 77558536
ONCE: Final = "raiden"

SUMMARY: Final = {
    PASSCODE: (
        "Once per turn mills 2 and, if a Lightsworn monster was milled, gains 200 ATK until the "
        "next turn ends; mills 2 in its controller's End Phase."
    )
}


def _mill_and_gain(ctx: EffectContext) -> None:
    sent = mill(ctx, 2)
    card = ctx.card
    if not any(is_lightsworn_monster(c) for c in sent):
        return
    if card.location is not Location.MONSTERS or not card.face_up:
        return
    state = ctx.state
    card.boosts.append(Boost(200, 0, state.turn + 1, 0, 0, len(state.events)))
    state.emit(
        StatsChanged(card.zone_seat, card.name, card.attack_value(), card.defense_value(), card.uid)
    )


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="mill 2; +200 ATK through the next turn if a Lightsworn monster was milled",
            condition=hard_once.unused(ONCE),
            cost=hard_once.cost(ONCE),
            resolve=_mill_and_gain,
        ),
        end_phase_mill(2),
    )
