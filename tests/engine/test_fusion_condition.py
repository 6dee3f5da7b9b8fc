"""Fusion's condition (`fusion._any_group`, asked by Polymerization's condition at every Main
Phase listing) answers as listing the sets of materials does (`fusion._groups`)."""

from __future__ import annotations

from pathlib import Path

from engine.seeded import seeded_decisions
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.engine import ALL_SEATS, fusion


def test_random_duels_find_a_set_of_materials_exactly_when_one_is_listed(
    shared_data: Path,
) -> None:
    """At every decision of seeded duels of the classic decks (Cyber End Dragon's three
    "Cyber Dragon", Dark Magician the Dragon Knight's two different materials), for every seat
    and Fusion Monster of its Extra Deck."""
    db = builtin_cards().merged(load_cdb(shared_data / "cards.cdb"))
    cards = classic.read_decks(shared_data / "decks", db)
    found = asked = 0
    for duel in seeded_decisions(
        lambda seed: classic.seat_decks(classic.seat_names([classic.RANDOM], seed), cards),
        range(8),
        all_scripts(),
    ):
        game = duel.game
        for seat in ALL_SEATS:
            candidates = game.rules.fusion_material_candidates(game.state, seat)
            for card in game.state.zones[seat].extra:
                if not card.traits.fusion:
                    continue
                listed = next(fusion._groups(game, seat, card, candidates), None) is not None
                assert fusion._any_group(game, seat, card, candidates) is listed
                asked += 1
                found += listed
    assert asked > 1000
    assert found > 10
