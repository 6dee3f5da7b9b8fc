"""Setting and activating Spell/Trap cards; whose cards a duelist may activate (seed 001 A, E)."""

from __future__ import annotations

import pytest

from engine.cards import CONT_SPELL, DARK_HOLE, FIELD_A, FIELD_B, POT, QUICK, TRAP
from engine.table import at, names, seat
from tagduel.engine import S1A, S1B, S2A, IllegalActionError, Phase, Reason


def test_1b_may_not_activate_1as_set_dark_hole() -> None:
    # seed 001 A: "Duelist 1A has a set Dark Hole on his side of the field. His teammate may not
    # activate Dark Hole on his turn."
    duel = at({S1A: seat(st=(DARK_HOLE,))}, turn=3)
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B activate 1A:"Dark Hole"')
    assert err.value.reason is Reason.TEAMMATES_CARD
    assert "1A's side of the field" in err.value.message


def test_a_set_trap_is_activated_only_by_the_duelist_who_set_it() -> None:
    # seed 001 E: "Cards Set by a Duelist can be viewed by the teammate, but they must be
    # activated by the Duelist who Set them."
    duel = at({S1A: seat(hand=(POT,)), S1B: seat(st=(TRAP,))})
    duel.play('1A activate "Test Normal Spell"')
    duel.play("2A pass")
    assert duel.is_legal(duel.parse_action('1B activate "Test Trap"'))
    duel.play("1B pass")
    duel.play("2B pass")
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate 1B:"Test Trap"')
    assert err.value.reason is Reason.TEAMMATES_CARD


def test_an_unscripted_normal_spell_resolves_doing_nothing_and_goes_to_the_graveyard() -> None:
    duel = at({S1A: seat(hand=(POT,))})
    duel.play('1A activate "Test Normal Spell"')
    assert names(duel, S1A, "st") == ["Test Normal Spell"]
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Test Normal Spell"] and names(duel, S1A, "st") == []


def test_a_continuous_spell_stays_face_up_after_resolving() -> None:
    duel = at({S1A: seat(hand=(CONT_SPELL,))})
    duel.play('1A activate "Test Continuous Spell"')
    duel.resolve()
    card = duel.state.zones[S1A].st[0]
    assert card is not None and card.face_up and card.name == "Test Continuous Spell"


def test_a_trap_cannot_be_activated_the_turn_it_is_set() -> None:
    duel = at({S1A: seat(hand=(TRAP,))})
    duel.play('1A set "Test Trap"')
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Trap"')
    assert err.value.reason is Reason.SET_THIS_TURN


def test_a_set_normal_spell_can_be_activated_the_turn_it_is_set() -> None:
    duel = at({S1A: seat(hand=(POT,))})
    duel.play('1A set "Test Normal Spell"')
    duel.play('1A activate "Test Normal Spell"')
    assert duel.state.chain[0].seat is S1A


def test_traps_cannot_be_activated_from_the_hand() -> None:
    duel = at({S1A: seat(hand=(TRAP,))})
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Trap"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE


def test_a_quick_play_spell_can_be_activated_from_the_hand_on_your_own_turn_only() -> None:
    duel = at({S1A: seat(hand=(POT,)), S2A: seat(hand=(QUICK,))})
    duel.play('1A activate "Test Normal Spell"')
    with pytest.raises(IllegalActionError) as err:
        duel.play('2A activate "Test Quick-Play"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE


def test_activating_a_field_spell_destroys_the_other_face_up_field_spell_on_the_table() -> None:
    # seed 001 A: "There can only be 1 Field Spell Card in play at a time, just like a 1-on-1
    # Duel."
    duel = at({S1A: seat(hand=(FIELD_B,)), S2A: seat(field=FIELD_A)})
    duel.play('1A activate "Test Field B"')
    assert names(duel, S2A, "gy") == ["Test Field A"]
    duel.resolve()
    assert names(duel, S1A, "field") == ["Test Field B"]


def test_normal_spells_are_activated_only_in_a_main_phase() -> None:
    duel = at({S1A: seat(hand=(POT,))}, phase=Phase.BATTLE)
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Normal Spell"')
    assert err.value.reason is Reason.SPELL_SPEED_TOO_LOW
