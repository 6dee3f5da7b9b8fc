"""Lumina, Lightsworn Summoner (95503687): once per turn, discard 1 card to Special Summon a
"Lightsworn" monster of Level 4 or less from its team's Graveyards; in its controller's End Phase,
sends the top 3 cards of their Deck to the Graveyard.

Era wording (the database's text), paraphrased: an ignition effect, once per turn, whose cost is a
discard, revives a targeted Lightsworn monster of Level 4 or less from the Graveyard; a mandatory
End Phase trigger on its controller's turn mills three.

Seed 001 readings:
- "your GY" is both teammates' Graveyards: section A, "Duelists may use their teammate's
  Graveyard as if it was their own"; the monster comes to Lumina's controller's field.
- the discarded card is from the controller's own hand (a duelist discards their own cards).
- the End Phase mill: see `_lightsworn`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._lightsworn import end_phase_mill, is_lightsworn_monster
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

PASSCODE: Final = 95503687

SUMMARY: Final = {
    PASSCODE: (
        'Once per turn, discard 1 card to revive a "Lightsworn" monster of Level 4 or less '
        "from the team's Graveyards; mills 3 in its controller's End Phase."
    )
}


def _level_4_or_lower(card: CardInstance) -> bool:
    return 0 < card.card.level <= 4


_targets = kit.cards(Location.GY, Scope.YOURS, kit.all_of(is_lightsworn_monster, _level_4_or_lower))


def _own_hand(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].hand if c.uid != ctx.card.uid]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="discard 1 (cost): revive a Lightsworn monster of Level 4 or less",
            once_per_turn=True,
            condition=kit.can_special_summon,
            cost_cards=_own_hand,
            cost_count=1,
            cost=kit.discard_chosen,
            targets=_targets,
            target_count=1,
            resolve=kit.special_summon_targets,
        ),
        end_phase_mill(3),
    )
