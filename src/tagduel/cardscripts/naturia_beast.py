"""Naturia Beast (33198837): a Level 5 Synchro Monster (1 EARTH Tuner + 1 or more non-Tuner
EARTH monsters) that, when a Spell Card is activated, may send the top 2 cards of its
controller's Deck to the Graveyard to negate that activation and destroy the Spell.

Era wording (the database's text), paraphrased: a quick effect answering the activation of a Spell
Card (not the effect of a Spell already face-up): milling two is its cost, and it negates that
activation and destroys the Spell; Naturia Beast must be face-up on the field both to activate and
to resolve it. It answers any duelist's Spell, the teammate's included.

Seed 001 readings:
- the Synchro Materials may be the teammate's face-up monsters; it comes from the summoner's own
  Extra Deck (section A, "Extra Deck Summons").
- it may be used on any duelist's turn (section D: "During a Duelist's turn, either opponent may
  activate Spell Speed 2 or higher effects", and the teammate too); the teammate may use its
  Spell Speed 2 effect (section A).
- "the top 2 cards of your Deck" is the top of the controller's own Deck (see `_lightsworn`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.cardscripts._lightsworn import mill
from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts, gates, kit

PASSCODE: Final = 33198837

SUMMARY: Final = {
    PASSCODE: (
        "Synchro (EARTH Tuner + EARTH non-Tuners): answers the activation of any Spell Card "
        "by milling 2 of its controller's Deck, negating and destroying that Spell."
    )
}

_earth = kit.attribute(Attribute.EARTH)


@gates.answering_a_link
def _spell_card_activated(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    if link is None or link.negated:
        return False
    card = ctx.link_card(link)
    if card is None or card.traits.is_monster or card.traits.is_trap:
        return False
    return ctx.scripts.effects(card.card)[link.effect - 1].kind is EffectKind.ACTIVATION


def _mill_cost(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return len(ctx.state.zones[ctx.seat].deck) >= 2
    mill(ctx, 2)
    return True


def _negate(ctx: EffectContext) -> None:
    card = ctx.card
    if card.location is not Location.MONSTERS or not card.face_up:
        return
    link = ctx.latest_link()
    if link is not None:
        ctx.negate_link(link)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, tuner_filter=_earth, material_filter=_earth),
        Effect(
            EffectKind.QUICK,
            description="a Spell Card activated; mill 2 (cost): negate it and destroy it",
            condition=_spell_card_activated,
            cost=_mill_cost,
            resolve=_negate,
        ),
    )
