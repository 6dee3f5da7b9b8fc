"""Ash Blossom & Joyous Spring (14558127): discarded from the hand (Quick Effect), it negates an
activated effect that adds a card from the Deck to the hand, Special Summons from the Deck, or
sends a card from the Deck to the Graveyard; once per turn.

Era wording (the card's database text; a later card than the rules), in our words: "When a card
or effect is activated that includes any of these effects (Quick Effect): You can discard this
card; negate that effect. ● Add a card from the Deck to the hand. ● Special Summon from the Deck.
● Send a card from the Deck to the GY. You can only use this effect of "Ash Blossom & Joyous
Spring" once per turn." What an effect includes is what its script declares (`tags.py`:
`Tag.SEARCH`, `SUMMON_FROM_DECK`, `SEND_FROM_DECK`); the effect is negated, not the activation
(a negated Spell still goes to the Graveyard). It answers the latest Chain Link only (section D).

Seed 001 readings:
- a quick effect in the hand is its holder's to use, whoever's turn it is, against any duelist's
  activation (section D: "Any of the 4 Duelists may activate the effect of Honest");
- "once per turn" binds the team — section E, "If a card prevents you from performing an action,
  it prevents your teammate as well" (`hard_once.py`): after 1A's, 1B's copy waits a turn.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts, gates, hard_once
from tagduel.engine.tags import INCLUDED

PASSCODE: Final = 14558127

SUMMARY: Final = {
    PASSCODE: (
        "Discarded from the hand: negates an effect that searches, summons from or sends from "
        "the Deck; once per turn for the team."
    )
}


@gates.answering_a_link
def _answers_a_deck_effect(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    if link is None or card is None or link.negated:
        return False
    return bool(ctx.scripts.effects(card.card)[link.effect - 1].tags & INCLUDED)


def _discard_self(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.discard((ctx.card,))
    return True


def _negate_effect(ctx: EffectContext) -> None:
    link = ctx.latest_link()
    if link is not None:
        ctx.negate_link(link, destroy=False)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.QUICK,
            description="discard this card: negate an effect that uses the Deck",
            where=(Location.HAND,),
            condition=_answers_a_deck_effect,
            cost=hard_once.cost("ash_blossom", _discard_self),
            resolve=_negate_effect,
        ),
    )
