"""Cards banished for a while: PSY-Framelord Omega and PSY-Framelord Zeta banish cards that
come back at their controller's next Standby Phase, by themselves, without an activation, at the start of the Standby Phase of the next turn of the duelist who banished them.

Each pending return is one entry of `DuelState.counters` (saved with the state), keyed
`return:<uid>:<seat>:<where>` with the turn of the banishment as its value: `seat` is the duelist
whose next Standby Phase it waits for, `where` is `field` (back to its owner's Monster Card
Zone, face-up Attack Position; to the Graveyard when no zone is free) or `hand` (its owner's
hand). A card that has left the banished cards meanwhile does not come back. The hook:
`phases.enter_phase` calls `at_standby` on entering a Standby Phase.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.events import Moved
from tagduel.engine.ops import move_to_pile, place_on_field, remove
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location, Position

PREFIX: Final = "return:"
FIELD: Final = "field"
HAND: Final = "hand"


def banish_until_standby(
    state: DuelState, card: CardInstance, seat: Seat, where: str = FIELD
) -> bool:
    """Banish `card` face-up; it returns (`where`) in `seat`'s next Standby Phase. False when
    it could not be banished (a Token ceases to exist instead)."""
    move_to_pile(state, card, Location.BANISHED)
    if card.location is not Location.BANISHED:
        return False
    state.counters[f"{PREFIX}{card.uid}:{seat.value}:{where}"] = state.turn
    return True


def at_standby(state: DuelState) -> None:
    """The Standby Phase begins: the cards waiting for this duelist's next Standby Phase
    return, together."""
    due = [key for key in state.counters if key.startswith(PREFIX) and _due(state, key)]
    if not due:
        return
    with together(state):
        for key in due:
            del state.counters[key]
            _, uid, _, where = key.split(":")
            card = state.find(int(uid))
            if card is not None and card.location is Location.BANISHED:
                _return(state, card, where)


def _due(state: DuelState, key: str) -> bool:
    seat = key.split(":")[2]
    return seat == state.turn_seat.value and state.counters[key] < state.turn


def _return(state: DuelState, card: CardInstance, where: str) -> None:
    if where == HAND:
        move_to_pile(state, card, Location.HAND)
        return
    owner = card.owner
    slot = state.zones[owner].free_slot(Location.MONSTERS)
    if slot < 0:
        move_to_pile(state, card, Location.GY)
        return
    remove(state, card)
    place_on_field(
        state, card, owner, Location.MONSTERS, slot, face_up=True, position=Position.ATTACK
    )
    state.emit(Moved(owner, card.name, f"{owner.value}.banished", "monsters", card.uid))
