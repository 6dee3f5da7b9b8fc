"""Setting up a position for a scenario (`Duel.from_position`), and refusing illegal ones."""

from __future__ import annotations

import pytest

from engine.cards import FIELD_A, FIELD_B, SOLDIER, TOMATO, XYZ
from engine.table import at, seat
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    DecisionKind,
    DuelistSetup,
    MonsterSetup,
    Phase,
    SetupError,
    Team,
)


def test_a_position_starts_with_the_turn_duelist_of_its_turn_number_in_its_phase() -> None:
    duel = at({S1B: seat(monsters=(TOMATO,))}, turn=7, phase=Phase.BATTLE)
    assert duel.state.turn_seat is S1B and duel.state.phase is Phase.BATTLE
    assert duel.pending is not None and duel.pending.kind is DecisionKind.BATTLE
    assert duel.state.turns_taken == {S1A: 2, S2A: 2, S1B: 2, S2B: 1}


def test_a_draw_phase_position_draws_for_the_turn_duelist() -> None:
    duel = at({S2B: seat(deck=(SOLDIER, TOMATO))}, turn=4, phase=Phase.DRAW)
    assert [c.name for c in duel.state.zones[S2B].hand] == ["Test Soldier"]


def test_lp_can_be_set_per_team() -> None:
    duel = at(lp={Team.TWO: 500})
    assert duel.state.lp == {Team.ONE: 16000, Team.TWO: 500}


def test_two_face_up_field_spells_on_the_table_are_refused() -> None:
    with pytest.raises(SetupError, match="only one Field Spell"):
        at({S1A: seat(field=FIELD_A), S2B: seat(field=FIELD_B)})


def test_six_monsters_for_one_duelist_are_refused() -> None:
    with pytest.raises(SetupError, match="no free monsters zone"):
        at({S1A: seat(monsters=(SOLDIER,) * 6)})


def test_an_extra_deck_monster_in_the_hand_is_refused() -> None:
    with pytest.raises(SetupError, match="Extra Deck monster"):
        at({S1A: seat(hand=(XYZ,))})


def test_a_monster_given_a_zone_number_is_placed_there() -> None:
    setup = DuelistSetup(monsters=(MonsterSetup(TOMATO, zone=3),), deck=(SOLDIER,) * 5)
    duel = at({S1A: setup})
    assert duel.state.zones[S1A].monsters[2] is not None
    duel.play('1A change-position 1A.monsters[3]:"Mystic Tomato"')


def test_an_xyz_monster_may_be_set_up_with_materials_and_only_an_xyz_monster() -> None:
    hope = DuelistSetup(monsters=(MonsterSetup(XYZ, materials=(SOLDIER, TOMATO)),))
    duel = at({S1A: hope})
    host = duel.state.zones[S1A].monsters[0]
    assert host is not None and [m.name for m in host.materials] == [
        "Test Soldier",
        "Mystic Tomato",
    ]
    with pytest.raises(SetupError, match="not an Xyz monster"):
        at({S1A: DuelistSetup(monsters=(MonsterSetup(SOLDIER, materials=(TOMATO,)),))})
