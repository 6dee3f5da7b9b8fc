"""Normal, Tribute and Flip Summons, Setting monsters and changing positions (seed 001 A)."""

from __future__ import annotations

import pytest

from engine.cards import DRAGON, JINZO, SOLDIER, TOMATO, WALL
from engine.table import at, names, seat
from tagduel.engine import S1A, S1B, S2A, S2B, IllegalActionError, Position, Reason


def test_1b_may_tribute_1as_set_monster_to_tribute_summon_jinzo() -> None:
    # seed 001 A: "Duelist 1A has a set Monster on her side of the field. Her teammate may
    # Tribute that monster to Tribute Summon Jinzo."
    duel = at({S1A: seat(monsters=((TOMATO, Position.SET),)), S1B: seat(hand=(JINZO,))}, turn=3)
    duel.play('1B summon "Jinzo" tribute 1A:"Mystic Tomato"')
    assert names(duel, S1B, "monsters") == ["Jinzo"]
    assert names(duel, S1A, "gy") == ["Mystic Tomato"]
    assert duel.state.zones[S1B].monsters[0].position is Position.ATTACK  # type: ignore[union-attr]


def test_a_tributed_monster_goes_to_its_owners_graveyard() -> None:
    duel = at({S1A: seat(monsters=(TOMATO,)), S1B: seat(hand=(JINZO,))}, turn=3)
    duel.play('1B set "Jinzo" tribute 1A:"Mystic Tomato"')
    assert names(duel, S1A, "gy") == ["Mystic Tomato"] and names(duel, S1B, "gy") == []


def test_an_opponents_monster_cannot_be_tributed() -> None:
    duel = at({S2A: seat(monsters=(TOMATO,)), S1B: seat(hand=(JINZO,))}, turn=3)
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B summon "Jinzo" tribute 2A:"Mystic Tomato"')
    assert err.value.reason is Reason.WRONG_TRIBUTES
    assert "only monsters on the team's side" in err.value.message


def test_level_7_or_more_needs_two_tributes_from_either_teammate() -> None:
    team = {S1A: seat(monsters=(TOMATO,)), S1B: seat(hand=(DRAGON,), monsters=(WALL,))}
    duel = at(team, turn=3)
    with pytest.raises(IllegalActionError, match="needs 2 Tribute"):
        duel.play('1B summon "Test Dragon" tribute 1A:"Mystic Tomato"')
    duel.play('1B summon "Test Dragon" tribute 1A:"Mystic Tomato" 1B:"Test Wall"')
    assert names(duel, S1B, "monsters") == ["Test Dragon"]


def test_only_one_normal_summon_or_set_per_turn() -> None:
    duel = at({S1A: seat(hand=(SOLDIER, TOMATO))})
    duel.play('1A set "Test Soldier"')
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A summon "Mystic Tomato"')
    assert err.value.reason is Reason.ALREADY_NORMAL_SUMMONED


def test_a_set_monster_can_be_flip_summoned_on_a_later_turn_only() -> None:
    duel = at({S1A: seat(hand=(SOLDIER,), monsters=((TOMATO, Position.SET),))})
    duel.play('1A change-position "Mystic Tomato"')
    duel.resolve()
    tomato = duel.state.zones[S1A].monsters[0]
    assert tomato is not None and tomato.face_up and tomato.position is Position.ATTACK
    duel.play('1A set "Test Soldier"')
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A change-position "Test Soldier"')
    assert err.value.reason is Reason.SUMMONED_THIS_TURN


def test_a_monster_changes_position_once_per_turn() -> None:
    duel = at({S1A: seat(monsters=(TOMATO,))})
    duel.play('1A change-position "Mystic Tomato"')
    assert duel.state.zones[S1A].monsters[0].position is Position.DEFENSE  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A change-position "Mystic Tomato"')
    assert err.value.reason is Reason.POSITION_ALREADY_CHANGED


def test_a_duelist_cannot_change_the_position_of_a_teammates_monster() -> None:
    duel = at({S1B: seat(monsters=(TOMATO,))})
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A change-position 1B:"Mystic Tomato"')
    assert err.value.reason is Reason.NOT_YOUR_CARD


def test_a_summon_opens_priority_for_the_next_seat_and_then_all_four() -> None:
    # seed 001 D: "all Duelists must pass in order to resolve the chain or resolve the action."
    duel = at({S1A: seat(hand=(TOMATO,))})
    duel.play('1A summon "Mystic Tomato"')
    order = []
    for _ in range(4):
        assert duel.pending is not None
        order.append(duel.pending.seat)
        duel.play(f"{duel.pending.seat.value} pass")
    assert order == [S2A, S1B, S2B, S1A]
