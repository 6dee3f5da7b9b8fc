"""Effects over counted turns, skipped Draw Phases, LP costs, special wins, "destroy all",
effect damage and "each player" (seed 001 A, D, E)."""

from __future__ import annotations

import pytest

from engine.cards import POT, SOLDIER, TOMATO, WALL, ZERO
from engine.scripted import (
    BARREL,
    BRIBE,
    CANNON,
    COUNTDOWN,
    GREED,
    HEAD,
    HOLE,
    LIMBS,
    SWORDS,
    scripts,
)
from engine.table import FILLER, at, names, seat
from tagduel.engine import (
    ALL_SEATS,
    S1A,
    S1B,
    S2A,
    S2B,
    Duel,
    IllegalActionError,
    Position,
    Reason,
    Team,
    Termination,
)


def _end_turn(duel: Duel) -> None:
    duel.resolve()
    assert duel.pending is not None
    duel.play(f"{duel.state.turn_seat.value} end-turn")
    duel.resolve()


def _may_attack(duel: Duel) -> bool:
    """Can the turn duelist attack with its first monster this turn?"""
    who = duel.state.turn_seat.value
    duel.play(f"{who} phase battle")
    duel.resolve()
    attacker = duel.state.zones[duel.state.turn_seat].monsters[0]
    assert attacker is not None
    action = duel.parse_action(f'{who} attack {who}:"{attacker.name}" direct')
    return duel.is_legal(action)


def test_swords_stop_team_twos_attacks_for_three_opponent_turns_then_go() -> None:
    # seed 001 D: "Swords of Revealing Light is activated by Duelist 1A of Team 1. Team 2 cannot
    # attack on Duelist 2A's next turn (1 turn), Duelist 2B's next turn (2 turns), and Duelist
    # 2A's turn after that (3 turns). Swords of Revealing Light will be destroyed at the end of
    # that turn, because three opponents' turns have passed."
    seats = {
        S1A: seat(hand=(SWORDS,)),
        S2A: seat(monsters=(SOLDIER,)),
        S2B: seat(monsters=(SOLDIER, (WALL, Position.SET))),
    }
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Swords"')
    duel.resolve()
    wall = duel.state.zones[S2B].monsters[1]
    assert wall is not None and wall.face_up
    allowed = {}
    for _ in range(8):
        _end_turn(duel)
        who = duel.state.turn_seat
        if who.team is Team.TWO:
            allowed[duel.state.turn] = _may_attack(duel)
        if duel.state.turn == 10:
            assert names(duel, S1A, "st") == ["Test Swords"]
    assert allowed == {6: False, 8: False, 10: False, 12: True}
    assert names(duel, S1A, "gy") == ["Test Swords"]


def test_final_countdown_counts_all_four_duelists_turns() -> None:
    # seed 001 D: "Final Countdown counts the turns of each individual player (all 4 Duelists)."
    seats = {S1A: seat(hand=(COUNTDOWN,), deck=(FILLER,) * 40)}
    seats.update({s: seat(deck=(FILLER,) * 40) for s in (S1B, S2A, S2B)})
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Countdown"')
    duel.resolve()
    assert duel.state.lp[Team.ONE] == 16000 - 2000
    while duel.state.turn < 24:
        _end_turn(duel)
        while (
            duel.pending is not None
            and duel.pending.seat is duel.state.turn_seat
            and (duel.pending.kind.value == "discard")
        ):
            duel.apply(duel.pending.actions[0])
        assert duel.outcome is None, duel.state.turn
    _end_turn(duel)
    assert duel.outcome is not None and duel.outcome.winner is Team.ONE
    assert duel.outcome.termination == (Termination.SPECIAL_WIN,)
    assert duel.state.turn == 24


def test_an_lp_cost_is_paid_from_the_team_total_and_needs_enough() -> None:
    duel = at({S1A: seat(hand=(COUNTDOWN,))}, lp={Team.ONE: 1999}, scripts=scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Countdown"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE


def test_reckless_greed_makes_the_whole_team_skip_its_next_two_draw_phases() -> None:
    # seed 001 E: "Duelist 1A activates Reckless Greed. His team will skip its next 2 Draw
    # Phases."
    duel = at({S1A: seat(st=(GREED,))}, scripts=scripts())
    duel.play('1A activate "Test Greed"')
    duel.resolve()
    assert len(duel.state.zones[S1A].hand) == 2
    drew = {}
    for _ in range(6):
        _end_turn(duel)
        if duel.state.turn_seat.team is Team.ONE:
            seat_ = duel.state.turn_seat
            drew[(duel.state.turn, seat_.value)] = len(duel.state.zones[seat_].hand)
    assert drew == {(7, "1B"): 0, (9, "1A"): 2, (11, "1B"): 1}


def test_dark_bribe_across_2a_is_1b_who_draws() -> None:
    # seed 001 E: "Duelist 1A activates Smashing Ground. Duelist 2A activates Dark Bribe. Once
    # Dark Bribe resolves, Duelist 1B will draw the card off of the effect of Dark Bribe as
    # Duelist 1B is the one seated directly across from Duelist 2A."
    seats = {
        S1A: seat(hand=(HOLE,)),
        S2A: seat(st=(BRIBE,), monsters=(TOMATO,)),
        S1B: seat(deck=(ZERO,)),
    }
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Hole"')
    duel.play('2A activate "Test Bribe"')
    duel.resolve()
    assert names(duel, S1B, "hand") == ["Test Zero"] and names(duel, S1A, "hand") == []
    assert names(duel, S1A, "gy") == ["Test Hole"]
    assert names(duel, S2A, "monsters") == ["Mystic Tomato"]


def test_dark_bribe_may_not_answer_a_teammates_spell() -> None:
    seats = {S1A: seat(hand=(HOLE,)), S1B: seat(st=(BRIBE,))}
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Hole"')
    duel.play("2A pass")
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B activate "Test Bribe"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE


def test_secret_barrel_counts_only_the_duelist_across() -> None:
    # seed 001 E: "Duelist 1A activates Secret Barrel. Only the cards for the opponent sitting
    # directly across from him will count for its effect."
    seats = {
        S1A: seat(st=(BARREL,)),
        S2A: seat(hand=(POT,) * 4, monsters=(SOLDIER,)),
        S2B: seat(hand=(POT, POT), monsters=(WALL,)),
    }
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Barrel"')
    duel.resolve()
    assert duel.state.lp[Team.TWO] == 16000 - 200 * 3


def test_destroy_all_monsters_covers_all_four_fields() -> None:
    # seed 001 E: "If a card specifically states it affects all Duelists, Monsters, Spells, or
    # Traps, then it affects both Teams (all 4 Duelists.)"
    seats = {s: seat(monsters=(SOLDIER,)) for s in ALL_SEATS}
    seats[S1A] = seat(hand=(HOLE,), monsters=(SOLDIER,))
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Hole"')
    duel.resolve()
    assert all(names(duel, s, "monsters") == [] for s in ALL_SEATS)
    assert all(names(duel, s, "gy")[0] == "Test Soldier" for s in ALL_SEATS)


def test_a_cost_may_tribute_the_teammates_monster_and_damage_hits_the_other_team() -> None:
    seats = {S1A: seat(monsters=(CANNON,)), S1B: seat(monsters=(WALL,))}
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Cannon" cost 1B:"Test Wall"')
    duel.resolve()
    assert names(duel, S1B, "gy") == ["Test Wall"]
    assert duel.state.lp == {Team.ONE: 16000, Team.TWO: 15500}


def test_a_duelist_holding_every_piece_wins_for_the_team() -> None:
    # seed 001 A: "If a Duelist reaches a special win condition (such as Final Countdown or
    # Exodia the Forbidden One), that team wins."
    seats = {S2B: seat(hand=(HEAD, *LIMBS[:3]), deck=(LIMBS[3], FILLER))}
    duel = at(seats, turn=3, scripts=scripts())
    assert duel.outcome is None
    duel.play("1B end-turn")
    duel.resolve()
    assert duel.outcome is not None and duel.outcome.winner is Team.TWO
    assert duel.outcome.termination == (Termination.SPECIAL_WIN,)


def test_pieces_split_between_teammates_do_not_win() -> None:
    seats = {S2B: seat(hand=(HEAD, *LIMBS[:2])), S2A: seat(hand=LIMBS[2:])}
    duel = at(seats, scripts=scripts())
    assert duel.outcome is None and duel.pending is not None
