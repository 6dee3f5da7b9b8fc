"""Clear Wing Fast Dragon (90036274): a Synchro Monster (1 Tuner + 1 or more non-Tuner WIND
monsters), played without its Pendulum effects: once per turn (Quick Effect) the ATK of a face-up
monster an opponent controls that was Special Summoned from the Extra Deck becomes 0 and its
effects are negated until the end of the turn.

Era wording (the card's database text, adapted to Master Rule 2), in our words: "1 Tuner + 1+
non-Tuner WIND monsters. (Quick Effect): You can target 1 face-up monster your opponent controls
that was Special Summoned from the Extra Deck; until the end of this turn, change its ATK to 0,
also negate that face-up monster's effects. You can only use this effect of "Clear Wing Fast
Dragon" once per turn." Master Rule 2 has no Pendulum Zones: its Pendulum Effect and "place this
card in your Pendulum Zone" are not played (issue 11: the era's Pendulum monsters play as
Synchro Monsters). Whether a monster came from the Extra Deck is read from how it was summoned
(`_cyber_dark.from_extra_deck`).

Seed 001 readings:
- "a monster your opponent controls" is either opponent's — section E, "cards that reference a
  card "your opponent controls" count both opponent's sides of the field.";
- the WIND materials may be the teammate's (section A, Extra Deck Summons); a teammate may use
  its quick effect (section D, Spell Speed 2); "once per turn" binds the team (`hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.cardscripts._cyber_dark import from_extra_deck
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Scope,
    Scripts,
    hard_once,
    kit,
)
from tagduel.engine.turn_negation import negate_until_end_of_turn

PASSCODE: Final = 90036274

SUMMARY: Final = {
    PASSCODE: (
        "Synchro (WIND), no Pendulum effects: once per turn an opponent's monster from the Extra "
        "Deck has 0 ATK and its effects negated for the turn."
    )
}


def _from_the_extra_deck(ctx: EffectContext) -> list[CardInstance]:
    return [
        c
        for c in ctx.monsters(Scope.OPPONENTS_FIELD)
        if c.face_up and from_extra_deck(ctx.state, c)
    ]


def _zero_and_negate(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.face_up:
            ctx.set_stats(target, atk=0)
            negate_until_end_of_turn(ctx.state, ctx.seat, target, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_filter=kit.attribute(Attribute.WIND)),
        Effect(
            EffectKind.QUICK,
            description="an opponent's monster from the Extra Deck: ATK 0 and negated this turn",
            targets=_from_the_extra_deck,
            target_count=1,
            cost=hard_once.cost("clear_wing_fast_dragon"),
            resolve=_zero_and_negate,
        ),
    )
