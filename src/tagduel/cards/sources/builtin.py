"""The built-in card set: tagduel's own small card list, so it runs with no download.

The data lives in the package (`tagduel/cards/data/builtin.json`, read with importlib.resources).
Its schema is ours: one object per card with `passcode`, `name`, `types` (words), `attribute`,
`race`, `level` (Level, Rank or Link Rating), `atk`/`def` (null for "?", no `def` for a Link
Monster), `alias`, `availability` and `archetypes` (hex codes). It holds stats only, never card
text. `load_card_set_json` reads any text in this schema and `write_card_set_json` writes it
(one card a line), so tests and tools can use it too: what one writes, the other reads back as
the same cards, card text aside.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Iterable
from importlib import resources
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card, CardType
from tagduel.cards.sources import words
from tagduel.errors import InputError

BUILTIN_SOURCE = "tagduel/cards/data/builtin.json"
FORMAT_NAME = "tagduel-cards"


@functools.cache
def builtin_cards() -> CardDB:
    """The built-in card set (loaded once; never mutate it, use `merged`)."""
    return load_card_set_json(_builtin_text(), source=BUILTIN_SOURCE)


@functools.cache
def builtin_archetype_names() -> dict[int, str]:
    """Names of the archetype codes the built-in set uses, e.g. {0x38: "Lightsworn"}."""
    document = _document(_builtin_text(), BUILTIN_SOURCE)
    names = document.get("archetype_names", {})
    if not isinstance(names, dict):
        raise InputError("'archetype_names' must be an object", source=BUILTIN_SOURCE)
    return {_hex(code, BUILTIN_SOURCE): str(name) for code, name in names.items()}


def load_card_set_json(text: str, *, source: str = "<card set>") -> CardDB:
    """Cards from text in the tagduel card-set schema; raises InputError on any bad entry."""
    document = _document(text, source)
    entries = document.get("cards")
    if not isinstance(entries, list):
        raise InputError("expected a 'cards' list", source=source)
    return CardDB(
        (_card(entry, index, source) for index, entry in enumerate(entries)), label="built-in"
    )


def write_card_set_json(cards: Iterable[Card]) -> str:
    """`cards` in the card-set schema, one card a line (their text is left out).

    A monster's Attribute and Monster Type are written as one word each, so a card with none
    or with two cannot be read back; every card `load_card_set_json` gives can.
    """
    entries = ",\n".join(f"    {json.dumps(_entry(card), ensure_ascii=False)}" for card in cards)
    header = f'{{\n  "format": "{FORMAT_NAME}",\n  "version": 1,\n  "cards": [\n'
    return f"{header}{entries}\n  ]\n}}\n"


def _entry(card: Card) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "passcode": card.passcode,
        "name": card.name,
        "types": words.type_words(card.types),
    }
    if card.is_monster:
        entry["attribute"] = words.attribute_word(card.attribute)
        entry["race"] = words.race_word(card.race)
        entry["level"] = card.level
        entry["atk"] = card.atk
        if not card.has(CardType.LINK):
            entry["def"] = card.defense
    if card.alias:
        entry["alias"] = card.alias
    entry["availability"] = words.availability_words(card.availability)
    entry["archetypes"] = [f"0x{code:x}" for code in card.archetypes]
    return entry


def _builtin_text() -> str:
    return resources.files("tagduel.cards").joinpath("data/builtin.json").read_text("utf-8")


def _document(text: str, source: str) -> dict[str, Any]:
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg}", source=source, line=exc.lineno) from exc
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply", source=source) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise InputError(f"not a {FORMAT_NAME!r} card set", source=source)
    return document


def _hex(code: object, source: str) -> int:
    try:
        return int(str(code), 16)
    except ValueError:
        raise InputError(f"archetype code {code!r} is not hexadecimal", source=source) from None


class _Entry:
    """Typed access to one card object, with errors that name the card."""

    def __init__(self, raw: object, index: int, source: str) -> None:
        if not isinstance(raw, dict):
            raise InputError(f"card #{index + 1} is not an object", source=source)
        self.raw: dict[str, Any] = raw
        self.source = source
        self.where = (
            f"card #{index + 1} ({words.shown(raw.get('name') or raw.get('passcode', '?'))})"
        )

    def fail(self, problem: str) -> InputError:
        return InputError(f"{self.where}: {problem}", source=self.source)

    def get_int(
        self, key: str, default: int | None = None, *, nullable: bool = False
    ) -> int | None:
        if key not in self.raw and (default is not None or nullable):
            return default
        value = self.raw.get(key)
        if value is None and nullable:
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(f"{key!r} must be a whole number")
        return value

    def get_str(self, key: str, default: str | None = None) -> str:
        value = self.raw.get(key, default)
        if not isinstance(value, str):
            raise self.fail(f"{key!r} must be text")
        return value

    def get_words(self, key: str) -> list[str]:
        value = self.raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(f"{key!r} must be a list of words")
        return value

    def get_codes(self, key: str) -> tuple[int, ...]:
        """Hexadecimal archetype codes ("0x38")."""
        try:
            return tuple(int(code, 16) for code in self.get_words(key))
        except ValueError:
            raise self.fail(f'{key!r} must hold hexadecimal codes such as "0x38"') from None


def _card(raw: object, index: int, source: str) -> Card:
    entry = _Entry(raw, index, source)
    try:
        types = words.parse_types(entry.get_words("types"))
        availability = words.parse_availability(entry.get_words("availability"))
    except KeyError as exc:
        raise entry.fail(str(exc.args[0])) from None
    passcode = entry.get_int("passcode")
    if (
        not passcode
        or passcode < 0
        or not types & (CardType.MONSTER | CardType.SPELL | CardType.TRAP)
    ):
        raise entry.fail("needs a positive 'passcode' and a Monster, Spell or Trap type")
    card = Card(
        passcode=passcode,
        name=entry.get_str("name"),
        types=types,
        alias=entry.get_int("alias", 0) or 0,
        availability=availability,
        archetypes=entry.get_codes("archetypes"),
    )
    return _with_monster_stats(card, entry) if types & CardType.MONSTER else card


def _with_monster_stats(card: Card, entry: _Entry) -> Card:
    """A monster needs attribute, race, level and atk (null = ?), and def unless it is a Link."""
    needed = ["attribute", "race", "level", "atk"] + ([] if card.has(CardType.LINK) else ["def"])
    missing = [key for key in needed if key not in entry.raw]
    if missing:
        raise entry.fail("a monster needs " + ", ".join(repr(k) for k in missing))
    try:
        attribute = words.parse_attribute(entry.get_str("attribute"))
        race = words.parse_race(entry.get_str("race"))
    except KeyError as exc:
        raise entry.fail(str(exc.args[0])) from None
    return dataclasses.replace(
        card,
        attribute=attribute,
        race=race,
        level=entry.get_int("level") or 0,
        atk=entry.get_int("atk", nullable=True),
        defense=None if card.has(CardType.LINK) else entry.get_int("def", nullable=True),
    )
