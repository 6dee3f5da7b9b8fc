"""Control of monsters changing hands: taking control of an opponent's monster, and giving it
back.

A monster taken moves to a free Monster Card Zone of the duelist who takes it: the duelist who
activated the effect (seed 001 A: "Each Duelist has 5 Monster Card Zones"; seed 001 E: a card a
duelist controls is in that duelist's zones, and "you control" then counts it for the whole
team). With no free zone it can't be taken. Control returns to the owner ("the Duelist whose
Deck the card started in", seed 001 E): at the End Phase of the turn it was taken, when the
effect says "until the End Phase" (Change of Heart, Brain Control), or when the card that gives
control leaves the field (Snatch Steal, an Equip Spell); the monster goes to a free Monster
Card Zone of its owner's, or, with none, to its owner's Graveyard (`ops.return_control`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import ops
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState, Lasting, LastingKind
from tagduel.engine.zones import CardInstance, Location

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_CONTROL: Final = LastingKind.CONTROL
_MONSTERS: Final = Location.MONSTERS


def can_take(state: DuelState, seat: Seat, monster: CardInstance) -> bool:
    """Could `seat` take control of `monster` now: an opponent's monster, a free zone."""
    return (
        monster.location is _MONSTERS
        and monster.zone_seat.team is not seat.team
        and state.zones[seat].free_slot(_MONSTERS) >= 0
    )


def take(
    state: DuelState,
    seat: Seat,
    monster: CardInstance,
    source: CardInstance,
    *,
    effect: int = 0,
    until_end_phase: bool = False,
    while_source_stays: bool = False,
) -> bool:
    """`seat` takes control of `monster` by the effect of `source`; False when it can't. With
    `until_end_phase` control returns at the End Phase of this turn; with `while_source_stays`
    when `source` leaves the field; with neither, it is kept."""
    if monster.location is not Location.MONSTERS or monster.zone_seat is seat:
        return False
    if not ops.move_monster(state, monster, seat):
        return False
    monster.memory[ops.TAKEN + str(source.uid)] = 1
    if while_source_stays and source.location.on_field:
        source.memory[ops.GIVES + str(monster.uid)] = 1
    if until_end_phase:
        lasting = Lasting(LastingKind.CONTROL, seat, (seat,), state.turn, source=source.uid)
        lasting.effect, lasting.amount = effect, monster.uid
        state.lasting.append(lasting)
    return True


def on_end_phase(state: DuelState) -> None:
    """The End Phase: control taken "until the End Phase" of this turn returns."""
    due = [x for x in state.lasting if x.kind is _CONTROL and x.count and x.count <= state.turn]
    for lasting in due:
        state.lasting.remove(lasting)
        monster = state.find(lasting.amount)
        if monster is not None and monster.memory.get(ops.TAKEN + str(lasting.source)):
            ops.return_control(state, monster)
