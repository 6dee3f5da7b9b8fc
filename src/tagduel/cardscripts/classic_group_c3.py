"""The cards of the classic Cyber Dragon and Dark Magician decks (windbot-AI_CyberDragon,
windbot-AI_DarkMagician): what this group of scripts covers, and the two cards of the group that
never leave the Extra Deck. No card of its own.

Scripted, one module each: Apprentice Illusion Magician, Armored Cybern, Ash Blossom & Joyous
Spring, Attack Reflector Unit, Bottomless Trap Hole, Clear Wing Fast Dragon, Crystal Wing Synchro
Dragon, Cyber Barrier Dragon, Cyber Dragon Core, Cyber Dragon Drei, Cyber Dragon Infinity, Cyber
Dragon Nova, Cyber End Dragon, Cyber Kirin, Cyber Laser Dragon, Cyber Phoenix, Cyber Twin Dragon,
Cyber Valley, Cybernetic Hidden Technology, Dark Magic Attack, Dark Magic Inheritance, Dark
Magical Circle, Dark Magician (a Normal Monster), Dark Magician the Dragon Knight, De-Fusion,
Different Dimension Capsule, Eternal Soul, Evolution Burst, Illusion Magic, Magician Navigation,
Magician's Rod, Maxx "C", Mecha Phantom Beast Dracossack, Number 11: Big Eye, Odd-Eyes Absolute
Dragon, Odd-Eyes Wing Dragon, Photon Generator Unit, Polymerization, Power Bond, Proto-Cyber
Dragon, Seven Tools of the Bandit, Solemn Strike, Spellbook Magician of Prophecy, Spellbook of
Knowledge, Spellbook of Secrets, The Eye of Timaeus, Upstart Goblin, Windwitch - Glass Bell,
Windwitch - Ice Bell, Windwitch - Snow Bell, Windwitch - Winter Bell and Wonder Wand (Cyber
Dragon, Call of the Haunted and Dark Hole were scripted before).

Clara & Rushka, the Ventriloduo and Wee Witch's Apprentice are Link Monsters. The rules of the era
of the Team Dueling Rules (Master Rule 2: 5 Monster Card Zones, no Extra Monster Zone, no Link
Summon) give them no way to be Summoned, so they stay in the Extra Deck and need no script (the
engine refuses any attempt to Summon them). Clear Wing Fast Dragon and Odd-Eyes Wing Dragon are
Pendulum Monsters: with no Pendulum Zones they play as the Synchro Monsters they are, without
their Pendulum effects.

The readings the group shares (names taken on the field, whose hand, Deck and Graveyard a card
means) are in `_cyber_dark`.
"""

from __future__ import annotations

from typing import Final

CLARA_AND_RUSHKA: Final = 1482001
WEE_WITCHS_APPRENTICE: Final = 71384012
LINK_MONSTERS: Final = (CLARA_AND_RUSHKA, WEE_WITCHS_APPRENTICE)
"""The Link Monsters of these decks: never Summoned under Master Rule 2."""
