"""Building the starting state: a new duel from four decks, or any position described as data.

`TableSetup` is what a scenario runner fills in: cards per zone per seat, turn number, turn
duelist, phase and Life Points. Cards placed this way count as having been there since before
this turn (scenario format: "a Set Spell/Trap may be activated, a monster has not attacked or
changed position this turn").
"""

from __future__ import annotations

import random  # only random.Random: a seeded generator passed in, never the global functions
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from tagduel.cards.model import Card, CardType
from tagduel.engine import chance, ops
from tagduel.engine.errors import SetupError
from tagduel.engine.rules import TagRules
from tagduel.engine.seats import ALL_SEATS, Seat, Team, seat_of_turn, turn_order
from tagduel.engine.state import DuelState, Phase
from tagduel.engine.zones import PILES, ZONE_COUNT, CardInstance, Location, Position, Zones

# Enum members read once per card dealt, bound to module names: a member read from its class
# (`Location.DECK`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_DECK: Final = Location.DECK
_EXTRA: Final = Location.EXTRA

MAX_TURN: Final = 10_000
"""The highest turn number a position may be set at: far beyond any real duel (each of the four
duelists has taken 2,500 turns), low enough that nothing counted per turn can run away."""


def empty_state(first_team: Team, rules: TagRules) -> DuelState:
    state = DuelState(zones={seat: Zones(seat) for seat in ALL_SEATS}, first_team=first_team)
    state.lp = {Team.ONE: rules.starting_lp, Team.TWO: rules.starting_lp}
    return state


def deal(
    state: DuelState, decks: Mapping[Seat, Sequence[Card]], rng: random.Random, hand: int
) -> None:
    """Put each duelist's Main Deck (shuffled) and Extra Deck in place and draw the hands."""
    for seat in ALL_SEATS:
        for card in decks.get(seat, ()):
            ops.new_card(state, card, seat, _EXTRA if card.is_extra_deck else _DECK)
        chance.shuffle(rng, state.zones[seat].deck)
        state.moved += 1
    for seat in ALL_SEATS:
        ops.draw(state, seat, hand)


@dataclass(frozen=True, slots=True)
class MonsterSetup:
    """A monster on the field; an Xyz monster may hold `materials` (owned by the same seat)."""

    card: Card
    position: Position = Position.ATTACK
    zone: int | None = None  # 1-5
    materials: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class SpellTrapSetup:
    card: Card
    set: bool = False
    zone: int | None = None  # 1-5


@dataclass(frozen=True, slots=True)
class DuelistSetup:
    """One seat's cards; `deck` is top card first."""

    hand: tuple[Card, ...] = ()
    deck: tuple[Card, ...] = ()
    extra: tuple[Card, ...] = ()
    gy: tuple[Card, ...] = ()
    banished: tuple[Card, ...] = ()
    monsters: tuple[MonsterSetup, ...] = ()
    st: tuple[SpellTrapSetup, ...] = ()
    field: SpellTrapSetup | None = None

    def pile(self, location: Location) -> tuple[Card, ...]:
        return {
            Location.HAND: self.hand,
            Location.DECK: self.deck,
            Location.EXTRA: self.extra,
            Location.GY: self.gy,
            Location.BANISHED: self.banished,
        }[location]


@dataclass(frozen=True, slots=True)
class TableSetup:
    """A whole position. `turn_seat` None means the seat whose turn `turn` is."""

    seats: Mapping[Seat, DuelistSetup] = field(default_factory=dict)
    turn: int = 1
    turn_seat: Seat | None = None
    phase: Phase = Phase.MAIN1
    lp: Mapping[Team, int] = field(default_factory=dict)
    first_team: Team = Team.ONE


def state_from_setup(setup: TableSetup, rules: TagRules) -> DuelState:
    """The state of `setup`, at the start of its phase; SetupError if it breaks the rules."""
    if not 1 <= setup.turn <= MAX_TURN:
        raise SetupError(f"turn must be from 1 to {MAX_TURN:,}, not {setup.turn}")
    first_team = opening_team(setup)
    state = empty_state(first_team, rules)
    state.lp.update(setup.lp)
    state.turn = setup.turn
    state.turn_seat = setup.turn_seat or seat_of_turn(setup.turn, first_team)
    state.turns_taken.update(turns_taken(setup.turn, first_team))
    for seat, duelist in setup.seats.items():
        _place_duelist(state, seat, duelist)
    _check_field_spells(state)
    return state


def turns_taken(turn: int, first_team: Team) -> dict[Seat, int]:
    """How many of turns 1..`turn` each seat has had (its own turn `turn` counted): the seats
    take turns in a fixed cycle of four (seed 001 B), so this is a count, not a loop."""
    return {seat: (turn - i + 3) // 4 for i, seat in enumerate(turn_order(first_team))}


def opening_team(setup: TableSetup) -> Team:
    """The team that opened the duel: `setup.first_team`, unless the turn duelist given for
    `setup.turn` is the other team's seat in the other team's turn order (turn 1 given as 2A's
    means team 2 opened). Seed 001 B: "The turn order starts with Duelists A of the team that is
    chosen to go first and then alternates between teams."
    """
    chosen = setup.first_team
    seat = setup.turn_seat
    if seat is None or seat is seat_of_turn(setup.turn, chosen):
        return chosen
    return chosen.other if seat is seat_of_turn(setup.turn, chosen.other) else chosen


def _place_duelist(state: DuelState, seat: Seat, duelist: DuelistSetup) -> None:
    for location in PILES:
        for card in duelist.pile(location):
            if card.is_token:
                raise SetupError(
                    f'{seat.value}: Token "{card.name}" in {location.value}: a Token is only '
                    "ever on the field"
                )
            if card.is_extra_deck and location not in (
                Location.EXTRA,
                Location.GY,
                Location.BANISHED,
            ):
                raise SetupError(
                    f'{seat.value}: Extra Deck monster "{card.name}" in {location.value}'
                )
            ops.new_card(state, card, seat, location)
    for monster in duelist.monsters:
        if not monster.card.is_monster:
            raise SetupError(f'{seat.value}: "{monster.card.name}" is not a monster')
        inst = _on_field(state, seat, monster.card, Location.MONSTERS, monster.zone)
        inst.position, inst.face_up = monster.position, monster.position is not Position.SET
        inst.set_by = seat if monster.position is Position.SET else None
        _attach_materials(state, seat, inst, monster)
    for spell in duelist.st:
        _spell_trap(state, seat, spell, Location.ST)
    if duelist.field is not None:
        if not duelist.field.card.types & CardType.FIELD:
            raise SetupError(f'{seat.value}: "{duelist.field.card.name}" is not a Field Spell')
        _spell_trap(state, seat, duelist.field, Location.FIELD)


def _attach_materials(
    state: DuelState, seat: Seat, host: CardInstance, monster: MonsterSetup
) -> None:
    if monster.materials and not host.traits.xyz:
        raise SetupError(f'{seat.value}: "{host.name}" is not an Xyz monster: it has no materials')
    for card in monster.materials:
        material = ops.new_card(state, card, seat, Location.HAND)
        ops.remove(state, material)
        material.zone_seat, material.location, material.face_up = seat, Location.MATERIAL, True
        host.materials.append(material)
        state.moved += 1


def _spell_trap(state: DuelState, seat: Seat, spell: SpellTrapSetup, where: Location) -> None:
    if spell.card.is_monster:
        raise SetupError(f'{seat.value}: monster "{spell.card.name}" in a Spell & Trap Card Zone')
    inst = _on_field(state, seat, spell.card, where, spell.zone if where is Location.ST else 1)
    inst.face_up = not spell.set
    inst.set_by = seat if spell.set else None


def _on_field(
    state: DuelState, seat: Seat, card: Card, where: Location, zone: int | None
) -> CardInstance:
    slots = state.zones[seat].slots(where)
    slot = zone - 1 if zone is not None else state.zones[seat].free_slot(where)
    if zone is not None and not 1 <= zone <= ZONE_COUNT:
        raise SetupError(f"{seat.value}: zone {zone} is not 1-5")
    if slot < 0 or slots[slot] is not None:
        raise SetupError(f'{seat.value}: no free {where.value} zone for "{card.name}"')
    inst = ops.new_card(state, card, seat, Location.HAND)
    ops.remove(state, inst)
    ops.place_on_field(state, inst, seat, where, slot, face_up=True)
    inst.placed_turn = 0
    return inst


def _check_field_spells(state: DuelState) -> None:
    face_up = [c for c in state.field_cards() if c.location is Location.FIELD and c.face_up]
    if len(face_up) > 1:
        names = ", ".join(f'{c.zone_seat.value}:"{c.name}"' for c in face_up)
        raise SetupError(f"only one Field Spell may be face-up on the whole table: {names}")
