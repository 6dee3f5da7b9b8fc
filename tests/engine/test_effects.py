"""Card scripts plug in by passcode: condition, cost, targets and resolve hooks (issue 4's API).

The effects here are test-only scripts, registered in a `Scripts` passed to the duel.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine.cards import POT, SOLDIER, TOMATO, monster, spell
from engine.table import at, names, seat
from tagduel.engine import (
    S1A,
    S1B,
    S2A,
    Activate,
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    IllegalActionError,
    Location,
    Reason,
    Scripts,
    SpellSpeed,
    Team,
    scope,
)

BURN = spell(91000010, "Test Burn")
RECALL = spell(91000011, "Test Recall")
CANNON = monster(91000012, "Test Cannon", 4, 1400, 1300)


def _burn(ctx: EffectContext) -> None:
    ctx.damage(ctx.team.other, 500)


def _your_gy_monsters(ctx: EffectContext) -> Sequence[CardInstance]:
    # "your Graveyard" includes the teammate's (seed 001 A, E)
    return [c for c in ctx.state.cards_in(Location.GY, scope.yours(ctx.seat)) if c.card.is_monster]


def _to_hand(ctx: EffectContext) -> None:
    for target in ctx.targets:
        ctx.send_to(target, Location.HAND)


def _discard_cost(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        for card in ctx.costs:
            ctx.send_to(card, Location.GY)
    return True


def _other_hand_cards(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].hand if c is not ctx.card]


def _scripts() -> Scripts:
    scripts = Scripts()
    scripts.register(BURN.passcode, Effect(resolve=_burn, description="500 damage"))
    scripts.register(
        RECALL.passcode,
        Effect(
            targets=_your_gy_monsters,
            target_count=1,
            cost_cards=_other_hand_cards,
            cost_count=1,
            cost=_discard_cost,
            resolve=_to_hand,
        ),
    )
    scripts.register(
        CANNON.passcode,
        Effect(EffectKind.IGNITION, resolve=_burn, once_per_turn=True),
        Effect(EffectKind.QUICK, speed=SpellSpeed.TWO, condition=lambda ctx: False),
    )
    return scripts


def test_a_scripted_spell_damages_the_opposing_team() -> None:
    duel = at({S1A: seat(hand=(BURN,))}, scripts=_scripts())
    duel.play('1A activate "Test Burn"')
    duel.resolve()
    assert duel.state.lp[Team.TWO] == 15500


def test_targets_are_offered_from_the_teammates_graveyard_and_costs_are_paid() -> None:
    # seed 001 A: "Duelist 1A activates Call of the Haunted. He may target a Monster Card in his
    # teammate's Graveyard."
    duel = at({S1A: seat(hand=(RECALL, POT)), S1B: seat(gy=(TOMATO,))}, scripts=_scripts())
    recall = [a for a in duel.legal_actions() if isinstance(a, Activate)]
    assert [a.to_text() for a in recall if a.card.name == "Test Recall"] == [
        '1A activate 1A.hand:"Test Recall" target 1B.gy:"Mystic Tomato" '
        'cost 1A.hand:"Test Normal Spell"'
    ]
    duel.play('1A activate "Test Recall" target 1B.gy:"Mystic Tomato" cost "Test Normal Spell"')
    assert names(duel, S1A, "gy") == ["Test Normal Spell"]
    duel.resolve()
    assert names(duel, S1B, "hand") == ["Mystic Tomato"]


def test_an_effect_without_legal_targets_cannot_be_activated() -> None:
    duel = at({S1A: seat(hand=(RECALL, POT)), S2A: seat(gy=(TOMATO,))}, scripts=_scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Recall" target 2A.gy:"Mystic Tomato" cost "Test Normal Spell"')
    assert err.value.reason is Reason.BAD_TARGETS


def test_1b_may_not_activate_the_ignition_effect_of_1as_monster() -> None:
    # seed 001 A: "Duelist 1A has a face-up Cannon Soldier on his side of the field. His teammate
    # may not activate the effect of Cannon Soldier on his turn."
    duel = at({S1A: seat(monsters=(CANNON,))}, turn=3, scripts=_scripts())
    with pytest.raises(IllegalActionError) as err:
        duel.play('1B activate 1A:"Test Cannon"')
    assert err.value.reason is Reason.TEAMMATES_CARD


def test_a_once_per_turn_ignition_effect_is_offered_once() -> None:
    duel = at({S1A: seat(monsters=(CANNON,))}, scripts=_scripts())
    duel.play('1A activate "Test Cannon"')
    duel.resolve()
    assert duel.state.lp[Team.TWO] == 15500
    with pytest.raises(IllegalActionError, match="already used this turn"):
        duel.play('1A activate "Test Cannon"')


def test_an_effect_whose_condition_fails_is_not_listed() -> None:
    duel = at({S1A: seat(monsters=(CANNON, SOLDIER))}, scripts=_scripts())
    effect_2 = [a for a in duel.legal_actions() if isinstance(a, Activate) and a.effect == 2]
    assert effect_2 == []
    with pytest.raises(IllegalActionError) as err:
        duel.play('1A activate "Test Cannon" effect 2')
    assert err.value.reason is Reason.CANNOT_ACTIVATE
