"""Thunder King Rai-Oh (71564252): while face-up, no duelist can add cards from their Main Deck to
the hand except by drawing; when an opponent is about to Special Summon a single monster, its
controller may send it to the Graveyard to negate that Special Summon and destroy the monster.

Era wording (the database's text, as the OCG card works), paraphrased: while face-up, no one may
add cards from the Main Deck to the hand except by drawing (`Forbid.ADD_FROM_DECK`, which the
searches of `engine.searching` respect); a quick effect whose cost is sending Rai-Oh to the
Graveyard answers an opponent about to Special Summon a single monster, negating that Summon and
destroying the monster (it answers the Special Summons the rules let be answered: by a procedure,
an Xyz or a Synchro Summon, through `engine.summon_negation`).

Seed 001 readings:
- "either player" is all four duelists: section E, "If a card specifically states it affects all
  Duelists, ... then it affects both Teams (all 4 Duelists.)" (and "If a card effect prevents
  your opponent from performing an action, it prevents both opponents").
- "your opponent" who would Special Summon is either opponent; the teammate's Summons are not
  answered. The teammate may use its Spell Speed 2 effect (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scope, Scripts
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.state import Forbid
from tagduel.engine.summon_negation import HOWS, MARK, negate, pending

PASSCODE: Final = 71564252
_SPECIAL: Final = ("special", "xyz", "synchro")

SUMMARY: Final = {
    PASSCODE: (
        "No duelist can add cards from the Main Deck to the hand except by drawing; sent to the "
        "Graveyard, negates an opponent's Special Summon of 1 monster and destroys it."
    )
}


def _opponent_would_special_summon(ctx: EffectContext) -> bool:
    card = pending(ctx.state)
    if card is None or card.zone_seat not in ctx.seats(Scope.OPPONENTS_FIELD):
        return False
    how = HOWS[card.memory[MARK] - 1]
    return how in _SPECIAL and not ctx.state.chain


def _send_self(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        ctx.send_to(ctx.card, Location.GY)
    return True


def _negate(ctx: EffectContext) -> None:
    negate(ctx)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="no one adds cards from the Main Deck to the hand except by drawing",
            forbid=Forbid.ADD_FROM_DECK,
            who=Scope.ALL,
        ),
        Effect(
            EffectKind.QUICK,
            description="an opponent about to Special Summon 1 monster; itself to the Graveyard (cost): negate it, destroy the monster",
            condition=_opponent_would_special_summon,
            cost=_send_self,
            resolve=_negate,
        ),
        *declare(Property.ANSWERS_SUMMON),
    )
