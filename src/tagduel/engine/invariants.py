"""Invariants the engine must keep, checked after every step in debug mode.

Each card is in exactly one place and knows where it is (a Token only on the field; one that
left has ceased to exist); zone capacities hold; at most one face-up Field Spell on the table;
an Equip Card is equipped only while on the field; every event belongs to a thing that has
happened; Life Points change only through `LifePointsChanged` events; the duel is over exactly
when a win/loss condition holds, and otherwise a decision is pending.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tagduel.engine.decisions import Decision
from tagduel.engine.errors import InvariantError
from tagduel.engine.events import Event, LifePointsChanged
from tagduel.engine.game import Game
from tagduel.engine.seats import ALL_SEATS, Team
from tagduel.engine.state import DuelState
from tagduel.engine.zones import PILES, ZONE_COUNT, CardInstance, Location, Zones


def check(
    game: Game,
    decision: Decision | None,
    *,
    lp_before: Mapping[Team, int] | None = None,
    events: Sequence[Event] = (),
) -> None:
    """Raise InvariantError naming the first broken invariant."""
    state = game.state
    _places(state)
    _capacities(state)
    if lp_before is not None:
        _life_points(state, lp_before, events)
    _ending(game, decision)
    _chain(state)
    _things(state)


def _fail(message: str) -> InvariantError:
    return InvariantError(message)


def _places(state: DuelState) -> None:
    uids: list[int] = []
    for seat in ALL_SEATS:
        zones = state.zones[seat]
        piles = (zones.hand, zones.deck, zones.extra, zones.gy, zones.banished)
        for location, pile in zip(PILES, piles, strict=True):
            for c in pile:
                if c.location is not location or c.zone_seat is not seat or c.owner is not seat:
                    raise _fail(f"{c!r} listed in {seat.value}.{location.value}")
                if c.traits.token or c.equipped_to:
                    raise _fail(f"{c!r} in {seat.value}.{location.value}: a Token or equipped")
            uids += [c.uid for c in pile]
        for location, slots in _slots(zones):
            for slot, held in enumerate(slots):
                if held is None:
                    continue
                if held.location is not location or held.zone_seat is not seat or held.slot != slot:
                    raise _fail(f"{held!r} listed in {seat.value}.{location.value}[{slot + 1}]")
                uids.append(held.uid)
                if held.materials:
                    uids += _materials(held)
    if len(set(uids)) != len(uids):
        raise _fail("a card is in two places")
    if set(uids) & set(state.vanished):
        raise _fail("a Token that ceased to exist is still somewhere")
    if len(uids) + len(state.vanished) != state.next_uid - 1:
        raise _fail(f"{state.next_uid - 1 - len(uids) - len(state.vanished)} card(s) lost")


def _slots(zones: Zones) -> tuple[tuple[Location, list[CardInstance | None]], ...]:
    return (
        (Location.MONSTERS, zones.monsters),
        (Location.ST, zones.st),
        (Location.FIELD, zones.field_zone),
    )


def _materials(host: CardInstance) -> list[int]:
    """Xyz Materials sit under an Xyz monster in a Monster Card Zone, and only there."""
    if host.location is not Location.MONSTERS or not host.traits.xyz:
        raise _fail(f"{host!r} holds Xyz Materials but is not an Xyz monster on the field")
    for material in host.materials:
        if material.location is not Location.MATERIAL or material.zone_seat is not host.zone_seat:
            raise _fail(f"{material!r} listed as a material of {host!r}")
        if material.materials:
            raise _fail(f"{material!r} is a material with materials of its own")
    return [m.uid for m in host.materials]


def _things(state: DuelState) -> None:
    if len(state.things) != len(state.events):
        raise _fail(f"{len(state.events)} events but {len(state.things)} recorded things")
    if state.things and (state.things[-1] > state.thing or state.depth != 0):
        raise _fail("an event of a thing that has not happened, or an operation left open")


def _capacities(state: DuelState) -> None:
    face_up_fields = 0
    for seat in ALL_SEATS:
        zones = state.zones[seat]
        if len(zones.monsters) != ZONE_COUNT or len(zones.st) != ZONE_COUNT:
            raise _fail(f"{seat.value} has a wrong number of zones")
        if len(zones.field_zone) != 1:
            raise _fail(f"{seat.value} has a wrong number of Field Spell Zones")
        for card in zones.monsters_on_field():
            if not card.traits.is_monster or card.position is None:
                raise _fail(f"{card!r} in a Monster Card Zone without a battle position")
        for card in zones.spell_traps_on_field():
            if card.traits.is_monster and not card.equipped_to:  # Blast Sphere equips itself
                raise _fail(f"{card!r}: a monster in a Spell & Trap Card Zone")
        field = zones.field_zone[0]
        if field is not None:
            if not field.traits.field_spell:
                raise _fail(f"{field!r} in a Field Spell Zone")
            face_up_fields += field.face_up
    if face_up_fields > 1:
        raise _fail("more than one face-up Field Spell on the table")


def _life_points(state: DuelState, before: Mapping[Team, int], events: Sequence[Event]) -> None:
    for team in (Team.ONE, Team.TWO):
        moved = sum(e.delta for e in events if isinstance(e, LifePointsChanged) and e.team is team)
        if state.lp[team] - before[team] != moved:
            raise _fail(
                f"{team.to_text()} LP went {before[team]} → {state.lp[team]} "
                f"but the events account for {moved}"
            )
        if state.lp[team] < 0:
            raise _fail(f"{team.to_text()} LP below 0")


def _ending(game: Game, decision: Decision | None) -> None:
    state = game.state
    holds = game.rules.outcome(state)
    if (holds is None) != (state.outcome is None):
        raise _fail(f"outcome {state.outcome} while the conditions give {holds}")
    if (decision is None) != (state.outcome is not None):
        raise _fail("no decision pending in a duel still being played")
    if decision is not None and not decision.actions:
        raise _fail(f"{decision.to_text()} has no legal answer")


def _chain(state: DuelState) -> None:
    for number, link in enumerate(state.chain, start=1):
        if link.number != number:
            raise _fail(f"Chain Link {link.number} at position {number}")
    if (state.chain or state.resolving) and state.window is None:
        raise _fail("a chain with no window of priority open")
    if state.resolving is not None and state.resolving.link.number != len(state.chain) + 1:
        raise _fail(f"Chain Link {state.resolving.link.number} resolving above {len(state.chain)}")
    for pending in state.triggers:
        if state.find(pending.uid) is None or not 0 <= pending.event < len(state.events):
            raise _fail(f"a waiting trigger effect names no card or event: {pending}")
    if state.scanned > len(state.events):
        raise _fail("trigger scanning ran past the event log")
