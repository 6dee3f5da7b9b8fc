"""Gear Golem the Moving Fortress (Effect Monster): once per turn, in its controller's Main
Phase 1, pay 800 Life Points: it can attack directly this turn.

In our words: once per turn in your Main Phase 1, pay 800 LP so that it may attack the opponent
directly this turn. The 800 Life Points come from the team's total (seed 001 A). "Directly" is
at the opposing team's Life Points even while either opponent controls monsters (seed 001 C's
rule that a monster on the opponents' side must be attacked first gives way to the card's
effect; `battle_guards.py`). An ignition effect: only its controller may use it (seed 001 A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, EffectKind, Phase, Scripts, kit
from tagduel.engine.battle_guards import allow_direct_attack
from tagduel.engine.effects import Effect
from tagduel.engine.events import LastingApplied
from tagduel.i18n import lazy

PASSCODE: Final = 30190809
COST: Final = 800

SUMMARY: Final = {
    PASSCODE: "Once per turn in Main Phase 1, pay 800 LP: it can attack directly this turn."
}


def _main_phase_1(ctx: EffectContext) -> bool:
    return ctx.state.phase is Phase.MAIN1


def _direct(ctx: EffectContext) -> None:
    card = ctx.card
    if card.face_up and card.zone_seat is ctx.seat:
        allow_direct_attack(ctx.state, card)
        ctx.state.emit(LastingApplied(ctx.seat, card.name, lazy("can attack directly this turn")))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="pay 800 LP: this card can attack directly this turn",
            once_per_turn=True,
            condition=_main_phase_1,
            cost=kit.pay_lp(COST),
            resolve=_direct,
        ),
    )
