"""Solemn Strike (40605147): Counter Trap: pay 1500 LP to negate a Special Summon about to
happen, or the activation of a monster effect, and destroy that monster.

Era wording (the card's database text), in our words: "When a monster(s) would be Special
Summoned, OR a monster effect is activated: Pay 1500 LP; negate the Summon or activation, and if
you do, destroy that card." A monster "would be Special Summoned" in the round of priority before
its Special Summon, Xyz or Synchro Summon by the rules completes (`summon_negation.py`), where it
is Chain Link 1; a Special Summon by a resolving effect can't be answered. Against a monster
effect it answers the latest Chain Link only (section D).

Seed 001 readings: it answers any duelist's Summon or monster effect, the teammate's too (the
text names no opponent); the Life Points are paid from the team's one total — section A, "The
Team has a combined Life Point Total of 16,000".
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, EffectKind, Scripts, kit
from tagduel.engine import summon_negation as negation
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.effects import Effect

PASSCODE: Final = 40605147
COST: Final = 1500
_SPECIAL: Final = ("special", "xyz", "synchro")

SUMMARY: Final = {
    PASSCODE: (
        "Pay 1500 LP (the team's): negates a Special Summon about to happen or a monster "
        "effect's activation, and destroys that monster."
    )
}


def _special_summon_waits(ctx: EffectContext) -> bool:
    card = None if ctx.state.chain else negation.pending(ctx.state)
    if card is None:
        return False
    return negation.HOWS[card.memory[negation.MARK] - 1] in _SPECIAL


def _a_monster_effect(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    if link is None or card is None or not card.card.is_monster or link.negated:
        return False
    return ctx.scripts.effects(card.card)[link.effect - 1].kind is not EffectKind.ACTIVATION


def _negate(ctx: EffectContext) -> None:
    link = ctx.latest_link()
    if link is not None:
        ctx.negate_link(link)
    else:
        negation.negate(ctx)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="pay 1500 LP; negate a Special Summon or a monster effect's activation",
            condition=lambda ctx: _special_summon_waits(ctx) or _a_monster_effect(ctx),
            cost=kit.pay_lp(COST),
            resolve=_negate,
        ),
        *declare(Property.ANSWERS_SUMMON),
    )
