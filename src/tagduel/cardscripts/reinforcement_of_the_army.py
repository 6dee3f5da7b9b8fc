"""Reinforcement of the Army (32807846): adds a Level 4 or lower Warrior monster from its
activator's Deck to their hand.

Era wording (Master Rule 2, the same as the database's), paraphrased: a Normal Spell searching a
Warrior of Level 4 or less from the Deck; there must be one in the Deck for it to be activated.

Seed 001 reading: the monster comes from the activator's own Deck: it goes to "your hand",
which holds only its duelist's own cards (section E: the owner is "the Duelist whose Deck the
card started in"; see `engine.searching`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.engine import CardInstance, Effect, EffectContext, Scripts, kit
from tagduel.engine.searching import can_search, search

PASSCODE: Final = 32807846

SUMMARY: Final = {PASSCODE: ("Searches the activator's Deck for a Warrior of Level 4 or less.")}

_warrior = kit.race(Race.WARRIOR)


def _low_warrior(card: CardInstance) -> bool:
    return _warrior(card) and 0 < card.card.level <= 4


def _add(ctx: EffectContext) -> None:
    search(ctx, _low_warrior)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="search a Warrior of Level 4 or less",
            condition=can_search(_low_warrior),
            resolve=_add,
        ),
    )
