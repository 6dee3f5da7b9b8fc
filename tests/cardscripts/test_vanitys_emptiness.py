"""Vanity's Emptiness: "your Graveyard" is the controller's and the teammate's (seed 001 E:
"If a card is sent from Duelist 1B's Deck or side of the field to the Graveyard, Vanity's
Emptiness is destroyed"). The Deck half needs a card that sends from the Deck, which no scripted
real card does yet, so test-only cards do it here."""

from __future__ import annotations

from cardscripts.spell_trap_kit import MILL_ACROSS, MILL_OWN, card, scripts
from engine.table import at, names, seat
from tagduel.engine import S1A, S1B, S2A, Duel, Position


def _2a_mills(spell_name: str) -> Duel:
    seats = {
        S1A: seat(st=((card("Vanity's Emptiness"), False),)),
        S2A: seat(hand=(MILL_ACROSS, MILL_OWN)),
    }
    duel = at(seats, turn=6, scripts=scripts())
    duel.play(f'2A activate "{spell_name}"')
    duel.resolve()
    return duel


def test_a_card_sent_from_the_teammates_deck_to_the_graveyard_destroys_it() -> None:
    duel = _2a_mills("Test Mill Across")  # 1B sits across from 2A
    assert len(names(duel, S1B, "gy")) == 1
    assert names(duel, S1A, "gy") == ["Vanity's Emptiness"]


def test_a_card_sent_from_an_opponents_deck_to_their_graveyard_does_not() -> None:
    duel = _2a_mills("Test Mill Own")
    assert len(names(duel, S2A, "gy")) == 2  # the milled card and the spell itself
    assert names(duel, S1A, "st") == ["Vanity's Emptiness"]


def test_a_set_vanitys_emptiness_does_not_destroy_itself() -> None:
    seats = {
        S1A: seat(
            st=(card("Vanity's Emptiness"),), monsters=((card("Mystical Elf"), Position.ATTACK),)
        ),
        S2A: seat(hand=(MILL_ACROSS,)),
    }
    duel = at(seats, turn=6, scripts=scripts())
    duel.play('2A activate "Test Mill Across"')
    duel.resolve()
    assert names(duel, S1A, "st") == ["Vanity's Emptiness"]
