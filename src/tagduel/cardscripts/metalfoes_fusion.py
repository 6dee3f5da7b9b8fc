"""Metalfoes Fusion (73594093): Fusion Summons a "Metalfoes" Fusion Monster from its activator's
Extra Deck; from its owner's Graveyard, once per turn, it shuffles itself into the Deck to draw
1 card.

Era wording (the database's text), paraphrased: a Normal Spell that Fusion Summons a Metalfoes
Fusion Monster, its materials from the hand or field; from the Graveyard an ignition effect returns
it to the Deck (shuffling it in is the cost) and draws one card, once per turn for every copy and
the team (`engine.hard_once`; seed 001 E: "If a card prevents you from performing an action, it
prevents your teammate as well").

Seed 001 readings:
- the Fusion Monster comes from the activator's own Extra Deck, with materials from their own
  hand and the team's field (section A: "Duelists may only summon from their own Extra Deck and
  not their teammates" and "Any member of a team may use any Monster Cards in play on their
  team's side of the field for ... Extra Deck Summons"; the engine's `fusion` module).
- the Graveyard effect is its owner's, who shuffles it into their own Deck and draws.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scripts, hard_once, kit
from tagduel.engine.shuffling import shuffle_into_deck

PASSCODE: Final = 73594093
METALFOES: Final = 0xE1
ONCE: Final = "metalfoes_fusion"

SUMMARY: Final = {
    PASSCODE: (
        'Fusion Summons a "Metalfoes" Fusion Monster (materials from the hand or the team\'s '
        "field); once per turn from the Graveyard, shuffles itself into the Deck to draw 1."
    )
}

_metalfoes = kit.archetype(METALFOES)


def _shuffle_self(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        shuffle_into_deck(ctx.state, (ctx.card,))
    return True


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="Fusion Summon a Metalfoes monster",
            condition=kit.can_fusion_summon(_metalfoes),
            resolve=kit.fusion_summon(_metalfoes),
        ),
        Effect(
            EffectKind.IGNITION,
            description="from the Graveyard, back into the Deck (cost): draw 1",
            where=(Location.GY,),
            cost=hard_once.cost(ONCE, _shuffle_self),
            resolve=kit.draw(1),
        ),
    )
