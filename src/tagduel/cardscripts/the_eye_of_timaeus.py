"""The Eye of Timaeus (1784686): target a "Dark Magician" monster the team controls and Fusion
Summon, from the activator's own Extra Deck, a Fusion Monster that lists it as material, using it
alone as the whole Fusion Material; 1 activation per turn.

Era wording (the card's database text), in our words: "Target 1 "Dark Magician" monster you
control; Fusion Summon 1 Fusion Monster from your Extra Deck that lists that monster on the field
as Fusion Material, using it as the entire Fusion Material. You can only activate 1 "The Eye of
Timaeus" per turn." A Fusion Monster "lists" the target when one of the materials its script
names accepts it (Dark Magician the Dragon Knight: "Dark Magician"). ("This card is also always
treated as "Legendary Dragon Timaeus"": no card of the era reads that name.)

Seed 001 readings:
- "you control" includes the teammate's "Dark Magician" — section E, "If a card references another
  card that "you control" ... it counts cards in your teammate's Zones as well as your own." (as
  section A lets a teammate's monster be an Extra Deck Summon's material);
- the Fusion Monster comes from the activator's own Extra Deck — section A, "Duelists may only
  summon from their own Extra Deck and not their teammates.";
- 1 activation per turn binds the team (section E, `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import DARK_MAGICIAN_ARCHETYPE
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    Location,
    Position,
    Scope,
    Scripts,
    hard_once,
    ops,
    summon_limits,
)
from tagduel.engine.fusion import materials_of
from tagduel.engine.timing import together

PASSCODE: Final = 1784686

SUMMARY: Final = {
    PASSCODE: (
        'Fuses a "Dark Magician" monster of the team alone into a Fusion Monster of the '
        "activator's Extra Deck that lists it; one activation per turn for the team."
    )
}


def _dark_magicians(ctx: EffectContext) -> list[CardInstance]:
    return [
        c
        for c in ctx.monsters(Scope.YOURS)
        if c.face_up and c.card.in_archetype(DARK_MAGICIAN_ARCHETYPE) and _fusions(ctx, c)
    ]


def _fusions(ctx: EffectContext, material: CardInstance) -> list[CardInstance]:
    """The Fusion Monsters of the activator's Extra Deck that list `material`."""
    own = ctx.state.zones[ctx.seat]
    room = own.free_slot(Location.MONSTERS) >= 0 or material.zone_seat is ctx.seat
    if not room or not ctx.can_special_summon():
        return []
    extra = [c for c in own.extra if c.traits.fusion]
    extra = summon_limits.allowed(ctx.state, ctx.seat, extra)
    return [c for c in extra if any(f(material) for f in materials_of(ctx.game, c))]


def _fuse(ctx: EffectContext) -> None:
    targets = [t for t in ctx.targets if t.location is Location.MONSTERS and t.face_up]
    if not targets:
        return
    material = targets[0]
    chosen = ctx.choose_cards(ctx.seat, _fusions(ctx, material), 1, 1)
    if not chosen:
        return
    state, monster = ctx.state, chosen[0]
    with together(state):
        ops.send_to_gy(state, material)
        if ops.summon_to_field(state, monster, ctx.seat, Position.ATTACK, "fusion"):
            ops.record_materials(monster, (material,))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='Fusion Summon using 1 "Dark Magician" monster you control as the '
            "entire material",
            targets=_dark_magicians,
            target_count=1,
            cost=hard_once.cost("the_eye_of_timaeus"),
            resolve=_fuse,
        ),
    )
