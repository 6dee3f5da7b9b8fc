"""Swords of Revealing Light (Normal Spell that stays): flips the opponents' face-down monsters
face-up, stops the opponents' monsters from declaring attacks, and is destroyed in the End Phase
of the opponents' 3rd turn.

Master Rule 2 era wording: "Flip all monsters on your opponent's side of the field face-up. This
card remains on the field for 3 of your opponent's turns. While this card is face-up on the
field, monsters on your opponent's side of the field cannot declare an attack." Today's wording
flips them only "if your opponent controls a face-down monster", which flips the same monsters.
Seed 001 E: "your opponent's side of the field" is both opponents (`Scope.OPPONENTS_FIELD`), and
an effect that prevents your opponent prevents both (`Scope.PREVENTED_OPPONENTS`). Seed 001 D
settles the count: "Card effects that count turns count all appropriate turns. ... Swords of
Revealing Light is activated by Duelist 1A of Team 1. Team 2 cannot attack on Duelist 2A's next
turn (1 turn), Duelist 2B's next turn (2 turns), and Duelist 2A's turn after that (3 turns).
Swords of Revealing Light will be destroyed at the end of that turn, because three opponents'
turns have passed" (`scope.opponent_turn_seats`). The count stops if the card leaves the field.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Forbid, Scope, Scripts, scope
from tagduel.engine.effects import Effect, EffectKind

PASSCODE: Final = 72302403
OPPONENT_TURNS: Final = 3

SUMMARY: Final = {
    PASSCODE: (
        "Flips both opponents' face-down monsters face-up; they can't attack until it is "
        "destroyed at the end of the opponents' 3rd turn."
    )
}


def _reveal(ctx: EffectContext) -> None:
    for monster in ctx.monsters(Scope.OPPONENTS_FIELD):
        ctx.flip_face_up(monster)
    turns = scope.opponent_turn_seats(ctx.seat)
    ctx.start_countdown(turns, OPPONENT_TURNS, while_on_field=True)


def _destroy_self(ctx: EffectContext) -> None:
    ctx.destroy(ctx.card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="flip the opponents' monsters face-up; stays for 3 opponents' turns",
            resolve=_reveal,
            remains_on_field=True,
            expire=_destroy_self,
        ),
        Effect(
            EffectKind.CONTINUOUS,
            description="the opponents' monsters can't declare an attack",
            forbid=Forbid.DECLARE_ATTACK,
            who=Scope.PREVENTED_OPPONENTS,
        ),
    )
