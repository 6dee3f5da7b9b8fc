"""Proto-Cyber Dragon (26439287): its name becomes "Cyber Dragon" while it is on the field.

Era wording (Master Rule 2, the same today), in our words: on the field it is named "Cyber
Dragon" (a Fusion Material of Cyber Twin Dragon and Cyber End Dragon, a cost of Photon Generator
Unit and Attack Reflector Unit, the condition of Evolution Burst); in the hand, Deck and
Graveyard it keeps its own name. The rule lives in `_cyber_dark.RENAMED`, which every
script naming "Cyber Dragon" reads; it has no effect record of its own. (Cyber Dragon's own
procedure is Cyber Dragon's: Proto-Cyber Dragon in the hand is not "Cyber Dragon".)

Seed 001: nothing to read (its name is its own).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Scripts

PASSCODE: Final = 26439287

SUMMARY: Final = {
    PASSCODE: 'Counts as "Cyber Dragon" while it is on the field (Fusion Materials, costs).',
}


def register(scripts: Scripts) -> None:
    """Nothing to register: the name rule is read by the scripts that name "Cyber Dragon"."""
