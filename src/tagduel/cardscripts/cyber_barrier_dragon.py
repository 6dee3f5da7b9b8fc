"""Cyber Barrier Dragon (68774379): Special Summoned only by Attack Reflector Unit; once per turn,
while in Attack Position, it negates the next attack an opponent's monster declares.

Era wording (Master Rule 2), in our words: "This card cannot be Normal Summoned or Set. This card
cannot be Special Summoned except with "Attack Reflector Unit". Once per turn, while this card is
in Attack Position, your opponent's next attack is negated." Scripted as a mandatory trigger
answering an opponent's attack declaration (a target chosen again after a replay is not a new
attack). Not modelled, as for Cyber Laser Dragon: other effects may revive it only after Attack
Reflector Unit summoned it properly.

Seed 001 readings: "your opponent's attack" is an attack by either opponent's monster, on any
monster of the team or directly — section E, "If a card effect prevents your opponent from
performing an action, it prevents both opponents." The team's own attacks are never negated.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, On, Position, Scripts, kit

PASSCODE: Final = 68774379

SUMMARY: Final = {
    PASSCODE: (
        "Summoned only by Attack Reflector Unit; once per turn in Attack Position it negates the "
        "next attack by either opponent's monster."
    )
}


def _opponents_attack_while_attacking(ctx: EffectContext) -> bool:
    return (
        ctx.card.position is Position.ATTACK
        and ctx.state.turn_seat.team is not ctx.team
        and ctx.attack is not None
        and not ctx.attack.negated
    )


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, exclusive=True, condition=lambda ctx: False),
        Effect(
            EffectKind.TRIGGER,
            description="your opponent's next attack is negated",
            on=On.ATTACK_DECLARED,
            watch=True,
            once_per_turn=True,
            condition=_opponents_attack_while_attacking,
            resolve=kit.negate_attack,
        ),
    )
