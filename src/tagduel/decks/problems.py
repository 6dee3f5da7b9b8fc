"""What a deck check finds: problems with a code, the card, the counts, the duelists, and the
infraction of the penalty regulations (seed 000, "デッキに関する違反") each one corresponds to.

The infraction ids are shared with `tagduel.penalties`, so a judge can issue the penalty for a
problem straight from a deck check.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from tagduel.decks.model import Section
from tagduel.i18n import lazy


class Infraction(enum.Enum):
    """Deck infractions of seed 000 (ids as in the penalty catalogue)."""

    #: デッキが40枚未満である。
    TOO_FEW_CARDS = "deck_too_few_cards"
    #: An oversized Main, Extra or Side Deck: cards that may not be used, with its own remedy.
    TOO_MANY_CARDS = "deck_too_many_cards"
    #: デッキ（サイドデッキを含む）に同一カードが4枚以上含まれている。
    FOUR_OR_MORE_COPIES = "deck_four_or_more_copies"
    #: デッキ（サイドデッキを含む）に使用できないカードが含まれている。
    UNUSABLE_CARD = "deck_unusable_card"
    #: デッキ（サイドデッキを含む）に制限を越えた枚数の「禁止カード」・「制限・準制限カード」が含まれている。
    OVER_BANLIST_LIMIT = "deck_over_banlist_limit"
    #: デッキリスト内容とデッキ（サイドデッキを含む）内容が異なっている。
    DECK_LIST_MISMATCH = "deck_list_mismatch"

    @property
    def english(self) -> str:
        return _INFRACTION_EN[self]


_INFRACTION_EN = {
    Infraction.TOO_FEW_CARDS: lazy("deck has fewer than 40 cards"),
    Infraction.TOO_MANY_CARDS: lazy("a Deck over its maximum (cards that may not be used)"),
    Infraction.FOUR_OR_MORE_COPIES: lazy("4 or more copies of one card (Side Deck included)"),
    Infraction.UNUSABLE_CARD: lazy("a card that may not be used (Side Deck included)"),
    Infraction.OVER_BANLIST_LIMIT: lazy(
        "Forbidden, or Limited/Semi-Limited over the limit (Side Deck included)"
    ),
    Infraction.DECK_LIST_MISMATCH: lazy("deck (Side Deck included) differs from the deck list"),
}


class ProblemCode(enum.Enum):
    """Each kind of deck problem, with the seed 000 infraction it falls under."""

    MAIN_TOO_SMALL = ("main_too_small", Infraction.TOO_FEW_CARDS)
    # Seed 000 names no infraction for an oversized section: the cards beyond the maximum are
    # cards that may not be used (its penalty), but the remedy brings the Deck down to a legal
    # size instead of back to the original one: the catalogue's deck_too_many_cards.
    MAIN_TOO_LARGE = ("main_too_large", Infraction.TOO_MANY_CARDS)
    EXTRA_TOO_LARGE = ("extra_too_large", Infraction.TOO_MANY_CARDS)
    SIDE_TOO_LARGE = ("side_too_large", Infraction.TOO_MANY_CARDS)
    EXTRA_MONSTER_OUTSIDE_EXTRA = ("extra_monster_outside_extra", Infraction.UNUSABLE_CARD)
    NOT_EXTRA_MONSTER_IN_EXTRA = ("not_extra_monster_in_extra", Infraction.UNUSABLE_CARD)
    TOO_MANY_COPIES = ("too_many_copies", Infraction.FOUR_OR_MORE_COPIES)
    UNKNOWN_CARD = ("unknown_card", Infraction.UNUSABLE_CARD)
    NOT_A_DECK_CARD = ("not_a_deck_card", Infraction.UNUSABLE_CARD)
    NOT_IN_CARD_POOL = ("not_in_card_pool", Infraction.UNUSABLE_CARD)
    NOT_ON_WHITELIST = ("not_on_whitelist", Infraction.UNUSABLE_CARD)
    FORBIDDEN = ("forbidden", Infraction.OVER_BANLIST_LIMIT)
    OVER_TEAM_LIMIT = ("over_team_limit", Infraction.OVER_BANLIST_LIMIT)

    def __init__(self, slug: str, infraction: Infraction) -> None:
        self.slug = slug
        self.infraction = infraction


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a deck or a team's decks.

    `duelists` names every duelist whose deck is involved (e.g. ("A", "B") for a Limited card
    played once by each). `actual` and `limit` are the counts compared; `copies` gives the
    copies per duelist and section where they matter.
    """

    code: ProblemCode
    message: str
    duelists: tuple[str, ...]
    passcode: int | None = None
    card: str = ""
    section: Section | None = None
    actual: int | None = None
    limit: int | None = None
    copies: tuple[tuple[str, Section, int], ...] = ()

    @property
    def infraction(self) -> Infraction:
        return self.code.infraction

    def to_dict(self) -> dict[str, Any]:
        return {
            "code": self.code.slug,
            "infraction": self.infraction.value,
            "message": self.message,
            "duelists": list(self.duelists),
            "passcode": self.passcode,
            "card": self.card,
            "section": self.section.value if self.section else None,
            "actual": self.actual,
            "limit": self.limit,
            "copies": [{"duelist": d, "section": s.value, "count": n} for d, s, n in self.copies],
        }


@dataclass(frozen=True, slots=True)
class Report:
    """The result of a deck check: every problem at once, in a stable order."""

    duelists: tuple[str, ...]
    problems: tuple[Problem, ...]
    banlist: str = ""

    @property
    def legal(self) -> bool:
        return not self.problems

    def for_duelist(self, duelist: str) -> list[Problem]:
        return [p for p in self.problems if duelist in p.duelists]

    def codes(self) -> list[ProblemCode]:
        return [p.code for p in self.problems]

    def infractions(self) -> list[Infraction]:
        """The distinct seed 000 infractions found, in order of first appearance."""
        return list(dict.fromkeys(p.infraction for p in self.problems))

    def to_dict(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "banlist": self.banlist,
            "duelists": list(self.duelists),
            "problems": [p.to_dict() for p in self.problems],
        }
