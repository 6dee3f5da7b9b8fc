"""Equip Cards: an Equip Spell is activated targeting a face-up monster and, once it resolves,
stays on the field equipped to it.

The rules of equipping (Master Rule 2 era game rules): the Equip Card is destroyed when the
equipped monster leaves the field or is turned face-down; it stays where it is when control of
the monster changes (it is still its activator's card, in its activator's Spell & Trap Card
Zone); an Equip Spell whose monster is no longer there when it resolves goes to the Graveyard
(see `chain.py`). Its effects on "the equipped monster" are continuous effects (`Effect.stats`
with `affects=kit.equipped_monster`, see `auras.py`), so they end the moment it leaves.

An Equip Spell with no script still follows these rules, doing nothing else: the hooks below
make its activation (`effects.VANILLA_EQUIP`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from tagduel.engine import ops
from tagduel.engine.cardevents import Equipped, TurnedFaceDown
from tagduel.engine.state import DuelState
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location, Position

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_MONSTERS: Final = Location.MONSTERS

if TYPE_CHECKING:
    from tagduel.engine.context import EffectContext


def equip(state: DuelState, equip_card: CardInstance, monster: CardInstance) -> bool:
    """Equip `equip_card` (on the field) to the face-up `monster`; False when either is not
    where it must be. A card equipped before to another monster leaves that one."""
    if not equip_card.location.on_field or not _equippable(monster):
        return False
    with together(state):
        old = equip_card.equipped_to
        if old:
            equip_card.memory.pop(ops.BOUND + str(old), None)  # the old link goes stale
        equip_card.equipped_to = monster.uid
        ops.bind(monster, equip_card)
        state.emit(
            Equipped(
                equip_card.zone_seat,
                equip_card.name,
                monster.zone_seat,
                monster.name,
                equip_card.uid,
                monster.uid,
            )
        )
    return True


def _equippable(monster: CardInstance) -> bool:
    return monster.location is _MONSTERS and monster.face_up


def equipped_monster(state: DuelState, equip_card: CardInstance) -> CardInstance | None:
    """The monster `equip_card` is equipped to, while both are on the field."""
    if not equip_card.equipped_to or not equip_card.location.on_field:
        return None
    monster = state.find(equip_card.equipped_to)
    if monster is None or monster.location is not _MONSTERS:
        return None
    return monster


def equips_of(state: DuelState, monster: CardInstance) -> list[CardInstance]:
    """The Equip Cards equipped to `monster`."""
    return [c for c in state.field_cards() if c.equipped_to == monster.uid]


def turn_face_down(state: DuelState, monster: CardInstance) -> bool:
    """Change a face-up monster to face-down Defense Position (e.g. Book of Moon): the changes
    to its stats end and the Equip Cards equipped to it are destroyed. A Token can't be turned
    face-down. False when nothing happened."""
    if monster.location is not Location.MONSTERS or not monster.face_up:
        return False
    if monster.traits.token:
        return False
    with together(state):
        monster.face_up, monster.position = False, Position.SET
        monster.set_by = monster.zone_seat
        monster.boosts.clear()
        state.emit(TurnedFaceDown(monster.zone_seat, monster.name, monster.uid))
        for card in equips_of(state, monster):
            ops.destroy(state, card, "rule")
    return True


# -- the activation of an Equip Spell with no script -------------------------------------------


def face_up_monsters(ctx: EffectContext) -> Sequence[CardInstance]:
    """What an Equip Spell may target: any face-up monster on the field (all four fields)."""
    return [c for c in ctx.state.monsters() if c.face_up]


def equip_to_target(ctx: EffectContext) -> None:
    """Resolve: equip this card to its target, if both are still there."""
    for target in ctx.targets:
        equip(ctx.state, ctx.card, target)
