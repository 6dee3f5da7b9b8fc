"""Gorz the Emissary of Darkness (44330098): when its holder's team takes damage from a card an
opponent controls while neither teammate controls a card, it may be Special Summoned from the
hand; then, for battle damage, a LIGHT Fairy Token with ATK and DEF equal to the damage is
Special Summoned, and for effect damage the opposing team takes the same damage.

Era wording (Master Rule 2, the same as the database's), paraphrased: an optional "When" trigger in
the hand (it can miss the timing) Special Summons Gorz when its holder takes damage from a card an
opponent holds, provided the holder controls no card both when it is activated and when it
resolves; a mandatory trigger on that Summon then answers by the kind of damage: battle damage
gives an Emissary of Darkness Token (LIGHT Fairy, Level 7) in Attack Position with ATK and DEF
equal to the damage, effect damage is inflicted back on the opponent. The card that inflicted the
damage is read from the battle or the resolving Chain Link (`engine.causes`); the kind and amount
of damage are kept on Gorz once summoned.

Seed 001 readings:
- "you take damage" is damage to the team's shared Life Points (section A), so either teammate
  holding Gorz may answer it; "a card in your opponent's possession" is a card either opponent
  controls.
- "you must control no cards" counts the teammate's cards too: section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own."
- the damage inflicted goes to the opposing team's Life Points (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, Race
from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Position,
    Scope,
    Scripts,
)
from tagduel.engine.causes import damage, damage_dealt_by, event_index
from tagduel.engine.events import LpCause, Summoned
from tagduel.engine.tokens import token_card

PASSCODE: Final = 44330098
TOKEN: Final = token_card(
    44330099, "Emissary of Darkness Token", attribute=Attribute.LIGHT, race=Race.FAIRY, level=7
)
BATTLE: Final = "gorz_battle_damage"
EFFECT: Final = "gorz_effect_damage"

SUMMARY: Final = {
    PASSCODE: (
        "When the team takes damage from an opponent's card while the team controls no cards: "
        "Special Summoned from the hand; then a Token with ATK/DEF equal to battle damage, or "
        "the same effect damage to the opposing team."
    )
}


def _you_control_nothing(ctx: EffectContext) -> bool:
    return not ctx.field_cards(Scope.YOURS)


def _damaged_by_an_opponent(ctx: EffectContext) -> bool:
    taken = damage(ctx.event)
    if taken is None or taken.team is not ctx.team:
        return False
    dealer = damage_dealt_by(ctx.state, event_index(ctx.state, ctx.event))
    return dealer is ctx.team.other


def _summon_self(ctx: EffectContext) -> None:
    taken = damage(ctx.event)
    card = ctx.card
    if taken is None or card.location is not Location.HAND or not _you_control_nothing(ctx):
        return
    if ctx.special_summon(card):
        key = BATTLE if taken.cause is LpCause.BATTLE else EFFECT
        card.memory[key] = -taken.delta


def _summoned_by_its_effect(ctx: EffectContext) -> bool:
    memory = ctx.card.memory
    return isinstance(ctx.event, Summoned) and bool(memory.get(BATTLE) or memory.get(EFFECT))


def _answer(ctx: EffectContext) -> None:
    memory = ctx.card.memory
    battle, effect = memory.pop(BATTLE, 0), memory.pop(EFFECT, 0)
    if effect:
        ctx.damage_opponent(effect)
    elif battle:
        token = ctx.create_token(TOKEN, position=Position.ATTACK)
        if token is not None:
            ctx.set_stats(token, atk=battle, defense=battle, this_turn=False, original=True)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="damage from an opposing card while the team controls nothing: Special Summons itself from the hand",
            on=On.DAMAGE,
            watch=True,
            where=(Location.HAND,),
            optional=True,
            when=True,
            condition=lambda ctx: (
                _damaged_by_an_opponent(ctx)
                and _you_control_nothing(ctx)
                and ctx.can_special_summon()
            ),
            resolve=_summon_self,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="summoned by its own effect: a Token as strong as the battle damage, or the effect damage sent back",
            on=On.SUMMONED,
            condition=_summoned_by_its_effect,
            resolve=_answer,
        ),
    )
