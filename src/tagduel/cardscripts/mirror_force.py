"""Mirror Force (Normal Trap): when an opponent's monster declares an attack, destroy every
Attack Position monster the opponents control.

Master Rule 2 era wording: "Activate only when an opponent's monster declares an attack.
Destroy all Attack Position monsters on your opponent's side of the field." Seed 001 E: "If a
card affects only your opponent's side of the field, it affects the entire side, or both
opponents" — so both opponents' Attack Position monsters are destroyed (`Scope.OPPONENTS_FIELD`),
not only the attacker's. Defense Position and Set monsters, and the activator's team's monsters,
stay. Any duelist of the defending team may activate their own Set copy (seed 001 D: opponents
and the teammate may activate Spell Speed 2 effects); an attack by a teammate's monster is not
an opponent's attack.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Scope, Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 44095762

SUMMARY: Final = {
    PASSCODE: (
        "Answers an attack by an opposing monster: every Attack Position monster on both "
        "opponents' fields is destroyed."
    )
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="destroy all Attack Position monsters your opponents control",
            condition=kit.opponent_attacks,
            resolve=kit.destroy_all(kit.monsters(Scope.OPPONENTS_FIELD, kit.in_attack_position)),
        ),
    )
