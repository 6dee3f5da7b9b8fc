"""Deck list vs presented deck: the exact difference, per section.

Seed 000 (デッキリストに関する違反): where deck lists are required, a deck (side deck
included) that differs from its list is a duel loss, and the remedy is to make the deck match
the list. A deck list names cards, not printings, so an alternate art counts as its original
when a card database is given.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.decks.model import Deck, Section
from tagduel.decks.problems import Infraction

REMEDY = (
    "Make the deck match the deck list "
    "(the remedy of the penalty regulations: デッキをデッキリスト通りに修正する)."
)


@dataclass(frozen=True, slots=True)
class SectionDiff:
    """Cards the list has that the deck lacks (`missing`) and cards the deck has beyond the list."""

    section: Section
    missing: tuple[tuple[int, int], ...]
    extra: tuple[tuple[int, int], ...]

    @property
    def matches(self) -> bool:
        return not self.missing and not self.extra


@dataclass(frozen=True, slots=True)
class DeckDiff:
    sections: tuple[SectionDiff, ...]

    @property
    def matches(self) -> bool:
        return all(s.matches for s in self.sections)

    @property
    def infraction(self) -> Infraction | None:
        return None if self.matches else Infraction.DECK_LIST_MISMATCH

    def lines(self, db: CardDB | None = None) -> list[str]:
        """The difference as readable lines, e.g. 'Main Deck: 1 "Dark Hole" (53129443) missing'."""
        out = []
        for diff in self.sections:
            for label, entries in (
                ("missing from the deck", diff.missing),
                ("not on the list", diff.extra),
            ):
                for passcode, count in entries:
                    out.append(f"{diff.section.title}: {count} × {_label(passcode, db)} {label}")
        return out

    def to_dict(self, db: CardDB | None = None) -> dict[str, Any]:
        def entries(pairs: tuple[tuple[int, int], ...]) -> list[dict[str, Any]]:
            return [{"passcode": p, "card": _name(p, db), "count": n} for p, n in pairs]

        return {
            "matches": self.matches,
            "infraction": self.infraction.value if self.infraction else None,
            "remedy": None if self.matches else REMEDY,
            "sections": {
                d.section.value: {"missing": entries(d.missing), "extra": entries(d.extra)}
                for d in self.sections
            },
        }


def diff_decks(deck_list: Deck, presented: Deck, db: CardDB | None = None) -> DeckDiff:
    """What `presented` lacks and has beyond `deck_list`, section by section."""
    return DeckDiff(
        tuple(
            _diff_section(section, deck_list.section(section), presented.section(section), db)
            for section in Section
        )
    )


def _diff_section(
    section: Section, listed: tuple[int, ...], present: tuple[int, ...], db: CardDB | None
) -> SectionDiff:
    want = _count(listed, db)
    have = _count(present, db)
    missing = tuple(sorted((want - have).items()))
    extra = tuple(sorted((have - want).items()))
    return SectionDiff(section, missing, extra)


def _count(passcodes: tuple[int, ...], db: CardDB | None) -> Counter[int]:
    if db is None:
        return Counter(passcodes)
    return Counter(db.original(p) for p in passcodes)


def _name(passcode: int, db: CardDB | None) -> str:
    card = db.get(passcode) if db is not None else None
    return card.name if card is not None else ""


def _label(passcode: int, db: CardDB | None) -> str:
    name = _name(passcode, db)
    return f'"{name}" ({passcode})' if name else f"passcode {passcode}"
