"""Solemn Judgment (Counter Trap): pay half the team's Life Points to negate the Summon of a
monster that would be Summoned, or the activation of a Spell/Trap Card, and destroy that card.

In our words: answering a Summon about to happen or a Spell/Trap Card's activation, pay half
your Life Points to negate it and destroy the card. The Life Points are the team's shared total
(seed 001 A), the payment rounded down. It answers any duelist's Summon or Spell/Trap
activation, the teammate's too (the text names no opponent). A monster "would be Summoned" in
the round of priority before its Summon completes (`summon_negation.py`): only cards like this
one may answer there, as Chain Link 1. Against a Spell/Trap it answers the latest Chain Link
only (seed 001 D).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, EffectKind, Scripts
from tagduel.engine import summon_negation as negation
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.effects import Effect

PASSCODE: Final = 41420027

SUMMARY: Final = {
    PASSCODE: (
        "Pay half the team's LP: negates a monster's Summon or a Spell/Trap Card's activation "
        "and destroys that card."
    )
}


def answers_spell_trap(ctx: EffectContext) -> bool:
    """The latest Chain Link is the activation of a Spell or Trap Card (any duelist's)."""
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    if link is None or card is None or card.card.is_monster:
        return False
    return ctx.scripts.effects(card.card)[link.effect - 1].kind is EffectKind.ACTIVATION


def summon_waits(ctx: EffectContext) -> bool:
    """A monster would be Summoned and no chain has started (this would be Chain Link 1)."""
    return not ctx.state.chain and negation.pending(ctx.state) is not None


def negate_it(ctx: EffectContext) -> None:
    """Negate the Chain Link below (and destroy its card), or else the Summon waiting."""
    link = ctx.latest_link()
    if link is not None:
        ctx.negate_link(link)
    else:
        negation.negate(ctx)


def _pay_half(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.pay_lp(ctx.state.lp[ctx.team] // 2)
    return True


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="pay half your LP; negate a Summon or a Spell/Trap activation",
            condition=lambda ctx: summon_waits(ctx) or answers_spell_trap(ctx),
            cost=_pay_half,
            resolve=negate_it,
        ),
        *declare(Property.ANSWERS_SUMMON),
    )
