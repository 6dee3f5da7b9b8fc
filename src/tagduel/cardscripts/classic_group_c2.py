"""The Normal Monsters of the Burn, Chain Burn and Old School decks, and the one card of the
group that never leaves the Extra Deck.

Normal Monsters have no effect: they play as printed, and are listed here so that `tagduel
cards list --scripted` shows them as covered: Alexandrite Dragon, Archfiend Soldier, Evilswarm
Heliotrope, Frostosaurus, Gene-Warped Warwolf, Insect Knight and Luster Dragon.

Linkuriboh is a Link Monster. The rules of the era of the Team Dueling Rules (Master Rule 2: 5
Monster Card Zones, no Extra Monster Zone, no Link Summon) give it no way to be Summoned, so it
stays in the Extra Deck and needs no script (the engine refuses any attempt to Summon it).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Scripts

NORMAL_MONSTERS: Final = {
    43096270: "Alexandrite Dragon",
    49881766: "Archfiend Soldier",
    77542832: "Evilswarm Heliotrope",
    6631034: "Frostosaurus",
    69247929: "Gene-Warped Warwolf",
    35052053: "Insect Knight",
    11091375: "Luster Dragon",
}
LINKURIBOH: Final = 41999284

SUMMARY: Final = {code: "A Normal Monster, with no effect." for code in NORMAL_MONSTERS}


def register(scripts: Scripts) -> None:
    """Nothing to register: Normal Monsters have no effect, and Linkuriboh is never Summoned."""
