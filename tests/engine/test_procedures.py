"""Special Summons by a card's own procedure, Xyz Summons with the teammate's monsters, and
detaching Xyz Materials (seed 001 A, E)."""

from __future__ import annotations

import pytest

from engine.cards import SOLDIER, TOMATO, WALL
from engine.scripted import (
    ARMED,
    CYBER,
    HOPE,
    JUDGE,
    LIGHT_HERO,
    SHINERS,
    SORCERER,
    scripts,
)
from engine.table import at, names, seat
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    S2B,
    Activate,
    DecisionKind,
    IllegalActionError,
    Phase,
    Position,
    Reason,
    SpecialSummon,
    Team,
)
from tagduel.engine.setup import DuelistSetup

SORCERER_BY_1B = (
    '1B special-summon "Test Sorcerer" using 1A.gy:"Test Light Hero" 1B.gy:"Test Soldier"'
)


def test_a_procedure_may_banish_a_light_from_1as_gy_and_a_dark_from_1bs_gy() -> None:
    # seed 001 A: "Duelist 1A has 1 LIGHT Monster in his Graveyard. Duelist 1B has 1 DARK
    # Monster in her Graveyard. Either player (on their turn) may Banish both of the Monsters to
    # Special Summon Chaos Sorcerer."
    seats = {S1A: seat(gy=(LIGHT_HERO,)), S1B: seat(hand=(SORCERER,), gy=(SOLDIER,))}
    duel = at(seats, turn=3, scripts=scripts())
    offered = [a.to_text() for a in duel.legal_actions() if isinstance(a, SpecialSummon)]
    assert offered == [
        '1B special-summon 1B.hand:"Test Sorcerer" using 1B.gy:"Test Soldier" 1A.gy:"Test Light Hero"'
    ]
    duel.play(SORCERER_BY_1B)
    assert names(duel, S1B, "monsters") == ["Test Sorcerer"]
    assert names(duel, S1A, "banished") == ["Test Light Hero"]
    assert names(duel, S1B, "banished") == ["Test Soldier"]


def test_a_special_summon_by_procedure_opens_a_round_of_priority() -> None:
    seats = {S1A: seat(gy=(LIGHT_HERO,)), S1B: seat(hand=(SORCERER,), gy=(SOLDIER,))}
    duel = at(seats, turn=3, scripts=scripts())
    duel.play(SORCERER_BY_1B)
    assert duel.pending is not None and duel.pending.kind is DecisionKind.RESPOND
    assert duel.pending.seat is S2B


def test_two_dark_monsters_cannot_pay_for_the_light_and_dark_procedure() -> None:
    seats = {S1A: seat(gy=(TOMATO,)), S1B: seat(hand=(SORCERER,), gy=(SOLDIER,))}
    duel = at(seats, turn=3, scripts=scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play(
            '1B special-summon "Test Sorcerer" using 1A.gy:"Mystic Tomato" 1B.gy:"Test Soldier"'
        )
    assert err.value.reason is Reason.WRONG_MATERIALS


def test_a_card_summoned_only_by_its_procedure_cannot_be_normal_summoned() -> None:
    duel = at({S1A: seat(hand=(SORCERER,), monsters=(WALL,))}, scripts=scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A summon "Test Sorcerer" tribute "Test Wall"')
    assert err.value.reason is Reason.CANNOT_NORMAL_SUMMON


@pytest.mark.parametrize(("in_2b_gy", "legal"), [(2, True), (1, False)])
def test_four_different_archetype_monsters_across_both_graveyards_allow_the_summon(
    in_2b_gy: int, legal: bool
) -> None:
    # seed 001 A: "Duelist 2A has 2 different "Lightsworn" Monsters in his Graveyard. His
    # teammate has 2 "Lightsworn" Monsters that are different than Duelist 2A. Either player
    # (on their turn) is able to Special Summon Judgment Dragon as both players have 4 different
    # "Lightsworn" Monsters."
    seats = {
        S2A: seat(hand=(JUDGE,), gy=SHINERS[:2]),
        S2B: seat(gy=(*SHINERS[2 : 2 + in_2b_gy], SHINERS[0])),
    }
    duel = at(seats, turn=2, scripts=scripts())
    assert duel.is_legal(duel.parse_action('2A special-summon "Test Judge"')) is legal


@pytest.mark.parametrize(("darks_1b", "legal"), [(1, True), (2, False)])
def test_dark_monsters_are_counted_over_the_teams_graveyards(darks_1b: int, legal: bool) -> None:
    # seed 001 A: "Duelist 1A has 2 DARK Monsters in her Graveyard. Her teammate also has 2
    # DARK Monster in his Graveyard. Neither Duelist can Special Summon Dark Armed Dragon as
    # combined, both players have more than 3 DARK Monsters."
    seats = {S1A: seat(hand=(ARMED,), gy=(SOLDIER, WALL)), S1B: seat(gy=(TOMATO,) * darks_1b)}
    duel = at(seats, scripts=scripts())
    action = duel.parse_action('1A special-summon "Test Armed"')
    assert duel.is_legal(action) is legal
    if not legal:
        with pytest.raises(IllegalActionError) as err:
            duel.apply(action)
        assert err.value.reason is Reason.CANNOT_SPECIAL_SUMMON


def test_1b_may_not_summon_the_cyber_monster_while_1a_controls_a_monster() -> None:
    # seed 001 E: "Duelist 2A and 1A each have a Monster on their side of the field. Duelist 1B
    # may not Special Summon Cyber Dragon as his teammate controls a monster."
    seats = {S1A: seat(monsters=(WALL,)), S2A: seat(monsters=(SOLDIER,)), S1B: seat(hand=(CYBER,))}
    duel = at(seats, turn=3, scripts=scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B special-summon "Test Cyber"')
    assert err.value.reason is Reason.CANNOT_SPECIAL_SUMMON
    seats[S1A] = seat()
    duel = at(seats, turn=3, scripts=scripts())
    duel.play('1B special-summon "Test Cyber"')
    assert names(duel, S1B, "monsters") == ["Test Cyber"]


def _xyz_table(**kw: DuelistSetup):  # type: ignore[no-untyped-def]
    level4 = (SOLDIER, (TOMATO, Position.SET))
    seats = {
        S1A: seat(monsters=(SOLDIER,)),
        S1B: DuelistSetup(extra=(HOPE,), monsters=seat(monsters=level4).monsters, deck=seat().deck),
        S2A: seat(monsters=(TOMATO,)),
    }
    seats.update({S2B if k == "2B" else S1A: v for k, v in kw.items()})
    return at(seats, turn=3, scripts=scripts())


def test_1b_may_xyz_summon_with_1as_face_up_level_4_monster() -> None:
    # seed 001 A: "Duelist 1A has a face-up Level 4 Monster on his side of the field. His
    # teammate may use that monster to Xyz Summon Number 39: Utopia."
    duel = _xyz_table()
    duel.play('1B special-summon "Test Hope" using 1A:"Test Soldier" 1B:"Test Soldier"')
    hope = duel.state.zones[S1B].monsters[0]
    assert hope is not None and hope.name == "Test Hope"
    assert sorted((m.name, m.owner.value, m.location.value) for m in hope.materials) == [
        ("Test Soldier", "1A", "material"),
        ("Test Soldier", "1B", "material"),
    ]
    assert names(duel, S1A, "monsters") == [] and names(duel, S1A, "gy") == []


@pytest.mark.parametrize(
    "using",
    [
        '2A:"Mystic Tomato" 1B:"Test Soldier"',  # an opponent's monster
        '1B:"Mystic Tomato" 1B:"Test Soldier"',  # a Set monster
    ],
)
def test_xyz_materials_are_face_up_monsters_of_the_team_only(using: str) -> None:
    duel = _xyz_table()
    with pytest.raises(IllegalActionError) as err:
        duel.play(f'1B special-summon "Test Hope" using {using}')
    assert err.value.reason is Reason.WRONG_MATERIALS


def test_a_duelist_may_not_xyz_summon_from_the_teammates_extra_deck() -> None:
    # seed 001 A: "Duelists may only summon from their own Extra Deck and not their teammates."
    seats = {
        S1A: seat(monsters=(SOLDIER, SOLDIER)),
        S1B: DuelistSetup(extra=(HOPE,), deck=seat().deck),
    }
    duel = at(seats, turn=5, scripts=scripts())
    assert not [a for a in duel.legal_actions() if isinstance(a, SpecialSummon)]
    with pytest.raises(IllegalActionError) as err:
        duel.play(
            '1A special-summon 1B.extra:"Test Hope" using 1A.monsters[1]:"Test Soldier" '
            '1A.monsters[2]:"Test Soldier"'
        )
    assert err.value.reason is Reason.NOT_YOUR_CARD
    assert "their own Extra Deck" in err.value.message


def test_detaching_a_material_as_a_cost_negates_an_opponents_attack() -> None:
    duel = _xyz_table(**{"2B": seat(monsters=(SOLDIER,))})
    duel.play('1B special-summon "Test Hope" using 1A:"Test Soldier" 1B:"Test Soldier"')
    duel.resolve()
    duel.play("1B end-turn")
    duel.resolve()
    duel.play("2B phase battle")
    duel.resolve()
    duel.play('2B attack "Test Soldier" 1B:"Test Hope"')
    duel.play("1A pass")
    duel.play("2A pass")
    detach = [a for a in duel.legal_actions() if isinstance(a, Activate)]
    assert [a.to_text() for a in detach] == [
        '1B activate 1B.monsters[1]:"Test Hope" effect 2 cost 1B.material:"Test Soldier"'
    ]
    duel.apply(detach[0])
    duel.resolve()
    assert duel.state.attack is None and duel.state.lp == {Team.ONE: 16000, Team.TWO: 16000}
    assert "Test Hope" in names(duel, S1B, "monsters")
    assert names(duel, S2B, "monsters") == ["Test Soldier"]
    hope = duel.state.zones[S1B].monsters[0]
    assert hope is not None and len(hope.materials) == 1
    assert names(duel, S1A, "gy") + names(duel, S1B, "gy") == ["Test Soldier"]
    assert duel.state.phase is Phase.BATTLE


def test_an_xyz_monster_leaving_the_field_sends_its_materials_to_their_owners_graveyards() -> None:
    duel = _xyz_table()
    duel.play('1B special-summon "Test Hope" using 1A:"Test Soldier" 1B:"Test Soldier"')
    duel.resolve()
    hope = duel.state.zones[S1B].monsters[0]
    assert hope is not None
    from tagduel.engine.ops import destroy

    destroy(duel.state, hope, "effect")
    assert names(duel, S1A, "gy") == ["Test Soldier"]
    assert names(duel, S1B, "gy") == ["Test Soldier", "Test Hope"]
