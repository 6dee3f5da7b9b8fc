"""Armored Cybern (67159705): a Union monster for "Cyber Dragon": once per turn it equips itself
to a "Cyber Dragon" (or a Fusion Monster listing it) the team controls, or unequips and is
Special Summoned; equipped, once per turn the monster loses 1000 ATK to destroy a face-up monster,
and if the monster would be destroyed, Armored Cybern is destroyed instead.

Era wording (Master Rule 2), in our words: "Once per turn, you can either: Target 1 "Cyber
Dragon" you control, or 1 Fusion Monster you control that lists "Cyber Dragon" as Fusion
Material; equip this card to that target, OR: Unequip this card and Special Summon it. Once per
turn, while equipped to a monster by this effect: You can target 1 face-up monster on the field;
the equipped monster loses exactly 1000 ATK (even if this card leaves the field), and if it does,
destroy that target. If the equipped monster would be destroyed by battle or card effect,
destroy this card instead." The card moves from its controller's Monster Card Zone to a free
Spell & Trap Card Zone of theirs as an Equip Card (and back, Special Summoned in Attack
Position); the two choices share one use per turn. "Loses exactly 1000" needs 1000 ATK or more.
The replacement is `Tag.SUBSTITUTE` (`protection.py`).

Seed 001 readings:
- "you control" includes the teammate's "Cyber Dragon" — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own." — so it may be equipped to the teammate's monster; it stays in its own duelist's Spell &
  Trap Card Zone;
- its effects are Spell Speed 1: only its own duelist activates them — section A, "Teammates may
  not activate Spell Speed 1 effects ... that are on their teammate's side of the field";
- "1 face-up monster on the field" is any of the four fields (section E, "all ... Monsters").
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import is_cyber_dragon, lists_cyber_dragon
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Position,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.ops import BOUND, place_on_field, remove
from tagduel.engine.tags import Tag
from tagduel.engine.timing import together

PASSCODE: Final = 67159705
LOSS: Final = 1000

SUMMARY: Final = {
    PASSCODE: (
        'Union: equips itself to a team\'s "Cyber Dragon" (or unequips); the monster loses 1000 '
        "ATK to destroy a face-up monster; destroyed in the equipped monster's place."
    )
}


def _unused_this_turn(ctx: EffectContext) -> bool:
    turn, memory = ctx.state.turn, ctx.card.memory
    return memory.get("used:1") != turn and memory.get("used:2") != turn


def _hosts(ctx: EffectContext) -> list[CardInstance]:
    return [
        c
        for c in ctx.monsters(Scope.YOURS)
        if c.face_up and c.uid != ctx.card.uid and (is_cyber_dragon(c) or lists_cyber_dragon(c))
    ]


def _as_monster(ctx: EffectContext) -> bool:
    card = ctx.card
    free = ctx.state.zones[ctx.seat].free_slot(Location.ST) >= 0
    return card.location is Location.MONSTERS and free and _unused_this_turn(ctx)


def _equipped(ctx: EffectContext) -> bool:
    return ctx.card.location is Location.ST and ctx.equipped_monster() is not None


def _equip(ctx: EffectContext) -> None:
    card, state = ctx.card, ctx.state
    hosts = [t for t in ctx.targets if t.location is Location.MONSTERS and t.face_up]
    slot = state.zones[card.zone_seat].free_slot(Location.ST)
    if not hosts or slot < 0 or card.location is not Location.MONSTERS:
        return
    seat, used = card.zone_seat, {k: v for k, v in card.memory.items() if k.startswith("used:")}
    with together(state):
        remove(state, card)
        place_on_field(state, card, seat, Location.ST, slot, face_up=True)
        card.memory.clear()
        card.memory.update(used)
        card.boosts.clear()
        ctx.equip(hosts[0])


def _unequip_and_summon(ctx: EffectContext) -> None:
    card = ctx.card
    if card.location is not Location.ST:
        return
    monster = ctx.equipped_monster()
    if monster is not None:
        monster.memory.pop(f"takes:{card.uid}", None)
    card.memory.pop(BOUND + str(card.equipped_to), None)
    card.equipped_to = 0
    ctx.special_summon(card, position=Position.ATTACK)


def _lose_and_destroy(ctx: EffectContext) -> None:
    monster = ctx.equipped_monster()
    if monster is None or monster.attack_value() < LOSS:
        return
    ctx.boost(monster, -LOSS, this_turn=False)
    ctx.destroy_all(ctx.targets)


def _face_up_others(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.monsters(Scope.ALL) if c.face_up]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description='equip this card to 1 "Cyber Dragon" you control',
            once_per_turn=True,
            condition=_as_monster,
            targets=_hosts,
            target_count=1,
            resolve=_equip,
        ),
        Effect(
            EffectKind.IGNITION,
            description="unequip this card and Special Summon it",
            where=(Location.ST,),
            once_per_turn=True,
            condition=kit.both(
                _equipped,
                _unused_this_turn,
                kit.can_special_summon,
                lambda ctx: ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0,
            ),
            resolve=_unequip_and_summon,
        ),
        Effect(
            EffectKind.IGNITION,
            description="the equipped monster loses 1000 ATK: destroy 1 face-up monster",
            where=(Location.ST,),
            once_per_turn=True,
            condition=lambda ctx: _equipped(ctx) and ctx.equipped_monster() is not None,
            targets=_face_up_others,
            target_count=1,
            resolve=_lose_and_destroy,
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="the equipped monster would be destroyed: destroy this card instead",
            condition=lambda ctx: ctx.card.location is Location.ST,
            affects=kit.equipped_monster,
            tags=frozenset({Tag.SUBSTITUTE}),
        ),
    )
