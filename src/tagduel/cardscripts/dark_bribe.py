"""Dark Bribe (Counter Trap): when an opponent activates a Spell or Trap Card, that opponent's
side draws 1 card, and the activation is negated and the card destroyed.

Master Rule 2 era wording: "When your opponent activates a Spell or Trap Card: Your opponent
draws 1 card, also negate the Spell/Trap Card's activation and destroy it." It answers the
activation of a Spell/Trap Card itself (not an effect of a card already face-up) by either
opponent (seed 001 D: "either opponent"; section E: an "opponent" whose play is answered is
either of them). Who draws is settled by seed 001 E: "If a card specifically states it affects
an "opponent," and any part of the card's effect affects your opponent's hand, Deck ... the
Duelist activating the card effect must choose the opponent sitting directly across from them"
— "Duelist 1A activates Smashing Ground. Duelist 2A activates Dark Bribe. Once Dark Bribe
resolves, Duelist 1B will draw the card" (`Scope.OPPONENT_ACROSS` of Dark Bribe's activator,
whoever activated the negated card). Like every response it answers the latest Chain Link only
(seed 001 D: 2B "may not activate a Counter Trap Card to counter the effect in Chain Link 1").
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts, gates
from tagduel.engine.effects import Effect, EffectKind

PASSCODE: Final = 77538567

SUMMARY: Final = {
    PASSCODE: (
        "Answers an opponent's Spell/Trap activation: the opponent across draws 1 card, and the "
        "activation is negated and the card destroyed."
    )
}


@gates.answering_a_link
def _answers_opponents_spell_trap(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    if link is None or card is None or link.seat.team is ctx.team or card.card.is_monster:
        return False
    return ctx.scripts.effects(card.card)[link.effect - 1].kind is EffectKind.ACTIVATION


def _bribe(ctx: EffectContext) -> None:
    link = ctx.latest_link()
    if link is None:
        return
    for across in ctx.seats(Scope.OPPONENT_ACROSS):
        ctx.draw(across, 1)
    ctx.negate_link(link)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="the opponent across draws 1; negate the Spell/Trap and destroy it",
            condition=_answers_opponents_spell_trap,
            resolve=_bribe,
        ),
    )
