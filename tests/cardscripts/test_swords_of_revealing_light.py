"""Swords of Revealing Light counts the opponents' turns only while it stays on the field (seed
001 D: "Card effects that count turns count all appropriate turns")."""

from __future__ import annotations

from cardscripts.spell_trap_kit import TYPHOON, card, scripts
from engine.table import at, names, seat
from tagduel.engine import S1A, S1B, S2A, Duel
from tagduel.engine.state import LastingKind


def _end_turn(duel: Duel) -> None:
    duel.resolve()
    duel.play(f"{duel.state.turn_seat.value} end-turn")
    duel.resolve()


def _swords_then_typhoon() -> Duel:
    seats = {
        S1A: seat(hand=(card("Swords of Revealing Light"), TYPHOON)),
        S1B: seat(monsters=(card("Gemini Elf"),)),
        S2A: seat(monsters=(card("Vorse Raider"),)),
    }
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Swords of Revealing Light"')
    duel.resolve()
    duel.play('1A activate "Test Typhoon" target 1A.st:"Swords of Revealing Light"')
    duel.resolve()
    return duel


def test_swords_destroyed_early_stops_counting_and_no_longer_stops_attacks() -> None:
    duel = _swords_then_typhoon()
    assert names(duel, S1A, "gy") == ["Swords of Revealing Light", "Test Typhoon"]
    _end_turn(duel)
    assert duel.state.turn_seat is S2A
    assert not [x for x in duel.state.lasting if x.kind is LastingKind.COUNTDOWN]
    duel.play("2A phase battle")
    duel.resolve()
    attack = duel.parse_action('2A attack 2A:"Vorse Raider" 1B:"Gemini Elf"')
    assert duel.is_legal(attack)


def test_swords_on_the_field_counts_only_the_opponents_turns() -> None:
    seats = {S1A: seat(hand=(card("Swords of Revealing Light"),))}
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Swords of Revealing Light"')
    duel.resolve()
    counted = []
    for _ in range(3):
        _end_turn(duel)
        (countdown,) = [x for x in duel.state.lasting if x.kind is LastingKind.COUNTDOWN]
        counted.append((duel.state.turn_seat.value, countdown.counted))
    assert counted == [("2A", 1), ("1B", 1), ("2B", 2)]
    assert S1B not in countdown.seats
