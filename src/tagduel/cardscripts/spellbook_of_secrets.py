"""Spellbook of Secrets (89739383): add 1 "Spellbook" card other than itself from the
activator's Deck to the hand; 1 activation per turn.

Era wording (Master Rule 2, the same today), in our words: "Add 1 "Spellbook" card from your
Deck to your hand, except "Spellbook of Secrets". You can only activate 1 "Spellbook of Secrets"
per turn." The card comes from the activator's own Deck to their hand (`searching.py`).

Seed 001 readings: "You can only activate 1 per turn" binds the team — section E, "If a card
prevents you from performing an action, it prevents your teammate as well" (`hard_once.py`):
after 1A's, 1B can't activate a copy that turn.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import SPELLBOOK
from tagduel.engine import Effect, Scripts, hard_once, kit, searching
from tagduel.engine.tags import Tag

PASSCODE: Final = 89739383

SUMMARY: Final = {
    PASSCODE: (
        'Adds another "Spellbook" card from the activator\'s Deck to their hand; one activation '
        "per turn for the team."
    )
}

_OTHER_SPELLBOOK: Final = kit.all_of(
    kit.archetype(SPELLBOOK), lambda c: c.card.original != PASSCODE
)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='add 1 "Spellbook" card from your Deck to your hand',
            condition=searching.can_search(_OTHER_SPELLBOOK),
            cost=hard_once.cost("spellbook_of_secrets"),
            resolve=lambda ctx: searching.search(ctx, _OTHER_SPELLBOOK),
            tags=frozenset({Tag.SEARCH}),
        ),
    )
