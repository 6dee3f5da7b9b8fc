"""Power Bond (37630732): Fusion Summon a Machine Fusion Monster; it gains ATK equal to its
original ATK, and in this turn's End Phase the activator's team takes that much damage.

Era wording (Master Rule 2): "Fusion Summon 1 Machine-Type Fusion Monster ... it gains ATK equal
to its original ATK. During the End Phase of this turn, you take damage equal to the original
ATK of the Fusion Monster" — the database's text says "the amount of ATK gained from this effect
at the time of the Summon", the same number for a monster summoned with its printed ATK.

Seed 001 readings:
- materials and Extra Deck as Polymerization (section A: the team's monsters in play, the
  summoner's own Extra Deck);
- "you take damage": the team's Life Points are one total — section A, "The Team has a combined
  Life Point Total of 16,000" — so the activator's team takes it (Cyber Kirin can make it 0).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.engine import Effect, Scripts, kit

PASSCODE: Final = 37630732

SUMMARY: Final = {
    PASSCODE: (
        "Fusion Summons a Machine Fusion Monster that gains its original ATK; the activator's "
        "team takes that much damage in this turn's End Phase."
    )
}

_MACHINE: Final = kit.race(Race.MACHINE)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="Fusion Summon 1 Machine Fusion Monster; it gains its original ATK",
            condition=kit.can_fusion_summon(_MACHINE),
            resolve=kit.power_bond(_MACHINE),
        ),
    )
