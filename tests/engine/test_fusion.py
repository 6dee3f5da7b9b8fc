"""Fusion Summons by Polymerization and Power Bond, and De-Fusion (engine.fusion).

Seed 001 A: "Each Duelist has their own Extra Deck. (Duelists may only summon from their own
Extra Deck and not their teammates.)" and "Any member of a team may use any Monster Cards in
play on their team's side of the field for Tribute Summons, Ritual Summons, and Extra Deck
Summons"; seed 001 E: "A Duelist can allow their teammate to use monsters in their Monster Card
Zones as ... Extra Deck Summons". Materials: the summoner's hand and the team's monsters on the
field; never the teammate's hand or an opponent's monster.
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
    Activate,
    DecisionKind,
    Duel,
    DuelistSetup,
    IllegalActionError,
    MonsterSetup,
    Phase,
    Position,
    Reason,
    Seat,
    Team,
)
from tagduel.engine.codec import state_from_data, state_hash, state_to_data

CYBER = card("Cyber Dragon")
TWIN = card("Cyber Twin Dragon")
FILLER_DECK = (card("Gemini Elf"),) * 10


def _seat(
    *,
    hand: tuple[Card, ...] = (),
    monsters: tuple[Card | MonsterSetup, ...] = (),
    extra: tuple[Card, ...] = (),
) -> DuelistSetup:
    mons = tuple(m if isinstance(m, MonsterSetup) else MonsterSetup(m) for m in monsters)
    return DuelistSetup(hand=hand, deck=FILLER_DECK, extra=extra, monsters=mons)


def _poly_for_1b(seats: dict[Seat, DuelistSetup]) -> Duel:
    """1B's turn (turn 3), Main Phase 1."""
    return at(seats, turn=3, scripts=SCRIPTS)


def _on_to_main_phase_of(duel: Duel, seat: Seat) -> None:
    """Every duelist ends their turn (nobody responds) until `seat`'s Main Phase 1."""
    while duel.state.turn_seat is not seat or duel.state.phase is not Phase.MAIN1:
        pending = duel.pending
        assert pending is not None
        action = "end-turn" if pending.kind is DecisionKind.MAIN else "pass"
        duel.play(f"{pending.seat.value} {action}")


def test_polymerization_fuses_a_card_in_hand_with_the_teammates_face_up_monster() -> None:
    seats = {
        S1A: _seat(monsters=(CYBER,)),
        S1B: _seat(hand=(card("Polymerization"), CYBER), extra=(TWIN,)),
    }
    duel = _poly_for_1b(seats)
    duel.play('1B activate "Polymerization"')
    duel.resolve()
    assert names(duel, S1B, "monsters") == ["Cyber Twin Dragon"]
    assert names(duel, S1A, "gy") == ["Cyber Dragon"]  # the teammate's material: its owner's GY
    assert names(duel, S1B, "gy") == ["Cyber Dragon", "Polymerization"]
    twin = duel.state.zones[S1B].monsters[0]
    assert twin is not None and twin.position is Position.ATTACK


def test_the_teammates_set_monster_may_be_a_fusion_material() -> None:
    # seed 001 A: "any Monster Cards in play on their team's side of the field" (Set ones too)
    seats = {
        S1A: _seat(monsters=(MonsterSetup(CYBER, Position.SET),)),
        S1B: _seat(hand=(card("Polymerization"), CYBER), extra=(TWIN,)),
    }
    duel = _poly_for_1b(seats)
    duel.play('1B activate "Polymerization"')
    duel.resolve()
    assert names(duel, S1B, "monsters") == ["Cyber Twin Dragon"]


def test_polymerization_cannot_use_a_card_in_the_teammates_hand() -> None:
    seats = {
        S1A: _seat(hand=(CYBER,)),
        S1B: _seat(hand=(card("Polymerization"), CYBER), extra=(TWIN,)),
    }
    duel = _poly_for_1b(seats)
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B activate "Polymerization"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE


def test_polymerization_cannot_use_an_opponents_monster() -> None:
    seats = {
        S2A: _seat(monsters=(CYBER,)),
        S1B: _seat(hand=(card("Polymerization"), CYBER), extra=(TWIN,)),
    }
    duel = _poly_for_1b(seats)
    assert not duel.is_legal(duel.parse_action('1B activate "Polymerization"'))


def test_a_fusion_monster_comes_only_from_the_summoners_own_extra_deck() -> None:
    seats = {
        S1A: _seat(monsters=(CYBER,), extra=(TWIN,)),
        S1B: _seat(hand=(card("Polymerization"), CYBER)),
    }
    duel = _poly_for_1b(seats)
    assert not duel.is_legal(duel.parse_action('1B activate "Polymerization"'))


def test_a_fusion_monster_cannot_be_special_summoned_by_the_action() -> None:
    seats = {S1B: _seat(monsters=(CYBER, CYBER), extra=(TWIN,))}
    duel = _poly_for_1b(seats)
    with pytest.raises(IllegalActionError) as err:
        duel.play(
            '1B special-summon "Cyber Twin Dragon" using 1B.monsters[1]:"Cyber Dragon" '
            '1B.monsters[2]:"Cyber Dragon"'
        )
    assert err.value.reason is Reason.CANNOT_SPECIAL_SUMMON
    assert "Polymerization" in err.value.message


def test_the_summoner_chooses_among_the_material_sets_that_fit() -> None:
    # three Cyber Dragons, two of them needed: the hand copy with either field copy, or both
    seats = {
        S1A: _seat(monsters=(CYBER,)),
        S1B: _seat(hand=(card("Polymerization"), CYBER), monsters=(CYBER,), extra=(TWIN,)),
    }
    duel = _poly_for_1b(seats)
    duel.play('1B activate "Polymerization"')
    duel.resolve()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.CHOOSE
    assert len(pending.actions) == 3
    duel.play('1B choose 1A.monsters[1]:"Cyber Dragon" 1B.monsters[1]:"Cyber Dragon"')
    duel.resolve()
    assert names(duel, S1B, "hand") == ["Cyber Dragon"]
    assert names(duel, S1B, "monsters") == ["Cyber Twin Dragon"]


def test_a_set_of_materials_that_does_not_fit_is_refused() -> None:
    seats = {
        S1A: _seat(monsters=(CYBER,)),
        S1B: _seat(
            hand=(card("Polymerization"), CYBER, card("Gemini Elf")),
            monsters=(CYBER,),
            extra=(TWIN,),
        ),
    }
    duel = _poly_for_1b(seats)
    duel.play('1B activate "Polymerization"')
    duel.resolve()
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B choose 1B.hand:"Gemini Elf" 1B.monsters[1]:"Cyber Dragon"')
    assert err.value.reason is Reason.BAD_CHOICE


def test_the_choice_of_materials_survives_a_save_and_load() -> None:
    seats = {
        S1A: _seat(monsters=(CYBER,)),
        S1B: _seat(hand=(card("Polymerization"), CYBER), monsters=(CYBER,), extra=(TWIN,)),
    }
    duel = _poly_for_1b(seats)
    duel.play('1B activate "Polymerization"')
    duel.resolve()
    data = state_to_data(duel.state)
    again = state_from_data(data)
    assert state_hash(again) == state_hash(duel.state)
    assert again.resolving is not None and again.resolving.ask is not None
    assert len(again.resolving.ask.groups) == 3


def test_power_bond_doubles_the_fusion_monsters_atk_and_burns_the_team_in_the_end_phase() -> None:
    seats = {S1B: _seat(hand=(card("Power Bond"), CYBER, CYBER), extra=(TWIN,))}
    duel = _poly_for_1b(seats)
    duel.play('1B activate "Power Bond"')
    duel.resolve()
    twin = duel.state.zones[S1B].monsters[0]
    assert twin is not None and twin.attack_value() == 2800 * 2
    duel.play("1B end-turn")
    duel.resolve()
    # the End Phase of this turn: the activator's team takes the original ATK (2800)
    assert duel.state.lp[Team.ONE] == 16000 - 2800
    assert duel.state.lp[Team.TWO] == 16000


def test_power_bond_fuses_only_machines() -> None:
    blue = card("Blue-Eyes White Dragon")
    seats = {
        S1B: _seat(
            hand=(card("Power Bond"), blue, blue, blue), extra=(card("Blue-Eyes Ultimate Dragon"),)
        )
    }
    duel = _poly_for_1b(seats)
    assert not duel.is_legal(duel.parse_action('1B activate "Power Bond"'))


def test_de_fusion_returns_the_monster_and_summons_materials_from_both_teammates_gys() -> None:
    # the materials came from 1A's field and 1B's hand: 1A's GY counts as 1B's own (seed 001 A:
    # "Duelists may use their teammate's Graveyard as if it was their own")
    seats = {
        S1A: _seat(monsters=(CYBER,)),
        S1B: _seat(hand=(card("Polymerization"), CYBER, card("De-Fusion")), extra=(TWIN,)),
    }
    duel = _poly_for_1b(seats)
    duel.play('1B activate "Polymerization"')
    duel.resolve()
    duel.play('1B set "De-Fusion"')
    duel.play("1B end-turn")
    duel.resolve()
    _on_to_main_phase_of(duel, S1B)
    duel.play('1B activate "De-Fusion" target 1B.monsters[1]:"Cyber Twin Dragon"')
    duel.resolve()
    assert duel.pending is not None and duel.pending.kind is DecisionKind.YES_NO
    duel.play("1B yes")
    duel.resolve()
    assert names(duel, S1B, "extra") == ["Cyber Twin Dragon"]
    assert names(duel, S1B, "monsters") == ["Cyber Dragon", "Cyber Dragon"]
    assert names(duel, S1A, "gy") == []


def test_de_fusion_by_an_opponent_summons_nothing_from_the_fusing_teams_graveyards() -> None:
    seats = {
        S1B: _seat(hand=(card("Polymerization"), CYBER, CYBER), extra=(TWIN,)),
        S2A: _seat(hand=(card("De-Fusion"),)),
    }
    duel = _poly_for_1b(seats)
    duel.play('1B activate "Polymerization"')
    duel.resolve()
    duel.play("1B end-turn")
    duel.resolve()
    _on_to_main_phase_of(duel, S2A)
    found = [a for a in duel.legal_actions() if isinstance(a, Activate)]
    assert found, "2A may De-Fuse 1B's Fusion Monster (it is on the field)"
    duel.apply(found[0])
    duel.resolve()
    # 2A's "your GY" is team 2's: the materials in 1B's GY stay there, no question asked
    assert names(duel, S1B, "extra") == ["Cyber Twin Dragon"]
    assert names(duel, S1B, "gy") == ["Cyber Dragon", "Cyber Dragon", "Polymerization"]
    assert names(duel, S2A, "monsters") == []
