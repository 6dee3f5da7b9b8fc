"""Mecha Phantom Beast Dracossack (22110647): a Rank 7 Xyz Monster (2 Level 7 monsters): once per
turn it detaches a material to Special Summon 2 Mecha Phantom Beast Tokens; it can't be destroyed
by battle or card effects while its team controls a Token; once per turn it Tributes a "Mecha
Phantom Beast" monster to destroy 1 card on the field, and then can't attack that turn.

Era wording (Master Rule 2, the same today), in our words: "2 Level 7 monsters. Once per turn:
You can detach 1 material from this card; Special Summon 2 "Mecha Phantom Beast Tokens"
(Machine/WIND/Level 3/ATK 0/DEF 0). While you control a Token, this card cannot be destroyed by
battle or card effects. Once per turn: You can Tribute 1 "Mecha Phantom Beast" monster, then
target 1 card on the field; destroy that target. This card cannot attack during the turn you
activate this effect." The Tokens need 2 free Monster Card Zones of its controller and come in
Defense Position; they are "Mecha Phantom Beast" monsters.

Seed 001 readings:
- "while you control a Token" counts the teammate's Tokens — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own.";
- the Tribute may be the teammate's "Mecha Phantom Beast" monster — section E, "A Duelist can
  allow their teammate to use monsters in their Monster Card Zones ... for other appropriate
  card effects";
- "1 card on the field" is any of the four fields (section E, "all ... Monsters, Spells, or
  Traps").
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, Card, Race
from tagduel.cardscripts._cyber_dark import MECHA_PHANTOM_BEAST
from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, Scope, Scripts, kit
from tagduel.engine.tags import Tag
from tagduel.engine.tokens import TOKEN_TYPE

PASSCODE: Final = 22110647
TOKEN: Final = Card(
    31533705,
    "Mecha Phantom Beast Token",
    TOKEN_TYPE,
    Attribute.WIND,
    Race.MACHINE,
    3,
    0,
    0,
    archetypes=(MECHA_PHANTOM_BEAST,),
)

SUMMARY: Final = {
    PASSCODE: (
        "Xyz (2 Level 7): detaches to summon 2 Tokens; indestructible while the team controls a "
        'Token; Tributes a "Mecha Phantom Beast" to destroy 1 card, then can\'t attack.'
    )
}


def _two_zones(ctx: EffectContext) -> bool:
    return sum(1 for z in ctx.state.zones[ctx.seat].monsters if z is None) >= 2


def _team_has_a_token(ctx: EffectContext) -> bool:
    return any(c.traits.token for c in ctx.monsters(Scope.YOURS))


def _phantom_beasts(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in kit.tributes(ctx) if c.face_up and c.card.in_archetype(MECHA_PHANTOM_BEAST)]


def _tribute_and_hold_back(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        kit.tribute_chosen(ctx, False)
        ctx.forbid_attack_this_turn(ctx.card)
    return True


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.IGNITION,
            description='detach 1 material: Special Summon 2 "Mecha Phantom Beast Tokens"',
            once_per_turn=True,
            condition=kit.both(_two_zones, kit.can_special_summon),
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=kit.detach_chosen,
            resolve=kit.create_tokens(TOKEN, 2),
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="while you control a Token: can't be destroyed by battle or card effects",
            condition=_team_has_a_token,
            tags=frozenset({Tag.NOT_DESTROYED_BY_BATTLE, Tag.NOT_DESTROYED_BY_EFFECTS}),
        ),
        Effect(
            EffectKind.IGNITION,
            description='Tribute 1 "Mecha Phantom Beast" monster: destroy 1 card on the field',
            once_per_turn=True,
            cost_cards=_phantom_beasts,
            cost_count=1,
            cost=_tribute_and_hold_back,
            targets=kit.field_cards(Scope.ALL),
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
