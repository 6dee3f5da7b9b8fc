"""The index of conditions that hold only at an attack declaration (`engine.gates`): read from
the records (`kit.opponent_attacks` and what `kit.both` makes of it), and never hiding an
activation the listing has."""

from __future__ import annotations

from engine.seeded import seeded_decisions
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import Activate, kit
from tagduel.engine.activation import activation_actions
from tagduel.engine.gates import at_attack_declaration, attack_declared, only_at_declaration
from tagduel.engine.responding import _quick_cards
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


def test_a_card_that_waits_for_an_attack_declaration_is_listed_only_at_one() -> None:
    """At every decision of seeded duels, the cards the cheap response test skips outside an
    attack declaration have no activation in any seat's listing there."""
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    checked = 0
    for duel in seeded_decisions(decks, range(3), all_scripts(), limit=3000):
        game = duel.game
        waiting = _quick_cards(game)[3]
        assert waiting, "the decks hold cards that answer an attack declaration"
        if not attack_declared(game):
            names = {c.name for c in game.state.all_cards() if c.card.passcode in waiting}
            for seat in ALL_SEATS:
                listed = activation_actions(game, seat)
                assert not {a.card.name for a in listed if isinstance(a, Activate)} & names
                checked += 1
    assert checked > 100
