"""Trigger effects: what triggers them, optional ones asked, and the order of simultaneous
triggers on the chain (seed 001 D)."""

from __future__ import annotations

import pytest

from engine.cards import SOLDIER, TRAP, WALL, ZERO
from engine.scripted import (
    BURNER,
    EMPTINESS,
    FLIPPER,
    FROG,
    GHOST,
    HOLE,
    HOPE,
    MOURNER,
    TOMATO,
    mon,
    scripts,
)
from engine.table import at, names, seat
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    AmbiguousActionError,
    DecisionKind,
    No,
    Phase,
    Position,
    Team,
    Yes,
)


def _tomato_destroyed_by_battle():  # type: ignore[no-untyped-def]
    seats = {
        S1A: seat(monsters=(SOLDIER,)),
        S2A: seat(monsters=(TOMATO,), deck=(SOLDIER, WALL)),
        S2B: seat(deck=(ZERO,)),
    }
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Soldier" 2A:"Test Tomato"')
    duel.resolve()
    return duel


def test_an_optional_trigger_of_a_monster_destroyed_by_battle_asks_its_controller() -> None:
    duel = _tomato_destroyed_by_battle()
    assert names(duel, S2A, "gy") == ["Test Tomato"]
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.TRIGGER and pending.seat is S2A
    assert set(pending.actions) == {Yes(S2A), No(S2A)}


def test_a_trigger_may_summon_from_your_deck_which_includes_the_teammates() -> None:
    # seed 001 E: "your" Deck "counts cards in your teammate's Zones as well as your own"
    duel = _tomato_destroyed_by_battle()
    duel.play("2A yes")
    assert duel.state.chain and duel.state.chain[0].seat is S2A
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.CHOOSE and pending.seat is S2A
    assert {a.to_text() for a in pending.actions} == {
        '2A choose 2A.deck:"Test Wall"',
        '2A choose 2B.deck:"Test Zero"',
    }
    duel.play('2A choose 2B.deck:"Test Zero"')
    assert names(duel, S2A, "monsters") == ["Test Zero"]
    zero = duel.state.zones[S2A].monsters[0]
    assert zero is not None and zero.owner is S2B and zero.controller is S2A


def test_declining_an_optional_trigger_leaves_the_chain_empty() -> None:
    duel = _tomato_destroyed_by_battle()
    duel.play("2A no")
    assert not duel.state.chain and names(duel, S2A, "monsters") == []
    duel.resolve()
    assert duel.pending is not None and duel.pending.kind is DecisionKind.BATTLE


def test_a_mandatory_summon_trigger_goes_on_the_chain_before_anyone_responds() -> None:
    duel = at({S1A: seat(hand=(BURNER,))}, scripts=scripts())
    duel.play('1A summon "Test Burner"')
    assert [link.seat for link in duel.state.chain] == [S1A]
    assert duel.pending is not None and duel.pending.seat is S2A
    duel.resolve()
    assert duel.state.lp[Team.TWO] == 16000 - 300


def _four_mourners(extra_1a: tuple = ()):  # type: ignore[no-untyped-def,type-arg]
    return {
        S1A: seat(hand=(HOLE,), monsters=(MOURNER, *extra_1a)),
        S1B: seat(monsters=(MOURNER,)),
        S2A: seat(monsters=(MOURNER,)),
        S2B: seat(monsters=(MOURNER,)),
    }


def test_simultaneous_triggers_go_turn_duelist_then_teammate_then_opponents_in_their_order() -> (
    None
):
    # seed 001 D: "the turn Duelist's effects will be added to the chain first, followed by
    # their teammate's effects, and finally the opponents' effects (in an order of their
    # choosing)."
    duel = at(_four_mourners(), scripts=scripts())
    duel.play('1A activate "Test Hole"')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.ORDER and pending.seat is S2A
    assert [link.seat for link in duel.state.chain] == [S1A, S1B]
    assert {a.to_text() for a in pending.actions} == {
        '2A choose 2A.gy:"Test Mourner"',
        '2A choose 2B.gy:"Test Mourner"',
    }
    duel.play('2A choose 2B.gy:"Test Mourner"')
    assert [link.seat for link in duel.state.chain] == [S1A, S1B, S2B, S2A]
    duel.resolve()
    assert duel.state.lp == {Team.ONE: 16000 - 200, Team.TWO: 16000 - 200}


def test_a_duelist_orders_their_own_simultaneous_triggers() -> None:
    twin = mon(92000099, "Test Mourner Twin", 4, 1000, 1000)
    table = scripts()
    table.register(twin.passcode, *table.effects(MOURNER))
    duel = at(_four_mourners((twin,)), scripts=table)
    duel.play('1A activate "Test Hole"')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.ORDER and pending.seat is S1A
    duel.play('1A choose 1A.gy:"Test Mourner Twin"')
    first = duel.state.find(duel.state.chain[0].uid)
    assert first is not None and first.name == "Test Mourner Twin"


def test_a_standby_phase_trigger_from_the_graveyard_is_offered_on_your_turn() -> None:
    duel = at({S1B: seat(gy=(FROG,))}, turn=3, phase=Phase.STANDBY, scripts=scripts())
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.TRIGGER and pending.seat is S1B
    duel.play("1B yes")
    duel.resolve()
    assert names(duel, S1B, "monsters") == ["Test Frog"]


def test_the_frogs_condition_counts_the_teammates_set_spell_trap() -> None:
    # seed 001 E: "Duelist 1A has a face-down Spell/Trap Card. His teammate may not activate the
    # effect of Treeborn Frog that would Special Summon itself from the Graveyard as his
    # teammate controls a Spell/Trap Card."
    seats = {S1A: seat(st=(TRAP,)), S1B: seat(gy=(FROG,))}
    duel = at(seats, turn=3, phase=Phase.STANDBY, scripts=scripts())
    assert duel.pending is not None and duel.pending.kind is not DecisionKind.TRIGGER
    duel.resolve()
    assert names(duel, S1B, "gy") == ["Test Frog"] and duel.state.phase is Phase.MAIN1


def test_a_flip_effect_triggers_on_a_flip_summon_and_when_attacked_face_down() -> None:
    seats = {S1A: seat(monsters=((FLIPPER, Position.SET),), deck=(WALL,) * 3)}
    duel = at(seats, scripts=scripts())
    duel.play('1A change-position "Test Flipper"')
    duel.resolve()
    assert names(duel, S1A, "hand") == ["Test Wall"]
    seats = {S2B: seat(monsters=(SOLDIER,)), S1A: seat(monsters=((FLIPPER, Position.SET),))}
    duel = at(seats, turn=4, phase=Phase.BATTLE, scripts=scripts())
    duel.play('2B attack "Test Soldier" 1A:"Test Flipper"')
    duel.resolve()
    assert len(duel.state.zones[S1A].hand) == 1 and names(duel, S1A, "gy") == ["Test Flipper"]


def test_a_watching_trigger_sees_the_teammates_card_sent_from_the_field_to_the_graveyard() -> None:
    # seed 001 E: "Duelist 1A has a face-up Vanity's Emptiness. If a card is sent from Duelist
    # 1B's Deck or side of the field to the Graveyard, Vanity's Emptiness is destroyed."
    jinzo = mon(92000098, "Test Big", 6, 2400, 1500)
    seats = {S1A: seat(st=((EMPTINESS, False),)), S1B: seat(monsters=(SOLDIER,), hand=(jinzo,))}
    duel = at(seats, turn=3, scripts=scripts())
    duel.play('1B summon "Test Big" tribute 1B:"Test Soldier"')
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Test Emptiness"]


def test_a_watching_trigger_ignores_the_opponents_graveyard() -> None:
    seats = {
        S1A: seat(st=((EMPTINESS, False),)),
        S2A: seat(monsters=(SOLDIER,), hand=(mon(92000098, "Test Big", 6, 2400, 1500),)),
    }
    duel = at(seats, turn=2, scripts=scripts())
    duel.play('2A summon "Test Big" tribute 2A:"Test Soldier"')
    duel.resolve()
    assert names(duel, S1A, "st") == ["Test Emptiness"]


def test_a_battle_damage_trigger_offers_its_targets_in_the_graveyard_across() -> None:
    # seed 001 E: an effect on the opponent's Graveyard uses "the opponent sitting directly
    # across" — 2B for 1A.
    seats = {
        S1A: seat(monsters=(GHOST,)),
        S2A: seat(gy=(SOLDIER,)),
        S2B: seat(gy=(WALL, ZERO)),
    }
    duel = at(seats, phase=Phase.BATTLE, scripts=scripts())
    duel.play('1A attack "Test Ghost" direct')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.TRIGGER
    texts = {a.to_text() for a in pending.actions}
    assert "1A no" in texts and len(texts) == 4  # Wall, Zero, both, or no
    assert all("2A" not in t for t in texts)
    with pytest.raises(AmbiguousActionError):
        duel.play("1A yes")
    duel.play('1A activate "Test Ghost" effect 2 target 2B.gy:"Test Wall" 2B.gy:"Test Zero"')
    duel.resolve()
    assert names(duel, S2B, "banished") == ["Test Wall", "Test Zero"]


def test_a_trigger_on_being_targeted_for_an_attack_destroys_a_materialless_xyz() -> None:
    seats = {S2B: seat(monsters=(SOLDIER,)), S1A: seat(monsters=(HOPE,))}
    duel = at(seats, turn=4, phase=Phase.BATTLE, scripts=scripts())
    duel.play('2B attack "Test Soldier" 1A:"Test Hope"')
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Test Hope"]
    # the target left before the Damage Step: a replay (see test_replays.py); 2B stops
    assert duel.pending is not None and duel.pending.kind is DecisionKind.REPLAY
    duel.play("2B no")
    assert duel.state.attack is None and duel.state.lp[Team.ONE] == 16000
