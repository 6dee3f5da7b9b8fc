"""One duelist's zones and the card instances in them.

Seed 001 A: "Each Duelist has 5 Monster Card Zones", "5 Spell & Trap Card Zones", "their own Field
Spell Card Zone", "their own Deck Zone & Extra Deck Zone", "their own Graveyard". A card instance
knows its owner ("the Duelist whose Deck the card started in", seed 001 E) and its controller;
`zone_seat` is whose zones hold it now (the controller while it is on the field).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple

from tagduel.cards.model import Card
from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.traits import Traits, traits

ZONE_COUNT: Final = 5

SETS_ATK: Final = 1
SETS_DEF: Final = 2
ORIGINAL: Final = (
    4  # with SETS_ATK/SETS_DEF: the value is the new original ATK/DEF (Shrink halves it)
)


class Boost(NamedTuple):
    """A change to a monster's stats.

    `atk`/`defense` are amounts gained (negative: lost), or, where `sets` has `SETS_ATK` /
    `SETS_DEF`, the value the stat becomes. `until` is the last turn it lasts (0: while the
    monster stays on the field); `needs` the uid of a card whose presence it needs (0: none);
    `stamp` when it began to apply (an index in the event log), which orders it among the
    others (see `layered`)."""

    atk: int
    defense: int
    until: int = 0
    needs: int = 0
    sets: int = 0
    stamp: int = 0


def layered(base: int, changes: list[Boost], index: int, flag: int) -> int:
    """A stat after its changes. First the original value: the printed one, or the last
    change of the original value (`ORIGINAL`); then every other change in the order it began
    to apply (`stamp`; lasting changes before continuous ones that began at the same moment):
    "becomes X" replaces the value so far, "gains/loses X" adds to it. The result is never
    below 0 (a loss beyond 0 still counts against later gains, so it is floored at the end)."""
    ordered = sorted(changes, key=_stamp)
    value = base
    for change in ordered:
        if change.sets & flag and change.sets & ORIGINAL:
            value = change[index]
    for change in ordered:
        if not change.sets & flag:
            value += change[index]
        elif not change.sets & ORIGINAL:
            value = change[index]
    return max(0, value)


def _stamp(change: Boost) -> int:
    return change.stamp


class Location(enum.Enum):
    """Where a card is. The values are the scenario format's zone words."""

    __hash__ = object.__hash__  # members are singletons: a fast identity hash

    HAND = "hand"
    DECK = "deck"
    EXTRA = "extra"
    GY = "gy"
    BANISHED = "banished"
    MONSTERS = "monsters"
    ST = "st"
    FIELD = "field"
    MATERIAL = "material"  # attached under an Xyz monster as Xyz Material

    # Plain attributes of each member, set below: read at once, where a property of an Enum
    # member costs a call (zones are read on every hot path).
    on_field: bool  # a Monster, Spell & Trap or Field Zone
    is_pile: bool  # the hand, Deck, Extra Deck, Graveyard or banishment


_FIELD_LOCATIONS: Final = frozenset({Location.MONSTERS, Location.ST, Location.FIELD})
PILES: Final[tuple[Location, ...]] = (
    Location.HAND,
    Location.DECK,
    Location.EXTRA,
    Location.GY,
    Location.BANISHED,
)
_PILE_LOCATIONS: Final = frozenset(PILES)
for _location in Location:  # the members' plain attributes (see `Location`)
    for _name, _places in (("on_field", _FIELD_LOCATIONS), ("is_pile", _PILE_LOCATIONS)):
        setattr(_location, _name, _location in _places)
_PILE_NAMES: Final = {location: location.value for location in PILES}  # Zones' attribute names
_SLOT_NAMES: Final = {
    Location.MONSTERS: "monsters",
    Location.ST: "st",
    Location.FIELD: "field_zone",
}
_MATERIAL: Final = Location.MATERIAL  # read as a module name: see `Zones.pile`


class Position(enum.Enum):
    """A monster's battle position; SET is face-down Defense Position."""

    __hash__ = object.__hash__  # members are singletons: a fast identity hash

    ATTACK = "attack"
    DEFENSE = "defense"
    SET = "set"


WORDS: Final[dict[enum.Enum, str]] = {member: member.value for member in (*Location, *Position)}
"""Each location's and position's word (its `value`): an Enum member's `value` is a Python-level
property, read on every move (`ops.move_to_pile`) and summon."""
PLACES: Final[dict[tuple[Seat, Location], str]] = {
    (seat, location): f"{seat.value}.{location.value}"
    for seat in ALL_SEATS
    for location in Location
}
"""Where a card is, as the events write it ("1A.gy"), for each seat and location."""


@dataclass(slots=True, eq=False, init=False)
class CardInstance:
    """One physical card in the duel. Identity is `uid`; everything else changes as it moves.

    The `__init__` is written out (the fields below, in their order, with their defaults; a
    fresh list or dict for each left out): the compiled engine runs it natively, where the one a
    dataclass makes would run as Python code, and every duel makes about two hundred of them."""

    uid: int
    card: Card
    owner: Seat
    zone_seat: Seat
    location: Location
    slot: int = -1
    face_up: bool = False
    position: Position | None = None
    set_by: Seat | None = None
    placed_turn: int = 0
    position_changed_turn: int = 0
    attacked_turn: int = 0
    memory: dict[str, int] = field(default_factory=dict)
    materials: list[CardInstance] = field(default_factory=list)
    boosts: list[Boost] = field(default_factory=list)
    since: int = 0
    """When it last came onto the field or turned face-up (an index in the event log): the
    timestamp of its continuous effects."""
    equipped_to: int = 0
    """For an Equip Card on the field: the uid of the monster it is equipped to (0: none)."""
    stored_auras: list[Boost] = field(default_factory=list, repr=False, compare=False)
    """The changes continuous effects on the field made to this monster when last worked out
    (`auras` brings them up to date first; never saved)."""
    settle: Callable[[], None] | None = field(default=None, init=False, repr=False, compare=False)
    """Brings every monster's `stored_auras` up to date with the state (set by `auras.py`)."""
    traits: Traits = field(init=False, repr=False, compare=False)
    name: str = field(init=False, repr=False, compare=False)
    """The card's name (`card.name`, kept: events and scripts read it all the time)."""
    ref: Any = field(default=None, init=False, repr=False, compare=False)
    """The card's notation reference where it is now (see `game.ref_of`); None when moved."""
    acts: dict[object, object] = field(default_factory=dict, init=False, repr=False, compare=False)
    """Actions naming the card where it is now (see `game.cached_action`); emptied when moved."""

    def __init__(
        self,
        uid: int,
        card: Card,
        owner: Seat,
        zone_seat: Seat,
        location: Location,
        slot: int = -1,
        face_up: bool = False,
        position: Position | None = None,
        set_by: Seat | None = None,
        placed_turn: int = 0,
        position_changed_turn: int = 0,
        attacked_turn: int = 0,
        memory: dict[str, int] | None = None,
        materials: list[CardInstance] | None = None,
        boosts: list[Boost] | None = None,
        since: int = 0,
        equipped_to: int = 0,
        stored_auras: list[Boost] | None = None,
    ) -> None:
        self.uid = uid
        self.card = card
        self.owner = owner
        self.zone_seat = zone_seat
        self.location = location
        self.slot = slot
        self.face_up = face_up
        self.position = position
        self.set_by = set_by
        self.placed_turn = placed_turn
        self.position_changed_turn = position_changed_turn
        self.attacked_turn = attacked_turn
        self.memory = {} if memory is None else memory
        self.materials = [] if materials is None else materials
        self.boosts = [] if boosts is None else boosts
        self.since = since
        self.equipped_to = equipped_to
        self.stored_auras = [] if stored_auras is None else stored_auras
        self.settle = None
        self.traits = traits(card)
        self.name = card.name
        self.ref = None
        self.acts = {}

    @property
    def controller(self) -> Seat:
        """The duelist controlling the card: whose zones hold it (seed 001 E: owner ≠ controller)."""
        return self.zone_seat

    @property
    def auras(self) -> list[Boost]:
        """The changes continuous effects on the field make to this monster now (worked out
        from the state whenever it has changed since, see `auras.py`)."""
        if self.settle is not None:
            self.settle()
        return self.stored_auras

    def attack_value(self) -> int:
        """Current ATK: the printed ATK changed by lasting and continuous effects in the order
        they began to apply (see `layered`), never below 0."""
        base = self.card.atk or 0
        auras = self.auras
        if not self.boosts and not auras:
            return base
        return layered(base, self.boosts + auras, 0, SETS_ATK)

    def defense_value(self) -> int:
        base = self.card.defense or 0
        auras = self.auras
        if not self.boosts and not auras:
            return base
        return layered(base, self.boosts + auras, 1, SETS_DEF)

    def __repr__(self) -> str:
        return f"<{self.card.name} #{self.uid} {self.zone_seat.value}.{self.location.value}>"


@dataclass(slots=True)
class Zones:
    """Everything one duelist holds: piles (Deck top first) and the three kinds of field zone."""

    seat: Seat
    hand: list[CardInstance] = field(default_factory=list)
    deck: list[CardInstance] = field(default_factory=list)
    extra: list[CardInstance] = field(default_factory=list)
    gy: list[CardInstance] = field(default_factory=list)
    banished: list[CardInstance] = field(default_factory=list)
    monsters: list[CardInstance | None] = field(default_factory=lambda: [None] * ZONE_COUNT)
    st: list[CardInstance | None] = field(default_factory=lambda: [None] * ZONE_COUNT)
    field_zone: list[CardInstance | None] = field(default_factory=lambda: [None])

    def pile(self, location: Location) -> list[CardInstance]:
        """The list behind a pile location (hand, deck, extra, gy, banished).

        Looked up in a table: reading an Enum member from its class (`Location.HAND`) goes
        through the slow look-up of EnumType.__getattr__ (Python 3.11), and zones are read
        on every hot path."""
        name = _PILE_NAMES.get(location)
        if name is None:
            raise ValueError(f"{location.value} is not a pile")
        return getattr(self, name)  # type: ignore[no-any-return]

    def slots(self, location: Location) -> list[CardInstance | None]:
        """The zone list behind a field location (monsters, st, field)."""
        name = _SLOT_NAMES.get(location)
        if name is None:
            raise ValueError(f"{location.value} is not a field location")
        return getattr(self, name)  # type: ignore[no-any-return]

    def cards_in(self, location: Location) -> list[CardInstance]:
        name = _PILE_NAMES.get(location)
        if name is not None:
            return getattr(self, name)  # type: ignore[no-any-return]
        if location is _MATERIAL:
            return [m for c in self.monsters if c is not None for m in c.materials]
        return [card for card in self.slots(location) if card is not None]

    def monsters_on_field(self) -> list[CardInstance]:
        return [card for card in self.monsters if card is not None]

    def spell_traps_on_field(self) -> list[CardInstance]:
        return [card for card in self.st if card is not None]

    def field_cards(self) -> list[CardInstance]:
        """Every card on this duelist's side of the field (monsters, Spells/Traps, the Field
        Spell; the empty zones dropped)."""
        return [card for card in self.monsters + self.st + self.field_zone if card is not None]

    def field_count(self) -> int:
        """How many cards are on this duelist's side of the field (`len(field_cards())`)."""
        monsters, st = self.monsters, self.st
        count = len(monsters) - monsters.count(None) + len(st) - st.count(None)
        return count + (self.field_zone[0] is not None)

    def free_slot(self, location: Location) -> int:
        """The leftmost free zone index of a field location, or -1 when all are full."""
        slots = self.slots(location)
        return slots.index(None) if None in slots else -1

    def all_cards(self) -> list[CardInstance]:
        """The piles' cards in `PILES`' order, then each field card followed by its materials
        (the piles joined by `+`, in C: the registries and `DuelState.find` read every card)."""
        out = self.hand + self.deck + self.extra + self.gy + self.banished
        for card in self.monsters + self.st + self.field_zone:
            if card is None:
                continue
            out.append(card)
            if card.materials:
                out += card.materials
        return out
