"""Solemn Warning (Counter Trap): pay 2000 Life Points to negate the Summon of a monster that
would be Summoned, or an activation that would Special Summon, and destroy that card.

In our words: answering a Summon about to happen, or an activated card or monster effect that
Special Summons, pay 2000 LP to negate it and destroy the card. The 2000 Life Points come from
the team's total (seed 001 A). A monster "would be Summoned" in the round of priority before its
Summon completes (`summon_negation.py`), where it answers as Chain Link 1; an activation
Special Summons when the activated card declares it (`card_properties.Property.SPECIAL_SUMMONS`:
Monster Reborn, Premature Burial; scripts written before that mark must add it), and it answers
the latest Chain Link only (seed 001 D). Any duelist's Summon or activation, the teammate's
too.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts.solemn_judgment import negate_it, summon_waits
from tagduel.engine import EffectContext, Scripts, kit
from tagduel.engine.card_properties import Property, declare, has
from tagduel.engine.effects import Effect

PASSCODE: Final = 84749824
COST: Final = 2000

SUMMARY: Final = {
    PASSCODE: (
        "Pay 2000 LP: negates a monster's Summon, or an activation that Special Summons, and "
        "destroys that card."
    )
}


def _answers_special_summoning(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    return card is not None and has(ctx.game, card, Property.SPECIAL_SUMMONS)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="pay 2000 LP; negate a Summon, or an activation that Special Summons",
            condition=lambda ctx: summon_waits(ctx) or _answers_special_summoning(ctx),
            cost=kit.pay_lp(COST),
            resolve=negate_it,
        ),
        *declare(Property.ANSWERS_SUMMON),
    )
