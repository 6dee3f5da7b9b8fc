"""Chain and priority around the table (seed 001 D)."""

from __future__ import annotations

import pytest

from engine.cards import CONT_TRAP, COUNTER, POT, TRAP
from engine.table import at, names, seat
from tagduel.engine import S1A, S1B, S2A, S2B, IllegalActionError, Reason


def _seed_example():  # type: ignore[no-untyped-def]
    """1A holds a Normal Spell; 2A, 1B and 2B each have Set cards from an earlier turn."""
    return at(
        {
            S1A: seat(hand=(POT,)),
            S2A: seat(st=(TRAP,)),
            S1B: seat(st=(TRAP,)),
            S2B: seat(st=(COUNTER, TRAP)),
        }
    )


def test_after_1a_activates_a_spell_2a_then_1b_then_2b_may_respond() -> None:
    # seed 001 D: "Duelist 1A activates a Spell Card. The first Duelist who is eligible to add to
    # the chain is Duelist 2A, followed by 1B, followed by 2B, etc."
    duel = _seed_example()
    duel.play('1A activate "Test Normal Spell"')
    seen = []
    for _ in range(3):
        assert duel.pending is not None
        seen.append(duel.pending.seat)
        duel.play(f"{duel.pending.seat.value} pass")
    assert seen == [S2A, S1B, S2B]


def test_2b_may_not_answer_chain_link_1_once_1b_added_chain_link_2() -> None:
    # seed 001 D: "If Duelist 2A chooses not to add any effects to the chain and Duelist 1B adds
    # to the chain (Chain Link 2), Duelist 2B may not activate a Counter Trap Card to counter the
    # effect in Chain Link 1."
    duel = _seed_example()
    duel.play('1A activate "Test Normal Spell"')
    duel.play("2A pass")
    duel.play('1B activate "Test Trap"')
    assert duel.pending is not None and duel.pending.seat is S2B
    with pytest.raises(IllegalActionError) as err:
        duel.play('2B activate "Test Counter Trap" answering 1')
    assert err.value.reason is Reason.NOT_LATEST_CHAIN_LINK
    duel.play('2B activate "Test Counter Trap" answering 2')
    assert [link.answers for link in duel.state.chain] == [0, 1, 2]


def test_a_chain_resolves_only_after_all_four_pass_in_a_row_last_link_first() -> None:
    duel = _seed_example()
    duel.play('1A activate "Test Normal Spell"')
    duel.play("2A pass")
    duel.play('1B activate "Test Trap"')
    passers = []
    while duel.state.chain:
        assert duel.pending is not None
        passers.append(duel.pending.seat)
        events = duel.play(f"{duel.pending.seat.value} pass")
    assert passers == [S2B, S1A, S2A, S1B]
    resolved = [e.to_text() for e in events if "resolves" in e.to_text()]
    assert resolved[0].startswith("Chain Link 2") and resolved[1].startswith("Chain Link 1")
    assert names(duel, S1B, "gy") == ["Test Trap"] and names(duel, S1A, "gy") == [
        "Test Normal Spell"
    ]


def test_only_spell_speed_3_may_respond_to_a_counter_trap() -> None:
    duel = _seed_example()
    duel.play('1A activate "Test Normal Spell"')
    duel.play("2A pass")
    duel.play("1B pass")
    duel.play('2B activate "Test Counter Trap"')
    duel.play("1A pass")
    with pytest.raises(IllegalActionError) as err:
        duel.play('2A activate "Test Trap"')
    assert err.value.reason is Reason.SPELL_SPEED_TOO_LOW


def test_the_teammate_may_respond_with_spell_speed_2_during_a_duelists_turn() -> None:
    # seed 001 D: "The teammate may also activate Spell Speed 2 or higher effects (as if it was
    # an opponent's turn)."
    duel = at({S1A: seat(hand=(POT,)), S1B: seat(st=(CONT_TRAP,))})
    duel.play('1A activate "Test Normal Spell"')
    duel.play("2A pass")
    duel.play('1B activate "Test Continuous Trap"')
    assert [link.seat for link in duel.state.chain] == [S1A, S1B]


def test_a_spell_speed_1_spell_cannot_be_chained() -> None:
    duel = at({S1A: seat(hand=(POT, POT))})
    duel.play('1A activate "Test Normal Spell"')
    for who in ("2A", "1B", "2B"):
        duel.play(f"{who} pass")
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate 1A.hand:"Test Normal Spell"')
    assert err.value.reason is Reason.SPELL_SPEED_TOO_LOW


def test_with_auto_pass_seats_without_a_response_are_not_asked() -> None:
    duel = at({S1A: seat(hand=(POT,)), S2B: seat(st=(TRAP,))}, auto_pass=True)
    duel.play('1A activate "Test Normal Spell"')
    assert duel.pending is not None and duel.pending.seat is S2B
