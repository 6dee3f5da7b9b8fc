"""Effect Veiler (97268402): in an opponent's Main Phase, its holder sends it from the hand to the
Graveyard to negate the effects of a face-up Effect Monster either opponent controls until the
end of the turn.

Era wording (the database's text), paraphrased: in an opponent's Main Phase, a quick effect from
the hand whose cost is sending Veiler to the Graveyard targets a face-up Effect Monster of an
opponent and negates its effects until the turn ends; the monster's effects are negated, and can't
be activated, while it stays on the field (`engine.turn_negation`).

Seed 001 readings:
- "your opponent's Main Phase" is the Main Phase of either opponent's turn; a quick effect in the
  hand is its holder's to use on any duelist's turn (section D, Honest: "Any of the 4 Duelists
  may activate the effect of Honest").
- "an Effect Monster your opponent controls" is on either opponent's field: section E, "cards
  that reference a card "your opponent controls" count both opponent's sides of the field." A
  teammate's monster is not a target.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import CardType
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.state import Phase
from tagduel.engine.turn_negation import negate_until_end_of_turn

PASSCODE: Final = 97268402

SUMMARY: Final = {
    PASSCODE: (
        "In an opponent's Main Phase, sent from the hand to the Graveyard: negates a face-up "
        "Effect Monster of either opponent until the end of the turn."
    )
}


def _effect_monster(card: CardInstance) -> bool:
    return card.face_up and bool(int(card.card.types) & int(CardType.EFFECT))


def _opponents_main_phase(ctx: EffectContext) -> bool:
    state = ctx.state
    return state.turn_seat.team is not ctx.team and state.phase in (Phase.MAIN1, Phase.MAIN2)


def _negate(ctx: EffectContext) -> None:
    opponents = ctx.seats(Scope.OPPONENTS_FIELD)
    for target in ctx.targets:
        if target.zone_seat in opponents and target.location is Location.MONSTERS:
            negate_until_end_of_turn(ctx.state, ctx.seat, target, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.QUICK,
            description="opponent's Main Phase, from the hand (cost: itself): an opposing Effect Monster is negated this turn",
            where=(Location.HAND,),
            condition=_opponents_main_phase,
            cost=kit.send_self_to_gy,
            targets=kit.monsters(Scope.OPPONENTS_FIELD, _effect_monster),
            target_count=1,
            resolve=_negate,
        ),
    )
