"""Seven Tools of the Bandit (3819470): Counter Trap: when any Trap Card is activated, pay 1000
LP to negate that activation and destroy the card.

Era wording (Master Rule 2, the same today), in our words: "When a Trap Card is activated: Pay
1000 LP; negate the activation, and if you do, destroy it." It answers the activation of a Trap
Card itself (not the effect of a face-up Trap), whoever activated it — an opponent's or the
teammate's — as the latest Chain Link.

Seed 001 readings:
- the Life Points are paid from the team's one total — section A, "The Team has a combined Life
  Point Total of 16,000";
- any duelist may answer with it on any turn, a response answering the latest Chain Link only —
  section D, "Duelist 2B may not activate a Counter Trap Card to counter the effect in Chain
  Link 1."
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Scripts, gates, kit

PASSCODE: Final = 3819470
COST: Final = 1000

SUMMARY: Final = {
    PASSCODE: "Pay 1000 LP (the team's) to negate any Trap Card's activation and destroy it.",
}


@gates.answering_a_link
def _answers_a_trap_card(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    if link is None or card is None or not card.traits.is_trap:
        return False
    return ctx.scripts.effects(card.card)[link.effect - 1].kind is EffectKind.ACTIVATION


def _negate(ctx: EffectContext) -> None:
    link = ctx.latest_link()
    if link is not None:
        ctx.negate_link(link)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="pay 1000 LP: negate a Trap Card's activation and destroy it",
            condition=_answers_a_trap_card,
            cost=kit.pay_lp(COST),
            resolve=_negate,
        ),
    )
