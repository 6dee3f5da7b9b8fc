"""Helpers for the Spell/Trap card-script tests: the real scripts plus test-only cards that do
what no scripted real card does yet (destroy a Set or face-up Spell/Trap, send the top card of a
Deck to the Graveyard), registered together in a fresh registry."""

from __future__ import annotations

from engine.cards import spell
from tagduel.cards.model import Card, CardType
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import (
    call_of_the_haunted,
    dark_hole,
    swords_of_revealing_light,
    vanitys_emptiness,
)
from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect
from tagduel.engine.zones import Location

card = builtin_cards().by_name

TYPHOON = spell(93400001, "Test Typhoon", CardType.QUICK_PLAY)
"""Destroy 1 Spell/Trap Card on the field (test only)."""
MILL_ACROSS = spell(93400002, "Test Mill Across", CardType.QUICK_PLAY)
"""Send the top card of the Deck of the opponent across to the Graveyard (test only)."""
MILL_OWN = spell(93400003, "Test Mill Own", CardType.QUICK_PLAY)
"""Send the top card of the activator's own Deck to the Graveyard (test only)."""


def _mill(who: Scope) -> Effect:
    def resolve(ctx: EffectContext) -> None:
        deck = ctx.state.zones[ctx.seats(who)[0]].deck
        if deck:
            ctx.send_to(deck[0], Location.GY)

    return Effect(resolve=resolve)


def scripts() -> Scripts:
    """The scripts of the real cards under test, plus the test-only cards above."""
    s = Scripts()
    for module in (call_of_the_haunted, dark_hole, swords_of_revealing_light, vanitys_emptiness):
        module.register(s)
    s.register(
        TYPHOON.passcode,
        Effect(
            targets=kit.field_cards(Scope.ALL, kit.is_spell_or_trap),
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
    s.register(MILL_ACROSS.passcode, _mill(Scope.OPPONENT_ACROSS))
    s.register(MILL_OWN.passcode, _mill(Scope.YOURS))
    return s


def cards(*names: str) -> tuple[Card, ...]:
    return tuple(card(name) for name in names)
