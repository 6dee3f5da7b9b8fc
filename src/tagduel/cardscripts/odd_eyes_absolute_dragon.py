"""Odd-Eyes Absolute Dragon (16691074): a Rank 7 Xyz Monster (2 Level 7 monsters): when any
monster declares an attack, it may detach a material to negate that attack, then Special Summon an
"Odd-Eyes" monster from its duelist's hand or the team's Graveyards; Xyz Summoned and then sent
to the Graveyard, it may Special Summon another "Odd-Eyes" monster from its owner's Extra Deck.
Each effect once per turn.

Era wording (the card's database text), in our words: "2 Level 7 monsters. When any player's
monster declares an attack: You can detach 1 material from this card; negate the attack, then you
can Special Summon 1 "Odd-Eyes" monster from your hand or GY. If this Xyz Summoned card is sent to
the GY: You can Special Summon 1 "Odd-Eyes" monster from your Extra Deck, except "Odd-Eyes
Absolute Dragon". You can only use each effect of "Odd-Eyes Absolute Dragon" once per turn." The
first is played like Number 39: Utopia's attack negation (an effect used when the attack is
declared, by its duelist or the teammate, Spell Speed 2); the summon after it asks whether to
use it. Whether it was Xyz Summoned is read from how it came onto the field.

Seed 001 readings:
- "any player's monster" is any of the four duelists' monsters (section E, "all Duelists");
- "your hand" is the activating duelist's own, "your GY" the team's (section A); the Extra Deck
  is the owner's own (section A: "Duelists may only summon from their own Extra Deck");
- "each effect once per turn" binds the team (section E, `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import (
    ODD_EYES,
    own,
    summon_from_extra,
    summoned_how,
)
from tagduel.engine import (
    BattleStep,
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    gates,
    hard_once,
    kit,
)
from tagduel.i18n import lazy

PASSCODE: Final = 16691074

SUMMARY: Final = {
    PASSCODE: (
        "Xyz (2 Level 7): detaches to negate any attack, then may summon an Odd-Eyes from the "
        "hand or the team's GY; Xyz Summoned and sent to the GY, summons an Odd-Eyes from the "
        "Extra Deck."
    )
}

_ODD_EYES: Final = kit.all_of(kit.is_monster, kit.archetype(ODD_EYES))


@gates.at_attack_declaration
def _an_attack_is_declared(ctx: EffectContext) -> bool:
    attack = ctx.attack
    return attack is not None and attack.step is BattleStep.DECLARED and not attack.negated


def _odd_eyes_to_summon(ctx: EffectContext) -> list[CardInstance]:
    in_gy = [c for c in ctx.cards(Location.GY, Scope.YOURS) if _ODD_EYES(c)]
    return own(ctx, Location.HAND, _ODD_EYES) + in_gy


def _then_maybe_summon(ctx: EffectContext) -> None:
    pool = _odd_eyes_to_summon(ctx)
    room = ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0
    if not pool or not room or not ctx.can_special_summon():
        return
    if ctx.yes_no(ctx.seat, lazy('Special Summon 1 "Odd-Eyes" monster from your hand or GY?')):
        for card in ctx.choose_cards(ctx.seat, pool, 1, 1):
            ctx.special_summon(card)


def _was_xyz_summoned(ctx: EffectContext) -> bool:
    return summoned_how(ctx.state, ctx.card) == "xyz"


def _other_odd_eyes_in_extra(ctx: EffectContext) -> list[CardInstance]:
    extra = ctx.state.zones[ctx.seat].extra
    return [c for c in extra if _ODD_EYES(c) and c.card.original != PASSCODE]


def _summon_from_extra(ctx: EffectContext) -> None:
    if ctx.can_special_summon():
        for card in ctx.choose_cards(ctx.seat, _other_odd_eyes_in_extra(ctx), 1, 1):
            summon_from_extra(ctx, card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.QUICK,
            description="a monster declares an attack: detach 1 material; negate the attack, "
            'then you can Special Summon 1 "Odd-Eyes" monster',
            condition=_an_attack_is_declared,
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=hard_once.cost("odd_eyes_absolute_dragon:1", kit.detach_chosen),
            resolve=kit.negate_attack,
            steps=(_then_maybe_summon,),
        ),
        Effect(
            EffectKind.TRIGGER,
            description='Xyz Summoned and sent to the GY: Special Summon 1 "Odd-Eyes" monster '
            "from your Extra Deck",
            on=On.SENT_TO_GY,
            optional=True,
            condition=kit.both(
                _was_xyz_summoned,
                kit.can_special_summon,
                lambda ctx: bool(_other_odd_eyes_in_extra(ctx)),
                hard_once.unused("odd_eyes_absolute_dragon:2"),
            ),
            cost=hard_once.cost("odd_eyes_absolute_dragon:2"),
            resolve=_summon_from_extra,
        ),
    )
