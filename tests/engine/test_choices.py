"""Choices made while an effect resolves: cards, an option, a number, yes/no — answered with
`choose`/`yes`/`no`, checked, and replayable."""

from __future__ import annotations

import pytest

from engine.cards import JINZO, POT, SOLDIER, TOMATO, WALL, ZERO
from engine.scripted import (
    BAD_ASKER,
    CHARITY,
    HAND_DESTRUCTION,
    ORACLE,
    SMASH,
    scripts,
)
from engine.table import at, names, seat
from tagduel.engine import (
    S1A,
    S2A,
    S2B,
    DecisionKind,
    IllegalActionError,
    Position,
    Reason,
    ScriptError,
    Team,
)
from tagduel.engine.codec import state_hash
from tagduel.engine.replay import load, save


def _oracle():  # type: ignore[no-untyped-def]
    duel = at({S1A: seat(hand=(ORACLE,))}, scripts=scripts())
    duel.play('1A activate "Test Oracle"')
    duel.resolve()
    return duel


def test_an_effect_asks_for_an_option_then_a_number() -> None:
    duel = _oracle()
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.CHOOSE
    assert pending.prompt == "draw or burn?"
    assert [a.to_text() for a in pending.actions] == ["1A choose draw", "1A choose burn"]
    duel.play("1A choose burn")
    assert duel.pending is not None
    assert [a.to_text() for a in duel.pending.actions] == [f"1A choose {n}" for n in (1, 2, 3)]
    duel.play("1A choose 3")
    assert duel.state.lp[Team.TWO] == 16000 - 300
    assert "1A chooses burn" in [e.to_text() for e in duel.events]


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("1A choose explode", Reason.BAD_CHOICE),
        ("1A yes", Reason.WRONG_KIND_OF_ANSWER),
        ("2A choose draw", Reason.NOT_YOUR_DECISION),
    ],
)
def test_a_wrong_answer_is_refused_with_the_reason(answer: str, reason: Reason) -> None:
    duel = _oracle()
    with pytest.raises(IllegalActionError) as err:
        duel.play(answer)
    assert err.value.reason is reason
    assert duel.pending is not None and duel.pending.kind is DecisionKind.CHOOSE


def test_a_number_out_of_range_is_refused() -> None:
    duel = _oracle()
    duel.play("1A choose draw")
    with pytest.raises(IllegalActionError, match="from 1 to 3"):
        duel.play("1A choose 4")


def test_a_later_step_may_ask_about_cards_drawn_by_an_earlier_step() -> None:
    deck = (SOLDIER, SOLDIER, WALL, ZERO)
    duel = at({S1A: seat(hand=(CHARITY,), deck=deck)}, scripts=scripts())
    duel.play('1A activate "Test Charity"')
    duel.resolve()
    assert names(duel, S1A, "hand") == ["Test Soldier", "Test Soldier", "Test Wall"]
    pending = duel.pending
    assert pending is not None and pending.kind is DecisionKind.CHOOSE
    texts = {a.to_text() for a in pending.actions}
    assert '1A choose 1A.hand:"Test Soldier" 1A.hand:"Test Soldier"' in texts and len(texts) == 2
    duel.play('1A choose 1A.hand:"Test Soldier" 1A.hand:"Test Soldier"')
    assert names(duel, S1A, "hand") == ["Test Wall"]
    assert names(duel, S1A, "gy") == ["Test Soldier", "Test Soldier", "Test Charity"]


def test_hand_destruction_makes_only_the_activator_and_the_duelist_across_discard_and_draw() -> (
    None
):
    # seed 001 E: "Duelist 1A has Hand Destruction and two other cards in her hand. Duelist 2A
    # only has one card in hand but Duelist 2B (Duelist seated directly across Duelist 1A) has
    # 2 cards in hand. Duelist 1A can activate Hand Destruction as it only counts the Duelist
    # activating the card and the Duelist sitting directly across from him."
    seats = {
        S1A: seat(hand=(HAND_DESTRUCTION, SOLDIER, WALL)),
        S2A: seat(hand=(POT,)),
        S2B: seat(hand=(TOMATO, JINZO), deck=(ZERO, ZERO, ZERO)),
    }
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Hand Destruction"')
    duel.resolve()
    asked = []
    while duel.pending is not None and duel.pending.kind is DecisionKind.CHOOSE:
        asked.append(duel.pending.seat)
        duel.apply(duel.pending.actions[0])
    assert asked == []  # each must discard both cards: no real choice, so no one is asked
    assert names(duel, S2B, "gy") == ["Mystic Tomato", "Jinzo"]
    assert names(duel, S2B, "hand") == ["Test Zero", "Test Zero"]
    assert names(duel, S2A, "hand") == ["Test Normal Spell"] and len(names(duel, S1A, "hand")) == 2


def test_hand_destruction_lets_each_of_the_two_choose_their_discards() -> None:
    seats = {
        S1A: seat(hand=(HAND_DESTRUCTION, SOLDIER, WALL, ZERO)),
        S2B: seat(hand=(TOMATO, JINZO, POT)),
    }
    duel = at(seats, scripts=scripts())
    duel.play('1A activate "Test Hand Destruction"')
    duel.resolve()
    asked = []
    while duel.pending is not None and duel.pending.kind is DecisionKind.CHOOSE:
        asked.append(duel.pending.seat)
        duel.apply(duel.pending.actions[0])
    assert asked == [S1A, S2B]
    assert len(names(duel, S1A, "gy")) == 3 and len(names(duel, S2B, "gy")) == 2


def test_hand_destruction_cannot_be_activated_when_the_duelist_across_has_one_card() -> None:
    seats = {S1A: seat(hand=(HAND_DESTRUCTION, SOLDIER, WALL)), S2A: seat(hand=(POT, POT))}
    seats[S2B] = seat(hand=(TOMATO,))
    duel = at(seats, scripts=scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Hand Destruction"')
    assert err.value.reason is Reason.CANNOT_ACTIVATE


def test_a_tie_is_a_choice_and_no_tie_is_not() -> None:
    tied = {
        S1A: seat(hand=(SMASH,)),
        S2A: seat(monsters=(WALL,)),
        S2B: seat(monsters=(WALL, (ZERO, Position.SET))),
    }
    duel = at(tied, scripts=scripts())
    duel.play('1A activate "Test Smash"')
    duel.resolve()
    assert duel.pending is not None and duel.pending.kind is DecisionKind.CHOOSE
    assert len(duel.pending.actions) == 2
    duel.play('1A choose 2B.monsters[1]:"Test Wall"')
    assert names(duel, S2B, "gy") == ["Test Wall"] and names(duel, S2A, "monsters") == ["Test Wall"]
    lone = {S1A: seat(hand=(SMASH,)), S2A: seat(monsters=(WALL,)), S2B: seat(monsters=(SOLDIER,))}
    duel = at(lone, scripts=scripts())
    duel.play('1A activate "Test Smash"')
    duel.resolve()
    assert names(duel, S2A, "gy") == ["Test Wall"]


def test_a_script_that_asks_after_changing_the_duel_is_a_script_error() -> None:
    duel = at({S1A: seat(hand=(BAD_ASKER,))}, scripts=scripts())
    duel.play('1A activate "Test Bad Asker"')
    with pytest.raises(ScriptError, match="split the effect into steps"):
        duel.resolve()


def test_a_duel_saved_while_a_question_waits_loads_and_ends_the_same() -> None:
    duel = _oracle()
    twin = load(save(duel), scripts=scripts(), debug=True)
    assert state_hash(twin.state) == state_hash(duel.state) and twin.pending == duel.pending
    for d in (duel, twin):
        d.play("1A choose draw")
        d.play("1A choose 2")
    assert state_hash(twin.state) == state_hash(duel.state)
    assert len(names(twin, S1A, "hand")) == 2
