"""Dark Magician (46986414): a Normal Monster (Level 7, DARK Spellcaster, 2500/2100) with no
effect; nothing to script. Its module exists so the classic Dark Magician deck lists it among the
scripted cards: the cards of that deck that name "Dark Magician" read its name through
`_cyber_dark.named_as` (Dark Magician the Dragon Knight takes the name on the field and in
the Graveyard).

Era wording: the same Normal Monster in every era. Seed 001: nothing to read.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Scripts

PASSCODE: Final = 46986414

SUMMARY: Final = {
    PASSCODE: "A Normal Monster with no effect; the Dark Magician deck's cards name it.",
}


def register(scripts: Scripts) -> None:
    """Nothing to register: a Normal Monster plays as printed."""
