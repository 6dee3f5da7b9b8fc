"""Honest (37742478): returns itself from the field to the hand in its controller's Main Phase;
from the hand, in the Damage Step of a battle involving a LIGHT monster of the holder's team, it
is sent to the Graveyard to give that monster ATK equal to the ATK of the monster it battles,
until the end of the turn.

Era wording (Master Rule 2), in our words: in its controller's Main Phase it may return itself,
face-up, to its owner's hand; in the Damage Step, when "a LIGHT monster you control" battles,
it may be sent from the hand to the Graveyard so that monster gains the ATK of the monster it
battles until the end of the turn. The hand effect is a Quick Effect usable in the Damage Step
up to damage calculation; it needs a monster to battle (not a direct attack).

Seed 001 readings:
- any of the four duelists may use it, on anyone's turn: section D, "Duelist 1A declares an
  attack on Duelist 2A's face-up Monster with his own LIGHT Monster. Any of the 4 Duelists may
  activate the effect of Honest."
- "a LIGHT monster you control" includes the teammate's monsters: section E, "If a card
  references another card that "you control" ... it counts cards in your teammate's Zones as
  well as your own." (`Scope.YOURS`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scope,
    Scripts,
    gates,
    kit,
)

PASSCODE: Final = 37742478

SUMMARY: Final = {
    PASSCODE: (
        "Returns itself to the hand in its controller's Main Phase; from the hand, in the Damage "
        "Step, a LIGHT monster of the holder's team gains the ATK of the monster it battles."
    )
}


def _your_light_monster(ctx: EffectContext) -> tuple[CardInstance, CardInstance] | None:
    """(the team's LIGHT monster in this battle, the monster it battles), if there is one."""
    battle = ctx.battling()
    if battle is None or battle[1] is None:
        return None
    yours = ctx.seats(Scope.YOURS)
    attacker, target = battle[0], battle[1]
    for mine, other in ((attacker, target), (target, attacker)):
        if mine.zone_seat in yours and mine.face_up and mine.card.attribute == Attribute.LIGHT:
            return mine, other
    return None


@gates.in_the_damage_step
def _light_of_yours_battles(ctx: EffectContext) -> bool:
    return kit.before_damage_calculation(ctx) and _your_light_monster(ctx) is not None


def _gain_its_atk(ctx: EffectContext) -> None:
    found = _your_light_monster(ctx)
    if found is not None:
        mine, other = found
        ctx.boost(mine, other.attack_value())


def _return_to_hand(ctx: EffectContext) -> None:
    if ctx.card.location is Location.MONSTERS and ctx.card.face_up:
        ctx.send_to(ctx.card, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="return this face-up card to its owner's hand",
            resolve=_return_to_hand,
        ),
        Effect(
            EffectKind.QUICK,
            description="Damage Step: send this card from the hand to the Graveyard; your "
            "battling LIGHT monster gains the other monster's ATK",
            where=(Location.HAND,),
            in_damage_step=True,
            condition=_light_of_yours_battles,
            cost=kit.send_self_to_gy,
            resolve=_gain_its_atk,
        ),
    )
