"""The primitive changes of state — draw, move, send to the Graveyard, destroy, change LP —
each emitting its event. Rules code and card scripts change the state only through these.

Seed 001 E: "'Owner' means the same thing as a standard Duel. The 'owner' is the Duelist whose
Deck the card started in": a card leaving the field goes to its owner's Graveyard, hand or Deck.
"""

from __future__ import annotations

from tagduel.cards.model import Card
from tagduel.engine.events import DeckedOut, Destroyed, Drew, LifePointsChanged, LpCause, Moved
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location, Position


def new_card(state: DuelState, card: Card, owner: Seat, location: Location) -> CardInstance:
    """A new card instance owned by `owner`, placed at the end (bottom) of one of its piles."""
    inst = CardInstance(state.next_uid, card, owner, owner, location)
    state.next_uid += 1
    state.zones[owner].pile(location).append(inst)
    inst.face_up = location in (Location.GY, Location.BANISHED)
    return inst


def remove(state: DuelState, inst: CardInstance) -> None:
    """Take `inst` out of wherever it is (the caller places it again)."""
    zones = state.zones[inst.zone_seat]
    if inst.location.is_pile:
        zones.pile(inst.location).remove(inst)
    else:
        zones.slots(inst.location)[inst.slot] = None


def place_on_field(
    state: DuelState,
    inst: CardInstance,
    seat: Seat,
    location: Location,
    slot: int,
    *,
    face_up: bool,
    position: Position | None = None,
) -> None:
    """Put `inst` (already removed) in zone `slot` of `seat`'s `location`; `seat` controls it."""
    state.zones[seat].slots(location)[slot] = inst
    inst.zone_seat, inst.location, inst.slot = seat, location, slot
    inst.face_up, inst.position = face_up, position
    inst.placed_turn = state.turn
    inst.attacked_turn = inst.position_changed_turn = 0


def place_in_pile(
    state: DuelState, inst: CardInstance, location: Location, *, top: bool = False
) -> None:
    """Put `inst` (already removed) in its owner's pile; the Deck's top is index 0."""
    pile = state.zones[inst.owner].pile(location)
    if top:
        pile.insert(0, inst)
    else:
        pile.append(inst)
    inst.zone_seat, inst.location, inst.slot = inst.owner, location, -1
    inst.face_up = location in (Location.GY, Location.BANISHED)
    inst.position, inst.set_by = None, None
    inst.memory.clear()


def move_to_pile(state: DuelState, inst: CardInstance, location: Location) -> None:
    """Send `inst` to its OWNER's `location` (hand, Deck bottom, GY, banished), with an event."""
    source = f"{inst.zone_seat.value}.{inst.location.value}"
    remove(state, inst)
    place_in_pile(state, inst, location)
    state.emit(Moved(inst.owner, inst.name, source, location.value))


def send_to_gy(state: DuelState, inst: CardInstance) -> None:
    move_to_pile(state, inst, Location.GY)


def destroy(state: DuelState, inst: CardInstance, by: str) -> None:
    """Destroy a card on the field (by "battle", "effect" or "rule"): to its owner's Graveyard."""
    state.emit(Destroyed(inst.zone_seat, inst.name, by))
    send_to_gy(state, inst)


def draw(state: DuelState, seat: Seat, count: int = 1) -> int:
    """`seat` draws `count` cards; a draw from an empty Deck loses the duel for the team.

    Seed 001 A: "A team loses if ... either Duelist on the team cannot draw a card from their
    Deck when required to." Returns the number of cards drawn.
    """
    zones = state.zones[seat]
    for drawn in range(count):
        if not zones.deck:
            state.decked_out.add(seat.team)
            state.emit(DeckedOut(seat))
            return drawn
        inst = zones.deck.pop(0)
        zones.hand.append(inst)
        inst.location = Location.HAND
        state.emit(Drew(seat, inst.name))
    return count


def change_lp(state: DuelState, team: Team, delta: int, cause: LpCause) -> None:
    """Add `delta` (negative for damage and costs) to the team's Life Points, never below 0.

    Seed 001 A: "The Team has a combined Life Point Total of 16,000."
    """
    if delta == 0:
        return
    before = state.lp[team]
    after = max(0, before + delta)
    state.lp[team] = after
    state.emit(LifePointsChanged(team, after - before, cause, after))
