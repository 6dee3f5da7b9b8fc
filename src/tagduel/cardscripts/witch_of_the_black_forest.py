"""Witch of the Black Forest (78010363): sent from the field to the Graveyard, its owner adds a
monster with 1500 or less DEF from their Deck to their hand; neither they nor their teammate
can activate cards of that name for the rest of the turn.

Era wording (the database's text, the 2017 errata), paraphrased: when it goes from the field to the
Graveyard, a mandatory trigger searches a monster with DEF of 1500 or less, and its controller then
may not activate cards or effects of that name for the rest of the turn; the trigger works once per
turn for every copy and the team (see `_searchers`).

Seed 001 readings: see `_searchers` (own Deck; the name lock binds the team).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._searchers import searcher
from tagduel.engine import CardInstance, Scripts

PASSCODE: Final = 78010363

SUMMARY: Final = {
    PASSCODE: (
        "Leaving the field for the Graveyard: its owner searches their Deck for a monster of "
        "1500 DEF or less; the team can't activate cards of that name this turn."
    )
}


def _def_1500(card: CardInstance) -> bool:
    defense = card.card.defense
    return card.card.is_monster and defense is not None and defense <= 1500


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE, searcher(_def_1500, "monster with 1500 or less DEF", "witch_of_the_black_forest")
    )
