"""The end of the Damage Step and attack replays (engine.battle, engine.replays).

Monsters destroyed by battle stay on the field until the end of the Damage Step, then leave
together; a change on the opponents' side before the Damage Step replays the attack (the
official rulebook's "Replay"). Seed 001 C: "If there is a monster on the opponents' side of the
field (in either Duelist's Monster Card Zones) then it must be attacked before an attack on
their Life Points directly."
"""

from __future__ import annotations

import pytest

from engine.cards import SOLDIER, WALL
from engine.scripted import GHOST, HAUNT, HOPE, MOURNER, scripts
from engine.table import at, names, seat
from tagduel.cards.model import Card
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    Attack,
    BattleStep,
    DecisionKind,
    Duel,
    IllegalActionError,
    No,
    Phase,
    Position,
    Reason,
    Team,
)
from tagduel.engine.battle_events import AttackDeclared
from tagduel.engine.cardevents import AttackReplay
from tagduel.engine.events import Destroyed
from tagduel.engine.ops import move_to_pile
from tagduel.engine.zones import Location


def _to_step(duel: Duel, step: BattleStep) -> None:
    """Everyone passes until the attack's window of `step` opens."""
    while duel.state.attack is not None and duel.state.attack.step is not step:
        assert duel.pending is not None
        duel.play(f"{duel.pending.seat.value} pass")


def test_monsters_destroyed_by_battle_leave_at_the_end_of_the_damage_step() -> None:
    seats = {S1A: seat(monsters=(SOLDIER,)), S2A: seat(monsters=(MOURNER,))}
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Soldier" 2A:"Test Mourner"')
    _to_step(duel, BattleStep.AFTER_CALC)
    assert duel.state.lp[Team.TWO] == 16000 - 800  # battle damage at damage calculation
    assert names(duel, S2A, "monsters") == ["Test Mourner"]  # destroyed, not yet gone
    _to_step(duel, BattleStep.END)
    assert names(duel, S2A, "gy") == ["Test Mourner"]
    # its "destroyed" trigger answers the end of the Damage Step
    duel.resolve()
    assert duel.state.lp[Team.ONE] == 16000 - 100


def test_two_monsters_destroyed_by_battle_leave_together() -> None:
    twin = MOURNER
    seats = {S1A: seat(monsters=(twin,)), S2A: seat(monsters=(twin,))}
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Mourner" 2A:"Test Mourner"')
    _to_step(duel, BattleStep.END)
    destroyed = [e for e in duel.events if isinstance(e, Destroyed)]
    assert {(e.seat, e.by) for e in destroyed} == {(S1A, "battle"), (S2A, "battle")}
    things = {duel.state.things[duel.events.index(e)] for e in destroyed}
    assert len(things) == 1  # one thing: both triggers are offered, neither misses


def test_a_monster_destroyed_by_battle_that_left_before_the_end_is_not_destroyed_again() -> None:
    seats = {S1A: seat(monsters=(SOLDIER,)), S2A: seat(monsters=(MOURNER,))}
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Soldier" 2A:"Test Mourner"')
    _to_step(duel, BattleStep.AFTER_CALC)
    mourner = duel.state.zones[S2A].monsters[0]
    assert mourner is not None
    move_to_pile(duel.state, mourner, Location.HAND)
    _to_step(duel, BattleStep.END)
    assert names(duel, S2A, "hand") == ["Test Mourner"]
    assert not [e for e in duel.events if isinstance(e, Destroyed)]


def test_a_set_defender_is_destroyed_after_damage_calculation_not_at_its_flip() -> None:
    seats = {S1A: seat(monsters=(SOLDIER,)), S2A: seat(monsters=((WALL, Position.SET),))}
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Soldier" 2A:"Test Wall"')
    _to_step(duel, BattleStep.AFTER_CALC)
    assert duel.state.lp[Team.ONE] == 16000 - (2000 - 1800)  # Wall's DEF was higher
    assert names(duel, S2A, "monsters") == ["Test Wall"]


# -- replays ------------------------------------------------------------------------------------


def _hope_attacked(*, others: tuple[Card, ...] = ()) -> Duel:
    """2B attacks 1A's Test Hope (no Xyz Material): it destroys itself when targeted."""
    seats = {
        S2B: seat(monsters=(SOLDIER, GHOST)),
        S1A: seat(monsters=(HOPE,)),
        S1B: seat(monsters=others),
    }  # type: ignore[arg-type]
    duel = at(seats, turn=4, phase=Phase.BATTLE, scripts=scripts())
    duel.play('2B attack "Test Soldier" 1A:"Test Hope"')
    duel.resolve()
    return duel


def test_a_target_that_leaves_before_the_damage_step_replays_the_attack() -> None:
    duel = _hope_attacked(others=(WALL,))
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.REPLAY and pending.seat is S2B
    shown = [a.to_text() for a in pending.actions]
    assert shown == ['2B attack 2B.monsters[1]:"Test Soldier" 1B.monsters[1]:"Test Wall"', "2B no"]
    assert [e.seat for e in duel.events if isinstance(e, AttackReplay)] == [S2B]
    duel.play('2B attack "Test Soldier" 1B:"Test Wall"')
    duel.resolve()
    assert names(duel, S1B, "gy") == ["Test Wall"]  # in Attack Position: 300 ATK
    assert duel.state.lp[Team.ONE] == 16000 - (1800 - 300)


def test_a_replay_may_attack_directly_when_the_opponents_control_no_monster() -> None:
    duel = _hope_attacked()
    assert duel.pending is not None
    assert [a.to_text() for a in duel.pending.actions] == [
        '2B attack 2B.monsters[1]:"Test Soldier" direct',
        "2B no",
    ]
    duel.play('2B attack "Test Soldier" direct')
    duel.resolve()
    assert duel.state.lp[Team.ONE] == 16000 - 1800


def test_a_new_target_is_not_a_new_attack_declaration() -> None:
    duel = _hope_attacked(others=(WALL,))
    declared = len([e for e in duel.events if isinstance(e, AttackDeclared)])
    duel.play('2B attack "Test Soldier" 1B:"Test Wall"')
    replayed = [e for e in duel.events if isinstance(e, AttackDeclared)][declared:]
    assert [(e.replay, e.target) for e in replayed] == [(True, "Test Wall")]
    assert duel.state.attack is not None and duel.state.attack.replayed


def test_stopping_after_a_replay_the_monster_cannot_attack_again_but_another_may() -> None:
    duel = _hope_attacked(others=(WALL,))
    duel.apply(No(S2B))
    assert duel.state.attack is None
    with pytest.raises(IllegalActionError) as err:
        duel.play('2B attack "Test Soldier" 1B:"Test Wall"')
    assert err.value.reason is Reason.ALREADY_ATTACKED
    assert duel.is_legal(duel.parse_action('2B attack "Test Ghost" 1B:"Test Wall"'))


def test_a_replay_answer_must_be_the_same_attacker() -> None:
    duel = _hope_attacked(others=(WALL,))
    with pytest.raises(IllegalActionError) as err:
        duel.play('2B attack "Test Ghost" 1B:"Test Wall"')
    assert err.value.reason is Reason.CANNOT_ATTACK


def test_a_monster_arriving_on_the_opponents_side_replays_a_direct_attack() -> None:
    seats = {
        S2B: seat(monsters=(SOLDIER,)),
        S1A: seat(st=(HAUNT,), gy=(WALL,)),
    }
    duel = at(seats, turn=4, phase=Phase.BATTLE, scripts=scripts())
    duel.play('2B attack "Test Soldier" direct')
    while duel.pending is not None and duel.pending.seat is not S1A:
        duel.play(f"{duel.pending.seat.value} pass")
    duel.play('1A activate "Test Haunting" target 1A.gy:"Test Wall"')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.REPLAY
    attacks = [a for a in pending.actions if isinstance(a, Attack)]
    assert [a.target.name if a.target else "direct" for a in attacks] == ["Test Wall"]
    assert No(S2B) in pending.actions


def test_a_target_leaving_in_the_damage_step_ends_the_attack_without_a_replay() -> None:
    seats = {S1A: seat(monsters=(SOLDIER,)), S2A: seat(monsters=(MOURNER, WALL))}
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Soldier" 2A:"Test Mourner"')
    _to_step(duel, BattleStep.START)
    mourner = duel.state.zones[S2A].monsters[0]
    assert mourner is not None
    move_to_pile(duel.state, mourner, Location.HAND)
    duel.resolve()
    assert duel.state.attack is None
    assert duel.pending is not None and duel.pending.kind is DecisionKind.BATTLE
    assert duel.state.lp == {Team.ONE: 16000, Team.TWO: 16000}


def test_a_replay_and_the_doomed_monsters_survive_a_save_and_load() -> None:
    from tagduel.engine.codec import state_hash
    from tagduel.engine.replay import load, save

    duel = _hope_attacked(others=(WALL,))
    loaded = load(save(duel), scripts=scripts(), debug=True)
    assert loaded.pending == duel.pending
    assert loaded.state.attack is not None and loaded.state.attack.replay
    for one in (duel, loaded):
        one.play('2B attack "Test Soldier" 1B:"Test Wall"')
        _to_step(one, BattleStep.AFTER_CALC)
    again = load(save(loaded), scripts=scripts(), debug=True)
    assert again.state.attack is not None and again.state.attack.doomed
    assert state_hash(again.state) == state_hash(duel.state)
    for one in (duel, again):
        one.resolve()
    assert state_hash(again.state) == state_hash(duel.state)
    assert names(again, S1B, "gy") == ["Test Wall"]
