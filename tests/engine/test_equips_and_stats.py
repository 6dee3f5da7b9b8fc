"""Equip Cards (engine.equips) and the order continuous and lasting ATK/DEF changes apply in
(engine.auras, zones.layered).

Equipping follows the game rules: an Equip Spell targets a face-up monster, stays equipped to
it, and is destroyed when the monster leaves the field or is turned face-down. ATK: the original
value (printed, or changed by Shrink), then every change in the order it began to apply.
"""

from __future__ import annotations

import pytest

from engine.samples import SCRIPTS, card
from engine.table import at, names
from tagduel.cards.model import Card
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    Activate,
    Duel,
    DuelistSetup,
    IllegalActionError,
    MonsterSetup,
    Position,
    Reason,
    Scope,
    Scripts,
    Seat,
    SpellTrapSetup,
    kit,
)
from tagduel.engine.cardevents import Equipped
from tagduel.engine.effects import Effect
from tagduel.engine.zones import SETS_ATK, Boost, layered

AXE = card("Axe of Despair")
UNITED = card("United We Stand")
SOGEN = card("Sogen")
SHRINK = card("Shrink")
MOON = card("Book of Moon")
HOLE = card("Dark Hole")
BLADE = card("Dark Blade")  # Warrior, 1800/1500
OX = card("Battle Ox")  # Beast-Warrior, 1700/1000
ELF = card("Gemini Elf")  # Spellcaster, 1900/900
DECK = (ELF,) * 10


def _seat(
    *,
    hand: tuple[Card, ...] = (),
    monsters: tuple[Card | MonsterSetup, ...] = (),
    st: tuple[Card, ...] = (),
    field: Card | None = None,
) -> DuelistSetup:
    mons = tuple(m if isinstance(m, MonsterSetup) else MonsterSetup(m) for m in monsters)
    return DuelistSetup(
        hand=hand,
        deck=DECK,
        monsters=mons,
        st=tuple(SpellTrapSetup(c, True) for c in st),
        field=None if field is None else SpellTrapSetup(field),
    )


def _duel(seats: dict[Seat, DuelistSetup], scripts: Scripts = SCRIPTS) -> Duel:
    return at(seats, turn=1, scripts=scripts)  # 1A's turn, Main Phase 1


def _atk(duel: Duel, seat: Seat, slot: int = 0) -> int:
    monster = duel.state.zones[seat].monsters[slot]
    assert monster is not None
    return monster.attack_value()


# -- layering ---------------------------------------------------------------------------------


def test_becomes_replaces_the_changes_before_it_and_later_gains_add_on_top() -> None:
    gain_first = Boost(1000, 0, stamp=1)
    zero = Boost(0, 0, sets=SETS_ATK, stamp=2)
    gain_after = Boost(500, 0, stamp=3)
    assert layered(1800, [gain_after, zero, gain_first], 0, SETS_ATK) == 500


def test_a_loss_below_zero_still_counts_against_later_gains() -> None:
    assert layered(1000, [Boost(-1500, 0, stamp=1)], 0, SETS_ATK) == 0
    assert layered(1000, [Boost(-1500, 0, stamp=1), Boost(800, 0, stamp=2)], 0, SETS_ATK) == 300


# -- Equip Spells -------------------------------------------------------------------------------


def test_an_equip_spell_targets_a_face_up_monster_and_its_stats_follow_while_equipped() -> None:
    duel = _duel({S1A: _seat(hand=(AXE,), monsters=(BLADE,)), S2A: _seat(monsters=(OX,))})
    events = duel.play('1A activate "Axe of Despair" target 2A:"Battle Ox"')
    events += duel.resolve()
    assert [(e.seat, e.target_seat, e.target) for e in events if isinstance(e, Equipped)] == [
        (S1A, S2A, "Battle Ox")
    ]
    assert names(duel, S1A, "st") == ["Axe of Despair"]  # equipped: it stays
    assert _atk(duel, S2A) == 1700 + 1000  # an opponent's monster may be equipped too
    assert _atk(duel, S1A) == 1800


def test_an_equip_spell_with_no_face_up_monster_on_the_field_cannot_be_activated() -> None:
    duel = _duel({S1A: _seat(hand=(AXE,), monsters=(MonsterSetup(BLADE, Position.SET),))})
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Axe of Despair"')
    assert err.value.reason in (Reason.CANNOT_ACTIVATE, Reason.BAD_TARGETS)


def test_an_equip_spell_without_a_script_still_equips_and_goes_with_its_monster() -> None:
    scripts = Scripts()  # Axe of Despair unscripted; Dark Hole destroys every monster
    scripts.register(HOLE.passcode, Effect(resolve=kit.destroy_all(kit.monsters(Scope.ALL))))
    duel = _duel({S1A: _seat(hand=(AXE, HOLE), monsters=(BLADE,))}, scripts)
    duel.play('1A activate "Axe of Despair" target "Dark Blade"')
    duel.resolve()
    axe, blade = duel.state.zones[S1A].st[0], duel.state.zones[S1A].monsters[0]
    assert axe is not None and blade is not None and axe.equipped_to == blade.uid
    assert _atk(duel, S1A) == 1800  # no script: no stat change
    duel.play('1A activate "Dark Hole"')
    duel.resolve()
    assert names(duel, S1A, "gy") == ["Dark Blade", "Axe of Despair", "Dark Hole"]


def test_an_equip_spell_is_destroyed_when_its_monster_is_turned_face_down() -> None:
    seats = {S1A: _seat(hand=(AXE,), monsters=(BLADE,)), S2A: _seat(st=(MOON,))}
    duel = _duel(seats)
    duel.play('1A activate "Axe of Despair" target "Dark Blade"')
    duel.resolve()
    duel.play("1A phase battle")  # 2A answers the move with Book of Moon
    while duel.pending is not None and duel.pending.seat is not S2A:
        duel.play(f"{duel.pending.seat.value} pass")
    duel.play('2A activate "Book of Moon" target 1A:"Dark Blade"')
    duel.resolve()
    blade = duel.state.zones[S1A].monsters[0]
    assert blade is not None and blade.position is Position.SET and not blade.face_up
    assert names(duel, S1A, "gy") == ["Axe of Despair"]
    assert blade.attack_value() == 1800


def test_an_equip_spell_whose_target_left_goes_to_the_graveyard() -> None:
    seats = {S1A: _seat(hand=(AXE,), monsters=(BLADE,)), S2A: _seat(st=(MOON,))}
    duel = _duel(seats)
    duel.play('1A activate "Axe of Despair" target "Dark Blade"')
    duel.play('2A activate "Book of Moon" target 1A:"Dark Blade"')
    duel.resolve()
    assert names(duel, S1A, "st") == []
    assert names(duel, S1A, "gy") == ["Axe of Despair"]


def test_united_we_stand_counts_the_teammates_face_up_monsters_and_follows_the_board() -> None:
    # seed 001 E: "you control" counts the teammate's zones as well
    seats = {
        S1A: _seat(hand=(UNITED, HOLE), monsters=(BLADE, MonsterSetup(ELF, Position.SET))),
        S1B: _seat(monsters=(OX, ELF)),
        S2A: _seat(monsters=(ELF,)),
    }
    duel = _duel(seats)
    duel.play('1A activate "United We Stand" target 1A:"Dark Blade"')
    duel.resolve()
    assert _atk(duel, S1A) == 1800 + 800 * 3  # Blade, Ox, 1B's Elf; not the Set one, not 2A's
    duel.play('1A change-position 1A.monsters[2]:"Gemini Elf"')  # Flip Summon: a 4th
    assert _atk(duel, S1A) == 1800 + 800 * 4


# -- continuous effects and their order -----------------------------------------------------------


def test_a_field_spell_raises_every_warrior_on_all_four_fields() -> None:
    seats = {
        S1A: _seat(monsters=(BLADE,)),
        S2B: _seat(monsters=(OX, ELF), field=SOGEN),
    }
    duel = _duel(seats)
    assert _atk(duel, S1A) == 2000
    assert _atk(duel, S2B, 0) == 1900 and _atk(duel, S2B, 1) == 1900  # Elf: no change
    ox = duel.state.zones[S2B].monsters[0]
    assert ox is not None and ox.defense_value() == 1200


def test_shrink_halves_the_original_atk_and_the_equip_applies_on_top() -> None:
    seats = {S1A: _seat(hand=(AXE, SHRINK), monsters=(BLADE,))}
    duel = _duel(seats)
    duel.play('1A activate "Axe of Despair" target "Dark Blade"')
    duel.resolve()
    duel.play('1A activate "Shrink" target "Dark Blade"')
    duel.resolve()
    assert _atk(duel, S1A) == 1800 // 2 + 1000
    duel.play("1A end-turn")
    duel.resolve()
    assert _atk(duel, S1A) == 1800 + 1000  # Shrink lasted until the end of the turn


def test_a_card_that_leaves_takes_its_continuous_change_with_it() -> None:
    seats = {S1A: _seat(hand=(HOLE,), monsters=(BLADE,)), S2A: _seat(field=SOGEN)}
    duel = _duel(seats)
    assert _atk(duel, S1A) == 2000
    sogen = duel.state.zones[S2A].field_zone[0]
    assert sogen is not None
    from tagduel.engine.ops import destroy

    destroy(duel.state, sogen, "effect")
    assert _atk(duel, S1A) == 1800


def test_a_monster_turned_face_down_loses_its_changes_and_gets_none_while_face_down() -> None:
    seats = {S1A: _seat(monsters=(BLADE,), field=SOGEN), S2A: _seat(st=(MOON,))}
    duel = _duel(seats)
    assert _atk(duel, S1A) == 2000
    duel.play("1A phase battle")
    while duel.pending is not None and duel.pending.seat is not S2A:
        duel.play(f"{duel.pending.seat.value} pass")
    found = [a for a in duel.legal_actions() if isinstance(a, Activate)]
    duel.apply(found[0])
    duel.resolve()
    blade = duel.state.zones[S1A].monsters[0]
    assert blade is not None and not blade.face_up and blade.auras == []
    assert blade.attack_value() == 1800


def test_the_continuous_changes_are_worked_out_again_after_a_save_and_load() -> None:
    from tagduel.engine.replay import load, save

    seats = {S1A: _seat(hand=(AXE,), monsters=(BLADE,)), S2A: _seat(field=SOGEN)}
    duel = _duel(seats)
    duel.play('1A activate "Axe of Despair" target "Dark Blade"')
    duel.resolve()
    again = load(save(duel), scripts=SCRIPTS)
    monster = again.state.zones[S1A].monsters[0]
    assert monster is not None and monster.attack_value() == 1800 + 200 + 1000
