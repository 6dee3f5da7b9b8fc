"""A small hand-made card set for deck tests (independent of the built-in set)."""

from __future__ import annotations

from tagduel.cards.db import CardDB
from tagduel.cards.model import Attribute, Availability, Card, CardType, Race
from tagduel.decks.banlist import BanList
from tagduel.decks.model import Deck

NORMAL = CardType.MONSTER | CardType.NORMAL
EFFECT = CardType.MONSTER | CardType.EFFECT

DARK_HOLE = Card(53129443, "Dark Hole", CardType.SPELL)
MIRROR_FORCE = Card(44095762, "Mirror Force", CardType.TRAP)
MYSTIC_TOMATO = Card(83011277, "Mystic Tomato", EFFECT, Attribute.DARK, Race.PLANT, 4, 1400, 1100)
MYSTIC_TOMATO_ALT = Card(
    83011278, "Mystic Tomato", EFFECT, Attribute.DARK, Race.PLANT, 4, 1400, 1100, alias=83011277
)
UTOPIA = Card(
    84013237,
    "Number 39: Utopia",
    EFFECT | CardType.XYZ,
    Attribute.LIGHT,
    Race.WARRIOR,
    4,
    2500,
    2000,
)
POT_OF_GREED = Card(55144522, "Pot of Greed", CardType.SPELL)
NANANA = Card(98931003, "Nanana", CardType.SPELL, availability=Availability.OCG)
TOKEN = Card(1, "Some Token", NORMAL | CardType.TOKEN)
FILLERS = [
    Card(1000 + i, f"Filler {i}", NORMAL, Attribute.EARTH, Race.WARRIOR, 4, 1000, 1000)
    for i in range(20)
]

DB = CardDB(
    [
        DARK_HOLE,
        MIRROR_FORCE,
        MYSTIC_TOMATO,
        MYSTIC_TOMATO_ALT,
        UTOPIA,
        POT_OF_GREED,
        NANANA,
        TOKEN,
        *FILLERS,
    ]
)

LIST = BanList("test TCG", {53129443: 1, 44095762: 2, 55144522: 0}, availability=Availability.TCG)


def deck(
    *cards: int, size: int = 40, extra: tuple[int, ...] = (), side: tuple[int, ...] = ()
) -> Deck:
    """A Main Deck of `cards` topped up with fillers (3 of each) to `size` cards."""
    main = list(cards)
    fillers = [f.passcode for f in FILLERS for _ in range(3)]
    main += fillers[: max(0, size - len(main))]
    return Deck(tuple(main), extra, side)
