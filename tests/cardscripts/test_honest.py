"""Honest: a Quick Effect from the hand in the Damage Step only, and an ATK gain that lasts
until the end of the turn (seed 001 D: "Any of the 4 Duelists may activate the effect of
Honest")."""

from __future__ import annotations

import pytest

from engine.table import at, names, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import (
    ALL_SEATS,
    S1A,
    S2A,
    S2B,
    Activate,
    BattleStep,
    DecisionKind,
    Duel,
    Phase,
    Seat,
    Team,
)

card = builtin_cards().by_name


def _attack_on_a_light_monster(holder: Seat) -> Duel:
    monsters = {S1A: (card("Alexandrite Dragon"),), S2A: (card("Mystical Elf"),)}
    seats = {
        s: seat(monsters=monsters.get(s, ()), hand=(card("Honest"),) if s is holder else ())
        for s in ALL_SEATS
    }
    duel = at(seats, phase=Phase.BATTLE, scripts=all_scripts())
    duel.play('1A attack "Alexandrite Dragon" 2A:"Mystical Elf"')
    return duel


def _first_activation(duel: Duel) -> Activate:
    """Every seat passes until one may activate something; that activation."""
    while duel.pending is not None and duel.pending.kind is DecisionKind.RESPOND:
        found = [a for a in duel.legal_actions() if isinstance(a, Activate)]
        if found:
            return found[0]
        duel.play(f"{duel.pending.seat.value} pass")
    raise AssertionError("no one could activate anything")


@pytest.mark.parametrize("holder", ALL_SEATS)
def test_honest_is_first_offered_at_the_start_of_the_damage_step(holder: Seat) -> None:
    duel = _attack_on_a_light_monster(holder)
    found = _first_activation(duel)
    assert found.seat is holder and found.effect == 2
    assert duel.state.attack is not None and duel.state.attack.step is BattleStep.START


def test_honest_is_sent_to_the_graveyard_when_activated_before_it_resolves() -> None:
    duel = _attack_on_a_light_monster(S2B)
    duel.apply(_first_activation(duel))
    assert names(duel, S2B, "gy") == ["Honest"] and names(duel, S2B, "hand") == []
    assert len(duel.state.chain) == 1


def test_the_teammates_monster_keeps_the_gained_atk_until_the_end_of_the_turn() -> None:
    duel = _attack_on_a_light_monster(S2B)
    duel.apply(_first_activation(duel))
    duel.resolve()
    elf = duel.state.zones[S2A].monsters[0]
    assert elf is not None and elf.attack_value() == 800 + 2000
    assert duel.state.lp[Team.ONE] == 16000 - 800
    duel.play("1A end-turn")
    duel.resolve()
    assert elf.attack_value() == 800


def test_honest_in_the_hand_is_not_offered_outside_a_battle() -> None:
    seats = {S1A: seat(hand=(card("Honest"),), monsters=(card("Alexandrite Dragon"),))}
    duel = at(seats, scripts=all_scripts())
    assert not [a for a in duel.legal_actions() if isinstance(a, Activate)]
