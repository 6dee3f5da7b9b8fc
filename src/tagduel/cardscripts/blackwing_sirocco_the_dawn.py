"""Blackwing - Sirocco the Dawn (Effect Monster): Normal Summoned without Tributing while the
opponents control a monster and its team controls none; once per turn in Main Phase 1 it gives a
targeted "Blackwing" of the team the ATK of every other "Blackwing" on the field, and then no
other monster may attack that turn.

The database's text, in our words: while only the opposing side has monsters it may be Normal
Summoned with no Tribute (`card_properties.without_tributes`: the engine allows the Summon, not
a Set, that way); an Ignition Effect, once per turn and only in Main Phase 1, targets a
"Blackwing" of its duelist's side, which gains, until the end of the turn, the combined ATK the
other "Blackwing" monsters on the field have now; from the activation on, only that monster may
attack that turn (`attack_limits.only_this_attacks`).

Seed 001 readings: the opposing monster may be either opponent's and the team's side counts the
teammate's monsters (section E: Cyber Dragon's reading); the "Blackwing" monsters counted are on
all four fields, the opponents' too (section E: "all ... Monsters"); the target may be the
teammate's "Blackwing" (section E).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import face_up_blackwing, your_blackwings
from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Phase,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.attack_limits import only_this_attacks
from tagduel.engine.card_properties import without_tributes

PASSCODE: Final = 75498415

SUMMARY: Final = {
    PASSCODE: (
        "Normal Summoned without Tributing while only the opponents control monsters; once per "
        "turn in Main Phase 1 a team Blackwing gains the ATK of all other Blackwings on the "
        "field, and only it may attack that turn."
    )
}

_tribute_free = kit.both(
    kit.count_at_least(kit.monsters(Scope.OPPONENTS_FIELD), 1),
    kit.none_in(kit.monsters(Scope.YOURS)),
)


def _main_phase_1(ctx: EffectContext) -> bool:
    return kit.your_turn(ctx) and ctx.state.phase is Phase.MAIN1


def _only_the_target_attacks(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        for target in ctx.targets:
            only_this_attacks(ctx.state, ctx.seat, target, ctx.card.name)
    return True


def _gain(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location is not Location.MONSTERS or not target.face_up:
            continue
        others = [c for c in ctx.monsters(Scope.ALL) if c is not target and face_up_blackwing(c)]
        total = sum(c.attack_value() for c in others)
        if total:
            ctx.boost(target, total)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        without_tributes(_tribute_free),
        Effect(
            EffectKind.IGNITION,
            description="a team Blackwing gains the other Blackwings' ATK; only it attacks",
            once_per_turn=True,
            condition=_main_phase_1,
            cost=_only_the_target_attacks,
            targets=your_blackwings,
            target_count=1,
            resolve=_gain,
        ),
    )
