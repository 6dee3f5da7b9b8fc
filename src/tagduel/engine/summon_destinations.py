"""A monster Special Summoned by its own procedure to an opponent's field: "Must first be
Special Summoned (from your hand) to your opponent's field by Tributing 2 monsters they control"
(Lava Golem).

A script declares it with `to_opponents_field()`, a record this module recognises (it holds
wherever the card is: a rule of how it is summoned). Seed 001 E: "If a card affects only your
opponent's side of the field, it affects the entire side, or both opponents": the monsters
Tributed may be either opponent's, and the monster goes to an opponent's field — the opponent
across if a Monster Card Zone of theirs is free once the Tributes are gone, else the other.
Hook: `procedures.perform` asks `seat_for`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tagduel.engine import scope
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.game import Game
from tagduel.engine.seats import Seat
from tagduel.engine.zones import CardInstance, Location


def _opponents(ctx: object) -> None:
    """The marker of the record (it resolves nothing by itself)."""


def to_opponents_field() -> Effect:
    """The record: "Special Summoned to your opponent's field"."""
    return Effect(
        EffectKind.CONTINUOUS,
        description="Special Summoned to your opponent's field",
        resolve=_opponents,
    )


def _declares(game: Game, card: CardInstance) -> bool:
    return game.scripts.has_effects(card.card) and any(
        e.resolve is _opponents for e in game.scripts.effects(card.card)
    )


def seat_for(game: Game, seat: Seat, card: CardInstance, used: Sequence[CardInstance]) -> Seat:
    """Whose field `card`, Special Summoned by `seat`'s procedure (its Tributes `used` gone
    already), goes to: `seat`'s own, or an opponent's for such a monster."""
    if not _declares(game, card):
        return seat
    zones = game.state.zones
    for opponent in (scope.opponent_across(seat), seat.across.teammate):
        if zones[opponent].free_slot(Location.MONSTERS) >= 0:
            return opponent
    return scope.opponent_across(seat)
