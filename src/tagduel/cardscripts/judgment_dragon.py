"""Judgment Dragon (57774843): Special Summoned from the hand while the team's Graveyards hold 4
or more "Lightsworn" monsters with different names; pays 1000 LP to destroy every other card on
all four fields; mills the top 4 cards of its controller's Deck in each of their End Phases.

Era wording (Master Rule 2): the Summon condition is the card's own procedure from the hand
("cannot be Special Summoned except ..."); the LP effect has no once-per-turn limit; the End
Phase effect is mandatory ("during each of your End Phases"), one trigger per turn.

Seed 001 readings:
- "your Graveyard" is both teammates' Graveyards: section A, "Duelist 2A has 2 different
  "Lightsworn" Monsters in his Graveyard. His teammate has 2 "Lightsworn" Monsters that are
  different than Duelist 2A. Either player (on their turn) is able to Special Summon Judgment
  Dragon as both players have 4 different "Lightsworn" Monsters."
- "all other cards on the field" are the cards of all four fields: section E, "If a card
  specifically states it affects all Duelists, Monsters, Spells, or Traps, then it affects both
  Teams (all 4 Duelists.)"
- "your End Phase" is the End Phase of its controller's own turn, and "the top 4 cards of your
  Deck" the top of its controller's own Deck (a Deck has one top; seed 001 says nothing of
  milling a teammate's Deck).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scope, Scripts, kit

PASSCODE: Final = 57774843
LIGHTSWORN: Final = 0x38
MILLED: Final = 4

SUMMARY: Final = {
    PASSCODE: (
        'Special Summoned from the hand with 4+ differently named "Lightsworn" monsters in the '
        "team's Graveyards; pay 1000 LP to destroy every other card on all four fields; sends "
        "the top 4 cards of its controller's Deck to the Graveyard in their End Phase."
    )
}

_lightsworn_in_gy = kit.cards(
    Location.GY, Scope.YOURS, kit.all_of(kit.is_monster, kit.archetype(LIGHTSWORN))
)


def _destroy_all_other_cards(ctx: EffectContext) -> None:
    ctx.destroy_all(c for c in ctx.field_cards(Scope.ALL) if c.uid != ctx.card.uid)


def _mill(ctx: EffectContext) -> None:
    for card in list(ctx.state.zones[ctx.seat].deck[:MILLED]):
        ctx.send_to(card, Location.GY)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            exclusive=True,
            condition=kit.distinct_names_at_least(_lightsworn_in_gy, 4),
        ),
        Effect(
            EffectKind.IGNITION,
            description="pay 1000 LP: destroy all other cards on the field",
            cost=kit.pay_lp(1000),
            resolve=_destroy_all_other_cards,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="your End Phase: send the top 4 cards of your Deck to the Graveyard",
            on=On.END_PHASE,
            once_per_turn=True,
            condition=kit.your_turn,
            resolve=_mill,
        ),
    )
