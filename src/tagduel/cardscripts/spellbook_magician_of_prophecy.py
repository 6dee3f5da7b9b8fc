"""Spellbook Magician of Prophecy (14824019): when Normal Summoned or flipped face-up, its
controller adds 1 "Spellbook" Spell from their Deck to their hand.

Era wording (Master Rule 2, the same today), in our words: "If this card is Normal Summoned or
flipped face-up: Add 1 "Spellbook" Spell Card from your Deck to your hand." A mandatory trigger
("If", no "you can": it never misses the timing); a Tribute Summon is a Normal Summon, and a
Flip Summon flips it face-up (one trigger, not two). The card comes from the controller's own
Deck to their hand (`searching.py`).

Seed 001: nothing to read beyond the Deck being the controller's own.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import SPELLBOOK
from tagduel.engine import Effect, EffectContext, EffectKind, On, Scripts, kit, searching
from tagduel.engine.events import Summoned
from tagduel.engine.tags import Tag

PASSCODE: Final = 14824019

SUMMARY: Final = {
    PASSCODE: (
        'Normal Summoned or flipped face-up: adds a "Spellbook" Spell from its controller\'s '
        "Deck to their hand."
    )
}

_SPELLBOOK_SPELL: Final = kit.all_of(
    kit.archetype(SPELLBOOK), kit.is_spell_or_trap, lambda c: not c.traits.is_trap
)


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how in ("normal", "tribute")


def _search(ctx: EffectContext) -> None:
    searching.search(ctx, _SPELLBOOK_SPELL)


def register(scripts: Scripts) -> None:
    tags = frozenset({Tag.SEARCH})
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description='Normal Summoned: add 1 "Spellbook" Spell from your Deck to your hand',
            on=On.SUMMONED,
            condition=_normal_summoned,
            resolve=_search,
            tags=tags,
        ),
        Effect(
            EffectKind.TRIGGER,
            description='flipped face-up: add 1 "Spellbook" Spell from your Deck to your hand',
            on=On.FLIPPED,
            resolve=_search,
            tags=tags,
        ),
    )
