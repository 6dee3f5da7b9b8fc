"""Foolish Burial (81439173): sends a monster from its activator's or their teammate's Deck to
its owner's Graveyard.

Era wording (Master Rule 2, the same as the database's), paraphrased: a Normal Spell that mills one
chosen monster out of the Deck; a monster must be in the Deck for it to be activated, and the
monster is chosen as it resolves.

Seed 001 reading: "your Deck" counts the teammate's Deck — section E, "If a card references
another card that "you control" or "your" hand, Deck, Extra Deck, Graveyard, or Banished Zone,
it counts cards in your teammate's Zones as well as your own." The monster goes to its owner's
Graveyard, which is "your Graveyard" too (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, Location, Scope, Scripts, kit

PASSCODE: Final = 81439173

SUMMARY: Final = {
    PASSCODE: "Sends a monster from the activator's or the teammate's Deck to the Graveyard.",
}

_monsters_in_decks = kit.cards(Location.DECK, Scope.YOURS, kit.is_monster)


def _send(ctx: EffectContext) -> None:
    for card in ctx.choose_cards(ctx.seat, _monsters_in_decks(ctx), 1, 1):
        ctx.send_to(card, Location.GY)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="a monster from a team Deck to the Graveyard",
            condition=kit.count_at_least(_monsters_in_decks, 1),
            resolve=_send,
        ),
    )
