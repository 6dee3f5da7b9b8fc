"""Setting Spell/Trap cards, placing an activated Spell/Trap in its zone, and the Field Spell rule.

Seed 001 A: "There can only be 1 Field Spell Card in play at a time, just like a 1-on-1 Duel":
activating a Field Spell destroys any other face-up Field Spell on the table. Activation itself
(who may activate what, when) is in `activation.py`.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.actions import Action, Set
from tagduel.engine.errors import Reason
from tagduel.engine.events import CardSet
from tagduel.engine.game import Game, Problem, cached_action, first_by_name, ref_of
from tagduel.engine.ops import destroy, place_on_field, remove, send_to_gy
from tagduel.engine.seats import Seat
from tagduel.engine.zones import WORDS, CardInstance, Location
from tagduel.i18n import later

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_FIELD: Final = Location.FIELD
_HAND: Final = Location.HAND
_ST: Final = Location.ST


def home_of(card: CardInstance) -> Location:
    """Where a Spell/Trap goes on the field: the Field Spell Zone or a Spell & Trap Card Zone."""
    return _FIELD if card.traits.field_spell else _ST


def room_for(game: Game, seat: Seat, card: CardInstance) -> bool:
    home = home_of(card)
    return home is _FIELD or game.state.zones[seat].free_slot(home) >= 0


def set_st_problem(game: Game, seat: Seat, card: CardInstance) -> Problem | None:
    if card.location is not _HAND or card.zone_seat is not seat:
        return Reason.NO_SUCH_CARD, later(
            '"{card}" is not in {seat}\'s hand', card=card.name, seat=seat.value
        )
    if not room_for(game, seat, card):
        return Reason.ZONES_FULL, later(
            "{seat}'s Spell & Trap Card Zones are full", seat=seat.value
        )
    return None


def set_st_actions(game: Game, seat: Seat) -> list[Action]:
    out: list[Action] = []
    zones = game.state.zones[seat]
    spells_traps = [c for c in zones.hand if not c.traits.is_monster]
    if not spells_traps:
        return out
    room = zones.free_slot(_ST) >= 0  # `set_st_problem` of a card in the hand: `room_for`
    for card in first_by_name(spells_traps):
        if room or card.traits.field_spell:
            out.append(cached_action(card, Set, Set, seat, ref_of(card)))
    return out


def place(game: Game, seat: Seat, card: CardInstance, *, face_up: bool) -> None:
    """Put a Spell/Trap from the hand in its zone; a card already in the Field Spell Zone goes."""
    state, home = game.state, home_of(card)
    old = state.zones[seat].field_zone[0] if home is _FIELD else None
    if old is not None:
        send_to_gy(state, old)
    remove(state, card)
    slot = 0 if home is _FIELD else state.zones[seat].free_slot(home)
    place_on_field(state, card, seat, home, slot, face_up=face_up)


def perform_set_st(game: Game, seat: Seat, card: CardInstance) -> None:
    place(game, seat, card, face_up=False)
    card.set_by = seat
    game.state.emit(CardSet(seat, card.name, WORDS[card.location]))


def one_field_spell(game: Game, card: CardInstance) -> None:
    """Seed 001 A: "There can only be 1 Field Spell Card in play at a time, just like a 1-on-1
    Duel." Any other face-up Field Spell on the table is destroyed."""
    for other in game.state.field_cards():
        if other is not card and other.location is _FIELD and other.face_up:
            destroy(game.state, other, "rule")
