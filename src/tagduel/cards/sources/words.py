"""The words card files use for bit-flag values: type words, Monster Types, Attributes, formats.

One table per enumeration, shared by the built-in data file, the YGOPRODeck loader and the CLI,
so a value is spelled the same everywhere ("Quick-Play", "Beast-Warrior", "LIGHT", "TCG").
`shown` is how the loaders quote a card's name or id from a file in an error message.
"""

from __future__ import annotations

from tagduel.cards.model import TYPE_BY_WORD, Attribute, Availability, CardType, Race

_EXTRA_TYPE_WORDS: dict[str, CardType] = {
    "trap monster": CardType.TRAP_MONSTER,
    "maximum": CardType.MAXIMUM,
    "special summon": CardType.SPECIAL_SUMMON,
}
"""Flags that `Card.type_words` leaves out (they print no word on the type line)."""

_TYPE_BY_WORD: dict[str, CardType] = {**TYPE_BY_WORD, **_EXTRA_TYPE_WORDS}
_WORD_BY_TYPE: dict[CardType, str] = {f: w.title() for w, f in _TYPE_BY_WORD.items()}

_HYPHENATED_RACES = {Race.BEAST_WARRIOR, Race.DIVINE_BEAST, Race.CREATOR_GOD}


def _race_word(race: Race) -> str:
    name = str(race.name).replace("_", " ").title()
    return name.replace(" ", "-") if race in _HYPHENATED_RACES else name


RACE_WORDS: dict[Race, str] = {race: _race_word(race) for race in Race}
"""Monster Types as printed: "Spellcaster", "Winged Beast", "Beast-Warrior"."""

_RACE_BY_KEY: dict[str, Race] = {w.casefold(): r for r, w in RACE_WORDS.items()}


def _key(word: str) -> str:
    return " ".join(word.replace("_", " ").casefold().split())


def type_words(types: CardType) -> list[str]:
    """Every flag of `types` as a word, in bit order: ["Monster", "Effect", "Special Summon"]."""
    return [_WORD_BY_TYPE[f] for f in CardType if f in types and f in _WORD_BY_TYPE]


def parse_types(words: list[str]) -> CardType:
    """The flags named by `words` (any case); raises KeyError naming an unknown word."""
    types = CardType(0)
    for word in words:
        flag = _TYPE_BY_WORD.get(_key(word))
        if flag is None:
            raise KeyError(f"unknown card type word {word!r}")
        types |= flag
    return types


def race_word(race: Race) -> str:
    """The Monster Type of `race` in words ("" for none, "A/B" for a card with two)."""
    return "/".join(RACE_WORDS[r] for r in Race if r in race)


def parse_race(word: str) -> Race:
    """A Monster Type from its word ("Winged Beast", "beast-warrior", "SEA_SERPENT")."""
    key = _key(word)
    race = _RACE_BY_KEY.get(key) or _RACE_BY_KEY.get(key.replace("-", " "))
    if race is None:
        race = _RACE_BY_KEY.get(key.replace(" ", "-"))
    if race is None:
        raise KeyError(f"unknown Monster Type {word!r}")
    return race


def attribute_word(attribute: Attribute) -> str:
    """ "LIGHT", "DARK", … ("" for none)."""
    return "/".join(str(a.name) for a in Attribute if a in attribute)


def parse_attribute(word: str) -> Attribute:
    try:
        return Attribute[word.strip().upper()]
    except KeyError:
        raise KeyError(f"unknown Attribute {word!r}") from None


def availability_words(availability: Availability) -> list[str]:
    """["OCG", "TCG"], …: the enumeration's names."""
    return [str(a.name) for a in Availability if a in availability]


def parse_availability(words: list[str]) -> Availability:
    result = Availability(0)
    for word in words:
        try:
            result |= Availability[word.strip().upper().replace(" ", "_")]
        except KeyError:
            raise KeyError(f"unknown availability {word!r}") from None
    return result


_SHOWN = 60


def shown(value: object) -> str:
    """`value` for a one-line error message: as it is when printable, else quoted with escapes
    (a name holding a newline or a terminal control character), cut short when long."""
    text = str(value)
    cut = text[:_SHOWN] + ("..." if len(text) > _SHOWN else "")
    return cut if text.isprintable() else repr(cut)
