"""Blast Sphere (Effect Monster): attacked while Set by an opposing monster, before damage
calculation it equips itself to the attacker; in the opponents' next Standby Phase it destroys
that monster and the opposing team takes damage equal to that monster's ATK.

The database's text, in our words: when an opposing monster attacks it while it is face-down in
Defense Position, a mandatory trigger before damage calculation (`damage_step_timing`) makes it
an Equip Card of the attacker: it moves from its controller's Monster Card Zone to a free Spell &
Trap Card Zone of theirs (none free: it stays), and the attack ends without damage calculation,
its target gone. At the next Standby Phase of an opponent, the monster it is equipped to is
destroyed, and if that happens the opposing team takes as much damage as that monster's ATK on
the field. As an Equip Card it is destroyed when the monster leaves the field.

Seed 001 readings: the attacker may be either opponent's; the Standby Phase is the next one of
either opponent (the turn after it was equipped at the earliest: section D counts "all
appropriate turns"); the damage comes off the opposing team's shared Life Points (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Position, Scripts
from tagduel.engine.cardevents import DamageStepReached
from tagduel.engine.damage_step_timing import position_at_start
from tagduel.engine.ops import place_on_field, remove
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance

PASSCODE: Final = 26302522
EQUIPPED_TURN: Final = "blast_sphere:equipped"

SUMMARY: Final = {
    PASSCODE: (
        "Attacked while Set by an opposing monster: equips itself to it; in the opponents' next "
        "Standby Phase destroys it and deals its ATK to the opposing team."
    )
}


def _attacked_while_set(ctx: EffectContext) -> bool:
    event = ctx.event
    if not isinstance(event, DamageStepReached) or event.target_uid != ctx.card.uid:
        return False
    opponents = event.seat.team is not ctx.team
    return opponents and position_at_start(ctx.card) is Position.SET


def _become_equip(ctx: EffectContext, monster: CardInstance) -> None:
    """Move this card to a free Spell & Trap Card Zone of its controller, equipped to
    `monster`."""
    sphere, state = ctx.card, ctx.state
    slot = state.zones[sphere.zone_seat].free_slot(Location.ST)
    if slot < 0:
        return
    seat = sphere.zone_seat
    with together(state):
        remove(state, sphere)
        place_on_field(state, sphere, seat, Location.ST, slot, face_up=True)
        sphere.memory.clear()
        if ctx.equip(monster):
            sphere.memory[EQUIPPED_TURN] = state.turn


def _equip_to_attacker(ctx: EffectContext) -> None:
    event = ctx.event
    if not isinstance(event, DamageStepReached) or ctx.card.location is not Location.MONSTERS:
        return
    attacker = ctx.state.find(event.attacker_uid)
    if attacker is not None and attacker.location is Location.MONSTERS and attacker.face_up:
        _become_equip(ctx, attacker)


def _opponents_next_standby(ctx: EffectContext) -> bool:
    equipped = ctx.card.memory.get(EQUIPPED_TURN)
    later = equipped is not None and ctx.state.turn > equipped
    opponent = ctx.state.turn_seat.team is not ctx.team
    return later and opponent and ctx.equipped_monster() is not None


def _explode(ctx: EffectContext) -> None:
    monster = ctx.equipped_monster()
    ctx.card.memory.pop(EQUIPPED_TURN, None)  # only the next Standby Phase
    if monster is None:
        return
    atk = monster.attack_value()
    ctx.destroy(monster)
    if monster.location is not Location.MONSTERS:
        ctx.damage_opponent(atk)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="attacked while Set: becomes an Equip Card of the attacker",
            on=On.BEFORE_DAMAGE_CALCULATION,
            condition=_attacked_while_set,
            resolve=_equip_to_attacker,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="an opponent's next Standby Phase: the monster is destroyed, its ATK "
            "dealt as damage",
            on=On.STANDBY_PHASE,
            condition=_opponents_next_standby,
            resolve=_explode,
        ),
    )
