"""Whose face-up cards a duelist may use: the teammate's Spell Speed 2+ effects, never an
opponent's card, never the teammate's Spell Speed 1 effects (seed 001 A, D, E).

Seed 001 A: "Teammates may not activate Spell Speed 1 effects (Ignition Effects, Normal Spell
Cards, etc.) that are on their teammate's side of the field." Seed 001 D: "The teammate may also
activate Spell Speed 2 or higher effects (as if it was an opponent's turn)."
"""

from __future__ import annotations

import pytest

from engine.cards import monster, trap
from engine.table import at, seat
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    Activate,
    Effect,
    EffectContext,
    EffectKind,
    IllegalActionError,
    Position,
    Reason,
    Scripts,
    Seat,
    Team,
)

WARDEN = monster(91000030, "Test Warden", 4, 1000, 1000)
"""An ignition effect (Spell Speed 1) and a once-per-turn quick effect (Spell Speed 2)."""
LATCH = trap(91000031, "Test Latch")


def _scripts(activators: list[Seat]) -> Scripts:
    def burn(ctx: EffectContext) -> None:
        activators.append(ctx.seat)
        ctx.damage(ctx.team.other, 100)

    scripts = Scripts()
    scripts.register(
        WARDEN.passcode,
        Effect(EffectKind.IGNITION, resolve=burn),
        Effect(EffectKind.QUICK, resolve=burn, once_per_turn=True),
    )
    return scripts


def test_1a_may_activate_the_quick_effect_of_1bs_face_up_monster_and_controls_the_link() -> None:
    # seed 001 D: "The teammate may also activate Spell Speed 2 or higher effects"
    activators: list[Seat] = []
    duel = at({S1B: seat(monsters=(WARDEN,))}, scripts=_scripts(activators))
    duel.play('1A activate 1B:"Test Warden" effect 2')
    assert [(link.seat, link.number) for link in duel.state.chain] == [(S1A, 1)]
    duel.resolve()
    assert activators == [S1A]
    assert duel.state.lp[Team.TWO] == 15900


def test_the_teammates_quick_effect_is_listed_but_not_its_ignition_effect() -> None:
    duel = at({S1B: seat(monsters=(WARDEN,))}, scripts=_scripts([]))
    listed = [a.to_text() for a in duel.legal_actions() if isinstance(a, Activate)]
    assert listed == ['1A activate 1B.monsters[1]:"Test Warden" effect 2']


def test_once_per_turn_is_counted_per_card_whichever_teammate_used_it() -> None:
    duel = at({S1B: seat(monsters=(WARDEN,))}, scripts=_scripts([]), auto_pass=True)
    duel.play('1A activate 1B:"Test Warden" effect 2')
    duel.resolve()
    with pytest.raises(IllegalActionError, match="already used this turn"):
        duel.play('1A activate 1B:"Test Warden" effect 2')


def test_1a_may_not_activate_the_ignition_effect_of_1bs_face_up_monster() -> None:
    # seed 001 A: "Teammates may not activate Spell Speed 1 effects ... that are on their
    # teammate's side of the field."
    duel = at({S1B: seat(monsters=(WARDEN,))}, scripts=_scripts([]))
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate 1B:"Test Warden" effect 1')
    assert err.value.reason is Reason.TEAMMATES_CARD
    assert "Spell Speed 2 or higher" in err.value.message


def test_1a_may_not_activate_the_quick_effect_of_an_opponents_face_up_monster() -> None:
    duel = at({S2A: seat(monsters=(WARDEN,))}, scripts=_scripts([]))
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate 2A:"Test Warden" effect 2')
    assert err.value.reason is Reason.NOT_YOUR_CARD
    assert not [a for a in duel.legal_actions() if isinstance(a, Activate)]


def test_1a_may_not_activate_the_quick_effect_of_1bs_set_monster() -> None:
    duel = at({S1B: seat(monsters=((WARDEN, Position.SET),))}, scripts=_scripts([]))
    with pytest.raises(IllegalActionError, match="must be face-up"):
        duel.play('1A activate 1B:"Test Warden" effect 2')


def test_1a_may_not_activate_a_trap_1b_set_whatever_its_spell_speed() -> None:
    # seed 001 E: "Cards Set by a Duelist can be viewed by the teammate, but they must be
    # activated by the Duelist who Set them."
    duel = at({S1B: seat(st=(LATCH,))})
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate 1B:"Test Latch"')
    assert err.value.reason is Reason.TEAMMATES_CARD
    assert "only the duelist who Set it" in err.value.message


def test_with_auto_pass_1b_is_asked_to_respond_when_only_1as_face_up_card_gives_a_response() -> (
    None
):
    activators: list[Seat] = []
    duel = at({S1A: seat(monsters=(WARDEN,))}, scripts=_scripts(activators), auto_pass=True)
    duel.play('1A activate "Test Warden" effect 1')
    assert duel.pending is not None and duel.pending.seat is S1B
    duel.play('1B activate 1A:"Test Warden" effect 2')
    assert activators == [S1B, S1A]  # Chain Link 2 (1B's) resolves first
    assert duel.state.lp[Team.TWO] == 15800
