"""Cannon Soldier (11384280): Tribute 1 monster the team controls to inflict 500 damage to the
opposing team's Life Points, as often as its controller likes.

Era wording (Master Rule 2), in our words: an Ignition Effect that Tributes "1 monster on your
side of the field" to inflict 500 damage to the opponent; it may Tribute itself.

Seed 001 readings:
- only its controller may activate it: section A, "Duelist 1A has a face-up Cannon Soldier on
  his side of the field. His teammate may not activate the effect of Cannon Soldier on his
  turn." (an engine rule: `TagRules.may_activate_from_field`).
- "1 monster on your side of the field" includes the teammate's monsters: section E, "A Duelist
  can allow their teammate to use monsters in their Monster Card Zones as Tribute Summons,
  Ritual Summons, Extra Deck Summons, or for other appropriate card effects."
- the damage comes off the opposing team's combined Life Points (section A, "The Team has a
  combined Life Point Total of 16,000.").
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectKind, Scripts, kit

PASSCODE: Final = 11384280

SUMMARY: Final = {
    PASSCODE: "Tribute a monster the team controls: 500 damage to the opposing team.",
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="Tribute 1 monster: inflict 500 damage to your opponent",
            cost_cards=kit.tributes,
            cost_count=1,
            cost=kit.tribute_chosen,
            resolve=kit.damage_opponent(500),
        ),
    )
