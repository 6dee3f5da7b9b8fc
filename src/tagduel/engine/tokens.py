"""Tokens: monsters created by effects, on a duelist's field only.

A Token is Special Summoned by the effect that creates it (so an effect that forbids Special
Summons forbids it, and it needs a free Monster Card Zone); it is owned by the duelist on whose
field it appears. It is never in a Deck, hand or Graveyard: a Token that leaves the field
ceases to exist (`ops.move_to_pile`), and it can't be an Xyz Material or turned face-down.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, Card, CardType, Race
from tagduel.engine.events import Summoned
from tagduel.engine.ops import place_on_field
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location, Position

TOKEN_TYPE: Final = CardType.MONSTER | CardType.NORMAL | CardType.TOKEN


def token_card(
    passcode: int,
    name: str,
    *,
    attribute: Attribute,
    race: Race,
    level: int = 1,
    atk: int = 0,
    defense: int = 0,
) -> Card:
    """The card data of a Token (e.g. Sheep Token: 73915052, EARTH Beast, Level 1, 0/0)."""
    return Card(passcode, name, TOKEN_TYPE, attribute, race, level, atk, defense)


def create_token(
    state: DuelState, card: Card, seat: Seat, position: Position = Position.DEFENSE
) -> CardInstance | None:
    """Special Summon a Token of `card` to `seat`'s field (face-up); None when `seat` has no
    free Monster Card Zone. (The caller checks that Special Summons are allowed.)"""
    slot = state.zones[seat].free_slot(Location.MONSTERS)
    if slot < 0:
        return None
    if position is Position.SET:
        position = Position.DEFENSE
    token = CardInstance(state.next_uid, card, seat, seat, Location.MONSTERS)
    state.next_uid += 1
    token.settle = state.settle
    with together(state):
        place_on_field(state, token, seat, Location.MONSTERS, slot, face_up=True, position=position)
        state.by_uid[token.uid] = token
        state.emit(Summoned(seat, card.name, "special", position.value, token.uid))
    return token
