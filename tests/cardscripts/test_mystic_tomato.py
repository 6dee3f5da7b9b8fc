"""Mystic Tomato: "your Deck" offers the monsters of the controller's and the teammate's Decks,
never an opponent's (seed 001 E: "If a card references another card that "you control" or
"your" hand, Deck, ... it counts cards in your teammate's Zones as well as your own.")."""

from __future__ import annotations

from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import S1A, S1B, S2A, S2B, Choose, Duel, Phase

card = builtin_cards().by_name


def _tomato_destroyed_by_2b() -> Duel:
    seats = {
        S1A: seat(
            monsters=(card("Mystic Tomato"),), deck=(card("Dark Blade"), card("Mystic Tomato"))
        ),
        S1B: seat(deck=(card("Cannon Soldier"), card("Gemini Elf"))),
        S2A: seat(deck=(card("Kycoo the Ghost Destroyer"), card("Mystic Tomato"))),
        S2B: seat(monsters=(card("Vorse Raider"),)),
    }
    duel = at(seats, turn=4, phase=Phase.BATTLE, scripts=all_scripts())
    duel.play('2B attack "Vorse Raider" 1A:"Mystic Tomato"')
    duel.resolve()
    duel.play("1A yes")
    duel.resolve()
    return duel


def test_the_choice_lists_dark_monsters_of_1500_or_less_atk_from_both_teammates_decks() -> None:
    duel = _tomato_destroyed_by_2b()
    assert duel.pending is not None and duel.pending.seat is S1A
    offered = sorted(a.to_text() for a in duel.legal_actions() if isinstance(a, Choose))
    assert offered == ['1A choose 1A.deck:"Mystic Tomato"', '1A choose 1B.deck:"Cannon Soldier"']


def test_the_monster_from_the_teammates_deck_comes_to_the_tomatos_controllers_field() -> None:
    duel = _tomato_destroyed_by_2b()
    duel.play('1A choose 1B.deck:"Cannon Soldier"')
    summoned = duel.state.zones[S1A].monsters[0]
    assert summoned is not None and summoned.name == "Cannon Soldier"
    assert summoned.owner is S1B and summoned.zone_seat is S1A
