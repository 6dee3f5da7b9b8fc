"""The card data model: what a card *is* (stats and printed types), not what it does.

Bit values of `CardType`, `Attribute`, `Race` and `Availability` are those of the EDOPro/YGOPro
`cards.cdb` format, so a database row converts without a translation table. Behaviour lives in
`tagduel.cardscripts`, never here.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Final


class Kind(enum.Enum):
    """The three kinds of card."""

    MONSTER = "monster"
    SPELL = "spell"
    TRAP = "trap"


class CardType(enum.IntFlag):
    """Printed type flags (cards.cdb `datas.type`)."""

    MONSTER = 0x1
    SPELL = 0x2
    TRAP = 0x4
    NORMAL = 0x10
    EFFECT = 0x20
    FUSION = 0x40
    RITUAL = 0x80
    TRAP_MONSTER = 0x100
    SPIRIT = 0x200
    UNION = 0x400
    GEMINI = 0x800
    TUNER = 0x1000
    SYNCHRO = 0x2000
    TOKEN = 0x4000
    MAXIMUM = 0x8000
    QUICK_PLAY = 0x10000
    CONTINUOUS = 0x20000
    EQUIP = 0x40000
    FIELD = 0x80000
    COUNTER = 0x100000
    FLIP = 0x200000
    TOON = 0x400000
    XYZ = 0x800000
    PENDULUM = 0x1000000
    SPECIAL_SUMMON = 0x2000000
    LINK = 0x4000000


EXTRA_DECK_TYPES: Final = CardType.FUSION | CardType.SYNCHRO | CardType.XYZ | CardType.LINK


class Attribute(enum.IntFlag):
    """Monster Attribute (cards.cdb `datas.attribute`)."""

    EARTH = 0x1
    WATER = 0x2
    FIRE = 0x4
    WIND = 0x8
    LIGHT = 0x10
    DARK = 0x20
    DIVINE = 0x40


class Race(enum.IntFlag):
    """Monster Type, called race in cards.cdb (`datas.race`)."""

    WARRIOR = 0x1
    SPELLCASTER = 0x2
    FAIRY = 0x4
    FIEND = 0x8
    ZOMBIE = 0x10
    MACHINE = 0x20
    AQUA = 0x40
    PYRO = 0x80
    ROCK = 0x100
    WINGED_BEAST = 0x200
    PLANT = 0x400
    INSECT = 0x800
    THUNDER = 0x1000
    DRAGON = 0x2000
    BEAST = 0x4000
    BEAST_WARRIOR = 0x8000
    DINOSAUR = 0x10000
    FISH = 0x20000
    SEA_SERPENT = 0x40000
    REPTILE = 0x80000
    PSYCHIC = 0x100000
    DIVINE_BEAST = 0x200000
    CREATOR_GOD = 0x400000
    WYRM = 0x800000
    CYBERSE = 0x1000000
    ILLUSION = 0x2000000
    CYBORG = 0x4000000
    MAGICAL_KNIGHT = 0x8000000
    HIGH_DRAGON = 0x10000000
    OMEGA_PSYCHIC = 0x20000000
    CELESTIAL_WARRIOR = 0x40000000
    GALAXY = 0x80000000


class Availability(enum.IntFlag):
    """Where a card is legal or exists (cards.cdb `datas.ot`, called scope in EDOPro)."""

    OCG = 0x1
    TCG = 0x2
    ANIME = 0x4
    ILLEGAL = 0x8
    VIDEO_GAME = 0x10
    CUSTOM = 0x20
    SPEED = 0x40
    PRERELEASE = 0x100
    RUSH = 0x200
    LEGEND = 0x400
    HIDDEN = 0x1000


_bits = int.__and__
_MONSTER_BIT: Final = int(CardType.MONSTER)
_TOKEN_BIT: Final = int(CardType.TOKEN)
_SPELL_BIT: Final = int(CardType.SPELL)
_EXTRA_BITS: Final = int(EXTRA_DECK_TYPES)

NO_ATTRIBUTE: Final = Attribute(0)
NO_RACE: Final = Race(0)
BOTH_POOLS: Final = Availability.OCG | Availability.TCG


@dataclass(frozen=True, slots=True)
class Card:
    """One card as printed.

    `atk`/`defense` are None for "?" (cards.cdb stores -2). For a Link monster `defense` is None
    and `level` holds the Link Rating. `alias` is the passcode of the original card for an
    alternate art (and for cards "always treated as" another), else 0.
    """

    passcode: int
    name: str
    types: CardType
    attribute: Attribute = NO_ATTRIBUTE
    race: Race = NO_RACE
    level: int = 0
    atk: int | None = None
    defense: int | None = None
    alias: int = 0
    availability: Availability = BOTH_POOLS
    archetypes: tuple[int, ...] = field(default=())
    text: str = ""

    @property
    def kind(self) -> Kind:
        if _bits(self.types, _MONSTER_BIT):
            return Kind.MONSTER
        if _bits(self.types, _SPELL_BIT):
            return Kind.SPELL
        return Kind.TRAP

    @property
    def original(self) -> int:
        """The passcode that deck limits count this card as (alternate arts → original)."""
        return self.alias or self.passcode

    # Flag tests use int.__and__: IntFlag's own `&` builds enum members and is ~10x slower,
    # and deck checks and the engine ask these questions in their hot loops.

    @property
    def is_monster(self) -> bool:
        return _bits(self.types, _MONSTER_BIT) != 0

    @property
    def is_extra_deck(self) -> bool:
        """Fusion, Synchro, Xyz and Link monsters live in the Extra Deck."""
        return _bits(self.types, _MONSTER_BIT) != 0 and _bits(self.types, _EXTRA_BITS) != 0

    @property
    def is_token(self) -> bool:
        return _bits(self.types, _TOKEN_BIT) != 0

    @property
    def rank(self) -> int:
        """An Xyz monster's Rank (stored in the level field); 0 for other cards."""
        return self.level if self.types & CardType.XYZ else 0

    def has(self, flag: CardType) -> bool:
        return _bits(self.types, flag) != 0

    def in_archetype(self, code: int) -> bool:
        """True when the card belongs to archetype `code` or one of its sub-archetypes.

        The low 12 bits name the archetype; the high 4 bits a sub-archetype (cards.cdb rule).
        """
        return any(
            (own & 0xFFF) == (code & 0xFFF) and (own & code) == code for own in self.archetypes
        )

    def type_words(self) -> list[str]:
        """The printed type line in words, e.g. ["Monster", "Effect", "Tuner"]."""
        return [_TYPE_WORDS[f] for f in _TYPE_WORDS if self.types & f]

    def legal_in(self, fmt: Availability) -> bool:
        return _bits(self.availability, fmt) != 0


_TYPE_WORDS: Final[dict[CardType, str]] = {
    CardType.MONSTER: "Monster",
    CardType.SPELL: "Spell",
    CardType.TRAP: "Trap",
    CardType.NORMAL: "Normal",
    CardType.EFFECT: "Effect",
    CardType.FUSION: "Fusion",
    CardType.RITUAL: "Ritual",
    CardType.SPIRIT: "Spirit",
    CardType.UNION: "Union",
    CardType.GEMINI: "Gemini",
    CardType.TUNER: "Tuner",
    CardType.SYNCHRO: "Synchro",
    CardType.TOKEN: "Token",
    CardType.QUICK_PLAY: "Quick-Play",
    CardType.CONTINUOUS: "Continuous",
    CardType.EQUIP: "Equip",
    CardType.FIELD: "Field",
    CardType.COUNTER: "Counter",
    CardType.FLIP: "Flip",
    CardType.TOON: "Toon",
    CardType.XYZ: "Xyz",
    CardType.PENDULUM: "Pendulum",
    CardType.LINK: "Link",
}

TYPE_BY_WORD: Final[dict[str, CardType]] = {w.lower(): f for f, w in _TYPE_WORDS.items()}
