"""Cyber Laser Dragon (4162088): Special Summoned only by Photon Generator Unit; once per turn it
destroys 1 monster whose ATK or DEF is at least its own ATK.

Era wording (Master Rule 2), in our words: "This card cannot be Normal Summoned or Set. This card
cannot be Special Summoned except with "Photon Generator Unit". Once per turn, you can destroy 1
monster with ATK or DEF equal to or higher than the ATK of this card." The destruction targets a
face-up monster (a face-down monster shows no ATK or DEF) on any field. Not modelled: the rule
that it may be Special Summoned by other effects only after Photon Generator Unit summoned it
properly (the engine keeps no such record, as Call of the Haunted's script notes).

Seed 001 readings: "1 monster" is any monster on the four fields — section E, "If a card
specifically states it affects all Duelists, Monsters, Spells, or Traps, then it affects both
Teams (all 4 Duelists.)" (the teammate's too, as printed).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, Scope, Scripts, kit

PASSCODE: Final = 4162088

SUMMARY: Final = {
    PASSCODE: (
        "Summoned only by Photon Generator Unit; once per turn destroys a face-up monster whose "
        "ATK or DEF is at least its ATK."
    )
}


def _strong_enough(ctx: EffectContext) -> list[CardInstance]:
    atk = ctx.card.attack_value()
    return [
        c
        for c in ctx.monsters(Scope.ALL)
        if c.face_up and c.uid != ctx.card.uid and max(c.attack_value(), c.defense_value()) >= atk
    ]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, exclusive=True, condition=lambda ctx: False),
        Effect(
            EffectKind.IGNITION,
            description="destroy 1 monster with ATK or DEF at least this card's ATK",
            once_per_turn=True,
            targets=_strong_enough,
            target_count=1,
            resolve=kit.destroy_targets,
        ),
    )
