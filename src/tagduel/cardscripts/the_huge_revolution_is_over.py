"""The Huge Revolution is Over (Counter Trap): negates the activation of a Spell/Trap Card or
monster effect that is going to destroy at least two cards on the field, and banishes that card.

The database's text, in our words: it answers the activation of a Spell or Trap Card, or of a
monster's effect, that is going to destroy at least two cards on the field; that activation is
negated and, if it is, the card is banished. It answers the latest Chain Link (seed 001 D); how
many cards an effect is going to destroy is read from its script as it stands
(`destruction_forecast`: Dark Hole, Mirror Force, a monster effect destroying two targets); a
Trap's effect other than its card's activation is not a Trap Card activation. The field is all
four fields (section E); the banished card goes to its owner's banished cards.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts, gates
from tagduel.engine.destruction_forecast import would_destroy

PASSCODE: Final = 99188141

SUMMARY: Final = {
    PASSCODE: (
        "Negates the activation of a Spell/Trap Card or monster effect set to destroy at least "
        "two cards on the field, and banishes that card."
    )
}


@gates.answering_a_link
def _answerable(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    if link is None or link.negated:
        return False
    card = ctx.link_card(link)
    if card is None:
        return False
    effect = ctx.scripts.effects(card.card)[link.effect - 1]
    card_activation = not card.card.is_monster and effect.kind is EffectKind.ACTIVATION
    if not (card_activation or card.card.is_monster):
        return False
    return would_destroy(ctx.game, link) >= 2


def _negate_and_banish(ctx: EffectContext) -> None:
    link = ctx.latest_link()
    if link is None or link.negated:
        return
    ctx.negate_link(link, destroy=False)
    card = ctx.link_card(link)
    if card is not None and card.location is not Location.BANISHED:
        ctx.banish(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="stop an activation set to destroy several cards; banish that card",
            condition=_answerable,
            resolve=_negate_and_banish,
        ),
    )
