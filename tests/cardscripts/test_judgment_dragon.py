"""Judgment Dragon: the End Phase mill takes what its controller's Deck holds, and the LP cost
is paid from the team's total (seed 001 A: "The Team has a combined Life Point Total of
16,000.")."""

from __future__ import annotations

from engine.table import at, names, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import S1A, S1B, Team

card = builtin_cards().by_name


def test_the_end_phase_mill_sends_what_is_left_when_the_deck_holds_fewer_than_four() -> None:
    deck = (card("Gemini Elf"), card("Battle Ox"))
    duel = at({S1A: seat(monsters=(card("Judgment Dragon"),), deck=deck)}, scripts=all_scripts())
    duel.play("1A end-turn")
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Gemini Elf", "Battle Ox"]
    assert names(duel, S1A, "deck") == [] and duel.outcome is None


def test_the_lp_cost_needs_1000_of_the_teams_life_points() -> None:
    seats = {S1B: seat(monsters=(card("Judgment Dragon"),))}
    duel = at(seats, turn=3, lp={Team.ONE: 999, Team.TWO: 16000}, scripts=all_scripts())
    assert not duel.is_legal(duel.parse_action('1B activate "Judgment Dragon" effect 2'))
    duel = at(seats, turn=3, lp={Team.ONE: 1000, Team.TWO: 16000}, scripts=all_scripts())
    duel.play('1B activate "Judgment Dragon" effect 2')
    assert duel.state.lp[Team.ONE] == 0
