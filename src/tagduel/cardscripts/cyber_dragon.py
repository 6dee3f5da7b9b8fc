"""Cyber Dragon (70095154): Special Summoned from the hand when the opponents control a monster
and its duelist's team controls none. It may also be Normal Summoned (Level 5, 1 Tribute).

Era wording (Master Rule 2, the same as today), in our words: it may be Special Summoned from
the hand when "only your opponent controls a monster". The Summon does not start a chain.

Seed 001 readings: "your opponent controls" is either opponent's field and "you control"
includes the teammate's — section E, "cards that reference a card "your opponent controls"
count both opponent's sides of the field." and "Duelist 2A and 1A each have a Monster on their
side of the field. Duelist 1B may not Special Summon Cyber Dragon as his teammate controls a
monster."
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectKind, Scope, Scripts, kit

PASSCODE: Final = 70095154

SUMMARY: Final = {
    PASSCODE: (
        "Special Summoned from the hand while only the opposing team controls monsters "
        "(the teammate's monsters count as the duelist's own)."
    )
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            condition=kit.both(
                kit.none_in(kit.monsters(Scope.YOURS)),
                kit.count_at_least(kit.monsters(Scope.OPPONENTS_FIELD), 1),
            ),
        ),
    )
