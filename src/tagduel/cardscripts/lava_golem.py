"""Lava Golem (Effect Monster): Special Summoned from the hand to an opponent's field by
Tributing 2 monsters the opponents control (its summoner's team can't Normal Summon that turn);
in its controller's Standby Phase its controller's team takes 1000 damage.

The database's text, in our words: it is never Normal Summoned or Set; it comes out of the hand
only by its procedure, onto the opposing side, paid for with two monsters of the opposing side
as Tributes (a procedure: it starts no chain); its summoner gives up the turn's Normal Summon or
Set, so it can't be done after one; once a turn, in the Standby Phase of the turn of Lava Golem's
controller (the opponent who got it), that duelist takes 1000.

Seed 001 readings: the Tributes may be either opponent's monsters (section E: "your opponent's
side of the field ... both opponents"), Set ones too; the Golem goes to the opponent across, or
to the other opponent when the one across has no free Monster Card Zone (`summon_destinations`);
the ban on a Normal Summon binds the summoner's team for the turn (section E: "If a card
prevents you from performing an action, it prevents your teammate as well"); the 1000 damage is
its controller's team's (section A). (The summoner's own Monster Card Zones must have a free zone
too, as for any Special Summon by procedure.)
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Forbid,
    On,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.summon_destinations import to_opponents_field

PASSCODE: Final = 102380
DAMAGE: Final = 1000

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand to an opponent's field by Tributing 2 of the opponents' "
        "monsters (no Normal Summon for the summoner's team that turn); its controller's team "
        "takes 1000 in each of its controller's Standby Phases."
    )
}


def _no_normal_summon_yet(ctx: EffectContext) -> bool:
    return not (kit.your_turn(ctx) and ctx.state.normal_summoned)


def _tribute_and_lock(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return len(ctx.costs) == 2
    for card in ctx.costs:
        ctx.tribute(card)
    ctx.forbid(Forbid.NORMAL_SUMMON, Scope.PREVENTED_YOU)
    return True


def _controllers_standby(ctx: EffectContext) -> bool:
    return ctx.state.turn_seat is ctx.seat


def _burn_controller(ctx: EffectContext) -> None:
    ctx.damage(ctx.team, DAMAGE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            exclusive=True,
            condition=_no_normal_summon_yet,
            cost_cards=kit.monsters(Scope.OPPONENTS_FIELD),
            cost_count=2,
            cost=_tribute_and_lock,
        ),
        to_opponents_field(),
        Effect(
            EffectKind.TRIGGER,
            description="its controller's Standby Phase: 1000 damage to that team",
            on=On.STANDBY_PHASE,
            once_per_turn=True,
            condition=_controllers_standby,
            resolve=_burn_controller,
        ),
    )
