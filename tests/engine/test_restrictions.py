"""Continuous effects that forbid actions or negate effects, through one registry; cards linked
to a monster (seed 001 A, E)."""

from __future__ import annotations

import pytest

from engine.cards import JINZO as BIG
from engine.cards import SOLDIER, TOMATO, TRAP, WALL
from engine.scripted import (
    AXE,
    CYBER,
    EMPTINESS,
    GHOST,
    HAUNT,
    HOLE,
    JINZO,
    LIGHT_HERO,
    SORCERER,
    scripts,
)
from engine.table import at, names, seat
from tagduel.engine import (
    ALL_SEATS,
    S1A,
    S1B,
    S2A,
    S2B,
    IllegalActionError,
    Phase,
    Reason,
    Seat,
    SpecialSummon,
    restrictions,
)
from tagduel.engine.seats import seat_of_turn


def test_no_one_may_activate_a_trap_card_while_the_jinzo_monster_is_face_up() -> None:
    seats = {S2B: seat(monsters=(JINZO,)), S1A: seat(st=(TRAP,)), S2A: seat(st=(TRAP,))}
    duel = at(seats, scripts=scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Trap"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE
    assert not restrictions.can_activate(duel.game, S2A, duel.state.zones[S2A].st[0])  # type: ignore[arg-type]


def test_the_jinzo_monster_negates_a_face_up_continuous_traps_restriction() -> None:
    seats = {S1A: seat(st=((EMPTINESS, False),)), S1B: seat(hand=(CYBER,))}
    seats[S2A] = seat(monsters=(SOLDIER,))
    duel = at(seats, turn=3, scripts=scripts())
    assert not restrictions.can_special_summon(duel.game, S1B)
    seats[S2B] = seat(monsters=(JINZO,))
    duel = at(seats, turn=3, scripts=scripts())
    assert restrictions.can_special_summon(duel.game, S1B)
    duel.play('1B special-summon "Test Cyber"')
    assert names(duel, S1B, "monsters") == ["Test Cyber"]


@pytest.mark.parametrize("who", ALL_SEATS)
def test_neither_player_can_special_summon_binds_all_four_duelists(who: Seat) -> None:
    # seed 001 E: a card that prevents you binds your teammate, one that prevents your opponent
    # binds both opponents: "neither player" (you and your opponent) is all four.
    seats = {
        s: seat(
            hand=(CYBER,),
            monsters=(SOLDIER,) if s in who.opponents else (),
            st=((EMPTINESS, False),) if s is S1A else (),
        )
        for s in ALL_SEATS
    }
    turn = next(t for t in range(1, 5) if seat_of_turn(t) is who)
    duel = at(seats, turn=turn, scripts=scripts())
    assert not [a for a in duel.legal_actions() if isinstance(a, SpecialSummon)]
    with pytest.raises(IllegalActionError) as err:
        duel.play(f'{who.value} special-summon "Test Cyber"')
    assert err.value.reason is Reason.CANNOT_SPECIAL_SUMMON


def test_kycoo_keeps_both_opponents_from_banishing_from_a_graveyard() -> None:
    # seed 001 E: "Duelist 1A has a face-up Kycoo the Ghost Destroyer on his side of the field.
    # Neither Duelist 2A and 2B may Banish cards from their Graveyards."
    seats = {
        S1A: seat(monsters=(GHOST,)),
        S2A: seat(hand=(SORCERER,), gy=(LIGHT_HERO, SOLDIER)),
    }
    duel = at(seats, turn=2, scripts=scripts())
    assert [restrictions.can_banish_from_gy(duel.game, s) for s in (S1A, S2A, S1B, S2B)] == [
        True,
        False,
        True,
        False,
    ]
    with pytest.raises(IllegalActionError) as err:
        duel.play('2A special-summon "Test Sorcerer" using "Test Light Hero" "Test Soldier"')
    assert err.value.reason is Reason.WRONG_MATERIALS


def test_1a_may_target_a_monster_in_1bs_graveyard_with_the_haunting_trap() -> None:
    # seed 001 A: "Duelist 1A activates Call of the Haunted. He may target a Monster Card in his
    # teammate's Graveyard."
    seats = {S1A: seat(st=(HAUNT,)), S1B: seat(gy=(BIG,)), S2A: seat(gy=(WALL,))}
    duel = at(seats, scripts=scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Haunting" target 2A.gy:"Test Wall"')
    assert err.value.reason is Reason.BAD_TARGETS
    duel.play('1A activate "Test Haunting" target 1B.gy:"Jinzo"')
    duel.resolve()
    assert names(duel, S1A, "monsters") == ["Jinzo"]
    jinzo = duel.state.zones[S1A].monsters[0]
    assert jinzo is not None and jinzo.owner is S1B


def _haunted():  # type: ignore[no-untyped-def]
    seats = {S1A: seat(st=(HAUNT,), hand=(HOLE,)), S1B: seat(gy=(BIG,))}
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Haunting" target 1B.gy:"Jinzo"')
    duel.resolve()
    return duel


def test_the_linked_monster_is_destroyed_when_the_trap_leaves_the_field() -> None:
    duel = _haunted()
    trap = duel.state.zones[S1A].st[0]
    assert trap is not None
    from tagduel.engine.ops import destroy

    destroy(duel.state, trap, "effect")
    assert names(duel, S1B, "gy") == ["Jinzo"] and names(duel, S1A, "gy") == ["Test Haunting"]


def test_the_trap_is_destroyed_when_its_monster_is_destroyed() -> None:
    duel = _haunted()
    duel.play('1A activate "Test Hole"')
    duel.resolve()
    assert names(duel, S1A, "st") == []
    assert names(duel, S1A, "gy") == ["Test Haunting", "Test Hole"]


def test_an_equip_spell_raises_atk_while_both_stay_and_goes_when_its_monster_goes() -> None:
    seats = {S1A: seat(hand=(AXE, HOLE), monsters=(SOLDIER,))}
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Axe" target "Test Soldier"')
    duel.resolve()
    soldier = duel.state.zones[S1A].monsters[0]
    assert soldier is not None and soldier.attack_value() == 2800
    assert names(duel, S1A, "st") == ["Test Axe"]
    duel.play('1A activate "Test Hole"')
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Test Soldier", "Test Axe", "Test Hole"]


def test_a_stat_change_that_needs_its_equip_spell_ends_when_the_spell_leaves() -> None:
    seats = {S1A: seat(hand=(AXE,), monsters=(TOMATO,))}
    duel = at(seats, phase=Phase.MAIN1, scripts=scripts())
    duel.play('1A activate "Test Axe" target "Mystic Tomato"')
    duel.resolve()
    axe = duel.state.zones[S1A].st[0]
    tomato = duel.state.zones[S1A].monsters[0]
    assert axe is not None and tomato is not None and tomato.attack_value() == 2400
    from tagduel.engine.ops import destroy

    destroy(duel.state, axe, "effect")
    assert tomato.attack_value() == 1400 and names(duel, S1A, "monsters") == ["Mystic Tomato"]
