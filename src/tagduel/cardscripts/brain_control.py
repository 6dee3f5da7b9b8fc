"""Brain Control (Normal Spell): pay 800 Life Points to take control of 1 face-up monster either
opponent controls, one that can be Normal Summoned or Set, until the End Phase.

In our words: an 800 LP cost, then control an opponent's face-up monster that could be Normal
Summoned or Set until the End Phase. Seed 001 E: "cards that reference a card "your opponent
controls" count both opponent's sides of the field" (`Scope.OPPONENTS_FIELD`). The Life Points
come from the team's total (seed 001 A). Extra Deck monsters, Tokens and monsters that cannot be
Normal Summoned or Set are no targets. The monster moves to a free Monster Card Zone of the
activator.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts.change_of_heart import can_take_one
from tagduel.engine import CardInstance, EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import CardFilter, Effect

PASSCODE: Final = 87910978
COST: Final = 800

SUMMARY: Final = {
    PASSCODE: (
        "Pay 800 LP: takes control of 1 face-up Normal-Summonable monster either opponent "
        "controls until the End Phase."
    )
}


def _normal_summonable(ctx: EffectContext) -> CardFilter:
    def picks(card: CardInstance) -> bool:
        summonable = card.traits.normal_summonable and ctx.scripts.normal_summonable(card.card)
        return card.face_up and summonable

    return picks


def _targets(ctx: EffectContext) -> list[CardInstance]:
    return list(kit.monsters(Scope.OPPONENTS_FIELD, _normal_summonable(ctx))(ctx))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="pay 800 LP; take control of 1 face-up monster until the End Phase",
            condition=can_take_one,
            cost=kit.pay_lp(COST),
            targets=_targets,
            target_count=1,
            resolve=kit.take_control_of_targets(until_end_phase=True),
        ),
    )
