"""Pot of Duality (Normal Spell): of the top 3 cards of the activator's Deck, add 1 to the hand
and shuffle the rest back.

In our words: reveal the top three cards of your Deck, take one into your hand and shuffle the
others back; one per turn, and no Special Summons that turn. The top of a Deck is one Deck's:
the activator's own, and the card goes to their own hand (`searching.py`; an effect forbidding
adding cards from the Deck, such as Thunder King Rai-Oh's, stops it). The once-per-turn limit
and the ban on Special Summons bind the team (seed 001 E: "If a card prevents you from
performing an action, it prevents your teammate as well"). It needs 3 cards in the activator's
Deck.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import forbid_special_summons, no_special_summon_turn
from tagduel.engine import EffectContext, Scripts, hard_once, kit
from tagduel.engine.effects import Effect
from tagduel.engine.searching import add_from_deck, may_add_from_deck
from tagduel.engine.shuffling import shuffle_deck
from tagduel.i18n import lazy

PASSCODE: Final = 98645731
ONCE: Final = "pot_of_duality"
LOOK: Final = 3

SUMMARY: Final = {
    PASSCODE: (
        "Add 1 of the top 3 cards of the activator's Deck to the hand and shuffle the Deck "
        "(once per turn; no Special Summons that turn)."
    )
}


def _enough(ctx: EffectContext) -> bool:
    return len(ctx.state.zones[ctx.seat].deck) >= LOOK and may_add_from_deck(ctx)


def _pick_one(ctx: EffectContext) -> None:
    top = ctx.state.zones[ctx.seat].deck[:LOOK]
    chosen = ctx.choose_cards(ctx.seat, top, 1, 1, lazy("add 1 of the top 3 cards to your hand"))
    add_from_deck(ctx, chosen)
    shuffle_deck(ctx.state, ctx.seat)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="add 1 of the top 3 cards of your Deck to your hand; shuffle the rest",
            condition=kit.both(_enough, no_special_summon_turn, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE, forbid_special_summons()),
            resolve=_pick_one,
        ),
    )
