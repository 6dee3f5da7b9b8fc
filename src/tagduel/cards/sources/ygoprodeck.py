"""Loading the YGOPRODeck card-info API JSON (`{"data": [card, ...]}`) into a CardDB.

Each card object gives `type` ("Effect Monster", "XYZ Monster", "Spell Card", …), `race` (the
Monster Type, or a Spell/Trap property such as "Quick-Play" or "Counter"), `attribute`, `level`
(Level or Rank), `linkval`, `atk`, `def`, `desc`, `archetype` (a name), `card_images` (one per
artwork: ids other than the card's own become alternate arts aliased to it) and, when the
request asked for `misc=yes`, `misc_info[].formats` ("TCG", "OCG", "Speed Duel", …).

What the JSON cannot say exactly: archetypes come as names, so they become codes only through the
`archetype_codes` mapping given by the caller; without `misc_info` a card is taken to be OCG and
TCG; a Fusion/Synchro/Xyz/Link "Monster" is an Effect Monster unless `typeline` or
`misc_info[].has_effect` says otherwise. Skill Cards (Speed Duel only) are skipped.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.cards.model import Availability, Card, CardType
from tagduel.cards.sources import words
from tagduel.errors import InputError

DEFAULT_SOURCE = "<ygoprodeck json>"

_TYPE_WORDS: dict[str, CardType] = {
    "normal": CardType.NORMAL,
    "effect": CardType.EFFECT,
    "flip": CardType.FLIP,
    "tuner": CardType.TUNER,
    "gemini": CardType.GEMINI,
    "pendulum": CardType.PENDULUM,
    "ritual": CardType.RITUAL,
    "spirit": CardType.SPIRIT,
    "toon": CardType.TOON,
    "union": CardType.UNION,
    "fusion": CardType.FUSION,
    "synchro": CardType.SYNCHRO,
    "xyz": CardType.XYZ,
    "link": CardType.LINK,
    "token": CardType.TOKEN | CardType.NORMAL,
}
_SPELL_TRAP_PROPERTIES: dict[str, CardType] = {
    "normal": CardType(0),
    "quick-play": CardType.QUICK_PLAY,
    "continuous": CardType.CONTINUOUS,
    "equip": CardType.EQUIP,
    "field": CardType.FIELD,
    "ritual": CardType.RITUAL,
    "counter": CardType.COUNTER,
}
_IMPLY_EFFECT = CardType.FLIP | CardType.GEMINI | CardType.SPIRIT | CardType.TOON | CardType.UNION
_AMBIGUOUS_EFFECT = CardType.FUSION | CardType.SYNCHRO | CardType.XYZ | CardType.LINK
_FORMATS: dict[str, Availability] = {
    "tcg": Availability.TCG,
    "ocg": Availability.OCG,
    "speed duel": Availability.SPEED,
}
_VIDEO_GAME_FORMATS = {"duel links", "master duel"}


def load_ygoprodeck_file(
    path: str | os.PathLike[str], *, archetype_codes: Mapping[str, int] | None = None
) -> CardDB:
    """Cards from a saved YGOPRODeck API response; InputError names the file and the problem."""
    source = os.fspath(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("no such file", source=source) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read the file: {exc}", source=source) from exc
    db = load_ygoprodeck_json(text, source=source, archetype_codes=archetype_codes)
    db.label = Path(path).name
    return db


def load_ygoprodeck_json(
    text_or_obj: str | Mapping[str, Any],
    *,
    source: str = DEFAULT_SOURCE,
    archetype_codes: Mapping[str, int] | None = None,
) -> CardDB:
    """Cards from a YGOPRODeck API response, given as JSON text or as the decoded object."""
    document = _decode(text_or_obj, source) if isinstance(text_or_obj, str) else text_or_obj
    entries = document.get("data") if isinstance(document, Mapping) else None
    if not isinstance(entries, list):
        raise InputError("expected an object with a 'data' list of cards", source=source)
    codes = {k.casefold(): v for k, v in (archetype_codes or {}).items()}
    return CardDB(_cards(entries, source, codes), label="ygoprodeck")


def _decode(text: str, source: str) -> object:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        message = f"malformed JSON: {exc.msg} (column {exc.colno})"
        raise InputError(message, source=source, line=exc.lineno) from exc
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply", source=source) from None


def _cards(entries: list[Any], source: str, codes: dict[str, int]) -> Iterator[Card]:
    for index, raw in enumerate(entries):
        entry = _Entry(raw, index, source)
        card = _card(entry, codes)
        if card is None:
            continue
        yield card
        for art in entry.image_ids():
            if art != card.passcode:
                yield dataclasses.replace(card, passcode=art, alias=card.passcode)


class _Entry:
    """Typed access to one card object, with errors that name the card."""

    def __init__(self, raw: object, index: int, source: str) -> None:
        if not isinstance(raw, dict):
            raise InputError(f"card #{index + 1} in 'data' is not an object", source=source)
        self.raw: dict[str, Any] = raw
        self.source = source
        self.where = (
            f"card #{index + 1} ({words.shown(raw.get('name') or raw.get('id') or 'no name')})"
        )

    def fail(self, problem: str) -> InputError:
        return InputError(f"{self.where}: {problem}", source=self.source)

    def require(self, key: str) -> Any:
        if key not in self.raw:
            raise self.fail(f"missing field {key!r}")
        return self.raw[key]

    def text(self, key: str, default: str | None = None) -> str:
        value = self.raw.get(key, default) if default is not None else self.require(key)
        if not isinstance(value, str):
            raise self.fail(f"field {key!r} must be text")
        return value

    def number(self, key: str) -> int | None:
        """A whole number; None when the field is null (the API's "?")."""
        value = self.require(key)
        if value is None:
            return None
        if isinstance(value, str) and value.isascii() and value.isdigit():
            return int(value)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(f"field {key!r} must be a whole number")
        return value

    def misc(self, key: str) -> list[Any]:
        """`key` of every `misc_info` object (absent ones skipped)."""
        misc = self.raw.get("misc_info") or []
        if not isinstance(misc, list):
            raise self.fail("field 'misc_info' must be a list")
        return [item[key] for item in misc if isinstance(item, dict) and key in item]

    def image_ids(self) -> list[int]:
        images = self.raw.get("card_images") or []
        if not isinstance(images, list) or not all(isinstance(i, dict) for i in images):
            raise self.fail("field 'card_images' must be a list of objects")
        ids = [_passcode(image.get("id"), self, "card_images[].id") for image in images]
        return list(dict.fromkeys(ids))


def _passcode(value: object, entry: _Entry, field: str) -> int:
    if isinstance(value, str) and value.isascii() and value.isdigit():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise entry.fail(f"{field} must be a positive passcode, not {value!r}")
    return value


def _card(entry: _Entry, codes: dict[str, int]) -> Card | None:
    passcode = _passcode(entry.require("id"), entry, "'id'")
    type_text = entry.text("type")
    if type_text.casefold().startswith("skill"):
        return None
    card = Card(
        passcode=passcode,
        name=entry.text("name"),
        types=_types(entry, type_text),
        availability=_availability(entry),
        archetypes=_archetypes(entry, codes),
        text=entry.text("desc", ""),
    )
    return _with_monster_stats(card, entry) if card.is_monster else card


def _types(entry: _Entry, type_text: str) -> CardType:
    words_ = type_text.casefold().replace("card", "").split()
    if words_ in (["spell"], ["trap"]):
        kind = CardType.SPELL if words_ == ["spell"] else CardType.TRAP
        prop = _SPELL_TRAP_PROPERTIES.get(entry.text("race").casefold())
        if prop is None:
            raise entry.fail(f"unknown Spell/Trap property {entry.raw['race']!r}")
        return kind | prop
    types = CardType.MONSTER
    for word in (w for w in words_ if w != "monster"):
        if word not in _TYPE_WORDS:
            raise entry.fail(f"unknown card type {type_text!r}")
        types |= _TYPE_WORDS[word]
    return types | _effect_flag(entry, types)


def _effect_flag(entry: _Entry, types: CardType) -> CardType:
    """EFFECT when the card has an effect the "type" text leaves unsaid (see the module doc)."""
    if types & (CardType.EFFECT | CardType.NORMAL | CardType.TOKEN):
        return CardType(0)
    typeline = entry.raw.get("typeline")
    if isinstance(typeline, list) and typeline:
        effect = any(str(w).casefold() == "effect" for w in typeline)
    elif types & _AMBIGUOUS_EFFECT and entry.misc("has_effect"):
        effect = bool(entry.misc("has_effect")[0])
    else:
        effect = bool(types & (_IMPLY_EFFECT | _AMBIGUOUS_EFFECT | CardType.TUNER))
    return CardType.EFFECT if effect else CardType(0)


def _with_monster_stats(card: Card, entry: _Entry) -> Card:
    try:
        attribute = words.parse_attribute(entry.text("attribute"))
        race = words.parse_race(entry.text("race"))
    except KeyError as exc:
        raise entry.fail(str(exc.args[0])) from None
    link = card.has(CardType.LINK)
    return dataclasses.replace(
        card,
        attribute=attribute,
        race=race,
        level=entry.number("linkval" if link else "level") or 0,
        atk=_stat(entry, "atk"),
        defense=None if link else _stat(entry, "def"),
    )


def _stat(entry: _Entry, key: str) -> int | None:
    """ATK or DEF; None for "?" (null, negative, or flagged by misc_info.question_atk/def)."""
    value = entry.number(key)
    if value is None or value < 0 or any(entry.misc(f"question_{key}")):
        return None
    return value


def _availability(entry: _Entry) -> Availability:
    formats = {
        str(f).casefold()
        for group in entry.misc("formats")
        if isinstance(group, list)
        for f in group
    }
    if not formats:
        return Availability.OCG | Availability.TCG
    found = Availability(0)
    for fmt in formats:
        found |= _FORMATS.get(fmt, Availability(0))
    if not found & (Availability.OCG | Availability.TCG) and formats & _VIDEO_GAME_FORMATS:
        found |= Availability.VIDEO_GAME
    return found or Availability.OCG | Availability.TCG


def _archetypes(entry: _Entry, codes: dict[str, int]) -> tuple[int, ...]:
    name = entry.raw.get("archetype")
    code = codes.get(name.casefold()) if isinstance(name, str) else None
    return (code,) if code else ()
