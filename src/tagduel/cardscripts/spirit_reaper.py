"""Spirit Reaper (Effect Monster): battle never destroys it; it is destroyed after a card effect
that targets it resolves; when its direct attack inflicts battle damage, the opponent across
discards a random card.

The database's text, in our words: battle can't destroy it (`Tag.NOT_DESTROYED_BY_BATTLE`); once
a card effect that targeted it while face-up has resolved, it is destroyed
(`destroyed_when_targeted`: no chain, and not when that effect was negated); a mandatory trigger
answers battle damage from its direct attack with a random discard from the damaged opponent's
hand, the card picked by the duel's chance (`shuffling.pick`).

Seed 001 reading: the hand is that of the opponent sitting across (section E: "If a card
specifically states it affects an "opponent," and any part of the card's effect affects your
opponent's hand ... the Duelist activating the card effect must choose the opponent sitting
directly across from them").
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, On, Scripts, scope, shuffling
from tagduel.engine.destroyed_when_targeted import fragile
from tagduel.engine.tags import Tag

PASSCODE: Final = 23205979

SUMMARY: Final = {
    PASSCODE: (
        "Cannot be destroyed by battle; destroyed after an effect targeting it resolves; its "
        "direct attack's battle damage makes the opponent across discard a random card."
    )
}


def _direct_attack(ctx: EffectContext) -> bool:
    attack = ctx.attack
    return attack is not None and attack.attacker == ctx.card.uid and attack.target is None


def _random_discard(ctx: EffectContext) -> None:
    hand = ctx.state.zones[scope.opponent_across(ctx.seat)].hand
    card = shuffling.pick(ctx.state, hand)
    if card is not None:
        ctx.discard((card,))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="cannot be destroyed by battle",
            tags=frozenset({Tag.NOT_DESTROYED_BY_BATTLE}),
        ),
        fragile(),
        Effect(
            EffectKind.TRIGGER,
            description="battle damage by a direct attack: a random discard from the hand across",
            on=On.BATTLE_DAMAGE,
            condition=_direct_attack,
            resolve=_random_discard,
        ),
    )
