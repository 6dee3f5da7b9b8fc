"""What the "Lightsworn" cards share: sending the top cards of a Deck to the Graveyard, the End
Phase effect most of them carry, and the archetype's filters (no card of its own: a helper the
card modules import).

Seed 001 readings, for every card using these:
- "the top N cards of your Deck" is the top of the controller's own Deck: a Deck has one top,
  and the Team Dueling Rules say nothing of sending cards from a teammate's Deck (the reading of
  Judgment Dragon's End Phase effect).
- "during your End Phase" is the End Phase of the controller's own turn: the rules widen "your"
  for zones, not for turns.
- "your Graveyard" for counting or choosing "Lightsworn" monsters is both teammates'
  Graveyards (section A: "Duelists may use their teammate's Graveyard as if it was their own").
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, On, kit
from tagduel.engine.effects import Resolve
from tagduel.engine.seats import Seat
from tagduel.engine.timing import together
from tagduel.engine.zones import Location

LIGHTSWORN: Final = 0x38

is_lightsworn = kit.archetype(LIGHTSWORN)
is_lightsworn_monster = kit.all_of(kit.is_monster, is_lightsworn)


def mill(ctx: EffectContext, count: int, seat: Seat | None = None) -> list[CardInstance]:
    """Send the top `count` cards of `seat`'s (default: the controller's) Deck to the
    Graveyard, at the same time; fewer when the Deck holds fewer. The cards sent."""
    deck = ctx.state.zones[seat or ctx.seat].deck
    sent = list(deck[:count])
    with together(ctx.state):
        for card in sent:
            ctx.send_to(card, Location.GY)
    return [c for c in sent if c.location is Location.GY]


def milling(count: int) -> Resolve:
    """Resolve: send the top `count` cards of the controller's Deck to the Graveyard."""

    def resolve(ctx: EffectContext) -> None:
        mill(ctx, count)

    return resolve


def end_phase_mill(count: int, *, once_per_turn: bool = True) -> Effect:
    """ "(Once per turn,) during your End Phase: send the top `count` cards of your Deck to the
    GY" (a mandatory trigger)."""
    return Effect(
        EffectKind.TRIGGER,
        description=f"own End Phase: mill {count}",
        on=On.END_PHASE,
        once_per_turn=once_per_turn,
        condition=kit.your_turn,
        resolve=milling(count),
    )


def cannot_be_normal_summoned() -> Effect:
    """A monster that is never Normal Summoned or Set and has no procedure of its own: it
    comes to the field only by an effect (Wulf, Felis)."""
    return Effect(EffectKind.PROCEDURE, exclusive=True, condition=lambda ctx: False)
