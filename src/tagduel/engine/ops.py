"""The primitive changes of state — draw, move, send to the Graveyard, destroy, summon, attach,
change LP — each emitting its event. Rules code and card scripts change the state only through
these.

Seed 001 E: "'Owner' means the same thing as a standard Duel. The 'owner' is the Duelist whose
Deck the card started in": a card leaving the field goes to its owner's Graveyard, hand or Deck,
and so do the Xyz Materials under a monster that leaves.

Links between cards ("destroy that monster when this card leaves the field", an Equip Spell
destroyed when its monster leaves, "control returns when this card leaves") live in the cards'
`memory`, which is cleared whenever a card leaves the field, so a link can never outlive either
card's stay on the field. A Token that leaves the field ceases to exist (`DuelState.vanished`).

Each operation is one thing that happens (`timing.together`): what it sets off (Xyz Materials
going with their monster, a linked card destroyed) belongs to the same thing.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Card
from tagduel.engine import (
    battle_damage_zero,
    damage_immunity,
    damage_zero,
    leaving_redirects,
    special_summons,
    token_marks,
)
from tagduel.engine.cardevents import ControlChanged, TokenVanished
from tagduel.engine.events import (
    DeckedOut,
    Destroyed,
    Drew,
    LifePointsChanged,
    LpCause,
    Moved,
    Summoned,
)
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import DuelState
from tagduel.engine.timing import together
from tagduel.engine.zones import PLACES, WORDS, CardInstance, Location, Position

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_BANISHED: Final = Location.BANISHED
_GY: Final = Location.GY
_HAND: Final = Location.HAND
_MATERIAL: Final = Location.MATERIAL
_MONSTERS: Final = Location.MONSTERS
_SET: Final = Position.SET

_TAKES: Final = "takes:"  # on card Y: "when Y leaves the field, destroy card <uid>"
BOUND: Final = (
    "bound:"  # on card X: "X is bound to card <uid>" (checked so a stale link does nothing)
)
GIVES: Final = (
    "gives:"  # on card Y: "while Y stays on the field, its controller controls monster <uid>"
)
TAKEN: Final = "taken:"  # on a monster taken: "control was given by card <uid>" (see `control.py`)
MATERIAL: Final = (
    "material:"  # on a Fusion, Synchro or Ritual Monster: "card <uid> was used to summon it"
)
ON_LEAVING: Final = 1
ON_DESTRUCTION: Final = 2
BOOSTING: Final = "boosting"  # on a card whose presence some monster's stat change needs
_HIDDEN_PILES: Final = (Location.HAND, Location.DECK, Location.EXTRA)


def new_card(state: DuelState, card: Card, owner: Seat, location: Location) -> CardInstance:
    """A new card instance owned by `owner`, placed at the end (bottom) of one of its piles."""
    inst = CardInstance(state.next_uid, card, owner, owner, location)
    state.next_uid += 1
    state.moved += 1
    inst.settle = state.settle
    state.zones[owner].pile(location).append(inst)
    inst.face_up = location is _GY or location is _BANISHED
    return inst


def host_of(state: DuelState, material: CardInstance) -> CardInstance:
    """The Xyz monster `material` is attached to."""
    for card in state.zones[material.zone_seat].monsters:
        if card is not None and any(m is material for m in card.materials):
            return card
    raise LookupError(f"{material!r} is attached to nothing")


def remove(state: DuelState, inst: CardInstance) -> None:
    """Take `inst` out of wherever it is (the caller places it again)."""
    zones = state.zones[inst.zone_seat]
    location = inst.location
    state.moved += 1
    inst.ref = None
    if inst.acts:
        inst.acts.clear()
    if location.is_pile:
        zones.pile(location).remove(inst)
    elif location is _MATERIAL:
        host_of(state, inst).materials.remove(inst)
    else:
        zones.slots(location)[inst.slot] = None


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
    state.moved += 1
    inst.zone_seat, inst.location, inst.slot = seat, location, slot
    inst.face_up, inst.position = face_up, position
    inst.placed_turn = state.turn
    inst.attacked_turn = inst.position_changed_turn = 0
    inst.since = len(state.events)


def place_in_pile(
    state: DuelState, inst: CardInstance, location: Location, *, top: bool = False
) -> None:
    """Put `inst` (already removed) in its owner's pile; the Deck's top is index 0."""
    pile = state.zones[inst.owner].pile(location)
    state.moved += 1
    if top:
        pile.insert(0, inst)
    else:
        pile.append(inst)
    inst.zone_seat, inst.location, inst.slot = inst.owner, location, -1
    inst.face_up = location in (_GY, _BANISHED)
    inst.position, inst.set_by = None, None
    inst.memory.clear()
    inst.equipped_to = 0
    if inst.boosts:
        inst.boosts.clear()
    if inst.stored_auras:
        inst.stored_auras.clear()


def move_to_pile(
    state: DuelState, inst: CardInstance, location: Location, *, destroyed: bool = False
) -> None:
    """Send `inst` to its OWNER's `location` (hand, Deck bottom, GY, banished), with an event.

    A monster leaving the field takes its Xyz Materials to their owners' Graveyards; cards
    linked to it are destroyed (see `bind`); a Token ceases to exist."""
    with together(state):
        source = PLACES[inst.zone_seat, inst.location]
        from_field = inst.location.on_field
        if from_field and inst.memory:  # "banish it when it leaves the field" (Battle Fader)
            location = leaving_redirects.destination(inst, location)
        hidden = not inst.face_up and location in _HIDDEN_PILES  # seen by no one on the way
        face_up = from_field and inst.face_up
        memory = dict(inst.memory) if from_field and inst.memory else None
        for material in list(inst.materials):
            move_to_pile(state, material, _GY)
        remove(state, inst)
        place_in_pile(state, inst, location)
        where = WORDS[location]
        state.emit(
            Moved(inst.owner, inst.name, source, where, inst.uid, from_field, hidden, face_up)
        )
        if inst.traits.token:
            _vanish(state, inst)
        if memory:
            _after_leaving(state, inst.uid, memory, destroyed)


def _vanish(state: DuelState, token: CardInstance) -> None:
    """A Token is never in a Deck, hand or Graveyard: having left the field, it is gone."""
    state.zones[token.owner].pile(token.location).remove(token)
    state.moved += 1
    state.vanished.append(token.uid)
    state.by_uid.pop(token.uid, None)
    state.emit(TokenVanished(token.owner, token.name, token.uid))


def _after_leaving(state: DuelState, uid: int, memory: dict[str, int], destroyed: bool) -> None:
    _break_links(state, uid, memory, destroyed)
    if BOOSTING in memory:
        _drop_boosts(state, uid)
    for key in memory:
        if key.startswith(GIVES):
            taken = state.find(int(key[len(GIVES) :]))
            if taken is not None and taken.memory.get(TAKEN + str(uid)):
                return_control(state, taken)


def _drop_boosts(state: DuelState, uid: int) -> None:
    """A card that changed monsters' stats while it stays (an Equip Spell) has left."""
    for monster in state.monsters():
        if any(b.needs == uid for b in monster.boosts):
            monster.boosts = [b for b in monster.boosts if b.needs != uid]


def send_to_gy(state: DuelState, inst: CardInstance) -> None:
    move_to_pile(state, inst, _GY)


def destroy(state: DuelState, inst: CardInstance, by: str) -> None:
    """Destroy a card on the field (by "battle", "effect" or "rule"): to its owner's Graveyard."""
    with together(state):
        state.emit(Destroyed(inst.zone_seat, inst.name, by, inst.uid))
        if inst.memory:
            token_marks.on_destroyed(state, inst)  # Ojama Token: its controller takes 300
        move_to_pile(state, inst, _GY, destroyed=True)


def bind(leaver: CardInstance, follower: CardInstance, when: int = ON_LEAVING) -> None:
    """When `leaver` leaves the field (`ON_LEAVING`) or is destroyed (`ON_DESTRUCTION`),
    destroy `follower` if it is still on the field and still bound to it.

    Call of the Haunted binds both ways; an Equip Spell is bound to its monster only."""
    leaver.memory[_TAKES + str(follower.uid)] = when
    follower.memory[BOUND + str(leaver.uid)] = 1


def bound_to(card: CardInstance) -> list[int]:
    """The uids of the cards `card` takes with it when it leaves the field."""
    return [int(k[len(_TAKES) :]) for k in card.memory if k.startswith(_TAKES)]


def _break_links(state: DuelState, uid: int, memory: dict[str, int], destroyed: bool) -> None:
    for key, when in memory.items():
        if not key.startswith(_TAKES) or (when == ON_DESTRUCTION and not destroyed):
            continue
        follower = state.find(int(key[len(_TAKES) :]))
        on_field = follower is not None and follower.location.on_field
        if on_field and follower is not None and follower.memory.get(BOUND + str(uid)):
            destroy(state, follower, "effect")


def summon_to_field(
    state: DuelState,
    inst: CardInstance,
    seat: Seat,
    position: Position,
    how: str,
    *,
    announce: bool = True,
) -> bool:
    """Put `inst` in `seat`'s leftmost free Monster Card Zone as a summon (`how`: "special",
    "xyz", ...); False (and nothing happens) when the zones are full. Without `announce` the
    `Summoned` event waits: the monster would be Summoned (see `summon_negation.py`)."""
    slot = state.zones[seat].free_slot(_MONSTERS)
    if slot < 0:
        return False
    with together(state):
        remove(state, inst)
        place_on_field(
            state,
            inst,
            seat,
            _MONSTERS,
            slot,
            face_up=position is not _SET,
            position=position,
        )
        if position is _SET:
            inst.set_by = seat
        inst.memory[special_summons.MARK] = 1
        if announce:
            state.emit(Summoned(seat, inst.name, how, WORDS[position], inst.uid))
    return True


def attach(state: DuelState, host: CardInstance, inst: CardInstance) -> None:
    """Attach `inst` under the Xyz monster `host` as an Xyz Material (from the field or a
    pile); a monster leaving the field this way takes its own materials and links along."""
    with together(state):
        source = PLACES[inst.zone_seat, inst.location]
        from_field = inst.location.on_field
        memory = dict(inst.memory) if from_field and inst.memory else None
        for material in list(inst.materials):
            move_to_pile(state, material, Location.GY)
        remove(state, inst)
        inst.zone_seat, inst.location, inst.slot = host.zone_seat, Location.MATERIAL, -1
        inst.face_up, inst.position, inst.set_by = True, None, None
        inst.memory.clear()
        inst.boosts.clear()
        inst.stored_auras.clear()
        inst.equipped_to = 0
        host.materials.append(inst)
        state.moved += 1
        state.emit(Moved(host.zone_seat, inst.name, source, "material", inst.uid, from_field))
        if memory:
            _after_leaving(state, inst.uid, memory, False)


def draw(state: DuelState, seat: Seat, count: int = 1) -> int:
    """`seat` draws `count` cards; a draw from an empty Deck loses the duel for the team.

    Seed 001 A: "A team loses if ... either Duelist on the team cannot draw a card from their
    Deck when required to." Returns the number of cards drawn.
    """
    zones = state.zones[seat]
    with together(state):
        for drawn in range(count):
            if not zones.deck:
                state.decked_out.add(seat.team)
                state.emit(DeckedOut(seat))
                return drawn
            inst = zones.deck.pop(0)
            zones.hand.append(inst)
            state.moved += 1
            inst.location, inst.ref = _HAND, None
            if inst.acts:
                inst.acts.clear()
            state.emit(Drew(seat, inst.name))
    return count


def change_lp(state: DuelState, team: Team, delta: int, cause: LpCause, source: int = 0) -> None:
    """Add `delta` (negative for damage and costs) to the team's Life Points, never below 0.

    Seed 001 A: "The Team has a combined Life Point Total of 16,000."
    """
    if delta == 0:
        return
    if delta < 0 and state.counters and damage_immunity.immune(state, team, cause):
        return  # "takes no further damage this turn"
    if delta < 0 and state.counters and damage_zero.zeroed(state, team, cause):
        return  # "make any effect damage you take this turn 0" (Cyber Kirin)
    if delta < 0 and state.counters and battle_damage_zero.absorbs(state, team, cause):
        return  # "reduce the next battle damage you would take this turn to 0"
    before = state.lp[team]
    after = max(0, before + delta)
    state.lp[team] = after
    state.emit(LifePointsChanged(team, after - before, cause, after, source))


def record_materials(monster: CardInstance, used: tuple[CardInstance, ...]) -> None:
    """Note on `monster` (now on the field) the cards used to summon it (De-Fusion reads them)."""
    for card in used:
        monster.memory[MATERIAL + str(card.uid)] = 1


def materials_used(monster: CardInstance) -> list[int]:
    """The uids of the cards used to summon `monster` while it has stayed on the field."""
    return [int(k[len(MATERIAL) :]) for k in monster.memory if k.startswith(MATERIAL)]


def move_monster(state: DuelState, inst: CardInstance, seat: Seat) -> bool:
    """Move the monster `inst` to a free Monster Card Zone of `seat`, who then controls it (with
    its Xyz Materials; its battle position, the turn it was placed and what it did this turn go
    with it). False (and nothing happens) when `seat` has no free Monster Card Zone."""
    slot = state.zones[seat].free_slot(Location.MONSTERS)
    if slot < 0 or inst.location is not Location.MONSTERS or inst.zone_seat is seat:
        return False
    source = inst.zone_seat
    state.moved += 1
    state.zones[source].monsters[inst.slot] = None
    state.zones[seat].monsters[slot] = inst
    inst.zone_seat, inst.slot, inst.ref = seat, slot, None
    if inst.acts:
        inst.acts.clear()
    for material in inst.materials:
        material.zone_seat, material.ref = seat, None
        material.acts.clear()
    state.emit(ControlChanged(seat, inst.name, source, inst.uid))
    return True


def return_control(state: DuelState, inst: CardInstance) -> None:
    """Control of `inst` goes back to its owner: to a free Monster Card Zone of the owner's, or,
    with none free, to the owner's Graveyard (seed 001 E: the "owner" is "the Duelist whose Deck
    the card started in")."""
    if inst.location is not Location.MONSTERS or inst.zone_seat is inst.owner:
        return
    for key in [k for k in inst.memory if k.startswith(TAKEN)]:
        del inst.memory[key]
    with together(state):
        if not move_monster(state, inst, inst.owner):
            send_to_gy(state, inst)
