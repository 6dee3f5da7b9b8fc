"""Attacks and damage (seed 001 B, C)."""

from __future__ import annotations

import pytest

from engine.cards import JINZO, SOLDIER, TOMATO, WALL, ZERO
from engine.table import at, names, seat
from tagduel.engine import S1A, S1B, S2A, S2B, IllegalActionError, Phase, Position, Reason, Team


def _battle(seats, turn: int = 5):  # type: ignore[no-untyped-def]
    return at(seats, turn=turn, phase=Phase.BATTLE)


def test_no_duelist_may_attack_before_the_fourth_turn() -> None:
    # seed 001 B: "The first Duelist who can make an attack is the Duelist who goes fourth."
    duel = _battle({S1B: seat(monsters=(SOLDIER,))}, turn=3)
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B attack "Test Soldier" direct')
    assert err.value.reason is Reason.TOO_EARLY_TO_ATTACK


def test_2b_on_the_fourth_turn_may_attack() -> None:
    duel = _battle({S2B: seat(monsters=(SOLDIER,))}, turn=4)
    duel.play('2B attack "Test Soldier" direct')
    duel.resolve()
    assert duel.state.lp[Team.ONE] == 16000 - 1800


def test_cant_attack_directly_while_either_opponent_controls_a_monster() -> None:
    # seed 001 C: "If there is a monster on the opponents' side of the field (in either
    # Duelist's Monster Card Zones) then it must be attacked before an attack on their Life
    # Points directly."
    duel = _battle({S1A: seat(monsters=(SOLDIER,)), S2A: seat(monsters=(TOMATO,))})
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A attack "Test Soldier" direct')
    assert err.value.reason is Reason.MUST_ATTACK_MONSTER
    assert err.value.message == 'Can\'t attack directly: 2A controls "Mystic Tomato"'


def test_a_set_monster_is_not_named_in_the_reason() -> None:
    duel = _battle({S1A: seat(monsters=(SOLDIER,)), S2B: seat(monsters=((TOMATO, Position.SET),))})
    with pytest.raises(IllegalActionError, match="2B controls a Set monster"):
        duel.play('1A attack "Test Soldier" direct')


def test_duelists_may_not_attack_with_their_teammates_monsters() -> None:
    # seed 001 C: "Duelists may not attack with their teammate's monsters."
    duel = _battle({S1B: seat(monsters=(SOLDIER,))})
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A attack 1B:"Test Soldier" direct')
    assert err.value.reason is Reason.CANNOT_ATTACK


def test_defense_position_monsters_do_not_attack() -> None:
    # seed 001 C: "The active Duelist can only attack with Attack Position monsters"
    duel = _battle({S1A: seat(monsters=((SOLDIER, Position.DEFENSE),))})
    with pytest.raises(IllegalActionError, match="not in Attack Position"):
        duel.play('1A attack "Test Soldier" direct')


def test_a_monster_attacks_once_per_turn() -> None:
    duel = _battle({S1A: seat(monsters=(SOLDIER,))})
    duel.play('1A attack "Test Soldier" direct')
    duel.resolve()
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A attack "Test Soldier" direct')
    assert err.value.reason is Reason.ALREADY_ATTACKED


def test_attack_on_a_weaker_attack_position_monster_destroys_it_and_damages_its_team() -> None:
    duel = _battle({S1A: seat(monsters=(SOLDIER,)), S2B: seat(monsters=(TOMATO,))})
    duel.play('1A attack "Test Soldier" 2B:"Mystic Tomato"')
    duel.resolve()
    assert names(duel, S2B, "gy") == ["Mystic Tomato"]
    assert duel.state.lp[Team.TWO] == 16000 - 400 and duel.state.lp[Team.ONE] == 16000


def test_attacking_a_stronger_monster_destroys_the_attacker_and_damages_its_team() -> None:
    duel = _battle({S1A: seat(monsters=(TOMATO,)), S2A: seat(monsters=(JINZO,))})
    duel.play('1A attack "Mystic Tomato" "Jinzo"')
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Mystic Tomato"]
    assert duel.state.lp[Team.ONE] == 16000 - 1000


def test_equal_attack_destroys_both_and_zero_attack_destroys_neither() -> None:
    duel = _battle({S1A: seat(monsters=(SOLDIER, ZERO)), S2A: seat(monsters=(SOLDIER, ZERO))})
    duel.play('1A attack 1A.monsters[1]:"Test Soldier" 2A.monsters[1]:"Test Soldier"')
    duel.resolve()
    duel.play('1A attack "Test Zero" "Test Zero"')
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Test Soldier"] and names(duel, S2A, "gy") == ["Test Soldier"]
    assert names(duel, S2A, "monsters") == ["Test Zero"]


def test_a_face_down_defender_is_flipped_and_a_higher_defense_damages_the_attacker() -> None:
    duel = _battle({S1A: seat(monsters=(SOLDIER,)), S2A: seat(monsters=((WALL, Position.SET),))})
    duel.play('1A attack "Test Soldier" 2A:"Test Wall"')
    duel.resolve()
    wall = duel.state.zones[S2A].monsters[0]
    assert wall is not None and wall.face_up and wall.position is Position.DEFENSE
    assert duel.state.lp[Team.ONE] == 16000 - 200


def test_a_monster_destroyed_by_battle_goes_to_its_owners_graveyard() -> None:
    # seed 001 E: "The owner is the Duelist whose Deck the card started in."
    duel = _battle(
        {S1A: seat(monsters=(JINZO,)), S2B: seat(monsters=((SOLDIER, Position.DEFENSE),))}
    )
    duel.play('1A attack "Jinzo" "Test Soldier"')
    duel.resolve()
    assert names(duel, S2B, "gy") == ["Test Soldier"] and duel.state.lp[Team.TWO] == 16000
