"""A deck as passcodes: Main, Extra and Side Deck, in the order the duelist listed them."""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass


class Section(enum.Enum):
    """The three parts of a deck."""

    MAIN = "main"
    EXTRA = "extra"
    SIDE = "side"

    @property
    def title(self) -> str:
        return {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}[self.value]


@dataclass(frozen=True, slots=True)
class Deck:
    """One duelist's deck. Order is kept, so writing a parsed deck gives back the same list."""

    main: tuple[int, ...] = ()
    extra: tuple[int, ...] = ()
    side: tuple[int, ...] = ()
    name: str = ""

    def section(self, section: Section) -> tuple[int, ...]:
        if section is Section.MAIN:
            return self.main
        if section is Section.EXTRA:
            return self.extra
        return self.side

    def sections(self) -> list[tuple[Section, tuple[int, ...]]]:
        return [(Section.MAIN, self.main), (Section.EXTRA, self.extra), (Section.SIDE, self.side)]

    def all_cards(self) -> tuple[int, ...]:
        return self.main + self.extra + self.side

    def counts(self, section: Section | None = None) -> Counter[int]:
        """Copies per passcode, in one section or the whole deck."""
        return Counter(self.all_cards() if section is None else self.section(section))

    def same_cards(self, other: Deck) -> bool:
        """True when both hold the same cards per section, whatever the order."""
        return all(
            Counter(a) == Counter(b)
            for (_, a), (_, b) in zip(self.sections(), other.sections(), strict=True)
        )

    def with_name(self, name: str) -> Deck:
        return Deck(self.main, self.extra, self.side, name)
