"""Terraforming (Normal Spell): add 1 Field Spell from the Deck to the hand.

The database's text, in our words: its activator takes a Field Spell out of the Deck into the
hand. Seed 001 reading: that is the activator's own Deck: a hand holds only the cards its
duelist owns (section E: the owner is "the Duelist whose Deck the card started in"), the
reading `engine.searching` gives every search. Nothing happens while an effect forbids adding
cards from the Deck (Thunder King Rai-Oh).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, Scripts, searching
from tagduel.engine.tags import Tag

PASSCODE: Final = 73628505

SUMMARY: Final = {PASSCODE: "Adds 1 Field Spell from the activator's own Deck to the hand."}


def _field_spell(card: CardInstance) -> bool:
    return card.traits.field_spell


def _search(ctx: EffectContext) -> None:
    searching.search(ctx, _field_spell)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="a Field Spell from the Deck to the hand",
            condition=searching.can_search(_field_spell),
            resolve=_search,
            tags=frozenset({Tag.SEARCH}),
        ),
    )
