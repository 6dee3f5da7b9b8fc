"""Battle Fader (Effect Monster): when an opposing monster declares a direct attack, it may be
Special Summoned from its holder's hand, and then the Battle Phase ends; summoned this way, it
is banished when it leaves the field.

In our words: answering an opponent's direct attack, Special Summon it from your hand and end
the Battle Phase; it is banished when it leaves the field. A direct attack is on the team's
shared Life Points (seed 001 A), and "an opponent's monster" is either opponent's (seed 001 E),
so either duelist of the defending team may use the Battle Fader in their own hand (a hand is
its holder's alone). It comes to its holder's field in Defense Position; the attack ends with the
Battle Phase, after the chain (`phase_jumps.py`). An optional trigger that misses the timing when
the declaration was not the last thing to happen.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, EffectKind, Location, On, Position, Scripts
from tagduel.engine.battle_events import AttackDeclared
from tagduel.engine.effects import Effect
from tagduel.engine.phase_jumps import end_battle_phase
from tagduel.engine.summon_conditions import banish_when_leaving

PASSCODE: Final = 19665973

SUMMARY: Final = {
    PASSCODE: (
        "When an opposing monster attacks directly: Special Summon it from the hand and end the "
        "Battle Phase; banished when it leaves the field."
    )
}


def _direct_attack_on_us(ctx: EffectContext) -> bool:
    event = ctx.event
    if not isinstance(event, AttackDeclared) or event.target_seat is not None:
        return False
    room = ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0
    return event.seat.team is not ctx.team and room and ctx.can_special_summon()


def _fade_in(ctx: EffectContext) -> None:
    card = ctx.card
    if card.location is Location.HAND and ctx.special_summon(card, position=Position.DEFENSE):
        banish_when_leaving(card)
        end_battle_phase(ctx.state, ctx.seat, card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="an opponent's direct attack: Special Summon this card; end the BP",
            on=On.ATTACK_DECLARED,
            watch=True,
            where=(Location.HAND,),
            optional=True,
            when=True,
            condition=_direct_attack_on_us,
            resolve=_fade_in,
        ),
    )
