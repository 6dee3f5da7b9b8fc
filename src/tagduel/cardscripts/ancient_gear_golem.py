"""Ancient Gear Golem (Effect Monster, Level 8): cannot be Special Summoned; while it attacks,
neither opponent may activate Spells or Traps before the Damage Step is over; it inflicts
piercing battle damage.

In our words: it can't be Special Summoned; when it attacks, the opponent can't activate Spells
or Traps until the Damage Step ends; attacking a Defense Position monster, it inflicts piercing
battle damage. Seed 001 E: "If a card effect prevents your opponent from performing an action,
it prevents both opponents" (`Scope.PREVENTED_OPPONENTS`): neither 2A nor 2B may activate a
Spell or Trap Card from the attack declaration to the end of the Damage Step; its controller's
teammate may. Piercing damage comes off the opposing team's shared Life Points (seed 001 A). The
ban on Special Summons holds everywhere (Monster Reborn can't target it;
`card_properties.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, EffectKind, Forbid, Scope, Scripts, kit
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.effects import Effect

PASSCODE: Final = 83104731

SUMMARY: Final = {
    PASSCODE: (
        "Cannot be Special Summoned; while it attacks, neither opponent can activate Spells or "
        "Traps before the Damage Step is over; piercing battle damage."
    )
}


def _attacking(ctx: EffectContext) -> bool:
    attack = ctx.state.attack
    return attack is not None and attack.attacker == ctx.card.uid


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="while it attacks, your opponents cannot activate Spell/Trap Cards",
            condition=_attacking,
            forbid=Forbid.ACTIVATE,
            who=Scope.PREVENTED_OPPONENTS,
            applies_to=kit.is_spell_or_trap,
        ),
        *declare(Property.NO_SPECIAL_SUMMON, Property.PIERCING),
    )
