"""Tradetoad (Effect Monster): once per turn, by Tributing an Aqua monster, it Special Summons a
"Frog" monster from the team's Graveyards.

The era's text, in our words: an Ignition Effect, once a turn, whose cost is Tributing an Aqua
monster (Tradetoad itself, an Aqua, may be it), brings back from the Graveyard a "Frog" other
than "Frog the Jam", chosen as it resolves (the Tributed one may be chosen).

Seed 001 readings: the Aqua monster may be the teammate's (section E: "A Duelist can allow their
teammate to use monsters in their Monster Card Zones as ... Tributes ... or for other appropriate
card effects"); the Graveyard is either teammate's (section A), the monster comes to the
activator's field.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._frogs import is_aqua, is_frog_not_jam
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

PASSCODE: Final = 23408872

SUMMARY: Final = {
    PASSCODE: (
        "Once per turn, Tributes an Aqua monster of the team to Special Summon a Frog from "
        "either teammate's Graveyard."
    )
}

_frogs_in_gy = kit.cards(Location.GY, Scope.YOURS, is_frog_not_jam)


def _aqua_tributes(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in kit.tributes(ctx) if is_aqua(c)]


def _a_frog_to_summon(ctx: EffectContext) -> bool:
    """A "Frog" in the Graveyards, or an Aqua "Frog" to Tribute (it will be there)."""
    frog_tribute = any(is_frog_not_jam(c) for c in _aqua_tributes(ctx))
    return ctx.can_special_summon() and (bool(_frogs_in_gy(ctx)) or frog_tribute)


def _summon(ctx: EffectContext) -> None:
    if not ctx.can_special_summon():
        return
    for card in ctx.choose_cards(ctx.seat, _frogs_in_gy(ctx), 1, 1):
        ctx.special_summon(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="an Aqua as the Tribute: a Frog back from the team's Graveyards",
            once_per_turn=True,
            condition=_a_frog_to_summon,
            cost_cards=_aqua_tributes,
            cost_count=1,
            cost=kit.tribute_chosen,
            resolve=_summon,
        ),
    )
