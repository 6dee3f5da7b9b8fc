"""The index of conditions that hold only in some windows (`engine.gates`: at an attack
declaration, in the Damage Step, with a Chain Link to answer): read from the records
(`kit.opponent_attacks`, the cards' marked conditions and what `kit.both` makes of them), and
never hiding an activation the listing has."""

from __future__ import annotations

from pathlib import Path

from engine.seeded import seeded_decisions
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import Activate, kit
from tagduel.engine.activation import activation_actions
from tagduel.engine.duel import Duel
from tagduel.engine.gates import (
    DAMAGE_STEP,
    DECLARED,
    LINKED,
    answering_a_link,
    at_attack_declaration,
    in_the_damage_step,
    needs,
    only_at_declaration,
)
from tagduel.engine.responding import _nothing_to_use, window_asks
from tagduel.engine.seats import ALL_SEATS


def test_a_condition_made_with_an_attack_declaration_part_waits_for_one() -> None:
    assert only_at_declaration(kit.opponent_attacks)
    assert only_at_declaration(kit.both(kit.your_turn, kit.opponent_attacks))
    assert only_at_declaration(kit.both(kit.your_turn, kit.both(kit.opponent_attacks)))
    assert not only_at_declaration(kit.both(kit.your_turn, kit.can_special_summon))
    assert not only_at_declaration(kit.your_turn)
    assert not only_at_declaration(None)

    @at_attack_declaration
    def marked(ctx: object) -> bool:
        return False

    assert only_at_declaration(marked)
    assert only_at_declaration(kit.both(marked, kit.your_turn))


def test_marks_of_other_kinds_are_read_through_the_parts() -> None:
    @in_the_damage_step
    def battling(ctx: object) -> bool:
        return False

    @answering_a_link
    def answering(ctx: object) -> bool:
        return False

    assert needs(battling) == DAMAGE_STEP
    assert needs(kit.both(kit.your_turn, answering)) == LINKED
    assert needs(kit.both(battling, kit.both(answering, kit.opponent_attacks))) == (
        DAMAGE_STEP | LINKED | DECLARED
    )
    assert needs(kit.your_turn) == 0
    assert not only_at_declaration(battling)


def _check_skipped_cards_are_not_listed(duel: Duel) -> int:
    """The cards the cheap response test skips in the window now (`_nothing_to_use`) have no
    activation in any seat's listing."""
    game = duel.game
    ask = window_asks(game)[0]
    skipped = {c.name for c in game.state.all_cards() if _nothing_to_use(game, ask, c.card)}
    for seat in ALL_SEATS:
        listed = activation_actions(game, seat)
        assert not {a.card.name for a in listed if isinstance(a, Activate)} & skipped
    return len(skipped)


def test_a_card_skipped_in_a_window_is_never_listed_there() -> None:
    """At every decision of seeded duels of the rules' decks (Mirror Force, Magic Cylinder)."""
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    checked = 0
    for duel in seeded_decisions(decks, range(3), all_scripts(), limit=3000):
        checked += _check_skipped_cards_are_not_listed(duel) > 0
    assert checked > 100


def test_a_card_skipped_in_a_window_is_never_listed_there_in_the_classic_decks(
    shared_data: Path,
) -> None:
    """The same for the classic decks (Honest and Kalut wait for the Damage Step, Ash Blossom
    and Crystal Wing Synchro Dragon for a Chain Link, Odd-Eyes Absolute Dragon for an attack
    declaration)."""
    db = builtin_cards().merged(load_cdb(shared_data / "cards.cdb"))
    cards = classic.read_decks(shared_data / "decks", db)
    checked = 0
    for duel in seeded_decisions(
        lambda s: classic.seat_decks(classic.seat_names([classic.RANDOM], s), cards),
        range(6),
        all_scripts(),
    ):
        checked += _check_skipped_cards_are_not_listed(duel) > 0
    assert checked > 500
