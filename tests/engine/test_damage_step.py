"""The Damage Step's rounds of priority, Quick Effects from the hand in it (seed 001 D: Honest),
and ATK changes until the end of the turn."""

from __future__ import annotations

import pytest

from engine.cards import TRAP
from engine.scripted import HONEST, LIGHT, LIGHT_HERO, mon, scripts
from engine.table import at, names, seat
from tagduel.engine import (
    ALL_SEATS,
    S1A,
    S1B,
    S2A,
    Activate,
    BattleStep,
    DecisionKind,
    Duel,
    IllegalActionError,
    Phase,
    Reason,
    Seat,
    Team,
)

GUARD = mon(92000090, "Test Light Guard", 4, 1900, 1000, LIGHT)


def _honest_table(holder: Seat) -> Duel:
    monsters = {S1A: (LIGHT_HERO,), S2A: (GUARD,)}
    seats = {
        s: seat(monsters=monsters.get(s, ()), hand=(HONEST,) if s is holder else ())
        for s in ALL_SEATS
    }
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Light Hero" 2A:"Test Light Guard"')
    return duel


def _pass_until_activation(duel: Duel) -> Activate | None:
    """Everyone passes until someone may activate something (or the attack is over)."""
    while duel.pending is not None and duel.pending.kind is DecisionKind.RESPOND:
        found = [a for a in duel.legal_actions() if isinstance(a, Activate)]
        if found:
            return found[0]
        duel.play(f"{duel.pending.seat.value} pass")
    return None


def test_the_damage_step_runs_in_steps_each_starting_with_the_turn_duelist() -> None:
    duel = _honest_table(S1B)
    steps = []
    while duel.state.attack is not None:
        assert duel.pending is not None
        if duel.pending.seat is S1A and duel.state.window and duel.state.window.passes == 0:
            steps.append(duel.state.attack.step)
        duel.play(f"{duel.pending.seat.value} pass")
    assert steps == [
        BattleStep.START,
        BattleStep.BEFORE_CALC,
        BattleStep.AFTER_CALC,
        BattleStep.END,
    ]


@pytest.mark.parametrize("holder", ALL_SEATS)
def test_any_of_the_four_duelists_may_activate_honest(holder: Seat) -> None:
    # seed 001 D: "Duelist 1A declares an attack on Duelist 2A's face-up Monster with his own
    # LIGHT Monster. Any of the 4 Duelists may activate the effect of Honest."
    duel = _honest_table(holder)
    found = _pass_until_activation(duel)
    assert found is not None and found.seat is holder
    assert duel.state.window is not None and duel.state.attack is not None
    assert duel.state.attack.step is BattleStep.START


def test_honest_from_1bs_hand_wins_1as_battle_and_the_atk_lasts_until_the_end_of_turn() -> None:
    duel = _honest_table(S1B)
    found = _pass_until_activation(duel)
    assert found is not None
    duel.apply(found)
    assert names(duel, S1B, "gy") == ["Test Honest"]
    duel.resolve()
    assert names(duel, S2A, "gy") == ["Test Light Guard"]
    assert duel.state.lp[Team.TWO] == 16000 - (1600 + 1900 - 1900)
    hero = duel.state.zones[S1A].monsters[0]
    assert hero is not None and hero.attack_value() == 3500
    duel.play("1A end-turn")
    duel.resolve()
    assert hero.attack_value() == 1600


def test_honest_is_not_offered_outside_a_battle() -> None:
    duel = at({S1A: seat(hand=(HONEST,), monsters=(LIGHT_HERO,))}, scripts=scripts())
    assert not [a for a in duel.legal_actions() if isinstance(a, Activate)]


def test_a_normal_trap_may_answer_the_attack_declaration_but_not_in_the_damage_step() -> None:
    seats = {S1A: seat(monsters=(LIGHT_HERO,)), S2A: seat(monsters=(GUARD,), st=(TRAP,))}
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Light Hero" 2A:"Test Light Guard"')
    assert duel.is_legal(duel.parse_action('2A activate "Test Trap"'))
    duel.play("2A pass")
    while duel.state.attack is not None and duel.state.attack.step is BattleStep.DECLARED:
        assert duel.pending is not None
        duel.play(f"{duel.pending.seat.value} pass")
    while duel.pending is not None and duel.pending.seat is not S2A:
        duel.play(f"{duel.pending.seat.value} pass")
    with pytest.raises(IllegalActionError) as err:
        duel.play('2A activate "Test Trap"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE
    assert "Damage Step" in err.value.message
