"""Sangan (26202165): sent from the field to the Graveyard, its owner adds a monster with 1500 or
less ATK from their Deck to their hand; neither they nor their teammate can activate cards of
that name for the rest of the turn.

Era wording (the database's text, the 2017 errata), paraphrased: when it goes from the field to the
Graveyard, a mandatory trigger searches a monster with ATK of 1500 or less, and its controller then
may not activate cards or effects of that name for the rest of the turn; the trigger works once per
turn for every copy and the team (see `_searchers`).

Seed 001 readings: see `_searchers` (own Deck; the name lock binds the team).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._searchers import searcher
from tagduel.engine import CardInstance, Scripts

PASSCODE: Final = 26202165

SUMMARY: Final = {
    PASSCODE: (
        "Leaving the field for the Graveyard: its owner searches their Deck for a monster of "
        "1500 ATK or less; the team can't activate cards of that name this turn."
    )
}


def _atk_1500(card: CardInstance) -> bool:
    atk = card.card.atk
    return card.card.is_monster and atk is not None and atk <= 1500


def register(scripts: Scripts) -> None:
    scripts.register(PASSCODE, searcher(_atk_1500, "monster with 1500 or less ATK", "sangan"))
