"""Mystic Tomato (83011277): when it is destroyed by battle and sent to the Graveyard, its
controller may Special Summon 1 DARK monster with 1500 or less ATK from their own or their
teammate's Deck, in face-up Attack Position.

Era wording (Master Rule 2), in our words: an optional trigger when it is destroyed by battle
and sent to the Graveyard, Special Summoning a DARK monster with 1500 or less ATK from "your
Deck" in face-up Attack Position. It is not offered when no such monster can be summoned.

Seed 001 reading: "your Deck" counts the teammate's Deck as well — section E, "If a card
references another card that "you control" or "your" hand, Deck, Extra Deck, Graveyard, or
Banished Zone, it counts cards in your teammate's Zones as well as your own." The engine's
scope module gives exactly that for `Scope.YOURS` (`scope.yours`: "Whose zones "you control" and
"your" hand, Deck, Extra Deck, GY or banished cards cover"). The monster comes to the
controller's own field.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.engine import Effect, EffectKind, Location, On, Scope, Scripts, kit

PASSCODE: Final = 83011277

SUMMARY: Final = {
    PASSCODE: (
        "Destroyed by battle: may Special Summon a DARK monster with 1500 or less ATK from its "
        "controller's or their teammate's Deck."
    )
}

_dark_1500 = kit.all_of(kit.attribute(Attribute.DARK), kit.atk_at_most(1500))
_in_your_deck = kit.cards(Location.DECK, Scope.YOURS, _dark_1500)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="destroyed by battle: Special Summon 1 DARK monster (ATK <= 1500) from "
            "your Deck",
            on=On.DESTROYED_BY_BATTLE,
            optional=True,
            condition=kit.both(
                kit.in_location(Location.GY),
                kit.can_special_summon,
                kit.count_at_least(_in_your_deck, 1),
            ),
            resolve=kit.summon_from(Location.DECK, Scope.YOURS, _dark_1500),
        ),
    )
