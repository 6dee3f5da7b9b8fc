"""CardDB: a set of cards looked up by passcode or by name.

A database is built from any iterable of `Card` (the built-in set, a cards.cdb, a JSON file) and
can be merged with another; it never reads files itself (see `tagduel.cards.sources`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator

from tagduel.cards.model import Card
from tagduel.errors import TagDuelError


class UnknownCardError(TagDuelError, LookupError):
    """A passcode or name that the card database does not hold."""

    def __init__(self, query: str | int, suggestions: list[str] | None = None) -> None:
        self.query = query
        self.suggestions = suggestions or []
        if isinstance(query, int):
            msg = f"unknown card passcode {query}"
        else:
            msg = f"unknown card name {query!r}"
        if self.suggestions:
            msg += "; did you mean " + ", ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(msg)


def name_key(name: str) -> str:
    """The form names are matched in: case-insensitive, spacing and quote styles ignored."""
    cleaned = name.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(cleaned.casefold().split())


class CardDB:
    """Cards by passcode and by name. Alternate arts share their original's name."""

    __slots__ = ("_by_name", "_by_passcode", "label")

    def __init__(self, cards: Iterable[Card] = (), *, label: str = "") -> None:
        self.label = label
        self._by_passcode: dict[int, Card] = {}
        self._by_name: dict[str, Card] = {}
        self.add_all(cards)

    def add_all(self, cards: Iterable[Card]) -> None:
        by_passcode = self._by_passcode
        by_name = self._by_name
        for card in cards:
            by_passcode[card.passcode] = card
            key = name_key(card.name)
            known = by_name.get(key)
            if known is None or (known.alias and not card.alias) or known.passcode == card.passcode:
                by_name[key] = card

    def merged(self, other: CardDB) -> CardDB:
        """A new database holding both; on a clash `other`'s card wins."""
        db = CardDB(self, label=" + ".join(x for x in (self.label, other.label) if x))
        db.add_all(other)
        return db

    def __len__(self) -> int:
        return len(self._by_passcode)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._by_passcode.values())

    def __contains__(self, passcode: object) -> bool:
        return passcode in self._by_passcode

    def get(self, passcode: int) -> Card | None:
        return self._by_passcode.get(passcode)

    def __getitem__(self, passcode: int) -> Card:
        card = self._by_passcode.get(passcode)
        if card is None:
            raise UnknownCardError(passcode)
        return card

    def find(self, name: str) -> Card | None:
        return self._by_name.get(name_key(name))

    def by_name(self, name: str) -> Card:
        """The card with exactly this name (case-insensitive), or an error naming the closest."""
        card = self._by_name.get(name_key(name))
        if card is None:
            raise UnknownCardError(name, self.suggest(name))
        return card

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """The names closest to `name`, best first."""
        key = name_key(name)
        keys = difflib.get_close_matches(key, self._by_name, n=n, cutoff=0.6)
        if len(keys) < n:
            keys += [k for k in self._by_name if key and key in k and k not in keys][
                : n - len(keys)
            ]
        return [self._by_name[k].name for k in keys]

    def original(self, passcode: int) -> int:
        """The passcode deck limits count `passcode` as (alternate art → original)."""
        card = self._by_passcode.get(passcode)
        return card.original if card is not None else passcode
