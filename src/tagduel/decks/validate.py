"""Deck legality for a Tag Duel team (or one duelist), reporting every problem at once.

Per duelist (seed 001 A: "Each Duelist uses their own Deck"): Main Deck 40-60, Extra Deck 0-15
of Fusion/Synchro/Xyz/Link monsters only, Side Deck 0-15, at most 3 copies of a card across
Main + Extra + Side (alternate arts count as their original), every card known and usable in
the chosen card pool.

Per team (seed 001 A): "Limited Cards are counted per team and not per Duelist"; "Semi-Limited
Cards are counted per team" ("each team could include 2 copies in any combination"); "Both
Duelists on a team can have up to 3 copies of a card that is not on the Forbidden and Limited
list". So a list limit of 0, 1 or 2 caps the team's total; 3 caps each duelist.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tagduel.cards.db import CardDB
from tagduel.cards.model import Availability, Card
from tagduel.decks.banlist import UNLIMITED, BanList, Status
from tagduel.decks.model import Deck, Section
from tagduel.decks.problems import Problem, ProblemCode, Report
from tagduel.i18n import Text, lazy, lazy_plural

ANY_POOL = Availability.OCG | Availability.TCG
_bits = int.__and__


@dataclass(frozen=True, slots=True)
class DeckRules:
    """The deck-construction settings of a format. Defaults are the official ones."""

    banlist: BanList | None = None
    pool: Availability | None = None
    main_min: int = 40
    main_max: int = 60
    extra_max: int = 15
    side_max: int = 15
    copies: int = 3

    @property
    def card_pool(self) -> Availability:
        """The cards usable: the explicit pool, else the list's, else any TCG or OCG card."""
        if self.pool is not None:
            return self.pool
        if self.banlist is not None and self.banlist.availability is not None:
            return self.banlist.availability
        return ANY_POOL


# (duelist, section, count) for every place one card appears
Copies = list[tuple[str, Section, int]]


def validate_deck(deck: Deck, db: CardDB, rules: DeckRules, duelist: str = "A") -> Report:
    """Check one duelist's deck on its own (a team of one)."""
    return DeckChecker(db, rules).check_team({duelist: deck})


def validate_team(decks: Mapping[str, Deck], db: CardDB, rules: DeckRules) -> Report:
    """Check a team's decks (normally {"A": ..., "B": ...}); every problem, in a stable order."""
    return DeckChecker(db, rules).check_team(decks)


class DeckChecker:
    """Checks decks against one card database and one set of rules.

    It remembers what it learns about each passcode (its card; whether it is a plain card:
    known, usable in the pool, not a Token, not on the list), so checking many teams, as at
    registration, costs little per team.
    """

    def __init__(self, db: CardDB, rules: DeckRules) -> None:
        self.db = db
        self.rules = rules
        self._pool = rules.card_pool
        self._cards: dict[int, Card | None] = {}
        self._usable: dict[int, bool] = {}
        self._limit: dict[int, int] = {}
        self._in_pool: dict[int, bool] = {}
        self._card_of: dict[int, Card] = {}

    def check_team(self, decks: Mapping[str, Deck]) -> Report:
        rules = self.rules
        problems: list[Problem] = []
        by_card: dict[int, Copies] = {}
        printings: dict[int, list[int]] = {}
        unknown: dict[int, None] = {}
        for duelist, deck in decks.items():
            problems += _section_sizes(duelist, deck, rules)
            for section, passcodes in deck.sections():
                self._tally(by_card, printings, unknown, duelist, section, passcodes)
        problems += [_unknown(passcode, decks) for passcode in unknown]
        usable, limits, card_of = self._usable, self._limit, self._card_of
        for original, codes in printings.items():
            copies = by_card[original]
            if len(codes) == 1:
                ok, limit = usable[codes[0]], limits[codes[0]]
            else:
                ok, limit = all(usable[c] for c in codes), min(limits[c] for c in codes)
            card = card_of[original]
            if ok and _within_limits(card, copies, rules.copies, limit):
                continue
            in_pool = all(self._in_pool[c] for c in codes)
            problems += _card_problems(card, copies, set(codes), rules, self._pool, in_pool)
        label = rules.banlist.name if rules.banlist else ""
        return Report(tuple(decks), tuple(problems), label)

    def _tally(
        self,
        by_card: dict[int, Copies],
        printings: dict[int, list[int]],
        unknown: dict[int, None],
        duelist: str,
        section: Section,
        passcodes: tuple[int, ...],
    ) -> None:
        """Count one section's copies per original card, noting the printings seen."""
        per_passcode: dict[int, int] = {}
        for passcode in passcodes:
            per_passcode[passcode] = per_passcode.get(passcode, 0) + 1
        known = self._cards
        per_original: dict[int, int] = {}
        for passcode, count in per_passcode.items():
            if passcode in known:
                card = known[passcode]
            else:
                card = known[passcode] = self.db.get(passcode)
                self._learn(passcode, card)
            if card is None:
                unknown[passcode] = None
                continue
            original = card.original
            seen = printings.get(original)
            if seen is None:
                printings[original] = [passcode]
            elif passcode not in seen:
                seen.append(passcode)
            per_original[original] = per_original.get(original, 0) + count
        for original, count in per_original.items():
            entry = (duelist, section, count)
            if original in by_card:
                by_card[original].append(entry)
            else:
                by_card[original] = [entry]

    def _learn(self, passcode: int, card: Card | None) -> None:
        """Remember whether a printing is usable here and how many copies the list allows."""
        banlist = self.rules.banlist
        if card is None:
            self._usable[passcode], self._limit[passcode] = False, 0
            return
        whitelisted = (
            banlist is None or not banlist.whitelist or banlist.listed(passcode, card.original)
        )
        if card.original not in self._card_of:
            self._card_of[card.original] = self.db.get(card.original) or card
        in_pool = _bits(card.availability, self._pool) != 0
        self._in_pool[passcode] = in_pool  # the printing in the deck decides, not the original
        self._usable[passcode] = whitelisted and in_pool and not card.is_token
        self._limit[passcode] = banlist.limit(passcode, card.original) if banlist else UNLIMITED


def _within_limits(card: Card, copies: Copies, per_duelist: int, team_limit: int) -> bool:
    """Every copy in the right part of the deck, at most `per_duelist` per duelist, and, for a
    card the list restricts, at most `team_limit` in the team."""
    extra = card.is_extra_deck
    total = 0
    for _, section, count in copies:
        if (section is Section.EXTRA) is not extra:
            return False
        total += count
    if team_limit < UNLIMITED:
        return total <= team_limit
    return total <= per_duelist or (len(copies) > 1 and _each_within(copies, per_duelist))


def _section_sizes(duelist: str, deck: Deck, rules: DeckRules) -> list[Problem]:
    out = []
    for section, size, low, high in (
        (Section.MAIN, len(deck.main), rules.main_min, rules.main_max),
        (Section.EXTRA, len(deck.extra), 0, rules.extra_max),
        (Section.SIDE, len(deck.side), 0, rules.side_max),
    ):
        if low <= size <= high:
            continue
        small = size < low
        code = _SIZE_CODES[section, small]
        limit = low if small else high
        message = _size_message(duelist, section, size, limit, small=small)
        out.append(Problem(code, message, (duelist,), section=section, actual=size, limit=limit))
    return out


def _size_message(duelist: str, section: Section, size: int, limit: int, *, small: bool) -> str:
    values = {"duelist": duelist, "section": _section(section), "limit": limit}
    if small:
        return lazy_plural(
            size,
            "Duelist {duelist}: {section} has {count} card; the minimum is {limit}.",
            "Duelist {duelist}: {section} has {count} cards; the minimum is {limit}.",
            **values,
        )
    return lazy_plural(
        size,
        "Duelist {duelist}: {section} has {count} card; the maximum is {limit}.",
        "Duelist {duelist}: {section} has {count} cards; the maximum is {limit}.",
        **values,
    )


_SIZE_CODES = {
    (Section.MAIN, True): ProblemCode.MAIN_TOO_SMALL,
    (Section.MAIN, False): ProblemCode.MAIN_TOO_LARGE,
    (Section.EXTRA, False): ProblemCode.EXTRA_TOO_LARGE,
    (Section.SIDE, False): ProblemCode.SIDE_TOO_LARGE,
}


def _unknown(passcode: int, decks: Mapping[str, Deck]) -> Problem:
    where = [(d, s, deck.section(s).count(passcode)) for d, deck in decks.items() for s in Section]
    where = [w for w in where if w[2]]
    total = sum(n for _, _, n in where)
    message = lazy(
        "Unknown card: passcode {passcode} is not in the card database ({where}).",
        passcode=passcode,
        where=_where(where),
    )
    duelists = tuple(dict.fromkeys(d for d, _, _ in where))
    return Problem(
        ProblemCode.UNKNOWN_CARD, message, duelists, passcode, actual=total, copies=tuple(where)
    )


def _card_problems(
    card: Card,
    copies: Copies,
    printings: set[int],
    rules: DeckRules,
    pool: Availability,
    in_pool: bool,
) -> list[Problem]:
    out = _placement(card, copies)
    unusable = _unusable(card, copies, printings, rules, pool, in_pool)
    if unusable is not None:
        return [*out, unusable]
    out += _too_many_per_duelist(card, copies, rules)
    if rules.banlist is not None:
        limit = min(rules.banlist.limit(p, card.original) for p in printings)
        team_problem = _over_team_limit(card, copies, limit, rules.banlist)
        if team_problem is not None:
            out.append(team_problem)
    return out


def _each_within(copies: Copies, limit: int) -> bool:
    per: dict[str, int] = {}
    for duelist, _, count in copies:
        per[duelist] = per.get(duelist, 0) + count
    return max(per.values()) <= limit


def _placement(card: Card, copies: Copies) -> list[Problem]:
    out = []
    for duelist, section, count in copies:
        if card.is_extra_deck and section is not Section.EXTRA:
            message = lazy_plural(
                count,
                "Duelist {duelist}: {card} is an Extra Deck monster but {count} copy is in the "
                "{section}.",
                "Duelist {duelist}: {card} is an Extra Deck monster but {count} copies are in "
                "the {section}.",
                duelist=duelist,
                card=_name(card),
                section=_section(section),
            )
            code = ProblemCode.EXTRA_MONSTER_OUTSIDE_EXTRA
        elif not card.is_extra_deck and section is Section.EXTRA:
            message = lazy(
                "Duelist {duelist}: {card} is in the Extra Deck, which holds only Fusion, "
                "Synchro, Xyz and Link monsters.",
                duelist=duelist,
                card=_name(card),
            )
            code = ProblemCode.NOT_EXTRA_MONSTER_IN_EXTRA
        else:
            continue
        out.append(_problem(code, message, card, [(duelist, section, count)], count))
    return out


def _unusable(
    card: Card,
    copies: Copies,
    variants: set[int],
    rules: DeckRules,
    pool: Availability,
    in_pool: bool,
) -> Problem | None:
    total = sum(n for _, _, n in copies)
    banlist = rules.banlist
    where = {"card": _name(card), "where": _where(copies)}
    if card.is_token:
        message = lazy("{card} is a Token, which can never be part of a deck: {where}.", **where)
        code = ProblemCode.NOT_A_DECK_CARD
    elif banlist is not None and banlist.whitelist:
        if any(banlist.listed(p, card.original) for p in variants):
            return None
        message = lazy(
            "{card} is not on the {list} list, which allows only the cards it names: {where}.",
            list=banlist.name,
            **where,
        )
        code = ProblemCode.NOT_ON_WHITELIST
    elif not in_pool:
        message = lazy(
            "{card} is not available in {pool} ({released}): {where}.",
            pool=_pool_name(pool),
            released=_pool_name(card.availability),
            **where,
        )
        code = ProblemCode.NOT_IN_CARD_POOL
    else:
        return None
    return _problem(code, message, card, copies, total, 0)


def _too_many_per_duelist(card: Card, copies: Copies, rules: DeckRules) -> list[Problem]:
    per_duelist: dict[str, Copies] = {}
    for entry in copies:
        per_duelist.setdefault(entry[0], []).append(entry)
    out = []
    for duelist, mine in per_duelist.items():
        total = sum(n for _, _, n in mine)
        if total > rules.copies:
            message = lazy(
                "Duelist {duelist}: {total} copies of {card} ({where}); at most {most} of a "
                "card across Main, Extra and Side Deck.",
                duelist=duelist,
                total=total,
                card=_name(card),
                where=_where(mine, named=False),
                most=rules.copies,
            )
            out.append(
                _problem(ProblemCode.TOO_MANY_COPIES, message, card, mine, total, rules.copies)
            )
    return out


def _over_team_limit(card: Card, copies: Copies, limit: int, banlist: BanList) -> Problem | None:
    if limit >= UNLIMITED:
        return None
    total = sum(n for _, _, n in copies)
    if total <= limit:
        return None
    status = Status(limit)
    if status is Status.FORBIDDEN:
        message = lazy(
            "{card} is Forbidden on {list}: {where}.",
            card=_name(card),
            list=banlist.name,
            where=_where(copies),
        )
        return _problem(ProblemCode.FORBIDDEN, message, card, copies, total, 0)
    values = {"card": _name(card), "list": banlist.name, "total": total, "where": _where(copies)}
    if status is Status.LIMITED:
        message = lazy_plural(
            limit,
            "{card} is Limited on {list}: at most {count} copy in the whole team, found "
            "{total} ({where}).",
            "{card} is Limited on {list}: at most {count} copies in the whole team, found "
            "{total} ({where}).",
            **values,
        )
    else:
        message = lazy_plural(
            limit,
            "{card} is Semi-Limited on {list}: at most {count} copy in the whole team, found "
            "{total} ({where}).",
            "{card} is Semi-Limited on {list}: at most {count} copies in the whole team, found "
            "{total} ({where}).",
            **values,
        )
    return _problem(ProblemCode.OVER_TEAM_LIMIT, message, card, copies, total, limit)


def _problem(
    code: ProblemCode,
    message: str,
    card: Card,
    copies: Copies,
    actual: int,
    limit: int | None = None,
) -> Problem:
    duelists = tuple(dict.fromkeys(d for d, _, _ in copies))
    section = copies[0][1] if len({s for _, s, _ in copies}) == 1 else None
    return Problem(
        code, message, duelists, card.original, card.name, section, actual, limit, tuple(copies)
    )


def _name(card: Card) -> str:
    return f'"{card.name}" ({card.original})'


def _pool_name(pool: Availability) -> str:
    names = [n for n, flag in (("TCG", Availability.TCG), ("OCG", Availability.OCG)) if pool & flag]
    return Text.joined(lazy(" or "), names) if names else lazy("no TCG or OCG release")


def _section(section: Section) -> str:
    """`section.title` in a message a person reads (translatable; the same English)."""
    return _SECTION_TEXTS[section]


_SECTION_TEXTS = {
    Section.MAIN: lazy("Main Deck"),
    Section.EXTRA: lazy("Extra Deck"),
    Section.SIDE: lazy("Side Deck"),
}


def _where(copies: Copies, *, named: bool = True) -> str:
    parts = []
    for duelist, section, count in copies:
        if named:
            parts.append(
                lazy(
                    "Duelist {duelist} {section} {count}",
                    duelist=duelist,
                    section=_section(section),
                    count=count,
                )
            )
        else:
            parts.append(lazy("{section} {count}", section=_section(section), count=count))
    return Text.joined(lazy(", "), parts)
