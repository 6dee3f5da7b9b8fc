"""Odd-Eyes Wing Dragon (58074177): a Synchro Monster (1 DARK Tuner + 1 non-Tuner "Clear Wing"
monster), played without its Pendulum effects: once per turn, either it negates an opponent's
face-up Effect Monster's effects until the end of the turn, or (Quick Effect, in the Battle
Phase, if it was Synchro Summoned) it destroys every Level 5 or higher monster the opponents
control.

Era wording (the card's database text, adapted to Master Rule 2), in our words: "1 DARK Tuner + 1
non-Tuner "Clear Wing" monster. You can only use 1 of the following effects of "Odd-Eyes Wing
Dragon" per turn, and only once that turn. ● You can target 1 Effect Monster your opponent
controls; negate its effects until the end of this turn. ● During the Battle Phase, if you
control this Synchro Summoned card (Quick Effect): You can destroy all Level 5 or higher monsters
your opponent controls." Master Rule 2 has no Pendulum Zones: its Pendulum Effect and "place this
card in your Pendulum Zone" are not played. The engine's Synchro Summons accept 1 or more
non-Tuners; only "Clear Wing" monsters qualify here.

Seed 001 readings:
- "monsters your opponent controls" are both opponents' — section E, "If a card affects only
  your opponent's side of the field, it affects the entire side, or both opponents.";
- the materials may be the teammate's (section A); "1 of the following effects per turn" binds
  the team (section E, `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, CardType
from tagduel.cardscripts._cyber_dark import CLEAR_WING, summoned_how
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Phase,
    Scope,
    Scripts,
    hard_once,
    kit,
    levels,
)
from tagduel.engine.turn_negation import negate_until_end_of_turn

PASSCODE: Final = 58074177
ONCE: Final = "odd_eyes_wing_dragon"
LEVEL: Final = 5

SUMMARY: Final = {
    PASSCODE: (
        "Synchro (DARK Tuner + Clear Wing), no Pendulum effects: once per turn negates an "
        "opponent's Effect Monster, or in the Battle Phase destroys their Level 5+ monsters."
    )
}


def _effect_monsters(ctx: EffectContext) -> list[CardInstance]:
    return [
        c for c in ctx.monsters(Scope.OPPONENTS_FIELD) if c.face_up and c.card.has(CardType.EFFECT)
    ]


def _negate(ctx: EffectContext) -> None:
    for target in ctx.targets:
        negate_until_end_of_turn(ctx.state, ctx.seat, target, ctx.card.name)


def _high_level(ctx: EffectContext) -> list[CardInstance]:
    return [
        c
        for c in ctx.monsters(Scope.OPPONENTS_FIELD)
        if c.face_up and levels.level_of(ctx.state, c) >= LEVEL
    ]


def _battle_phase_synchro(ctx: EffectContext) -> bool:
    return ctx.state.phase is Phase.BATTLE and summoned_how(ctx.state, ctx.card) == "synchro"


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            tuner_filter=kit.attribute(Attribute.DARK),
            material_filter=kit.archetype(CLEAR_WING),
        ),
        Effect(
            EffectKind.IGNITION,
            description="negate 1 Effect Monster your opponent controls until the end of turn",
            targets=_effect_monsters,
            target_count=1,
            cost=hard_once.cost(ONCE),
            resolve=_negate,
        ),
        Effect(
            EffectKind.QUICK,
            description="Battle Phase: destroy all Level 5 or higher monsters your opponent "
            "controls",
            condition=kit.both(_battle_phase_synchro, lambda ctx: bool(_high_level(ctx))),
            cost=hard_once.cost(ONCE),
            resolve=lambda ctx: ctx.destroy_all(_high_level(ctx)),
        ),
    )
