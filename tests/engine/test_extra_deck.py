"""A seat's Extra Deck as the listings read it (`engine.extra_deck`): kept while the Extra Deck
holds the same card instances in the same order, so never stale."""

from __future__ import annotations

from pathlib import Path

from engine.samples import SCRIPTS, card
from engine.seeded import seeded_decisions
from engine.table import at
from tagduel.cards.model import Card
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.engine import ALL_SEATS, S1A, S1B, DuelistSetup, Location, extra_deck, ops

TWIN = card("Cyber Twin Dragon")
UTOPIA = card("Number 39: Utopia")


def _extra_of_1a(*extra: Card) -> DuelistSetup:
    return DuelistSetup(hand=(), deck=(card("Gemini Elf"),) * 10, extra=extra)


def test_the_extra_deck_is_read_again_when_a_card_leaves_or_comes_back() -> None:
    """Taking the Extra Deck's cards out of the kept answer's key fails this."""
    duel = at({S1A: _extra_of_1a(TWIN, UTOPIA, TWIN)}, turn=1, scripts=SCRIPTS)
    state, game = duel.state, duel.game
    first, utopia, second = state.zones[S1A].extra
    deck = extra_deck.of(game, S1A)
    assert deck.fusion == (first, second)
    assert [xyz for xyz, _, _ in deck.xyz] == [utopia]
    assert extra_deck.of(game, S1A) is deck  # kept
    assert extra_deck.of(game, S1B).fusion == ()
    ops.move_to_pile(state, first, Location.GY)
    assert extra_deck.of(game, S1A).fusion == (second,)
    ops.move_to_pile(state, first, Location.EXTRA)
    assert extra_deck.of(game, S1A).fusion == (second, first)  # the same cards, another order
    ops.move_to_pile(state, utopia, Location.GY)
    assert extra_deck.of(game, S1A).xyz == ()


def test_random_duels_keep_what_a_fresh_read_of_the_extra_deck_gives(shared_data: Path) -> None:
    """At every decision of seeded duels of the classic decks (Xyz, Synchro and Fusion
    Monsters), for every seat, the kept Extra Deck equals one read afresh."""
    db = builtin_cards().merged(load_cdb(shared_data / "cards.cdb"))
    cards = classic.read_decks(shared_data / "decks", db)
    asked = 0
    for duel in seeded_decisions(
        lambda seed: classic.seat_decks(classic.seat_names([classic.RANDOM], seed), cards),
        range(4),
        all_scripts(),
    ):
        game = duel.game
        for seat in ALL_SEATS:
            kept = extra_deck.of(game, seat)
            assert kept == extra_deck._read(game, tuple(game.state.zones[seat].extra))
            asked += bool(kept.xyz or kept.synchro or kept.fusion)
    assert asked > 1000
