"""Dark Room of Nightmare (Continuous Spell): each time the opposing team takes effect damage
from another card than a Dark Room of Nightmare, it takes 300 more.

The database's text, in our words: a mandatory trigger that answers effect damage to the
opposing side and deals it 300 more; the damage must come from the resolution of another card's
effect (`causes`): battle damage, costs, and the damage of any Dark Room of Nightmare do not set
it off.

Seed 001 reading: the opposing side is the opposing team, whose Life Points are shared (section
A): effect damage to either opponent sets it off, and the 300 comes off the same total.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, On, Scripts
from tagduel.engine.causes import damage, effect_card_at, event_index
from tagduel.engine.events import LpCause

PASSCODE: Final = 85562745
DAMAGE: Final = 300

SUMMARY: Final = {
    PASSCODE: (
        "Each time the opposing team takes effect damage from another card, it takes 300 more."
    )
}


def _opponents_effect_damage(ctx: EffectContext) -> bool:
    taken = damage(ctx.event)
    if taken is None or taken.cause is not LpCause.EFFECT_DAMAGE or taken.team is ctx.team:
        return False
    found = effect_card_at(ctx.state, event_index(ctx.state, ctx.event))
    return found is not None and found[1].original != PASSCODE


def _burn(ctx: EffectContext) -> None:
    ctx.damage_opponent(DAMAGE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Dark Room of Nightmare"),
        Effect(
            EffectKind.TRIGGER,
            description="the opposing team takes effect damage: 300 more",
            on=On.DAMAGE,
            watch=True,
            condition=_opponents_effect_damage,
            resolve=_burn,
        ),
    )
