"""Chaos Sorcerer (9596126): Special Summoned from the hand by banishing 1 LIGHT and 1 DARK
monster from the team's Graveyards; once per turn it may banish 1 face-up monster on any of the
four fields, and then it can't attack that turn.

Era wording (Master Rule 2), in our words: it can be Special Summoned only by its own
procedure from the hand, removing from play a LIGHT and a DARK monster in "your Graveyard"; once
per turn it may remove from play a face-up monster it selects on the field, and it can't attack
in a turn that effect is activated. The attack lock comes with the activation (so it holds even
if the effect is negated), and the effect can't be activated after the card has attacked.

Seed 001 readings:
- the two monsters may come from either teammate's Graveyard: section A, "Duelist 1A has 1
  LIGHT Monster in his Graveyard. Duelist 1B has 1 DARK Monster in her Graveyard. Either player
  (on their turn) may Banish both of the Monsters to Special Summon Chaos Sorcerer."
- banishing them is forbidden while an opponent's Kycoo the Ghost Destroyer is face-up: section
  E, "Neither Duelist 2A and 2B may Banish cards from their Graveyards."
- "1 face-up monster on the field" is any of the four fields (section E, "all ... Monsters").
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scope, Scripts, kit

PASSCODE: Final = 9596126
LIGHT, DARK = Attribute.LIGHT, Attribute.DARK

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand by banishing a LIGHT and a DARK monster from the team's "
        "Graveyards; once per turn banishes a face-up monster on any field, and then can't "
        "attack that turn."
    )
}

_light_or_dark_in_gy = kit.cards(
    Location.GY,
    Scope.YOURS,
    lambda card: card.card.is_monster and card.card.attribute in (LIGHT, DARK),
)


def _one_light_one_dark(ctx: EffectContext, check_only: bool) -> bool:
    """Cost of the procedure: the 2 chosen monsters are 1 LIGHT and 1 DARK; banish them."""
    if {c.card.attribute for c in ctx.costs} != {LIGHT, DARK}:
        return False
    return kit.banish_chosen(ctx, check_only)


def _has_not_attacked(ctx: EffectContext) -> bool:
    return ctx.card.attacked_turn != ctx.state.turn


def _no_attack_this_turn(ctx: EffectContext, check_only: bool) -> bool:
    """Activating the effect means this card can't attack this turn."""
    if not check_only:
        ctx.forbid_attack_this_turn(ctx.card)
    return True


def _banish_target(ctx: EffectContext) -> None:
    for card in ctx.targets:
        if card.location is Location.MONSTERS and card.face_up:
            ctx.banish(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            exclusive=True,
            cost_cards=_light_or_dark_in_gy,
            cost_count=2,
            cost=_one_light_one_dark,
        ),
        Effect(
            EffectKind.IGNITION,
            description="banish 1 face-up monster on the field; this card can't attack this turn",
            once_per_turn=True,
            condition=_has_not_attacked,
            cost=_no_attack_this_turn,
            targets=kit.monsters(Scope.ALL, kit.face_up),
            target_count=1,
            resolve=_banish_target,
        ),
    )
