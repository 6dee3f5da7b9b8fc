"""Crystal Wing Synchro Dragon (50954680): a Synchro Monster (1 Tuner + 1 or more non-Tuner
Synchro Monsters): once per turn (Quick Effect) it negates another monster's effect activation,
destroys that monster and gains its original ATK for the turn; battling an opponent's Level 5 or
higher monster, it gains that monster's ATK for the damage calculation.

Era wording (the card's database text), in our words: "1 Tuner + 1+ non-Tuner Synchro Monsters.
Once per turn, when another monster's effect is activated (Quick Effect): You can negate the
activation, and if you do, destroy that monster, and if you do that, this card gains ATK equal
to the destroyed monster's original ATK until the end of this turn. If this card battles an
opponent's Level 5 or higher monster, during damage calculation: This card gains ATK equal to the
current ATK of the opponent's monster it is battling during that damage calculation only." The
second effect is a continuous gain while the battle is at damage calculation (the engine's round
of priority just before it and the calculation itself), read again at each change.

Seed 001 readings:
- "another monster's effect" is anyone's, the teammate's too (the text names no opponent), the
  latest Chain Link only (section D); a teammate may use its quick effect (section D);
- "an opponent's monster" is either opponent's monster (section E).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scripts,
    gates,
    kit,
    levels,
)
from tagduel.engine.state import BattleStep

PASSCODE: Final = 50954680
LEVEL: Final = 5

SUMMARY: Final = {
    PASSCODE: (
        "Synchro (Synchro non-Tuners): once per turn negates another monster's effect, destroys "
        "it and gains its ATK; gains the ATK of a Level 5+ opponent monster it battles."
    )
}


@gates.answering_a_link
def _another_monster_effect(ctx: EffectContext) -> bool:
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    return (
        link is not None
        and card is not None
        and not link.negated
        and card.card.is_monster
        and card.uid != ctx.card.uid
    )


def _negate_destroy_gain(ctx: EffectContext) -> None:
    link = ctx.latest_link()
    card = None if link is None else ctx.link_card(link)
    if link is None or card is None:
        return
    ctx.negate_link(link, destroy=False)
    if not card.location.on_field:
        return
    ctx.destroy(card)
    if not card.location.on_field and ctx.card.location is Location.MONSTERS:
        ctx.boost(ctx.card, card.card.atk or 0)


def _battled_foe(ctx: EffectContext) -> CardInstance | None:
    """The opponent's Level 5 or higher monster this card battles, at damage calculation."""
    attack, battle = ctx.attack, ctx.battling()
    if attack is None or attack.step is not BattleStep.BEFORE_CALC or battle is None:
        return None
    attacker, target = battle
    if target is None or ctx.card.uid not in (attacker.uid, target.uid):
        return None
    foe = target if attacker.uid == ctx.card.uid else attacker
    mine = foe.zone_seat.team is ctx.team
    return None if mine or levels.level_of(ctx.state, foe) < LEVEL else foe


def _foes_atk(ctx: EffectContext, monster: CardInstance) -> tuple[int, int]:
    foe = _battled_foe(ctx)
    return (0, 0) if foe is None else (foe.attack_value(), 0)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_filter=lambda c: c.traits.synchro),
        Effect(
            EffectKind.QUICK,
            description="another monster's effect is activated: negate it, destroy that monster, "
            "gain its original ATK",
            once_per_turn=True,
            condition=_another_monster_effect,
            resolve=_negate_destroy_gain,
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="battling an opponent's Level 5+ monster: gains its ATK for damage "
            "calculation",
            condition=lambda ctx: _battled_foe(ctx) is not None,
            affects=lambda ctx: [ctx.card],
            stats=kit.gains_by(_foes_atk),
        ),
    )
