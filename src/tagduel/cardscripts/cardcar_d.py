"""Cardcar D (Effect Monster): cannot be Special Summoned; in Main Phase 1 of the turn it was
Normal Summoned, it may be Tributed to draw 2 cards, and then the turn goes on to the End Phase.

In our words: it can't be Special Summoned; in your Main Phase 1, if it was Normal Summoned this
turn, Tribute it to draw two cards and go straight to the End Phase; no Special Summons that
turn. An ignition effect of its controller's own Main Phase 1 (seed 001 A: a teammate may not
activate Spell Speed 1 effects on the teammate's side). The draws are the activator's; the jump
to the End Phase skips the Battle Phase and Main Phase 2 (`phase_jumps.py`). The ban on Special
Summons binds the team (seed 001 E: "If a card prevents you from performing an action, it
prevents your teammate as well"), so it can't be used once either teammate has Special Summoned
this turn.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import (
    forbid_special_summons,
    no_special_summon_turn,
    normal_summoned_this_turn,
)
from tagduel.engine import EffectContext, EffectKind, Phase, Scripts, kit
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.effects import Effect
from tagduel.engine.phase_jumps import to_end_phase

PASSCODE: Final = 45812361
DRAWS: Final = 2

SUMMARY: Final = {
    PASSCODE: (
        "Cannot be Special Summoned; in Main Phase 1 of the turn it was Normal Summoned, Tribute "
        "it to draw 2, then the turn goes to the End Phase (no Special Summons that turn)."
    )
}


def _main_phase_1(ctx: EffectContext) -> bool:
    return ctx.state.phase is Phase.MAIN1


def _tribute_itself(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.tribute(ctx.card)
    return True


def _draw_then_end(ctx: EffectContext) -> None:
    ctx.draw(ctx.seat, DRAWS)
    to_end_phase(ctx.state, ctx.seat, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="Tribute this card; draw 2 cards, then it becomes the End Phase",
            condition=kit.both(_main_phase_1, normal_summoned_this_turn, no_special_summon_turn),
            cost=forbid_special_summons(_tribute_itself),
            resolve=_draw_then_end,
        ),
        *declare(Property.NO_SPECIAL_SUMMON),
    )
